#pragma once
// Curves of up to millions of points reduced to what a plot of some pixel
// columns can show, computed once off the GUI thread; the charts only draw.

#include "eval/evaluation.h"

#include <QList>

#include <algorithm>
#include <cmath>

namespace nd::eval {

struct CurvePoint
{
    double key = 0.0;
    double value = 0.0;
};

// Of points sorted by key, keeps per column of `columns` equal key intervals over
// [lower, upper] the first, lowest, highest and last point (each once, in key
// order); returns them all when there are no more points than columns. Drawn as
// lines or steps, the result covers the same pixels as the full data at that
// many columns: the points between two columns are consecutive in the input,
// and inside one column the line spans the column's value range.
// Point: any type with `key` and `value` (CurvePoint, QCPGraphData).
template<typename Point>
QList<Point> decimateToColumns(const QList<Point> &sorted, double lower, double upper, int columns)
{
    if (sorted.size() <= columns || columns < 1 || !(upper > lower))
        return sorted;
    const double perKey = columns / (upper - lower);
    const auto columnOf = [&](double key) {
        return std::clamp(int(std::floor((key - lower) * perKey)), 0, columns - 1);
    };
    QList<Point> out;
    out.reserve(std::min<qsizetype>(sorted.size(), 4 * qsizetype(columns)));
    qsizetype begin = 0;
    while (begin < sorted.size()) {
        const int column = columnOf(sorted.at(begin).key);
        qsizetype end = begin + 1;
        qsizetype lowest = begin;
        qsizetype highest = begin;
        for (; end < sorted.size() && columnOf(sorted.at(end).key) == column; ++end) {
            if (sorted.at(end).value < sorted.at(lowest).value)
                lowest = end;
            if (sorted.at(end).value > sorted.at(highest).value)
                highest = end;
        }
        // first, then the extremes in key order, then last; each index once.
        const qsizetype picks[] = {begin, std::min(lowest, highest), std::max(lowest, highest), end - 1};
        qsizetype previous = -1;
        for (qsizetype i : picks)
            if (i != previous) {
                out.append(sorted.at(i));
                previous = i;
            }
        begin = end;
    }
    return out;
}

// Of a step curve sorted by key, drops the points whose value differs by less
// than `tolerance` from the kept point whose value is drawn over them: the one
// to their left for steps holding a point's value to its right, the one to
// their right otherwise (heldFromRight). Keeps both ends. The drawn curve then
// departs from the full one by less than `tolerance` at every key.
template<typename Point>
QList<Point> dropFlatSteps(const QList<Point> &sorted, double tolerance, bool heldFromRight)
{
    if (sorted.size() <= 2)
        return sorted;
    // Walk away from the point whose value is drawn: rightwards when a point's
    // value holds to its right, leftwards otherwise.
    const qsizetype n = sorted.size();
    QList<bool> keep(n, false);
    const auto walk = [&](qsizetype first, qsizetype last, qsizetype step) {
        qsizetype held = first;
        keep[first] = true;
        for (qsizetype i = first + step; i != last; i += step)
            if (std::abs(sorted.at(i).value - sorted.at(held).value) >= tolerance) {
                keep[i] = true;
                held = i;
            }
        keep[last] = true;
    };
    if (heldFromRight)
        walk(n - 1, 0, -1);
    else
        walk(0, n - 1, 1);
    QList<Point> out;
    for (qsizetype i = 0; i < n; ++i)
        if (keep[i])
            out.append(sorted.at(i));
    return out;
}

// Precision, recall and F1 of a curve as the P/R/F chart draws them: ascending
// thresholds, decimated to `columns` over the axis range, with the range
// widened to the data and the best-F1 point (ties to the stricter threshold).
struct PlotCurves
{
    QList<CurvePoint> precision;
    QList<CurvePoint> recall;
    QList<CurvePoint> f1;
    double minimum = 0.0;
    double maximum = 1.0;
    bool hasBest = false;
    OperatingPoint best;
};

PlotCurves plotCurves(const QList<OperatingPoint> &curve, double minimum, double maximum, int columns);

} // namespace nd::eval
