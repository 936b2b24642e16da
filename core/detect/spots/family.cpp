#include "detect/families.h"

#include "detect/spots/ncddetectors.h"
#include "detect/spots/sentenceblocksdetector.h"
#include "detect/spots/spotsigsdetector.h"

namespace nd::detect {

// Paper 003's family, its proposal first, then its baselines.
void appendSpotsFamily(std::vector<const Detector *> &detectors)
{
    static const SigNcdDetector sigNcd;
    static const SpotSigNcdDetector spotSigNcd;
    static const NcdDetector ncd;
    static const SpotSigsDetector spotSigs;
    static const SentenceBlocksDetector sentenceBlocks;
    detectors.insert(detectors.end(), {&spotSigs, &ncd, &sigNcd, &spotSigNcd, &sentenceBlocks});
}

} // namespace nd::detect
