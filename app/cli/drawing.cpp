#include "cli/drawing.h"

#include "base/programmodule.h"

namespace nd::cli::drawing {

const Functions &functions()
{
    // Resolved once; a failure throws again at the next call, which says why again.
    static const Functions *loaded = nullptr;
    if (!loaded)
        loaded = reinterpret_cast<decltype(&neardup_drawing_functions)>(
            resolveModuleSymbol(QStringLiteral("neardup_drawing"), "neardup_drawing_functions"))();
    return *loaded;
}

} // namespace nd::cli::drawing
