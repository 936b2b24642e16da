#include "detect/families.h"

#include "detect/exact/exactdetector.h"

namespace nd::detect {

void appendExactFamily(std::vector<const Detector *> &detectors)
{
    static const ExactDetector exact;
    detectors.push_back(&exact);
}

} // namespace nd::detect
