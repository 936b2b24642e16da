#include "detect/families.h"

#include "detect/shingling/shinglingdetector.h"
#include "detect/shingling/supershingledetector.h"

namespace nd::detect {

void appendShinglingFamily(std::vector<const Detector *> &detectors)
{
    static const ShinglingDetector shingling;
    static const SuperShingleDetector supershingle;
    detectors.push_back(&shingling);
    detectors.push_back(&supershingle);
}

} // namespace nd::detect
