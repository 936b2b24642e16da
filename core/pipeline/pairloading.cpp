#include "pipeline/pairloading.h"

#include "compare/boilerplatecache.h"
#include "jobs/jobcontrol.h"
#include "pipeline/runservice.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/workspace.h"
#include "text/preprocessor.h"

#include <QFileInfo>

namespace nd::pipeline {

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

// The text the run compared (with "main content only", an HTML page's main
// content; its page map is of the whole text), and the whole text beside it.
LoadedDocument readDocument(const store::CollectionStore &collections, qint64 id, const store::DocumentRecord &document,
                            bool mainContent)
{
    LoadedDocument loaded;
    loaded.title = describe(document);
    loaded.text = document.comparedText(mainContent);
    if (!mainContent || document.mainText.isNull())
        loaded.locations = collections.locations(id);
    if (mainContent) {
        // For the view of the whole texts with the removed parts greyed.
        loaded.wholeText = document.text;
        loaded.mainInWhole = text::MainContentMap(document.text, loaded.text);
    }
    return loaded;
}

} // namespace

LoadedPair loadPair(const store::Workspace &workspace, const PairRequest &request, const JobControl &control)
{
    LoadedPair result;
    const store::CollectionStore collectionStore(workspace);
    const store::RunStore runStore(workspace);
    const auto docA = collectionStore.document(request.documentA);
    const auto docB = collectionStore.document(request.documentB);
    if (!docA || !docB) {
        result.missingDocument = docA ? request.documentB : request.documentA;
        return result;
    }
    const auto run = request.runId > 0 ? runStore.run(request.runId) : std::nullopt;
    result.mainContent = run && preprocessingFromJson(run->preprocessing).comparesMainContent();
    result.a = readDocument(collectionStore, request.documentA, *docA, result.mainContent);
    result.b = readDocument(collectionStore, request.documentB, *docB, result.mainContent);

    text::PreprocessOptions viewOptions;
    viewOptions.mainContentOnly = result.mainContent;
    const text::Preprocessor preprocessor(viewOptions);
    const QStringList tokensA = preprocessor.tokens(result.a.text, &result.a.spans);
    throwIfCancelled(control);
    const QStringList tokensB = preprocessor.tokens(result.b.text, &result.b.spans);
    throwIfCancelled(control);
    result.a.words = tokensA.size();
    result.b.words = tokensB.size();
    result.passages = compare::mergeNearPassages(
        compare::matchTokens(tokensA, result.a.spans, tokensB, result.b.spans, request.minWords, &control),
        request.maxGapWords);

    const compare::ExclusionOptions &exclusions = request.exclusions;
    if (exclusions.boilerplate) {
        // Read and tokenise the collection once per collection and settings,
        // not once per pair opened.
        const compare::BoilerplateCache::Key key{workspace.path(),
                                                 docA->collectionId,
                                                 collectionState(collectionStore, docA->collectionId),
                                                 preprocessor.options().key(),
                                                 exclusions.boilerplateWords,
                                                 exclusions.boilerplateShare};
        const auto shingles = compare::BoilerplateCache::instance().shingles(key, [&] {
            std::vector<QStringList> collection;
            for (const auto &[id, text] : collectionStore.documentTexts(docA->collectionId, result.mainContent)) {
                throwIfCancelled(control);
                collection.push_back(preprocessor.tokens(text));
            }
            return compare::boilerplateShingles(collection, exclusions.boilerplateWords, exclusions.boilerplateShare);
        });
        result.a.boilerplate =
            compare::boilerplateRanges(tokensA, result.a.spans, exclusions.boilerplateWords, *shingles);
        result.b.boilerplate =
            compare::boilerplateRanges(tokensB, result.b.spans, exclusions.boilerplateWords, *shingles);
    }
    result.runScores = compare::scoresAcrossRuns(runStore, request.documentA, request.documentB);

    if (run) {
        throwIfCancelled(control);
        // The explanation must use the run's own token stream, not the view's.
        const text::PreprocessOptions options = preprocessingFromJson(run->preprocessing);
        if (options == preprocessor.options()) {
            result.explanation =
                compare::explainPair(run->method, run->params, result.a.text, result.b.text, tokensA, tokensB);
        } else {
            const text::Preprocessor runPreprocessor(options);
            result.explanation =
                compare::explainPair(run->method, run->params, result.a.text, result.b.text,
                                     runPreprocessor.tokens(result.a.text), runPreprocessor.tokens(result.b.text));
        }
    }
    return result;
}

} // namespace nd::pipeline
