#include "detect/families.h"

namespace nd::detect {

void appendIMatchFamily(std::vector<const Detector *> &detectors)
{
    Q_UNUSED(detectors);
}

} // namespace nd::detect
