#pragma once

#include "detect/detector.h"
#include "features/similaritymeasures.h"

#include <QCoreApplication>

namespace nd::detect {

// Paper 001 (Chhajed et al.): one of the 13 similarity measures on TF-IDF vectors
// over the keywords kept by correlation-based selection. Candidates are the pairs
// sharing at least one kept keyword (a sparse inverted index), also for the
// measures that would give a finite value to pairs sharing none: such pairs are
// as far apart as two documents can be, so no sensible threshold flags them.
//
// Detector::scoreKind() takes no parameters, so the 13 measures are split over two
// registered instances: "vsm" (the 6 similarities) and "vsm-distance" (the 7
// distances, ScoreKind::Distance). Same code, same parameters otherwise.
class VsmDetector final : public Detector
{
    Q_DECLARE_TR_FUNCTIONS(VsmDetector)

public:
    explicit VsmDetector(ScoreKind kind);

    // The two methods (in detect/methods.cpp).
    static const MethodInfo similarityInfo;
    static const MethodInfo distanceInfo;

    QList<ParamDescriptor> parameters() const override;
    ThresholdRange thresholdRange(const Params &params) const override;
    DetectResult detect(const std::vector<DetectDocument> &documents, const Params &params,
                        JobControl &control) const override;

    // The measures this instance offers, in the paper's order.
    std::vector<features::Measure> measures() const;

private:
    ScoreKind m_kind;
};

} // namespace nd::detect
