#include "experiments/runtimefigures.h"

#include "store/runstore.h"
#include "store/workspace.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::experiments {

namespace {

void sortByX(Series &series)
{
    QList<int> order(series.x.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return series.x[a] < series.x[b]; });
    const Series unsorted = series;
    for (int i = 0; i < order.size(); ++i) {
        series.x[i] = unsorted.x[order[i]];
        series.y[i] = unsorted.y[order[i]];
    }
}

// The series of `name`, appended when it is new, so legends keep grid order.
Series &seriesNamed(Figure &figure, QMap<QString, int> &index, const QString &name)
{
    if (!index.contains(name)) {
        index.insert(name, int(figure.series.size()));
        figure.series.append(Series{name, {}, {}});
    }
    return figure.series[index.value(name)];
}

} // namespace

double detectionSeconds(const store::Workspace &workspace, qint64 runId)
{
    const auto run = store::RunStore(workspace).run(runId);
    if (!run)
        throw std::invalid_argument(u"There is no run %1."_s.arg(runId).toStdString());
    return run->timings.value(u"detect"_s).toDouble();
}

double runSeconds(const store::Workspace &workspace, qint64 runId, Timing timing)
{
    const double detect = detectionSeconds(workspace, runId);
    if (timing == Timing::Detection)
        return detect;
    return detect + store::RunStore(workspace).run(runId)->timings.value(u"preprocess"_s).toDouble();
}

QString timingLabel(Timing timing)
{
    return timing == Timing::Detection ? u"Detection time (s)"_s : u"Run time incl. preprocessing (s)"_s;
}

Figure runtimeFigure(const store::Workspace &workspace, const QList<GridPoint> &points, const QString &xParameter,
                     const PointName &seriesName, const QString &title, Timing timing)
{
    Figure figure;
    figure.title = title;
    figure.xLabel = xParameter;
    figure.yLabel = timingLabel(timing);
    QMap<QString, int> index;
    QJsonArray detectionOnly;
    for (const GridPoint &point : points) {
        Series &series = seriesNamed(figure, index, seriesName(point));
        series.x.append(point.params.value(xParameter).toDouble());
        series.y.append(runSeconds(workspace, point.runId, timing));
        detectionOnly.append(QJsonObject{{u"series"_s, series.name},
                                         {u"x"_s, series.x.last()},
                                         {u"detection_seconds"_s, detectionSeconds(workspace, point.runId)}});
    }
    figure.parameters.insert(u"timing"_s, figure.yLabel);
    figure.parameters.insert(u"detection_only"_s, detectionOnly);
    for (Series &series : figure.series)
        sortByX(series);
    return figure;
}

Figure summaryBarsFigure(const store::Workspace &workspace, const QList<GridPoint> &points, const PointName &name,
                         bool withPrecisionRecall, double atThreshold, const QString &title, Timing timing)
{
    Figure figure;
    figure.kind = Figure::Kind::Bars;
    figure.title = title;
    figure.xLabel = timing == Timing::Detection ? u"Method (detection time)"_s
                                                : u"Method (run time incl. preprocessing; detection time)"_s;
    figure.yLabel = withPrecisionRecall ? u"Precision, recall, F1"_s : u"F1"_s;
    Series precision{u"Precision at max F1"_s, {}, {}}, recall{u"Recall at max F1"_s, {}, {}};
    Series best{u"Max F1"_s, {}, {}};
    Series fixed{u"F1 at threshold %1"_s.arg(atThreshold), {}, {}};
    for (int i = 0; i < points.size(); ++i) {
        const GridPoint &point = points[i];
        const ProtocolEvaluation evaluation = evaluatePoint(workspace, point);
        const eval::OperatingPoint top = evaluation.best();
        const double seconds = runSeconds(workspace, point.runId, timing);
        const double detection = detectionSeconds(workspace, point.runId);
        // A category label is one column of text under its bars: break it before the pruning.
        QString label = u"%1\n%2 s"_s.arg(name(point).replace(u" w/ "_s, u"\nw/ "_s), QString::number(seconds, 'f', 2));
        if (timing != Timing::Detection)
            label += u"; %1 s"_s.arg(QString::number(detection, 'f', 2));
        figure.xCategories.append(label);
        for (Series *s : {&precision, &recall, &best, &fixed})
            s->x.append(i);
        precision.y.append(top.precision);
        recall.y.append(top.recall);
        best.y.append(top.f1);
        fixed.y.append(std::isfinite(atThreshold) ? evaluation.at(atThreshold).f1 : 0.0);
    }
    if (withPrecisionRecall)
        figure.series = {precision, recall};
    figure.series.append(best);
    if (std::isfinite(atThreshold))
        figure.series.append(fixed);
    return figure;
}

Figure scalingFigure(const store::Workspace &workspace, const QList<SizedRun> &runs, const PointName &seriesName,
                     const QString &title, Timing timing)
{
    Figure figure;
    figure.title = title;
    figure.xLabel = u"Documents, relative to the smallest subset"_s;
    figure.yLabel = timing == Timing::Detection
        ? u"Square root of detection time, relative to the smallest subset"_s
        : u"Square root of run time incl. preprocessing, relative to the smallest subset"_s;
    QMap<QString, QList<QPair<qint64, double>>> timesOf; // series -> (documents, seconds)
    QStringList order;
    for (const SizedRun &run : runs) {
        const QString name = seriesName(run.point);
        if (!order.contains(name))
            order.append(name);
        timesOf[name].append({run.documents, runSeconds(workspace, run.point.runId, timing)});
    }
    double largest = 1.0;
    for (const QString &name : order) {
        auto times = timesOf.value(name);
        std::stable_sort(times.begin(), times.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        Series series{name, {}, {}};
        const auto [n0, t0] = times.first();
        if (n0 > 0 && t0 > 0.0) {
            for (const auto &[n, t] : times) {
                series.x.append(double(n) / double(n0));
                series.y.append(std::sqrt(t / t0));
                largest = std::max(largest, series.x.last());
            }
        }
        figure.series.append(series);
    }
    figure.series.append(Series{u"y = x (all pairs)"_s, {1.0, largest}, {1.0, largest}});
    return figure;
}

} // namespace nd::experiments
