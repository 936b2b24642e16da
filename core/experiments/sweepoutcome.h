#pragma once

#include "experiments/figures.h"
#include "experiments/sweep.h"

#include <functional>

namespace nd::experiments {

// What a sweep shows when it ends: its points, the best-F row of each, and its figure.
struct SweepOutcome
{
    QList<GridPoint> points;
    QList<BestRow> rows;
    Figure figure;
};

// One grid point as it finishes, ready to draw: its curve of the metric (named by
// the point's swept values, the method too when the sweep has several) and its
// best-F row. Built on the worker, so a window only appends it.
struct SweepPointOutcome
{
    GridPoint point;
    QList<Series> series;
    QList<BestRow> rows;
    QString xLabel;
    QString yLabel;
};

// A preset's own figure over the points of its sweep (Preset::figure).
using PointsFigure = std::function<Figure(const store::Workspace &, const QList<GridPoint> &)>;

// Runs the sweep (runSweep: stored runs reused) and summarises it: the best-F
// table and `figure` of the points, or, without one, each point's curve of
// `metric` under `title` (familyFigure). onPoint gets every point as it finishes,
// on the worker thread. On cancel, nd::Cancelled is thrown as runSweep does.
SweepOutcome runSweepOutcome(const store::Workspace &workspace, const SweepSpec &spec, Metric metric,
                             const QString &title, const PointsFigure &figure, JobControl &control,
                             const std::function<void(const SweepPointOutcome &)> &onPoint = {});

// The same summary of points already run, e.g. scored again under another truth
// or protocol.
SweepOutcome sweepOutcome(const store::Workspace &workspace, const QList<GridPoint> &points, Metric metric,
                          const QString &title, const PointsFigure &figure = {});

} // namespace nd::experiments
