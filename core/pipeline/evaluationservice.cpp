#include "pipeline/evaluationservice.h"

#include "detect/detector.h"
#include "store/repository.h"
#include "store/workspace.h"

#include <stdexcept>

namespace nd::pipeline {

eval::GroundTruth loadGroundTruth(const store::Workspace &workspace, qint64 collectionId)
{
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

eval::Evaluation evaluateRun(const store::Workspace &workspace, qint64 runId)
{
    const store::Repository repository(workspace);
    const auto run = repository.run(runId);
    if (!run)
        throw std::invalid_argument(QStringLiteral("There is no run %1.").arg(runId).toStdString());
    const detect::Detector *detector = detect::Registry::instance().find(run->method);
    const ScoreKind kind = detector ? detector->scoreKind() : ScoreKind::Similarity;
    return eval::Evaluation(repository.pairs(runId), loadGroundTruth(workspace, run->collectionId), kind);
}

} // namespace nd::pipeline
