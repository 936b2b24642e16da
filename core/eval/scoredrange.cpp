#include "eval/scoredrange.h"

#include "eval/queryevaluation.h"

#include <algorithm>
#include <cmath>

namespace nd::eval {

bool ScoredRange::contains(double threshold) const
{
    if (!bound)
        return true;
    // Scores and the bound both went through JSON and arithmetic: a pair at
    // exactly tau must not fall out by rounding.
    const double slack = 1e-12 * std::max(1.0, std::abs(*bound));
    return kind == ScoreKind::Distance ? threshold <= *bound + slack : threshold >= *bound - slack;
}

OperatingPoint bestWithin(const QList<OperatingPoint> &curve, const ScoredRange &range)
{
    // The curve runs from strict to permissive, so the thresholds within the range are a prefix.
    const auto end = std::partition_point(curve.cbegin(), curve.cend(),
                                          [&](const OperatingPoint &p) { return range.contains(p.threshold); });
    if (end == curve.cbegin() && range.bound)
        return curveAt(curve, range.kind, *range.bound);
    return bestOfCurve(QList<OperatingPoint>(curve.cbegin(), end));
}

} // namespace nd::eval
