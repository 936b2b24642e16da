#pragma once

#include "detect/simhash/simhashfamilydetector.h"

#include <QCoreApplication>

namespace nd::detect {

// Paper 000's (Fan & Huang 2012) simhash variants, all 32-bit by default as there:
//   Shingles: shingling-based simhash, features = word k-shingles weighted by the
//             sum of their words' IDF (k = 1 is simhash with tfidf weights);
//   Lexicons: multiple-random-lexicon simhash on words: L fingerprints, the whole
//             vocabulary plus L-1 random lexicons; distance = smallest over them;
//   Fusion:   both, "shingling based multi fingerprints simhash" (k = 2, L = 5).
class SimhashVariantDetector final : public SimhashFamilyDetector
{
    Q_DECLARE_TR_FUNCTIONS(SimhashVariantDetector)

public:
    enum class Kind { Shingles, Lexicons, Fusion };
    explicit SimhashVariantDetector(Kind kind);

    // One method each (in detect/methods.cpp).
    static const MethodInfo shinglesInfo;
    static const MethodInfo lexiconsInfo;
    static const MethodInfo fusionInfo;

    QList<ParamDescriptor> parameters() const override;
    SimhashSettings settings(const Params &resolved) const override;

private:
    Kind m_kind;
};

} // namespace nd::detect
