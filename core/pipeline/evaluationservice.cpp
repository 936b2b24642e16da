#include "pipeline/evaluationservice.h"

#include "detect/detector.h"
#include "review/reviewtruth.h"
#include "store/repository.h"
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
    const store::Repository repository(workspace);
    const auto labelled = repository.truthPairs(collectionId);
    if (!labelled.isEmpty()) {
        QList<std::pair<qint64, qint64>> positives;
        QList<std::pair<qint64, qint64>> negatives;
        for (const auto &pair : labelled)
            (pair.positive ? positives : negatives).append({pair.a, pair.b});
        return eval::GroundTruth::fromPairs(positives, negatives);
    }
    const auto clusters = repository.clusters(collectionId);
    if (!clusters.isEmpty())
        return eval::GroundTruth::fromClusters(clusters);
    return {};
}

eval::Evaluation evaluateRun(const store::Workspace &workspace, qint64 runId, const TruthSource &source)
{
    const store::Repository repository(workspace);
    const auto run = repository.run(runId);
    if (!run)
        throw std::invalid_argument(u"There is no run %1."_s.arg(runId).toStdString());
    const ScoreKind kind = detect::Registry::instance().scoreKind(run->method);
    return eval::Evaluation(repository.pairs(runId), loadGroundTruth(workspace, run->collectionId, source), kind);
}

} // namespace nd::pipeline
