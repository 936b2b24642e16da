#pragma once

#include "detect/detector.h"

#include <QCoreApplication>

#include <cstdint>
#include <span>
#include <utility>

namespace nd::detect {

// Charikar's simhash (paper 000 Fan & Huang, paper 002 Yu et al.; Manku et al.
// 2007 for the search): an f-bit fingerprint from a weighted bit vote of the
// tokens, compared by Hamming distance. Candidates come from a block index
// (features::HammingIndex), never from all pairs; only pairs within
// max_distance are kept, because pairs further apart are found only by chance
// and would bias any curve drawn beyond it.
class SimhashDetector final : public Detector
{
    Q_DECLARE_TR_FUNCTIONS(SimhashDetector)

public:
    QString name() const override;
    QString title() const override;
    QString description() const override;
    QList<ParamDescriptor> parameters() const override;
    ScoreKind scoreKind() const override { return ScoreKind::Distance; }
    ThresholdRange thresholdRange(const Params &params) const override;
    QString plan(const Params &params) const override;
    DetectResult detect(const std::vector<DetectDocument> &documents, const Params &params,
                        JobControl &control) const override;

    // Fingerprint of weighted features (hash, weight): bit i is set iff the sum of
    // +weight over features whose hash has bit i set and -weight over the others
    // is > 0. Only the low `bits` bits are used.
    static std::uint64_t fingerprint(std::span<const std::pair<std::uint64_t, double>> features,
                                     int bits);

protected:
    QString checkResolved(const Params &resolved) const override;
};

} // namespace nd::detect
