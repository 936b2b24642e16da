#include "experiments/sizegroupfigures.h"

#include "experiments/referenceagreement.h"
#include "experiments/samplingplanner.h"

#include "store/collectionstore.h"

#include <QJsonArray>

#include <algorithm>

#include <cmath>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::experiments {

namespace {

double valueOf(const Rates &rates, Metric metric)
{
    return metric == Metric::Recall ? rates.recall : rates.precision;
}

void appendDefined(Series &series, double x, double y)
{
    if (std::isnan(y))
        return;
    series.x.append(x);
    series.y.append(y);
}

} // namespace

SamplingRuns samplingRuns(const QList<GridPoint> &points)
{
    SamplingRuns runs;
    for (const GridPoint &point : points) {
        if (point.method != u"shingling"_s)
            continue;
        const QString sampling = point.params.value(u"sampling"_s).toString();
        const int modulus = point.params.value(u"sample_modulus"_s).toInt();
        const bool reference = sampling == u"none"_s || (sampling == u"mod"_s && modulus == 1);
        if (reference && runs.referenceRunId == 0)
            runs.referenceRunId = point.runId;
        else if (sampling == u"mod"_s && modulus > 1)
            runs.trialsByModulus[modulus].append(point.runId);
    }
    if (runs.referenceRunId == 0)
        throw std::invalid_argument("The sweep has no non-sampled shingling run to serve as the reference "
                                    "(sampling = none, or mod with sample_modulus = 1).");
    return runs;
}

Figure sizeGroupFigure(const store::Workspace &workspace, const QList<GridPoint> &points, int modulus, Metric metric,
                       const QString &title, const AgreementScope &scope)
{
    const SamplingRuns runs = samplingRuns(points);
    const QList<qint64> trials = runs.trialsByModulus.value(modulus);
    if (trials.isEmpty())
        throw std::invalid_argument(u"The sweep has no run with sampling ratio 1/%1."_s.arg(modulus).toStdString());
    const QList<double> thresholds = paperThresholds();
    QList<QList<Agreement>> curves; // per trial, per threshold
    for (const qint64 runId : trials)
        curves.append(loadAgreement(workspace, runId, runs.referenceRunId, scope).curve(thresholds));

    Figure figure;
    figure.title = title;
    figure.xLabel = u"Similarity threshold (resemblance, 0-1)"_s;
    figure.yLabel = metric == Metric::Recall ? u"Recall against the non-sampled run (0-1)"_s
                                             : u"Precision against the non-sampled run (0-1)"_s;
    QVector<Series> groups(corpus::kSizeGroupCount);
    for (int g = 0; g < corpus::kSizeGroupCount; ++g)
        groups[g].name = corpus::sizeGroupLabel(g) + u" words"_s;
    Series overall{u"all sizes"_s, {}, {}};
    for (qsizetype t = 0; t < thresholds.size(); ++t) {
        QList<Agreement> atThreshold;
        for (const QList<Agreement> &curve : curves)
            atThreshold.append(curve[t]);
        const GroupRates mean = meanRates(atThreshold);
        for (int g = 0; g < corpus::kSizeGroupCount; ++g)
            appendDefined(groups[g], thresholds[t], valueOf(mean.groups[g], metric));
        appendDefined(overall, thresholds[t], valueOf(mean.overall, metric));
    }
    for (const Series &series : groups)
        if (!series.x.isEmpty())
            figure.series.append(series);
    figure.series.append(overall);
    figure.parameters =
        QJsonObject{{u"reference_run"_s, runs.referenceRunId},
                    {u"sampling_ratio"_s, u"1/%1"_s.arg(modulus)},
                    {u"trial_runs"_s, QJsonArray::fromVariantList(QVariantList(trials.cbegin(), trials.cend()))},
                    {u"scope"_s, scopeToJson(scope)}};
    return figure;
}

Figure samplingPlanFigure(const store::Workspace &workspace, const QList<GridPoint> &points,
                          const QList<double> &thresholds, const QString &title, const AgreementScope &scope)
{
    const SamplingRuns runs = samplingRuns(points);
    const QList<double> requirements = SamplingPlanner::paperRequirements();
    Figure figure;
    figure.title = title;
    figure.xLabel = u"Precision requirement (0-1)"_s;
    figure.yLabel = u"Shingles processed (% of all)"_s;
    QList<int> moduli = runs.trialsByModulus.keys();
    QStringList ratios;
    for (const int n : moduli)
        ratios.append(u"1/%1"_s.arg(n));
    for (qsizetype i = 0; i < thresholds.size(); ++i) {
        const SamplingPlanner planner =
            loadPlanner(workspace, runs.referenceRunId, runs.trialsByModulus, thresholds[i], scope);
        Series adaptive{u"adaptive, threshold %1"_s.arg(thresholds[i]), {}, {}};
        Series uniform{u"one ratio for all groups, threshold %1"_s.arg(thresholds[i]), {}, {}};
        for (const double requirement : requirements) {
            const SamplingPlan plan = planner.plan(requirement);
            adaptive.x.append(requirement);
            adaptive.y.append(100.0 * plan.shareProcessed);
            uniform.x.append(requirement);
            uniform.y.append(100.0 * plan.uniformShare);
        }
        figure.series.append(adaptive);
        if (i == 0)
            figure.series.append(uniform);
    }
    figure.parameters = QJsonObject{
        {u"reference_run"_s, runs.referenceRunId},
        {u"sampling_ratios"_s, QJsonArray::fromStringList(ratios)},
        {u"thresholds"_s, QJsonArray::fromVariantList(QVariantList(thresholds.cbegin(), thresholds.cend()))},
        {u"scope"_s, scopeToJson(scope)}};
    return figure;
}

namespace {

// Word counts of the documents the scope keeps.
QList<qint64> keptWordCounts(const store::Workspace &workspace, qint64 collectionId, const AgreementScope &scope)
{
    QList<qint64> words;
    for (const store::DocumentSummary &document : store::CollectionStore(workspace).documents(collectionId))
        if (!scope.removed.contains(document.id))
            words.append(document.wordCount);
    return words;
}

} // namespace

Figure documentSizeFigure(const store::Workspace &workspace, qint64 collectionId, const AgreementScope &scope,
                          const QString &title)
{
    QList<qint64> words = keptWordCounts(workspace, collectionId, scope);
    std::sort(words.begin(), words.end(), std::greater<>());
    Figure figure;
    figure.title = title;
    figure.xLabel = u"Rank of the document by size (1 = largest)"_s;
    figure.yLabel = u"Words in the document (log scale)"_s;
    figure.logY = true;
    Series series{u"documents"_s, {}, {}};
    for (qsizetype i = 0; i < words.size(); ++i) {
        if (words[i] <= 0) // a log axis has no place for empty documents
            continue;
        series.x.append(double(i + 1));
        series.y.append(double(words[i]));
    }
    figure.series.append(series);
    figure.parameters = QJsonObject{{u"documents"_s, qint64(words.size())}, {u"scope"_s, scopeToJson(scope)}};
    return figure;
}

Figure sizeGroupTableFigure(const store::Workspace &workspace, qint64 collectionId, const AgreementScope &scope,
                            int shingleSize, const QString &title)
{
    QVector<qint64> documents(corpus::kSizeGroupCount, 0);
    QVector<qint64> shingles(corpus::kSizeGroupCount, 0);
    for (const qint64 words : keptWordCounts(workspace, collectionId, scope)) {
        const int g = corpus::sizeGroup(words);
        ++documents[g];
        shingles[g] += std::max<qint64>(0, words - shingleSize + 1);
    }
    Figure figure;
    figure.kind = Figure::Kind::Bars;
    figure.title = title;
    figure.xLabel = u"Size group (words in the document)"_s;
    figure.yLabel = u"Count (log scale)"_s;
    figure.logY = true;
    Series documentSeries{u"documents in group"_s, {}, {}};
    Series shingleSeries{u"shingles in group (w = %1)"_s.arg(shingleSize), {}, {}};
    QJsonArray rows;
    for (int g = 0; g < corpus::kSizeGroupCount; ++g) {
        figure.xCategories.append(corpus::sizeGroupLabel(g));
        documentSeries.x.append(g);
        documentSeries.y.append(double(documents[g]));
        shingleSeries.x.append(g);
        shingleSeries.y.append(double(shingles[g]));
        rows.append(QJsonObject{{u"group"_s, g},
                                {u"words"_s, corpus::sizeGroupLabel(g)},
                                {u"documents"_s, documents[g]},
                                {u"shingles"_s, shingles[g]}});
    }
    figure.series = {documentSeries, shingleSeries};
    figure.parameters =
        QJsonObject{{u"shingle_size"_s, shingleSize}, {u"groups"_s, rows}, {u"scope"_s, scopeToJson(scope)}};
    return figure;
}

QJsonObject scopeToJson(const AgreementScope &scope)
{
    return QJsonObject{{u"within_size_groups"_s, scope.withinGroups},
                       {u"exact_duplicates_removed"_s, qint64(scope.removed.size())}};
}

} // namespace nd::experiments
