#include "ui/results/pairloader.h"

#include "compare/boilerplatecache.h"
#include "jobs/jobcontrol.h"
#include "pipeline/runservice.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
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

// Changes whenever documents are added to or removed from the collection (an
// id reused after a deletion comes with other sizes), so a stale cache entry
// is never used.
QByteArray collectionState(const store::CollectionStore &collections, qint64 collectionId)
{
    qint64 count = 0;
    qint64 lastId = 0;
    qint64 words = 0;
    qint64 bytes = 0;
    for (const store::DocumentSummary &document : collections.documents(collectionId)) {
        ++count;
        lastId = std::max(lastId, document.id);
        words += document.wordCount;
        bytes += document.byteSize;
    }
    return QByteArray::number(count) + ':' + QByteArray::number(lastId) + ':' + QByteArray::number(words) + ':'
        + QByteArray::number(bytes);
}

} // namespace

LoadedPair loadPair(const store::Workspace *workspace, qint64 a, qint64 b, qint64 runId, int minWords, int maxGapWords,
                    const compare::ExclusionOptions &exclusions, const std::shared_ptr<JobControl> &control)
{
    LoadedPair result;
    try {
        const store::CollectionStore collectionStore(*workspace);
        const store::RunStore runStore(*workspace);
        const auto docA = collectionStore.document(a);
        const auto docB = collectionStore.document(b);
        if (!docA || !docB) {
            result.error = PairView::tr("Document %1 is no longer in the workspace.").arg(docA ? b : a);
            return result;
        }
        result.titleA = describe(*docA);
        result.titleB = describe(*docB);
        const auto run = runId > 0 ? runStore.run(runId) : std::nullopt;
        // The view shows the text the run compared: with "main content only",
        // an HTML page's main content (its page map is of the whole text).
        text::PreprocessOptions viewOptions;
        result.mainContent = run && pipeline::preprocessingFromJson(run->preprocessing).comparesMainContent();
        viewOptions.mainContentOnly = result.mainContent;
        result.textA = docA->comparedText(result.mainContent);
        result.textB = docB->comparedText(result.mainContent);
        if (!result.mainContent || docA->mainText.isNull())
            result.locationsA = collectionStore.locations(a);
        if (!result.mainContent || docB->mainText.isNull())
            result.locationsB = collectionStore.locations(b);
        if (result.mainContent) {
            // For the view of the whole texts with the removed parts greyed.
            result.wholeTextA = docA->text;
            result.wholeTextB = docB->text;
            result.mainInWholeA = text::MainContentMap(docA->text, result.textA);
            result.mainInWholeB = text::MainContentMap(docB->text, result.textB);
        }

        const text::Preprocessor preprocessor(viewOptions);
        std::vector<text::WordSpan> spansA;
        std::vector<text::WordSpan> spansB;
        const QStringList tokensA = preprocessor.tokens(result.textA, &spansA);
        throwIfCancelled(*control);
        const QStringList tokensB = preprocessor.tokens(result.textB, &spansB);
        throwIfCancelled(*control);
        result.wordsA = tokensA.size();
        result.wordsB = tokensB.size();
        result.passages = compare::mergeNearPassages(
            compare::matchTokens(tokensA, spansA, tokensB, spansB, minWords, control.get()), maxGapWords);

        if (exclusions.boilerplate) {
            // Read and tokenise the collection once per collection and settings,
            // not once per pair opened.
            const compare::BoilerplateCache::Key key{workspace->path(),
                                                     docA->collectionId,
                                                     collectionState(collectionStore, docA->collectionId),
                                                     preprocessor.options().key(),
                                                     exclusions.boilerplateWords,
                                                     exclusions.boilerplateShare};
            const auto shingles = compare::BoilerplateCache::instance().shingles(key, [&] {
                std::vector<QStringList> collection;
                for (const auto &[id, text] : collectionStore.documentTexts(docA->collectionId, result.mainContent)) {
                    throwIfCancelled(*control);
                    collection.push_back(preprocessor.tokens(text));
                }
                return compare::boilerplateShingles(collection, exclusions.boilerplateWords,
                                                    exclusions.boilerplateShare);
            });
            result.boilerplateA = compare::boilerplateRanges(tokensA, spansA, exclusions.boilerplateWords, *shingles);
            result.boilerplateB = compare::boilerplateRanges(tokensB, spansB, exclusions.boilerplateWords, *shingles);
        }
        result.runScores = compare::scoresAcrossRuns(runStore, a, b);
        result.spansA = std::move(spansA);
        result.spansB = std::move(spansB);

        if (run) {
            throwIfCancelled(*control);
            // The explanation must use the run's own token stream, not the view's.
            const text::PreprocessOptions options = pipeline::preprocessingFromJson(run->preprocessing);
            if (options == preprocessor.options()) {
                result.explanation =
                    compare::explainPair(run->method, run->params, result.textA, result.textB, tokensA, tokensB);
            } else {
                const text::Preprocessor runPreprocessor(options);
                result.explanation =
                    compare::explainPair(run->method, run->params, result.textA, result.textB,
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
