#pragma once

// Figures of paper 004 (Ye, Wen & Ma): sampled shingling runs judged against
// the non-sampled run, per document-size group (Figs. 2 and 3), and the share
// of shingles the adaptive sampling plan processes (Fig. 4).

#include "experiments/figure.h"
#include "experiments/figures.h"
#include "experiments/sweep.h"

#include <QMap>

namespace nd::store {
class Workspace;
}

namespace nd::experiments {

// The runs of a sampling sweep: the reference (shingling without sampling, or
// mod sampling with n = 1, which keeps every shingle) and the sampled runs
// (mod sampling, n > 1), the trials r of each n together.
struct SamplingRuns
{
    qint64 referenceRunId = 0;
    QMap<int, QList<qint64>> trialsByModulus;
};

// Throws std::invalid_argument when the points hold no reference run.
SamplingRuns samplingRuns(const QList<GridPoint> &points);

// Precision or recall (metric) of ratio 1/modulus against the reference, per
// size group, over paperThresholds(); trials averaged. Groups where the metric
// is undefined at every threshold are left out; "all sizes" is the overall curve.
Figure sizeGroupFigure(const store::Workspace &workspace, const QList<GridPoint> &points, int modulus, Metric metric,
                       const QString &title);

// Share of shingles processed (%) against the precision requirement, with each
// group at its own smallest ratio (one curve per threshold) and, for
// comparison, one ratio for all groups (at the first threshold).
Figure samplingPlanFigure(const store::Workspace &workspace, const QList<GridPoint> &points,
                          const QList<double> &thresholds, const QString &title);

} // namespace nd::experiments
