#include "detect/families.h"

#include "detect/simhashfamily/simhashvariantdetector.h"
#include "detect/simhashfamily/weightedsimhashdetector.h"

namespace nd::detect {

void appendSimhashFamily(std::vector<const Detector *> &detectors)
{
    // `simhash` itself is registered with the original four detectors.
    static const SimhashVariantDetector shingles(SimhashVariantDetector::Kind::Shingles);
    static const SimhashVariantDetector lexicons(SimhashVariantDetector::Kind::Lexicons);
    static const SimhashVariantDetector fusion(SimhashVariantDetector::Kind::Fusion);
    static const WeightedSimhashDetector weighted;
    detectors.insert(detectors.end(), {&shingles, &lexicons, &fusion, &weighted});
}

} // namespace nd::detect
