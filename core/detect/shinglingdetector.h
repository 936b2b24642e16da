#pragma once

#include "detect/detector.h"

#include <QCoreApplication>

namespace nd::detect {

// Broder's shingling (Broder 1997; sort-based all-pairs as in paper 004): word
// w-shingle sets, pairs found through an inverted index of sorted
// <shingle, document> postings, scored by resemblance or containment.
//
// Containment of A in B is |A ∩ B| / |A|; a pair has no direction, so the score
// is the larger of the two directions, |A ∩ B| / min(|A|, |B|).
//
// Posting lists longer than max_posting ("common shingles", Broder: 1,000) are
// dropped as uninformative, and removed from the documents' sets as well, so
// the score is the resemblance of the remaining shingles.
class ShinglingDetector final : public Detector
{
    Q_DECLARE_TR_FUNCTIONS(ShinglingDetector)

public:
    QString name() const override;
    QString title() const override;
    QString description() const override;
    QList<ParamDescriptor> parameters() const override;
    ScoreKind scoreKind() const override { return ScoreKind::Similarity; }
    ThresholdRange thresholdRange(const Params &params) const override;
    DetectResult detect(const std::vector<DetectDocument> &documents, const Params &params,
                        JobControl &control) const override;
};

} // namespace nd::detect
