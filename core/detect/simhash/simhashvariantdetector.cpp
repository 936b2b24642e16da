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

QList<ParamDescriptor> SimhashVariantDetector::parameters() const
{
    // Paper 000 uses 32-bit fingerprints and reports thresholds up to 15 bits for
    // the lexicon curves (best at 1..6); 8 keeps every interesting pair.
    QList<ParamDescriptor> list{bitsParameter(u"32"_s, u"000 Fan & Huang 2012"_s), maxDistanceParameter(8)};
    if (m_kind != Kind::Lexicons)
        list.append({shingleSizeParameter(2),
                     weightingParameter(u"tfidf"_s, u"000 Fan & Huang 2012 (tfidf); Charikar 2002 (tf)"_s),
                     verifyParameter()});
    if (m_kind != Kind::Shingles)
        list.append(lexiconParameters(5));
    list.append(blocksParameter());
    list.append(queriesParameter());
    return list;
}

SimhashSettings SimhashVariantDetector::settings(const Params &resolved) const
{
    // commonSettings() falls back to k = 1 / L = 1 for the keys a kind lacks.
    return commonSettings(resolved);
}

} // namespace nd::detect
