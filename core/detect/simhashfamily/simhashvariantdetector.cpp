#include "detect/simhashfamily/simhashvariantdetector.h"

using namespace Qt::StringLiterals;

namespace nd::detect {

QString SimhashVariantDetector::name() const
{
    switch (m_kind) {
    case Kind::Shingles:
        return u"simhash-shingles"_s;
    case Kind::Lexicons:
        return u"simhash-lexicons"_s;
    case Kind::Fusion:
        break;
    }
    return u"simhash-fusion"_s;
}

QString SimhashVariantDetector::title() const
{
    switch (m_kind) {
    case Kind::Shingles:
        return tr("Simhash of shingles");
    case Kind::Lexicons:
        return tr("Simhash with random lexicons");
    case Kind::Fusion:
        break;
    }
    return tr("Simhash fusion (shingles + lexicons)");
}

QString SimhashVariantDetector::description() const
{
    switch (m_kind) {
    case Kind::Shingles:
        return tr("Shingling-based simhash: word k-shingles as features, each weighted by the sum "
                  "of its words' IDF (paper 000, Fan & Huang) or by its occurrences.");
    case Kind::Lexicons:
        return tr("Multiple-random-lexicon simhash: one fingerprint per random lexicon; a pair's "
                  "distance is the smallest over the lexicons (paper 000; Kolcz et al.).");
    case Kind::Fusion:
        break;
    }
    return tr("Shingling-based multi-fingerprint simhash: k-shingle features and L random "
              "lexicons together, the best configuration of paper 000 (k = 2, L = 5).");
}

QList<ParamDescriptor> SimhashVariantDetector::parameters() const
{
    // Paper 000 uses 32-bit fingerprints and reports thresholds up to 15 bits for
    // the lexicon curves (best at 1..6); 8 keeps every interesting pair.
    QList<ParamDescriptor> list{bitsParameter(u"32"_s, u"000 Fan & Huang 2012"_s),
                                maxDistanceParameter(8)};
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
