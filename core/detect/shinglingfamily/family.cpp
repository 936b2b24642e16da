#include "detect/families.h"

#include "detect/shinglingfamily/supershingledetector.h"

namespace nd::detect {

void appendShinglingFamily(std::vector<const Detector *> &detectors)
{
    static const SuperShingleDetector supershingle;
    detectors.push_back(&supershingle);
}

} // namespace nd::detect
