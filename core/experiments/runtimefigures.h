#pragma once

// Figures about what runs cost and how their best operating points compare
// (paper 003, Table 2 and Figs. 9-12). Times are the runs' stored "detect"
// timings, so a reused grid point shows the time it took when it was run;
// preprocessing is cached per document and left out, as in pruningFigure.

#include "experiments/figure.h"
#include "experiments/sweep.h"

#include <functional>

namespace nd::store {
class Workspace;
}

namespace nd::experiments {

using PointName = std::function<QString(const GridPoint &)>;

// The stored detection time of a finished run in seconds; throws
// std::invalid_argument when the run does not exist.
double detectionSeconds(const store::Workspace &workspace, qint64 runId);

// Which stored time a runtime figure shows: detection alone, or preparing the
// documents (tokens, from the token cache when an earlier run made them) and
// detection, as paper 003 times its programs (Algorithm 1 lines 3-7 included).
enum class Timing { Detection, WithPreprocessing };
double runSeconds(const store::Workspace &workspace, qint64 runId, Timing timing);
QString timingLabel(Timing timing); // "Detection time (s)" or "Run time incl. preprocessing (s)"

// Detection time against the numeric parameter xParameter, one curve per
// distinct seriesName(point), in order of first appearance.
Figure runtimeFigure(const store::Workspace &workspace, const QList<GridPoint> &points, const QString &xParameter,
                     const PointName &seriesName, const QString &title, Timing timing = Timing::Detection);

// Grouped bars, one category per point named "name\nT s" (its detection time):
// precision and recall at the best F1 (when withPrecisionRecall), the best F1,
// and, when atThreshold is a number, the F1 at that threshold of the run's score.
// The best F1 is ProtocolEvaluation::best(): within the thresholds the run
// scored completely (a pruned NCD run: up to its bound tau).
Figure summaryBarsFigure(const store::Workspace &workspace, const QList<GridPoint> &points, const PointName &name,
                         bool withPrecisionRecall, double atThreshold, const QString &title,
                         Timing timing = Timing::Detection);

// One run of a scaling study: a grid point on a collection of `documents`.
struct SizedRun
{
    qint64 documents = 0;
    GridPoint point;
};

// Paper 003 Fig. 11: for each seriesName, sqrt(t / t0) against n / n0, where
// n0 and t0 are the smallest collection of that series and its time, with the
// line y = x for comparison (all pairs grow as n^2, so the root of their time
// grows as n). A series whose smallest run took no measurable time is empty.
Figure scalingFigure(const store::Workspace &workspace, const QList<SizedRun> &runs, const PointName &seriesName,
                     const QString &title, Timing timing = Timing::Detection);

} // namespace nd::experiments
