#include "eval/curvedecimation.h"

namespace nd::eval {

PlotCurves plotCurves(const QList<OperatingPoint> &curve, double minimum, double maximum, int columns)
{
    PlotCurves out;
    QList<CurvePoint> values[3];
    for (QList<CurvePoint> &v : values)
        v.reserve(curve.size());
    for (const OperatingPoint &p : curve) {
        values[0].append({p.threshold, p.precision});
        values[1].append({p.threshold, p.recall});
        values[2].append({p.threshold, p.f1});
        minimum = std::min(minimum, p.threshold);
        maximum = std::max(maximum, p.threshold);
    }
    if (maximum <= minimum)
        maximum = minimum + 1.0;
    out.minimum = minimum;
    out.maximum = maximum;
    // The curve runs strict to permissive: descending thresholds for similarities,
    // ascending for distances. The plot wants ascending keys.
    const auto byKey = [](const CurvePoint &a, const CurvePoint &b) { return a.key < b.key; };
    const bool descending = std::is_sorted(values[0].crbegin(), values[0].crend(), byKey);
    QList<CurvePoint> *targets[] = {&out.precision, &out.recall, &out.f1};
    for (int i = 0; i < 3; ++i) {
        if (descending)
            std::reverse(values[i].begin(), values[i].end());
        else if (!std::is_sorted(values[i].cbegin(), values[i].cend(), byKey))
            std::stable_sort(values[i].begin(), values[i].end(), byKey);
        *targets[i] = decimateToColumns(values[i], minimum, maximum, columns);
    }
    if (!curve.isEmpty()) {
        // max_element keeps the first of equal F1s: the stricter threshold.
        out.best = *std::max_element(curve.cbegin(), curve.cend(),
                                     [](const OperatingPoint &x, const OperatingPoint &y) { return x.f1 < y.f1; });
        out.hasBest = true;
    }
    return out;
}

} // namespace nd::eval
