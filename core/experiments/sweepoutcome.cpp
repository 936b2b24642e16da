#include "experiments/sweepoutcome.h"

namespace nd::experiments {

SweepOutcome runSweepOutcome(const store::Workspace &workspace, const SweepSpec &spec, Metric metric,
                             const QString &title, const PointsFigure &figure, JobControl &control,
                             const std::function<void(const SweepPointOutcome &)> &onPoint)
{
    const bool withMethod = spec.methods.size() > 1;
    std::function<void(const GridPoint &)> eachPoint;
    if (onPoint) {
        eachPoint = [&](const GridPoint &point) {
            Figure one = familyFigure(workspace, {point}, metric, title);
            SweepPointOutcome outcome{point, std::move(one.series), bestFTable(workspace, {point}),
                                      std::move(one.xLabel), std::move(one.yLabel)};
            for (Series &series : outcome.series)
                series.name = pointLabel(point, withMethod);
            onPoint(outcome);
        };
    }
    return sweepOutcome(workspace, runSweep(workspace, spec, control, eachPoint), metric, title, figure);
}

SweepOutcome sweepOutcome(const store::Workspace &workspace, const QList<GridPoint> &points, Metric metric,
                          const QString &title, const PointsFigure &figure)
{
    SweepOutcome outcome;
    outcome.points = points;
    outcome.rows = bestFTable(workspace, points);
    outcome.figure = figure ? figure(workspace, points) : familyFigure(workspace, points, metric, title);
    return outcome;
}

} // namespace nd::experiments
