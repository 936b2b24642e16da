#include "pipeline/evaluationservice.h"

#include "detect/detector.h"
#include "review/reviewtruth.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/truthstore.h"
#include "store/workspace.h"

#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::pipeline {

TruthSource TruthSource::parse(const QString &text)
{
    if (text.isEmpty() || text == u"stored"_s)
        return {};
    if (text == u"reviews"_s)
        return {true, {}};
    if (text.startsWith(u"reviews:"_s))
        return {true, text.mid(8)};
    throw std::invalid_argument(
        u"The ground truth is \"stored\" or \"reviews[:REVIEWER]\", not \"%1\"."_s.arg(text).toStdString());
}

QString TruthSource::toString() const
{
    if (!reviews)
        return u"stored"_s;
    return reviewer.isEmpty() ? u"reviews"_s : u"reviews:"_s + reviewer;
}

eval::GroundTruth loadGroundTruth(const store::Workspace &workspace, qint64 collectionId, const TruthSource &source)
{
    if (source.reviews)
        return review::loadReviewGroundTruth(workspace, collectionId, source.reviewer);
    const store::TruthStore truthStore(workspace);
    const auto labelled = truthStore.truthPairs(collectionId);
    if (!labelled.isEmpty()) {
        QList<std::pair<qint64, qint64>> positives;
        QList<std::pair<qint64, qint64>> negatives;
        for (const auto &pair : labelled)
            (pair.positive ? positives : negatives).append({pair.a, pair.b});
        return eval::GroundTruth::fromPairs(positives, negatives);
    }
    const auto clusters = truthStore.clusters(collectionId);
    if (!clusters.isEmpty())
        return eval::GroundTruth::fromClusters(clusters);
    return {};
}

eval::Evaluation evaluateRun(const store::Workspace &workspace, qint64 runId, const TruthSource &source)
{
    const store::RunStore runStore(workspace);
    const auto run = runStore.run(runId);
    if (!run)
        throw std::invalid_argument(u"There is no run %1."_s.arg(runId).toStdString());
    const ScoreKind kind = detect::Registry::instance().scoreKind(run->method);
    return eval::Evaluation(runStore.pairs(runId), loadGroundTruth(workspace, run->collectionId, source), kind);
}

eval::ScoredRange scoredRange(const QString &method, const QVariantMap &params)
{
    eval::ScoredRange range;
    const detect::Detector *detector = detect::Registry::instance().find(method);
    if (!detector)
        return range;
    range.kind = detector->scoreKind();
    const detect::ThresholdRange thresholds = detector->thresholdRange(params);
    if (thresholds.pruned)
        range.bound = range.kind == ScoreKind::Distance ? thresholds.maximum : thresholds.minimum;
    return range;
}

eval::ScoredRange scoredRange(const store::Workspace &workspace, qint64 runId)
{
    const auto run = store::RunStore(workspace).run(runId);
    if (!run)
        throw std::invalid_argument(u"There is no run %1."_s.arg(runId).toStdString());
    return scoredRange(run->method, run->params.toVariantMap());
}

} // namespace nd::pipeline
