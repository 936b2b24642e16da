#include "detect/families.h"

namespace nd::detect {

void appendShinglingFamily(std::vector<const Detector *> &detectors)
{
    Q_UNUSED(detectors);
}

} // namespace nd::detect
