#include "detect/families.h"

#include "detect/simhash/simhashdetector.h"
#include "detect/simhash/simhashvariantdetector.h"
#include "detect/simhash/weightedsimhashdetector.h"

namespace nd::detect {

void appendSimhashFamily(std::vector<const Detector *> &detectors)
{
    static const SimhashDetector simhash;
    static const SimhashVariantDetector shingles(SimhashVariantDetector::Kind::Shingles);
    static const SimhashVariantDetector lexicons(SimhashVariantDetector::Kind::Lexicons);
    static const SimhashVariantDetector fusion(SimhashVariantDetector::Kind::Fusion);
    static const WeightedSimhashDetector weighted;
    detectors.insert(detectors.end(), {&simhash, &shingles, &lexicons, &fusion, &weighted});
}

} // namespace nd::detect
