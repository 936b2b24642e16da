#include "detect/simhash/simhashdetector.h"

#include "features/simhashfingerprint.h"

using namespace Qt::StringLiterals;

namespace nd::detect {

SimhashSettings SimhashDetector::settings(const Params &resolved) const
{
    return commonSettings(resolved);
}

std::uint64_t SimhashDetector::fingerprint(std::span<const std::pair<std::uint64_t, double>> features, int bits)
{
    return features::simhashFingerprint(features, bits);
}

} // namespace nd::detect
