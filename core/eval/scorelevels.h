#pragma once

// How both evaluations draw a curve from the pairs ranked by score.

#include "eval/evaluation.h"

#include <cstddef>

namespace nd::eval {

// Walks pairs ranked by score: `flag(pair)` for every pair, and after the last pair
// of each distinct score `addPoint(score)`. Every pair with a score is flagged
// together, so a curve has one point per distinct score.
template<class Flag, class AddPoint>
void walkScoreLevels(const ScoredPairs &pairs, Flag flag, AddPoint addPoint)
{
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        flag(pairs[i]);
        if (i + 1 == pairs.size() || pairs[i + 1].score != pairs[i].score)
            addPoint(pairs[i].score);
    }
}

// A point of a curve at `threshold`: truePositives + falsePositives flagged, F1 the
// harmonic mean of the precision and recall given.
inline OperatingPoint curvePoint(double threshold, qint64 truePositives, qint64 falsePositives, double precision,
                                 double recall)
{
    OperatingPoint point;
    point.threshold = threshold;
    point.truePositives = truePositives;
    point.falsePositives = falsePositives;
    point.flagged = truePositives + falsePositives;
    point.precision = precision;
    point.recall = recall;
    point.f1 = harmonic(precision, recall);
    return point;
}

} // namespace nd::eval
