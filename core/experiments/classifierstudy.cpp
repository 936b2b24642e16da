#include "experiments/classifierstudy.h"

#include "base/namespacetr.h"
#include "experiments/studytables.h"
#include "features/vectorspace.h"
#include "learn/classifier.h"
#include "learn/holdout.h"
#include "pipeline/runservice.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::experiments {

namespace {

ND_NAMESPACE_TR("nd::experiments")

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

QList<double> ClassifierStudyOptions::paperThresholds()
{
    return {0.0, 0.05, 0.10, 0.15, 0.20, 0.25, 0.30, 0.35, 0.40, 0.45, 0.50, 0.55, 0.60, 0.65};
}

QString ClassifierStudyOptions::protocolName(Protocol protocol)
{
    return protocol == Protocol::Holdout ? u"holdout"_s : u"cv"_s;
}

ClassifierStudyOptions::Protocol ClassifierStudyOptions::parseProtocol(const QString &name)
{
    if (name == u"holdout")
        return Protocol::Holdout;
    if (name == u"cv")
        return Protocol::CrossValidation;
    throw std::invalid_argument(u"unknown protocol \"%1\" (holdout or cv)"_s.arg(name).toStdString());
}

QJsonObject ClassifierStudyOptions::toJson() const
{
    QJsonObject json{{u"protocol"_s, protocolName(protocol)},
                     {u"thresholds"_s, toJsonArray(thresholds)},
                     {u"classifiers"_s,
                      QJsonArray::fromStringList(classifiers.isEmpty() ? learn::Classifier::names() : classifiers)},
                     {u"folds"_s, folds},
                     {u"negative_ratio"_s, pairs.negativeRatio},
                     {u"max_positives"_s, qint64(pairs.maxPositives)},
                     {u"seed"_s, QString::number(pairs.seed)},
                     {u"truth"_s, truth.toString()},
                     {u"not_offered"_s, learn::Classifier::missingNote()},
                     {u"library_settings"_s, learn::Classifier::librarySettingsNote()}};
    if (protocol == Protocol::Holdout) {
        json.remove(u"folds"_s);
        json.insert(u"held_out_fraction"_s, heldOutFraction);
        json.insert(u"split_seed"_s, QString::number(splitSeed));
        json.insert(u"training_pairs"_s, sampleTrainingPairs ? u"sampled"_s : u"all"_s);
        if (!sampleTrainingPairs) {
            json.remove(u"negative_ratio"_s);
            json.remove(u"max_positives"_s);
        }
    }
    return json;
}

QList<ClassifierStudyRow> runClassifierStudy(const store::Workspace &workspace, qint64 collectionId,
                                             const ClassifierStudyOptions &options, JobControl &control)
{
    const bool holdout = options.protocol == ClassifierStudyOptions::Protocol::Holdout;
    if (!holdout && options.folds < 2)
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

    learn::DocumentSplit split;
    if (holdout) {
        std::vector<qint64> ids;
        for (const text::PreparedDocument &d : documents)
            ids.push_back(d.id);
        split = learn::splitDocuments(ids, truth, options.heldOutFraction, options.splitSeed);
    }

    QList<ClassifierStudyRow> rows;
    const qint64 steps = qint64(options.thresholds.size()) * classifiers.size();
    qint64 step = 0;
    for (double threshold : options.thresholds) {
        control.setPhase(tr("Keyword threshold %1: training pairs").arg(threshold));
        learn::PairSetOptions pairOptions = options.pairs;
        pairOptions.keywordThreshold = threshold;
        learn::HoldoutSets sets;
        if (holdout) {
            pairOptions.allPairs = !options.sampleTrainingPairs;
            sets = learn::buildHoldoutSets(documents, truth, split, pairOptions, control);
        } else {
            sets.training = learn::buildPairSet(documents, truth, pairOptions, control);
        }
        for (const QString &name : classifiers) {
            throwIfCancelled(control);
            control.setPhase(
                tr("Keyword threshold %1: %2 (%3 of %4)").arg(threshold).arg(name).arg(step + 1).arg(steps));
            ClassifierStudyRow row;
            row.threshold = threshold;
            row.vocabulary = sets.training.vocabulary;
            row.keywords = sets.training.keywords;
            row.pairs = sets.training.samples.rows();
            try {
                if (holdout) {
                    row.trainingDocuments = split.training.size();
                    row.testDocuments = split.test.size();
                    row.testPairs = sets.test.rows();
                    row.droppedTestDocuments = sets.droppedTestDocuments;
                    row.missedPositives = sets.missedPositives;
                    row.result = learn::trainAndTest(name, sets, control);
                } else {
                    row.result =
                        learn::crossValidate(name, sets.training.samples, options.folds, pairOptions.seed, control);
                }
            } catch (const learn::UntrainableSamples &error) {
                row.untrainable = QString::fromStdString(error.what());
                row.result = learn::CrossValidation{name, qQNaN(), qQNaN(), qQNaN()};
            }
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
    const bool holdout = options.protocol == ClassifierStudyOptions::Protocol::Holdout;
    figure.title = holdout
        ? tr("F1 vs keyword threshold, %1 % of the documents held out (paper 001 Fig. 7)")
              .arg(options.heldOutFraction * 100.0, 0, 'g', 3)
        : tr("F1 vs keyword threshold, %1-fold cross-validation (paper 001 Fig. 7)").arg(options.folds);
    figure.xLabel = tr("Keyword threshold (cosine to the semantic centroid)");
    figure.yLabel = holdout ? tr("F1 (held-out documents)") : tr("F1 (cross-validated)");
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
        if (!row.untrainable.isEmpty()) {
            table.push_back(QJsonObject{{u"threshold"_s, row.threshold},
                                        {u"classifier"_s, name},
                                        {u"vocabulary"_s, qint64(row.vocabulary)},
                                        {u"keywords"_s, qint64(row.keywords)},
                                        {u"pairs"_s, qint64(row.pairs)},
                                        {u"f1"_s, QJsonValue()},
                                        {u"untrainable"_s, row.untrainable}});
            continue;
        }
        series->x.push_back(row.threshold);
        series->y.push_back(row.result.f1);
        QJsonArray seconds = trainSeconds.value(name).toArray();
        seconds.push_back(row.result.trainSeconds);
        trainSeconds.insert(name, seconds);
        QJsonObject result{{u"threshold"_s, row.threshold},
                           {u"classifier"_s, name},
                           {u"vocabulary"_s, qint64(row.vocabulary)},
                           {u"keywords"_s, qint64(row.keywords)},
                           {u"pairs"_s, qint64(row.pairs)},
                           {u"precision"_s, row.result.precision},
                           {u"recall"_s, row.result.recall},
                           {u"f1"_s, row.result.f1},
                           {u"train_seconds"_s, row.result.trainSeconds}};
        if (holdout) {
            result.insert(u"training_documents"_s, qint64(row.trainingDocuments));
            result.insert(u"test_documents"_s, qint64(row.testDocuments));
            result.insert(u"test_pairs"_s, qint64(row.testPairs));
            result.insert(u"dropped_test_documents"_s, qint64(row.droppedTestDocuments));
            result.insert(u"missed_positives"_s, row.missedPositives);
        }
        table.push_back(result);
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
    StudyTable shownIX{
        tr("Table IX: largest keyword threshold with F1 >= 0.78"), {tr("Classifier"), tr("Threshold"), tr("F1")}, {}};
    for (const GoodThreshold &good : largestGoodThresholds(rows)) {
        tableIX.push_back(QJsonObject{{u"classifier"_s, good.classifier},
                                      {u"threshold"_s, std::isnan(good.threshold) ? QJsonValue() : good.threshold},
                                      {u"f1"_s, std::isnan(good.f1) ? QJsonValue() : good.f1}});
        shownIX.rows.append({good.classifier,
                             std::isnan(good.threshold) ? tr("none") : QString::number(good.threshold, 'f', 2),
                             std::isnan(good.f1) ? QString() : QString::number(good.f1, 'f', 4)});
    }
    parameters.insert(u"table_ix"_s, QJsonObject{{u"target_f1"_s, 0.8}, {u"tolerance"_s, 0.02}, {u"rows"_s, tableIX}});
    figure.parameters = parameters;
    addTable(figure, shownIX);
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
