#include "experiments/classifierstudy.h"

#include "features/vectorspace.h"
#include "learn/classifier.h"
#include "pipeline/runservice.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::experiments {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("nd::experiments::ClassifierStudy", text);
}

QJsonArray toJsonArray(const QList<double> &values)
{
    QJsonArray array;
    for (double v : values)
        array.push_back(v);
    return array;
}

} // namespace

learn::PairSetOptions ClassifierStudyOptions::leanPairs()
{
    learn::PairSetOptions pairs;
    pairs.negativeRatio = 3.0;
    pairs.maxPositives = 1500;
    pairs.seed = 1;
    return pairs;
}

QJsonObject ClassifierStudyOptions::toJson() const
{
    return QJsonObject{{u"thresholds"_s, toJsonArray(thresholds)},
                       {u"classifiers"_s,
                        QJsonArray::fromStringList(classifiers.isEmpty() ? learn::Classifier::names() : classifiers)},
                       {u"folds"_s, folds},
                       {u"negative_ratio"_s, pairs.negativeRatio},
                       {u"max_positives"_s, qint64(pairs.maxPositives)},
                       {u"seed"_s, QString::number(pairs.seed)},
                       {u"truth"_s, truth.toString()},
                       {u"not_offered"_s, learn::Classifier::missingNote()}};
}

QList<ClassifierStudyRow> runClassifierStudy(const store::Workspace &workspace, qint64 collectionId,
                                             const ClassifierStudyOptions &options, JobControl &control)
{
    if (options.folds < 2)
        throw std::invalid_argument("the classifier study needs at least 2 folds");
    const QStringList classifiers = options.classifiers.isEmpty() ? learn::Classifier::names() : options.classifiers;
    for (const QString &name : classifiers)
        learn::Classifier::create(name); // unknown names fail before any work
    const eval::GroundTruth truth = pipeline::loadGroundTruth(workspace, collectionId, options.truth);
    if (truth.isEmpty())
        throw std::invalid_argument(tr("Collection %1 has no ground truth (%2).")
                                        .arg(collectionId)
                                        .arg(options.truth.toString())
                                        .toStdString());
    control.setPhase(tr("Preparing documents"));
    const auto documents = pipeline::prepareDocuments(workspace, collectionId, {}, control);

    QList<ClassifierStudyRow> rows;
    const qint64 steps = qint64(options.thresholds.size()) * classifiers.size();
    qint64 step = 0;
    for (double threshold : options.thresholds) {
        control.setPhase(tr("Keyword threshold %1: training pairs").arg(threshold));
        learn::PairSetOptions pairOptions = options.pairs;
        pairOptions.keywordThreshold = threshold;
        const learn::PairSet set = learn::buildPairSet(documents, truth, pairOptions, control);
        for (const QString &name : classifiers) {
            throwIfCancelled(control);
            control.setPhase(
                tr("Keyword threshold %1: %2 (%3 of %4)").arg(threshold).arg(name).arg(step + 1).arg(steps));
            ClassifierStudyRow row;
            row.threshold = threshold;
            row.vocabulary = set.vocabulary;
            row.keywords = set.keywords;
            row.pairs = set.samples.rows();
            row.result = learn::crossValidate(name, set.samples, options.folds, pairOptions.seed, control);
            rows.push_back(row);
            control.report(++step, steps);
        }
    }
    return rows;
}

QList<GoodThreshold> largestGoodThresholds(const QList<ClassifierStudyRow> &rows, double target, double tolerance)
{
    QList<GoodThreshold> result;
    for (const ClassifierStudyRow &row : rows) {
        auto it = std::find_if(result.begin(), result.end(),
                               [&](const GoodThreshold &g) { return g.classifier == row.result.classifier; });
        if (it == result.end()) {
            result.append(GoodThreshold{row.result.classifier});
            it = result.end() - 1;
        }
        const bool good = row.result.f1 >= target - tolerance;
        if (good && (std::isnan(it->threshold) || row.threshold > it->threshold)) {
            it->threshold = row.threshold;
            it->f1 = row.result.f1;
        }
    }
    return result;
}

Figure classifierStudyFigure(const QList<ClassifierStudyRow> &rows, const ClassifierStudyOptions &options,
                             qint64 collectionId)
{
    Figure figure;
    figure.title = tr("F1 vs keyword threshold, %1-fold cross-validation (paper 001 Fig. 7)").arg(options.folds);
    figure.xLabel = tr("Keyword threshold (cosine to the semantic centroid)");
    figure.yLabel = tr("F1 (cross-validated)");
    QJsonArray table;
    QJsonObject trainSeconds;
    for (const ClassifierStudyRow &row : rows) {
        const QString &name = row.result.classifier;
        auto series =
            std::find_if(figure.series.begin(), figure.series.end(), [&](const Series &s) { return s.name == name; });
        if (series == figure.series.end()) {
            figure.series.push_back(Series{name, {}, {}});
            series = figure.series.end() - 1;
        }
        series->x.push_back(row.threshold);
        series->y.push_back(row.result.f1);
        QJsonArray seconds = trainSeconds.value(name).toArray();
        seconds.push_back(row.result.trainSeconds);
        trainSeconds.insert(name, seconds);
        table.push_back(QJsonObject{{u"threshold"_s, row.threshold},
                                    {u"classifier"_s, name},
                                    {u"vocabulary"_s, qint64(row.vocabulary)},
                                    {u"keywords"_s, qint64(row.keywords)},
                                    {u"pairs"_s, qint64(row.pairs)},
                                    {u"precision"_s, row.result.precision},
                                    {u"recall"_s, row.result.recall},
                                    {u"f1"_s, row.result.f1},
                                    {u"train_seconds"_s, row.result.trainSeconds}});
    }
    // Each curve's best F1 marked, as the paper's Table IX names the best threshold.
    for (Series &series : figure.series) {
        const auto best = std::max_element(series.y.begin(), series.y.end());
        if (best != series.y.end()) {
            series.markX = series.x[best - series.y.begin()];
            series.markY = *best;
        }
    }
    QJsonObject parameters = options.toJson();
    parameters.insert(u"collection"_s, collectionId);
    parameters.insert(u"train_seconds_per_fold"_s, trainSeconds);
    parameters.insert(u"results"_s, table);
    QJsonArray tableIX;
    for (const GoodThreshold &good : largestGoodThresholds(rows))
        tableIX.push_back(QJsonObject{{u"classifier"_s, good.classifier},
                                      {u"threshold"_s, std::isnan(good.threshold) ? QJsonValue() : good.threshold},
                                      {u"f1"_s, std::isnan(good.f1) ? QJsonValue() : good.f1}});
    parameters.insert(u"table_ix"_s, QJsonObject{{u"target_f1"_s, 0.8}, {u"tolerance"_s, 0.02}, {u"rows"_s, tableIX}});
    figure.parameters = parameters;
    return figure;
}

Figure vocabularyFigure(const store::Workspace &workspace, qint64 collectionId, const QList<double> &thresholds,
                        JobControl &control)
{
    control.setPhase(tr("Preparing documents"));
    const auto documents = pipeline::prepareDocuments(workspace, collectionId, {}, control);
    std::vector<QStringList> tokens;
    tokens.reserve(documents.size());
    for (const detect::DetectDocument &d : documents)
        tokens.push_back(d.tokens);

    Figure figure;
    figure.title = tr("Vocabulary size vs keyword threshold (paper 001 Table III, Fig. 3)");
    figure.xLabel = tr("Keyword threshold (cosine to the semantic centroid)");
    figure.yLabel = tr("Keywords kept");
    Series kept{tr("keywords kept"), {}, {}};
    QJsonArray table;
    std::size_t vocabulary = 0;
    for (qsizetype i = 0; i < thresholds.size(); ++i) {
        throwIfCancelled(control);
        control.setPhase(tr("Keyword threshold %1 (%2 of %3)").arg(thresholds[i]).arg(i + 1).arg(thresholds.size()));
        const features::VectorSpace space(tokens, thresholds[i], control);
        vocabulary = space.vocabularySize();
        kept.x.push_back(thresholds[i]);
        kept.y.push_back(double(space.dimension()));
        table.push_back(QJsonObject{{u"threshold"_s, thresholds[i]},
                                    {u"keywords"_s, qint64(space.dimension())},
                                    {u"dropped_documents"_s, qint64(documents.size() - space.kept().size())}});
        control.report(i + 1, thresholds.size());
    }
    figure.series.push_back(kept);
    figure.parameters = QJsonObject{{u"collection"_s, collectionId},
                                    {u"thresholds"_s, toJsonArray(thresholds)},
                                    {u"vocabulary_before_selection"_s, qint64(vocabulary)},
                                    {u"documents"_s, qint64(documents.size())},
                                    {u"results"_s, table}};
    return figure;
}

} // namespace nd::experiments
