#pragma once

#include "base/scoredpair.h"
#include "eval/evaluation.h"

#include <QList>

#include <optional>

namespace nd::eval {

// The thresholds at which a run scored every candidate pair. A pruned run
// (detect::ThresholdRange::pruned: NCD with P1 or P1+P2 up to tau =
// max_distance, SpotSigs from min_similarity) also scores some pairs beyond its
// bound, but not all, so its precision, recall and F there are not the method's.
// Every other run's curve is whole.
struct ScoredRange
{
    ScoreKind kind = ScoreKind::Similarity;
    std::optional<double> bound; // none: every threshold
    bool contains(double threshold) const;
};

// The point of highest F1 among the curve's thresholds within range, the
// strictest of equals (as bestOfCurve); when no threshold is within, the
// point at the bound, where nothing is flagged.
OperatingPoint bestWithin(const QList<OperatingPoint> &curve, const ScoredRange &range);

} // namespace nd::eval
