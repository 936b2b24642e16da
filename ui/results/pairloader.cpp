#include "ui/results/pairloader.h"

#include "jobs/jobcontrol.h"
#include "pipeline/runservice.h"
#include "store/repository.h"
#include "store/workspace.h"
#include "text/preprocessor.h"
#include "ui/results/pairview.h"

#include <QFileInfo>

namespace nd::ui {

namespace {

QString describe(const store::DocumentRecord &document)
{
    return document.title.isEmpty() || document.title == QFileInfo(document.path).fileName()
        ? document.path
        : QStringLiteral("%1 — %2").arg(document.path, document.title);
}

} // namespace

LoadedPair loadPair(const store::Workspace *workspace, qint64 a, qint64 b, qint64 runId,
                    int minWords, int maxGapWords, const compare::ExclusionOptions &exclusions,
                    const std::shared_ptr<JobControl> &control)
{
    LoadedPair result;
    try {
        const store::Repository repository(*workspace);
        const auto docA = repository.document(a);
        const auto docB = repository.document(b);
        if (!docA || !docB) {
            result.error = PairView::tr("Document %1 is no longer in the workspace.").arg(docA ? b : a);
            return result;
        }
        result.titleA = describe(*docA);
        result.titleB = describe(*docB);
        result.textA = docA->text;
        result.textB = docB->text;
        result.locationsA = repository.locations(a);
        result.locationsB = repository.locations(b);

        const text::Preprocessor preprocessor;
        std::vector<text::WordSpan> spansA;
        std::vector<text::WordSpan> spansB;
        const QStringList tokensA = preprocessor.tokens(result.textA, &spansA);
        throwIfCancelled(*control);
        const QStringList tokensB = preprocessor.tokens(result.textB, &spansB);
        throwIfCancelled(*control);
        result.wordsA = tokensA.size();
        result.wordsB = tokensB.size();
        result.passages = compare::mergeNearPassages(
            compare::matchTokens(tokensA, spansA, tokensB, spansB, minWords, control.get()),
            maxGapWords);

        if (exclusions.boilerplate) {
            std::vector<QStringList> collection;
            for (const auto &[id, text] : repository.documentTexts(docA->collectionId)) {
                throwIfCancelled(*control);
                collection.push_back(preprocessor.tokens(text));
            }
            const auto shingles = compare::boilerplateShingles(collection, exclusions.boilerplateWords,
                                                               exclusions.boilerplateShare);
            result.boilerplateA = compare::boilerplateRanges(tokensA, spansA, exclusions.boilerplateWords, shingles);
            result.boilerplateB = compare::boilerplateRanges(tokensB, spansB, exclusions.boilerplateWords, shingles);
        }
        result.spansA = std::move(spansA);
        result.spansB = std::move(spansB);

        if (const auto run = runId > 0 ? repository.run(runId) : std::nullopt) {
            throwIfCancelled(*control);
            // The explanation must use the run's own token stream, not the view's.
            const text::PreprocessOptions options = pipeline::preprocessingFromJson(run->preprocessing);
            if (options == preprocessor.options()) {
                result.explanation = compare::explainPair(run->method, run->params, result.textA,
                                                          result.textB, tokensA, tokensB);
            } else {
                const text::Preprocessor runPreprocessor(options);
                result.explanation = compare::explainPair(
                    run->method, run->params, result.textA, result.textB,
                    runPreprocessor.tokens(result.textA), runPreprocessor.tokens(result.textB));
            }
        }
    } catch (const Cancelled &) {
        result.cancelled = true;
    } catch (const store::WorkspaceError &e) {
        result.error = e.message();
    } catch (const std::exception &e) {
        result.error = QString::fromLocal8Bit(e.what());
    }
    return result;
}

} // namespace nd::ui
