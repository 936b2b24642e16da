#include "experiments/presetlibrary.h"

#include "experiments/figures.h"

using namespace Qt::StringLiterals;

namespace nd::experiments::presetlib {

QList<Preset> ye2008()
{
    return {};
}

} // namespace nd::experiments::presetlib
