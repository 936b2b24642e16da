#include "detect/simhash/simhashvariantdetector.h"

using namespace Qt::StringLiterals;

namespace nd::detect {

namespace {

const MethodInfo &infoOf(SimhashVariantDetector::Kind kind)
{
    switch (kind) {
    case SimhashVariantDetector::Kind::Shingles:
        return SimhashVariantDetector::shinglesInfo;
    case SimhashVariantDetector::Kind::Lexicons:
        return SimhashVariantDetector::lexiconsInfo;
    case SimhashVariantDetector::Kind::Fusion:
        break;
    }
    return SimhashVariantDetector::fusionInfo;
}

} // namespace

SimhashVariantDetector::SimhashVariantDetector(Kind kind)
    : SimhashFamilyDetector(infoOf(kind))
    , m_kind(kind)
{ }

SimhashSettings SimhashVariantDetector::settings(const Params &resolved) const
{
    // commonSettings() falls back to k = 1 / L = 1 for the keys a kind lacks.
    return commonSettings(resolved);
}

} // namespace nd::detect
