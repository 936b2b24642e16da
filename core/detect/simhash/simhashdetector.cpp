#include "detect/simhash/simhashdetector.h"

#include "features/simhashfingerprint.h"

using namespace Qt::StringLiterals;

namespace nd::detect {

namespace {

const MethodInfo kSimhashDetectorInfo{
    "simhash", QT_TRANSLATE_NOOP("nd::detect::Detector", "Simhash"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "Charikar's simhash: a fingerprint voted bit by bit by the weighted tokens; "
                      "near-duplicates differ in few bits (papers 000 and 002; Manku et al. 2007)."),
    ScoreKind::Distance, "core/detect/simhash"};

} // namespace

SimhashDetector::SimhashDetector()
    : SimhashFamilyDetector(kSimhashDetectorInfo)
{ }

QList<ParamDescriptor> SimhashDetector::parameters() const
{
    return {
        bitsParameter(u"64"_s, u"000 Fan & Huang 2012 (32); 002 Yu et al. (64)"_s),
        maxDistanceParameter(16),
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
