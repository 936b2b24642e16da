#include "pipeline/reportbuilder.h"

#include "compare/passagematcher.h"
#include "pipeline/evaluationservice.h"
#include "pipeline/runservice.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/reviewstore.h"
#include "store/workspace.h"

#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::pipeline {

review::ReportData buildReport(const store::Workspace &workspace, qint64 runId, const review::ReportOptions &options)
{
    const store::RunStore runStore(workspace);
    const store::CollectionStore collectionStore(workspace);
    const auto run = runStore.run(runId);
    if (!run)
        throw std::invalid_argument(u"There is no run %1."_s.arg(runId).toStdString());
    review::ReportData data;
    data.runId = runId;
    if (const auto collection = collectionStore.collection(run->collectionId))
        data.collectionName = collection->name;
    data.method = run->method;
    data.params = run->params;
    data.preprocessing = run->preprocessing;
    data.decidedOnly = options.decidedOnly;
    data.reviewer = options.reviewer;
    data.generated = QDateTime::currentDateTime();

    const eval::Evaluation evaluation = evaluateRun(workspace, runId);
    data.scoreKind = evaluation.scoreKind();
    // By default the best F where the run scored every pair (a pruned run's curve
    // beyond its bound is not the method's).
    data.threshold = options.threshold ? *options.threshold
                                       : eval::bestWithin(evaluation.curve(), scoredRange(workspace, runId)).threshold;
    const auto decisions = store::ReviewStore(workspace).currentDecisions(run->collectionId, options.reviewer);

    const qint64 flagged = evaluation.flaggedCount(data.threshold);
    QHash<qint64, QString> names;
    for (const store::DocumentSummary &doc : collectionStore.documents(run->collectionId))
        names.insert(doc.id, doc.path);
    for (qint64 i = 0; i < flagged && data.pairs.size() < options.maxPairs; ++i) {
        const ScoredPair &scored = evaluation.ranked()[std::size_t(i)].pair;
        const auto decision = decisions.constFind(store::orderedPair(scored.a, scored.b));
        if (options.decidedOnly && decision == decisions.cend())
            continue;
        review::ReportPair pair;
        pair.documentA = scored.a;
        pair.documentB = scored.b;
        pair.nameA = names.value(scored.a, u"#%1"_s.arg(scored.a));
        pair.nameB = names.value(scored.b, u"#%1"_s.arg(scored.b));
        pair.score = scored.score;
        if (decision != decisions.cend()) {
            pair.decided = true;
            pair.decision = decision->decision;
            pair.note = decision->note;
            pair.reviewer = decision->reviewer;
            pair.decidedAt = decision->decidedAt;
        }
        data.pairs.append(pair);
    }
    if (options.passages && !data.pairs.isEmpty()) {
        // The run's own preprocessing, so the passages are the words it compared.
        const text::Preprocessor preprocessor(preprocessingFromJson(run->preprocessing));
        for (review::ReportPair &pair : data.pairs) {
            const auto a = collectionStore.document(pair.documentA);
            const auto b = collectionStore.document(pair.documentB);
            if (!a || !b)
                continue;
            const QList<store::SourceLocation> whereA = collectionStore.locations(pair.documentA);
            const QList<store::SourceLocation> whereB = collectionStore.locations(pair.documentB);
            for (const compare::MatchedPassage &m :
                 compare::matchPassages(a->text, b->text, preprocessor, options.minWords)) {
                pair.passages.append({m.number, m.words, a->text.mid(m.beginA, m.endA - m.beginA),
                                      b->text.mid(m.beginB, m.endB - m.beginB), store::locationLabel(whereA, m.beginA),
                                      store::locationLabel(whereB, m.beginB)});
            }
        }
    }
    return data;
}

} // namespace nd::pipeline
