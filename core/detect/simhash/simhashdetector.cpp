#include "detect/simhash/simhashdetector.h"

#include "features/simhashfingerprint.h"

using namespace Qt::StringLiterals;

namespace nd::detect {

QList<ParamDescriptor> SimhashDetector::parameters() const
{
    return {
        bitsParameter(u"64"_s, u"000 Fan & Huang 2012 (32); 002 Yu et al. (64)"_s),
        // Cross-validated over whole Gold Set clusters (docs/quality.md): every fold chose
        // a threshold of 17-18 bits once the range allowed it.
        maxDistanceParameter(20),
        weightingParameter(u"tf"_s, u"000 Fan & Huang 2012"_s),
        blocksParameter(),
    };
}

SimhashSettings SimhashDetector::settings(const Params &resolved) const
{
    return commonSettings(resolved);
}

std::uint64_t SimhashDetector::fingerprint(std::span<const std::pair<std::uint64_t, double>> features, int bits)
{
    return features::simhashFingerprint(features, bits);
}

} // namespace nd::detect
