#include "pipeline/runoverview.h"

#include "detect/detector.h"
#include "pipeline/evaluationservice.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/workspace.h"

#include <cmath>

namespace nd::pipeline {

std::optional<RunOverview> loadRunOverview(const store::Workspace &workspace, qint64 runId, int chartColumns)
{
    const auto run = store::RunStore(workspace).run(runId);
    if (!run)
        return std::nullopt;
    RunOverview result;
    result.runId = runId;
    result.run = *run;
    auto evaluation = std::make_shared<eval::Evaluation>(evaluateRun(workspace, runId));
    // One query for every name the list may show, instead of one per row.
    for (const store::DocumentSummary &doc : store::CollectionStore(workspace).documents(run->collectionId))
        result.names.insert(doc.id, doc.path);

    result.scoreName = run->method;
    bool integralRange = false;
    if (const detect::Detector *detector = detect::Registry::instance().find(run->method)) {
        const detect::ThresholdRange range = detector->thresholdRange(run->params.toVariantMap());
        result.minimum = range.minimum;
        result.maximum = range.maximum;
        result.scoreName = detector->title();
        integralRange = range.minimum == std::floor(range.minimum) && range.maximum == std::floor(range.maximum);
    }
    // Scores outside the declared range (an NCD above 1) still get a place.
    bool integralScores = true;
    for (const auto &item : evaluation->ranked()) {
        result.minimum = std::min(result.minimum, item.pair.score);
        result.maximum = std::max(result.maximum, item.pair.score);
        integralScores = integralScores && item.pair.score == std::floor(item.pair.score);
    }
    result.integerSteps = evaluation->scoreKind() == ScoreKind::Distance && integralRange && integralScores
        && result.maximum - result.minimum <= 4096;
    result.curves = eval::plotCurves(evaluation->curve(), result.minimum, result.maximum, chartColumns);
    result.startThreshold = evaluation->curve().isEmpty()
        ? (evaluation->scoreKind() == ScoreKind::Similarity ? result.maximum : result.minimum)
        : eval::bestWithin(evaluation->curve(), scoredRange(workspace, runId)).threshold;
    result.evaluation = std::move(evaluation);
    return result;
}

CollectionContents readCollectionContents(const store::Workspace &workspace, qint64 collectionId)
{
    CollectionContents contents;
    contents.documents = store::CollectionStore(workspace).documents(collectionId);
    contents.runs = store::RunStore(workspace).runs(collectionId);
    for (const store::RunInfo &run : contents.runs) {
        if (run.status == store::RunStatus::Done && run.id > contents.newestFinishedRun)
            contents.newestFinishedRun = run.id;
    }
    return contents;
}

} // namespace nd::pipeline
