#include "detect/simhash/simhashvariantdetector.h"

using namespace Qt::StringLiterals;

namespace nd::detect {

namespace {

const MethodInfo kShinglesInfo{
    "simhash-shingles", QT_TRANSLATE_NOOP("nd::detect::Detector", "Simhash of shingles"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "Shingling-based simhash: word k-shingles as features, each weighted by the sum "
                      "of its words' IDF (paper 000, Fan & Huang) or by its occurrences."),
    ScoreKind::Distance, "core/detect/simhash"};

const MethodInfo kLexiconsInfo{
    "simhash-lexicons", QT_TRANSLATE_NOOP("nd::detect::Detector", "Simhash with random lexicons"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "Multiple-random-lexicon simhash: one fingerprint per random lexicon; a pair's "
                      "distance is the smallest over the lexicons (paper 000; Kolcz et al.)."),
    ScoreKind::Distance, "core/detect/simhash"};

const MethodInfo kFusionInfo{
    "simhash-fusion", QT_TRANSLATE_NOOP("nd::detect::Detector", "Simhash fusion (shingles + lexicons)"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "Shingling-based multi-fingerprint simhash: k-shingle features and L random "
                      "lexicons together, the best configuration of paper 000 (k = 2, L = 5)."),
    ScoreKind::Distance, "core/detect/simhash"};

const MethodInfo &infoOf(SimhashVariantDetector::Kind kind)
{
    switch (kind) {
    case SimhashVariantDetector::Kind::Shingles:
        return kShinglesInfo;
    case SimhashVariantDetector::Kind::Lexicons:
        return kLexiconsInfo;
    case SimhashVariantDetector::Kind::Fusion:
        break;
    }
    return kFusionInfo;
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
    return list;
}

SimhashSettings SimhashVariantDetector::settings(const Params &resolved) const
{
    // commonSettings() falls back to k = 1 / L = 1 for the keys a kind lacks.
    return commonSettings(resolved);
}

} // namespace nd::detect
