#include "detect/families.h"

namespace nd::detect {

void appendCompressionFamily(std::vector<const Detector *> &detectors)
{
    Q_UNUSED(detectors);
}

} // namespace nd::detect
