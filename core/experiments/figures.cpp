#include "experiments/figures.h"

#include "detect/detector.h"
#include "store/runstore.h"
#include "store/workspace.h"

#include <QMap>

#include <numeric>

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::experiments {

namespace {

// The metrics by the name metricFromName() reads and the label an axis shows:
// one list, so the two cannot drift apart.
struct NamedMetric
{
    Metric metric;
    QStringView name;
    QStringView label;
};
constexpr std::array<NamedMetric, 3> kMetrics{{{Metric::F1, u"f1", u"F1"},
                                               {Metric::Precision, u"precision", u"Precision"},
                                               {Metric::Recall, u"recall", u"Recall"}}};

QString metricLabel(Metric metric)
{
    for (const NamedMetric &named : kMetrics) {
        if (named.metric == metric)
            return named.label.toString();
    }
    return u"F1"_s;
}

// Thresholds of a curve are from strict to loose; charts want x ascending.
void sortByX(Series &series)
{
    QList<int> order(series.x.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return series.x[a] < series.x[b]; });
    Series sorted = series;
    for (int i = 0; i < order.size(); ++i) {
        sorted.x[i] = series.x[order[i]];
        sorted.y[i] = series.y[order[i]];
    }
    series = sorted;
}

QString thresholdAxis(const QList<GridPoint> &points)
{
    if (points.isEmpty())
        return u"Threshold"_s;
    if (detect::Registry::instance().scoreKind(points.first().method) == ScoreKind::Distance)
        return points.first().params.contains(u"bits"_s) ? u"Hamming distance threshold (bits)"_s
                                                         : u"Distance threshold"_s;
    return u"Similarity threshold"_s;
}

// Records on the figure how its points were scored, so the chart's axis and
// its JSON say which metric it shows.
void describeEvaluation(Figure &figure, const GridPoint &point, const ProtocolEvaluation &evaluation)
{
    figure.parameters.insert(u"truth"_s, point.truth.toString());
    figure.parameters.insert(u"protocol"_s, point.protocol.kindName());
    figure.parameters.insert(u"protocol_used"_s, evaluation.usedName());
    if (evaluation.used == EvaluationProtocol::Kind::QueryMacro) {
        figure.parameters.insert(u"queries"_s, point.protocol.queriesName());
        figure.parameters.insert(u"query_count"_s, evaluation.queries);
        figure.parameters.insert(u"queries_without_relevant"_s, evaluation.skippedQueries);
    }
}

} // namespace

Metric metricFromName(const QString &name)
{
    if (name.isEmpty() || name == u"f"_s)
        return Metric::F1;
    for (const NamedMetric &named : kMetrics) {
        if (named.name == name)
            return named.metric;
    }
    throw std::invalid_argument(u"Unknown metric \"%1\" (f1, precision or recall)."_s.arg(name).toStdString());
}

double metricValue(const eval::OperatingPoint &point, Metric metric)
{
    switch (metric) {
    case Metric::Precision:
        return point.precision;
    case Metric::Recall:
        return point.recall;
    case Metric::F1:
        break;
    }
    return point.f1;
}

QString pointLabel(const GridPoint &point, bool withMethod)
{
    QStringList parts;
    for (auto it = point.gridValues.begin(); it != point.gridValues.end(); ++it)
        parts.append(u"%1 = %2"_s.arg(it.key(), it.value().toString()));
    const QString values = parts.join(u", "_s);
    if (!withMethod)
        return values.isEmpty() ? point.method : values;
    return values.isEmpty() ? point.method : u"%1 (%2)"_s.arg(point.method, values);
}

Figure prfFigure(const eval::Evaluation &evaluation, const QString &title, const eval::ScoredRange &scored)
{
    Figure figure;
    figure.title = title;
    figure.xLabel = evaluation.scoreKind() == ScoreKind::Distance ? u"Distance threshold"_s : u"Similarity threshold"_s;
    figure.yLabel = u"Precision, recall, F1"_s;
    Series p{u"Precision"_s, {}, {}}, r{u"Recall"_s, {}, {}}, f{u"F1"_s, {}, {}};
    for (const eval::OperatingPoint &point : evaluation.curve()) {
        for (Series *s : {&p, &r, &f})
            s->x.append(point.threshold);
        p.y.append(point.precision);
        r.y.append(point.recall);
        f.y.append(point.f1);
    }
    const eval::OperatingPoint best = eval::bestWithin(evaluation.curve(), scored);
    f.markX = best.threshold;
    f.markY = best.f1;
    for (Series *s : {&p, &r, &f}) {
        sortByX(*s);
        figure.series.append(*s);
    }
    return figure;
}

Figure familyFigure(const store::Workspace &workspace, const QList<GridPoint> &points, Metric metric,
                    const QString &title)
{
    Figure figure;
    figure.title = title;
    figure.xLabel = thresholdAxis(points);
    figure.yLabel = metricLabel(metric);
    QStringList methods;
    for (const GridPoint &point : points)
        if (!methods.contains(point.method))
            methods.append(point.method);
    for (const GridPoint &point : points) {
        const ProtocolEvaluation evaluation = evaluatePoint(workspace, point);
        figure.yLabel = evaluation.label(metricLabel(metric));
        describeEvaluation(figure, point, evaluation);
        Series series{pointLabel(point, methods.size() > 1), {}, {}};
        for (const eval::OperatingPoint &op : evaluation.curve) {
            series.x.append(op.threshold);
            series.y.append(metricValue(op, metric));
        }
        const eval::OperatingPoint best = evaluation.best();
        if (metric == Metric::F1) {
            series.markX = best.threshold;
            series.markY = best.f1;
        }
        sortByX(series);
        figure.series.append(series);
    }
    return figure;
}

double commonScore(const detect::Params &params, ScoreKind kind, double score)
{
    if (kind == ScoreKind::Similarity)
        return score;
    if (params.contains(u"bits"_s))
        return 1.0 - score / params.value(u"bits"_s).toDouble();
    return 1.0 - score;
}

Figure methodsFigure(const store::Workspace &workspace, const QList<GridPoint> &points, const QString &title)
{
    Figure figure;
    figure.title = title;
    figure.xLabel = u"Similarity threshold (1 - NCD; 1 - d/f for Hamming distances)"_s;
    figure.yLabel = u"F1"_s;
    for (const GridPoint &point : points) {
        const ScoreKind kind = detect::Registry::instance().scoreKind(point.method);
        const ProtocolEvaluation evaluation = evaluatePoint(workspace, point);
        figure.yLabel = evaluation.label(u"F1"_s);
        describeEvaluation(figure, point, evaluation);
        Series series{pointLabel(point, true), {}, {}};
        for (const eval::OperatingPoint &op : evaluation.curve) {
            // NCD passes 1 for pairs less alike than unrelated texts; below 0 on
            // the common axis there is nothing to compare, so the axis stops at 0.
            const double x = commonScore(point.params, kind, op.threshold);
            if (x < 0.0)
                continue;
            series.x.append(x);
            series.y.append(op.f1);
        }
        const eval::OperatingPoint best = evaluation.best();
        series.markX = commonScore(point.params, kind, best.threshold);
        series.markY = best.f1;
        sortByX(series);
        figure.series.append(series);
    }
    return figure;
}

Figure heatmapFigure(const store::Workspace &workspace, const QList<GridPoint> &points, int columns,
                     const QString &title)
{
    Figure figure;
    figure.kind = Figure::Kind::Heatmap;
    figure.title = title;
    figure.xLabel = thresholdAxis(points);
    figure.yLabel = u"Grid point"_s;
    QList<ProtocolEvaluation> evaluations;
    double low = 0.0, high = 1.0;
    for (const GridPoint &point : points) {
        evaluations.append(evaluatePoint(workspace, point));
        describeEvaluation(figure, point, evaluations.last());
        // Hamming thresholds run 0..bits; everything else shares 0..1 (NCD may pass 1 a little).
        if (point.params.contains(u"bits"_s)
            && detect::Registry::instance().scoreKind(point.method) == ScoreKind::Distance)
            high = std::max(high, point.params.value(u"bits"_s).toDouble());
    }
    columns = std::max(columns, 2);
    for (int c = 0; c < columns; ++c)
        figure.heatmapX.append(low + (high - low) * c / (columns - 1));
    for (int row = 0; row < points.size(); ++row) {
        figure.heatmapY.append(row);
        figure.xCategories.append(pointLabel(points[row], true)); // row names
        for (double t : figure.heatmapX)
            figure.heatmapZ.append(evaluations[row].at(t).f1);
    }
    return figure;
}

Figure histogramFigure(const eval::Evaluation &evaluation, int bins, bool logY, const QString &title)
{
    Figure figure;
    figure.kind = Figure::Kind::Histogram;
    figure.title = title;
    figure.logY = logY;
    figure.xLabel = evaluation.scoreKind() == ScoreKind::Distance ? u"Distance"_s : u"Similarity"_s;
    figure.yLabel = u"Pairs"_s;
    bins = std::max(bins, 1);
    const auto &ranked = evaluation.ranked();
    double low = 0.0, high = 1.0;
    if (!ranked.empty()) {
        const auto [mn, mx] = std::minmax_element(
            ranked.begin(), ranked.end(), [](const auto &a, const auto &b) { return a.pair.score < b.pair.score; });
        low = std::min(low, mn->pair.score);
        high = std::max(high, mx->pair.score);
    }
    const double width = (high - low) / bins;
    Series duplicates{u"True duplicate pairs"_s, {}, {}}, others{u"Other pairs"_s, {}, {}};
    for (int b = 0; b < bins; ++b) {
        for (Series *s : {&duplicates, &others}) {
            s->x.append(low + width * (b + 0.5));
            s->y.append(0.0);
        }
    }
    for (const auto &item : ranked) {
        const int bin = std::clamp(int((item.pair.score - low) / width), 0, bins - 1);
        // Pairs outside the truth (open world) are not "other" pairs: leave them out.
        if (item.label == eval::PairLabel::Positive)
            duplicates.y[bin] += 1.0;
        else if (item.label == eval::PairLabel::Negative)
            others.y[bin] += 1.0;
    }
    figure.series = {duplicates, others};
    return figure;
}

Figure pruningFigure(const store::Workspace &workspace, const QList<GridPoint> &points, bool runtime,
                     const QString &title)
{
    Figure figure;
    figure.title = title;
    figure.xLabel = u"Pruning bound tau (NCD)"_s;
    // Paper 003 times the whole program: preparing the documents and detection.
    figure.yLabel = runtime ? u"Run time incl. preprocessing (s)"_s : u"Compressed-distance comparisons"_s;
    const store::RunStore runStore(workspace);
    QMap<QString, int> seriesOf;
    for (const GridPoint &point : points) {
        const auto run = runStore.run(point.runId);
        if (!run)
            continue;
        const QString name = u"%1, pruning %2"_s.arg(point.method, point.params.value(u"pruning"_s).toString());
        if (!seriesOf.contains(name)) {
            seriesOf.insert(name, int(figure.series.size()));
            figure.series.append(Series{name, {}, {}});
        }
        Series &series = figure.series[seriesOf.value(name)];
        series.x.append(point.params.value(u"max_distance"_s).toDouble());
        series.y.append(runtime ? run->timings.value(u"preprocess"_s).toDouble()
                                + run->timings.value(u"detect"_s).toDouble()
                                : run->stats.value(u"comparisons"_s).toDouble());
    }
    for (Series &series : figure.series)
        sortByX(series);
    return figure;
}

} // namespace nd::experiments
