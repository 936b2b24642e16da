#include "text/asciiwords.h"

namespace nd::text {

bool isAsciiText(QStringView text)
{
    const char16_t *s = reinterpret_cast<const char16_t *>(text.utf16());
    char16_t any = 0;
    for (qsizetype i = 0; i < text.size(); ++i)
        any |= s[i];
    return any < 0x80;
}

} // namespace nd::text
