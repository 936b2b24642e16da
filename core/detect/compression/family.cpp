#include "detect/families.h"

#include "detect/compression/ncddetector.h"
#include "detect/compression/signcddetector.h"
#include "detect/compression/spotsigncddetector.h"
#include "detect/compression/spotsigsdetector.h"

namespace nd::detect {

// Paper 003's family, its proposal first, then its baselines.
void appendCompressionFamily(std::vector<const Detector *> &detectors)
{
    static const SigNcdDetector sigNcd;
    static const SpotSigNcdDetector spotSigNcd;
    static const NcdDetector ncd;
    static const SpotSigsDetector spotSigs;
    detectors.insert(detectors.end(), {&spotSigs, &ncd, &sigNcd, &spotSigNcd});
}

} // namespace nd::detect
