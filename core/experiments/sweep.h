#pragma once

#include "detect/detector.h"
#include "eval/evaluation.h"
#include "experiments/evaluationprotocol.h"
#include "jobs/jobcontrol.h"
#include "text/preprocessor.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QVariant>

#include <functional>

namespace nd::store {
class Workspace;
}

namespace nd::experiments {

// One swept parameter and its values, e.g. shingle_size = 1..5. The threshold is
// never an axis: it comes free from every run's stored scores.
struct GridAxis
{
    QString parameter;
    QVariantList values;
};

// Parses "shingle_size=1..5", "lexicons=1,4,7,10", "target_threshold=0.1..0.5:0.1",
// "compressor=snappy,zlib"; throws std::invalid_argument with a message.
GridAxis parseAxis(const QString &text);

struct SweepSpec
{
    qint64 collectionId = 0;
    QStringList methods;                         // one or more detectors
    detect::Params fixedParams;                  // applied to every grid point (unknown keys for a method are an error)
    QHash<QString, detect::Params> methodParams; // applied to one method's points only (after fixedParams)
    QList<GridAxis> axes;                        // the grid is their cartesian product
    text::PreprocessOptions preprocessing;       // main content unset: each method's default
    // How every point is scored (not part of a point's run settings: changing
    // them re-evaluates the stored runs and reruns nothing).
    pipeline::TruthSource truth; // stored truth or the reviewers' decisions
    EvaluationProtocol protocol; // pairwise micro, per-cluster or per-query macro
    qint64 pairLimit = -1;       // each point's run's bound (pipeline::RunRequest::pairLimit)
};

// One grid point: a run (new or reused from the cache of identical settings).
struct GridPoint
{
    QString method;
    detect::Params gridValues; // only the swept parameters
    detect::Params params;     // every resolved parameter of the run
    // The spec's preprocessing with the method's default text filled in
    // (Detector::resolvePreprocessing): part of the point's run settings.
    text::PreprocessOptions preprocessing;
    qint64 runId = 0;
    bool reused = false;         // an earlier run with the same settings was found
    double seconds = 0.0;        // time spent on this point (0 when reused)
    pipeline::TruthSource truth; // from the spec: how the point is evaluated
    EvaluationProtocol protocol;
};

// A point's run against its truth under its protocol; bestFTable and every
// figure builder evaluate points through this one call.
ProtocolEvaluation evaluatePoint(const store::Workspace &workspace, const GridPoint &point);

// The points of a sweep in grid order, methods outermost.
QList<GridPoint> expandGrid(const SweepSpec &spec);

// Runs every point that has no finished run with identical method, resolved
// parameters and preprocessing on the collection; reuses the others. Calls
// onPoint (on the worker thread) as each point finishes, so a chart can fill in.
// On cancel, the points finished so far are kept (their runs are stored) and
// nd::Cancelled is thrown.
QList<GridPoint> runSweep(const store::Workspace &workspace, const SweepSpec &spec, JobControl &control,
                          const std::function<void(const GridPoint &)> &onPoint = {});

// Paper 000 Table 1: for each grid point, the best F1, its threshold, and P and R
// there, under the point's protocol (macro values for the macro protocols),
// among the thresholds the run scored completely (ProtocolEvaluation::best).
struct BestRow
{
    GridPoint point;
    eval::OperatingPoint best;
    QString protocolUsed; // "micro", "cluster-macro" or "query-macro" (after any fallback)
    int queries = 0;      // query-macro: queries in the means
};
QList<BestRow> bestFTable(const store::Workspace &workspace, const QList<GridPoint> &points);

} // namespace nd::experiments
