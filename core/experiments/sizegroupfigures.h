#pragma once

// Figures of paper 004 (Ye, Wen & Ma): sampled shingling runs judged against
// the non-sampled run, per document-size group (Figs. 2 and 3), and the share
// of shingles the adaptive sampling plan processes (Fig. 4).

#include "experiments/figure.h"
#include "experiments/figures.h"
#include "experiments/referenceagreement.h"
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
// With a scope (paper 004's setup), its pairs only; the figure's parameters say so.
Figure sizeGroupFigure(const store::Workspace &workspace, const QList<GridPoint> &points, int modulus, Metric metric,
                       const QString &title, const AgreementScope &scope = {});

// Share of shingles processed (%) against the precision requirement, with each
// group at its own smallest ratio (one curve per threshold) and, for
// comparison, one ratio for all groups (at the first threshold).
Figure samplingPlanFigure(const store::Workspace &workspace, const QList<GridPoint> &points,
                          const QList<double> &thresholds, const QString &title, const AgreementScope &scope = {});

// Paper 004 Fig. 1: document size in words against its rank (largest first, log
// scale), the scope's removed documents left out.
Figure documentSizeFigure(const store::Workspace &workspace, qint64 collectionId, const AgreementScope &scope,
                          const QString &title);

// Paper 004 Table 3: documents and w-shingles per size group (a document of n
// words has max(0, n - w + 1) shingles), the scope's removed documents left out.
Figure sizeGroupTableFigure(const store::Workspace &workspace, qint64 collectionId, const AgreementScope &scope,
                            int shingleSize, const QString &title);

// What a scope did, for a figure's parameters.
QJsonObject scopeToJson(const AgreementScope &scope);

} // namespace nd::experiments
