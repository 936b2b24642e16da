#pragma once

#include "detect/detector.h"
#include "detect/methoddetector.h"

#include <QCoreApplication>

namespace nd::detect {

// SpotSigs (Theobald, Siddharth & Paepcke, SIGIR 2008; baseline of paper 003):
// stopword-spot signatures, filtered by normalised IDF log(N/df)/log(N) to
// [min_idf, max_idf], compared by multiset Jaccard sum(min)/sum(max).
//
// Candidates, as in SpotSigs: documents sorted by signature count, a pair is
// compared only when the smaller count is at least min_similarity times the
// larger (Jaccard <= |A|/|B|), and only when the two share a signature
// (inverted index). Defaults are Setting 1 of paper 003's Table 1 (F1 0.83).
class SpotSigsDetector final : public MethodDetector<SpotSigsDetector>
{
    ND_DETECTING_METHOD(SpotSigsDetector)
    TokenForm tokenForm(const Params &) const override { return TokenForm::None; } // spots in the text's own words

    // antecedents, spot_distance, chain_length (shared with spotsigncd).
    static QList<ParamDescriptor> extractionParameters();

protected:
    QString checkResolved(const Params &resolved) const override;
};

} // namespace nd::detect
