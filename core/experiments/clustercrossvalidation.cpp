#include "experiments/clustercrossvalidation.h"

#include "detect/detector.h"
#include "eval/evaluation.h"
#include "eval/groundtruth.h"
#include "eval/scoredrange.h"
#include "experiments/figures.h"
#include "pipeline/evaluationservice.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/truthstore.h"

#include <QHash>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <random>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::experiments {

namespace {

struct ScoredSetting
{
    CrossValidationSetting setting;
    ScoredPairs pairs;
    eval::ScoredRange range;
};

// Fold of each document: clusters (a document without one is a cluster of its
// own) sorted by name, shuffled by a seeded Mersenne Twister (the same on every
// platform, where std::shuffle is not) and dealt round-robin.
QHash<qint64, int> dealFolds(const QList<store::DocumentSummary> &documents, int folds, quint32 seed,
                             QList<int> *clustersPerFold)
{
    QMap<QString, QList<qint64>> members;
    for (const store::DocumentSummary &document : documents)
        members[document.cluster.isEmpty() ? u"\x01%1"_s.arg(document.id) : document.cluster].append(document.id);
    if (members.size() < folds)
        throw std::invalid_argument(u"%1 clusters cannot fill %2 folds"_s.arg(members.size()).arg(folds).toStdString());
    QList<QString> names = members.keys();
    std::mt19937 random(seed);
    for (qsizetype i = names.size() - 1; i > 0; --i)
        std::swap(names[i], names[qsizetype(random() % quint32(i + 1))]);
    QHash<qint64, int> foldOf;
    clustersPerFold->fill(0, folds);
    for (qsizetype i = 0; i < names.size(); ++i) {
        const int fold = int(i % folds);
        ++(*clustersPerFold)[fold];
        for (const qint64 id : members.value(names.at(i)))
            foldOf.insert(id, fold);
    }
    return foldOf;
}

// The pairs with both documents in (inFold) or both outside (!inFold) the fold.
ScoredPairs pairsOf(const ScoredPairs &pairs, const QHash<qint64, int> &foldOf, int fold, bool inFold)
{
    ScoredPairs kept;
    for (const ScoredPair &pair : pairs) {
        const bool a = foldOf.value(pair.a, -1) == fold;
        const bool b = foldOf.value(pair.b, -1) == fold;
        if (a == inFold && b == inFold)
            kept.push_back(pair);
    }
    return kept;
}

eval::GroundTruth truthOf(const QHash<qint64, QString> &clusters, const QHash<qint64, int> &foldOf, int fold,
                          bool inFold)
{
    QHash<qint64, QString> kept;
    for (auto it = clusters.begin(); it != clusters.end(); ++it) {
        if ((foldOf.value(it.key(), -1) == fold) == inFold)
            kept.insert(it.key(), it.value());
    }
    return eval::GroundTruth::fromClusters(kept);
}

void meanAndSpread(const QList<double> &values, double &mean, double &spread)
{
    mean = 0.0;
    for (const double v : values)
        mean += v;
    mean /= double(std::max<qsizetype>(1, values.size()));
    double squares = 0.0;
    for (const double v : values)
        squares += (v - mean) * (v - mean);
    spread = values.size() > 1 ? std::sqrt(squares / double(values.size() - 1)) : 0.0;
}

} // namespace

CrossValidationResult crossValidate(const store::Workspace &workspace, const CrossValidationSpec &spec,
                                    JobControl &control)
{
    if (spec.sweep.methods.size() != 1)
        throw std::invalid_argument("cross-validation takes one method at a time");
    if (spec.folds < 2)
        throw std::invalid_argument("cross-validation needs at least 2 folds");
    const QHash<qint64, QString> clusters = store::TruthStore(workspace).clusters(spec.sweep.collectionId);
    if (clusters.isEmpty())
        throw std::invalid_argument("cross-validation over clusters needs cluster truth on the collection");
    const ScoreKind kind = detect::Registry::instance().scoreKind(spec.sweep.methods.first());

    CrossValidationResult result;
    result.method = spec.sweep.methods.first();
    QList<ScoredSetting> settings;
    const detect::Detector *detector = detect::Registry::instance().find(result.method);
    if (!detector)
        throw std::invalid_argument(u"Unknown method \"%1\"."_s.arg(result.method).toStdString());
    QList<bool> texts{detector->resolvePreprocessing(spec.sweep.preprocessing).comparesMainContent()};
    if (spec.chooseMainContent)
        texts = {false, true};
    for (const bool mainContent : texts) {
        SweepSpec sweep = spec.sweep;
        sweep.preprocessing.mainContentOnly = mainContent;
        for (const GridPoint &point : runSweep(workspace, sweep, control)) {
            ScoredSetting scored;
            scored.setting = {
                point, mainContent,
                u"%1, %2"_s.arg(pointLabel(point, false), mainContent ? u"main content"_s : u"whole text"_s)};
            scored.pairs = store::RunStore(workspace).pairs(point.runId);
            scored.range = pipeline::scoredRange(point.method, point.params);
            settings.append(std::move(scored));
            result.settings.append(settings.last().setting);
        }
    }

    for (const ScoredSetting &scored : std::as_const(settings)) {
        const eval::Evaluation all(scored.pairs, eval::GroundTruth::fromClusters(clusters), kind);
        const eval::OperatingPoint best = eval::bestWithin(all.curve(), scored.range);
        if (result.bestOnAllSetting.isEmpty() || best.f1 > result.bestOnAllF1) {
            result.bestOnAllSetting = scored.setting.label;
            result.bestOnAllF1 = best.f1;
            result.bestOnAllThreshold = best.threshold;
        }
    }

    QList<int> clustersPerFold;
    const QHash<qint64, int> foldOf = dealFolds(store::CollectionStore(workspace).documents(spec.sweep.collectionId),
                                                spec.folds, spec.seed, &clustersPerFold);
    QHash<QString, QList<double>> heldOutOfChosen;
    QList<double> heldOut, heldOutMax;
    for (int fold = 0; fold < spec.folds; ++fold) {
        throwIfCancelled(control);
        control.setPhase(u"fold %1 of %2"_s.arg(fold + 1).arg(spec.folds));
        const eval::GroundTruth trainTruth = truthOf(clusters, foldOf, fold, false);
        const eval::GroundTruth testTruth = truthOf(clusters, foldOf, fold, true);
        const ScoredSetting *chosen = nullptr;
        eval::OperatingPoint chosenPoint;
        for (const ScoredSetting &scored : std::as_const(settings)) {
            const eval::Evaluation train(pairsOf(scored.pairs, foldOf, fold, false), trainTruth, kind);
            const eval::OperatingPoint best = eval::bestWithin(train.curve(), scored.range);
            // Ties go to the earlier setting: whole text before main content,
            // grid order within each.
            if (!chosen || best.f1 > chosenPoint.f1) {
                chosen = &scored;
                chosenPoint = best;
            }
        }
        const eval::Evaluation test(pairsOf(chosen->pairs, foldOf, fold, true), testTruth, kind);
        CrossValidationFold row;
        row.clusters = clustersPerFold.at(fold);
        row.positives = testTruth.positivePairCount();
        row.chosen = chosen->setting.label;
        row.threshold = chosenPoint.threshold;
        row.trainF1 = chosenPoint.f1;
        row.heldOutF1 = test.at(chosenPoint.threshold).f1;
        row.heldOutMaxF1 = eval::bestWithin(test.curve(), chosen->range).f1;
        result.folds.append(row);
        heldOut.append(row.heldOutF1);
        heldOutMax.append(row.heldOutMaxF1);
        heldOutOfChosen[row.chosen].append(row.heldOutF1);
    }
    meanAndSpread(heldOut, result.meanF1, result.spreadF1);
    meanAndSpread(heldOutMax, result.meanMaxF1, result.spreadMaxF1);

    double recommendedMean = -1.0;
    for (auto it = heldOutOfChosen.begin(); it != heldOutOfChosen.end(); ++it) {
        double mean = 0.0, spread = 0.0;
        meanAndSpread(it.value(), mean, spread);
        const int count = int(it.value().size());
        if (count > result.recommendedFolds || (count == result.recommendedFolds && mean > recommendedMean)) {
            result.recommended = it.key();
            result.recommendedFolds = count;
            recommendedMean = mean;
        }
    }
    return result;
}

} // namespace nd::experiments
