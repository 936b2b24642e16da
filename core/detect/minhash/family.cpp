#include "detect/families.h"

#include "detect/minhash/minhashdetector.h"

namespace nd::detect {

void appendMinHashFamily(std::vector<const Detector *> &detectors)
{
    static const MinHashDetector minhash;
    detectors.push_back(&minhash);
}

} // namespace nd::detect
