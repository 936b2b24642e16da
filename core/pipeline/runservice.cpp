#include "pipeline/runservice.h"

#include "jobs/corepool.h"
#include "pipeline/preparingimport.h"
#include "pipeline/tokenhashstorage.h"
#include "store/collectionstore.h"
#include "store/fingerprintstore.h"
#include "store/runstore.h"
#include "store/tokencache.h"
#include "store/workspace.h"

#include <QElapsedTimer>
#include <QThreadPool>
#include <QtConcurrent>

#include <algorithm>
#include <atomic>
#include <memory>
#include <numeric>
#include <optional>
#include <stdexcept>

namespace nd::pipeline {

namespace {

double seconds(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e9;
}

} // namespace

QJsonObject preprocessingToJson(const text::PreprocessOptions &options)
{
    return QJsonObject{{QStringLiteral("normalize"), options.normalize},
                       {QStringLiteral("stopwords"), options.removeStopwords},
                       {QStringLiteral("stem"), options.stem},
                       {QStringLiteral("stem_language"), options.stemLanguage},
                       {QStringLiteral("main_content"), options.comparesMainContent()}};
}

text::PreprocessOptions preprocessingFromJson(const QJsonObject &object)
{
    text::PreprocessOptions options;
    options.normalize = object.value(QStringLiteral("normalize")).toBool(options.normalize);
    options.removeStopwords = object.value(QStringLiteral("stopwords")).toBool(options.removeStopwords);
    options.stem = object.value(QStringLiteral("stem")).toBool(options.stem);
    options.stemLanguage = object.value(QStringLiteral("stem_language")).toString(options.stemLanguage);
    // Absent in runs stored before the option existed: they compared whole texts.
    options.mainContentOnly = object.value(QStringLiteral("main_content")).toBool(false);
    return options;
}

namespace {

// Documents read from the workspace per batch when only token hashes are kept.
constexpr int kHashBatch = 2048;
// The workers; worker k takes items k, k + n, ...
class PreprocessorPool
{
public:
    explicit PreprocessorPool(const text::PreprocessOptions &options)
    {
        const int workers = std::max(1, corePool().maxThreadCount());
        for (int k = 0; k < workers; ++k)
            m_workers.push_back(std::make_unique<PreprocessWorker>(options));
    }

    // f(worker, item) for items 0..count-1, spread over the workers.
    template<typename F>
    void forEach(std::size_t count, JobControl &control, F &&f)
    {
        const std::size_t workers = std::max<std::size_t>(1, std::min(count, m_workers.size()));
        if (workers == 1) {
            // On the calling thread: handing each batch to a pool thread and back
            // cost more than the work of a small batch.
            for (std::size_t item = 0; item < count && !control.isCancelled(); ++item)
                f(*m_workers.front(), item);
            return;
        }
        std::vector<std::size_t> firsts(workers);
        std::iota(firsts.begin(), firsts.end(), std::size_t(0));
        blockingMapOn(corePool(), firsts.begin(), firsts.end(), [&](std::size_t first) {
            PreprocessWorker &worker = *m_workers[first];
            for (std::size_t item = first; item < count; item += workers) {
                if (control.isCancelled())
                    return;
                f(worker, item);
            }
        });
    }

private:
    std::vector<std::unique_ptr<PreprocessWorker>> m_workers;
};

// Hashes the tokens of a batch's texts on the pool, text `item` into
// documents[at(item)], straight into the shared storage.
template<typename At>
void hashBatch(const store::Utf8TextBatch &batch, std::vector<detect::DetectDocument> &documents, At at,
               PreprocessorPool &pool, const std::shared_ptr<TokenHashStorage> &storage, JobControl &control)
{
    pool.forEach(batch.size(), control, [&](PreprocessWorker &worker, std::size_t item) {
        detect::DetectDocument &document = documents[at(item)];
        document.tokenHashStorage = storage;
        document.tokenHashes = worker.hash(*storage, batch.text(item));
    });
    throwIfCancelled(control);
}

// The signature detectors' path: texts stream through as UTF-8 in batches and
// are dropped once hashed, so memory holds only the hashes (a million 4 KB texts
// kept as UTF-16 would take 8 GB) and no text is converted to UTF-16 at all.
std::vector<detect::DetectDocument> hashDocuments(const store::CollectionStore &collections, qint64 collectionId,
                                                  const text::PreprocessOptions &options, JobControl &control)
{
    const auto collection = collections.collection(collectionId);
    const qint64 total = collection ? collection->documentCount : 0;
    std::vector<detect::DetectDocument> documents;
    documents.reserve(std::size_t(total));
    const auto storage = std::make_shared<TokenHashStorage>();
    PreprocessorPool pool(options);
    store::Utf8TextBatch batch;
    for (qint64 afterId = 0;
         collections.documentTextsUtf8(collectionId, afterId, kHashBatch, batch, options.comparesMainContent());
         afterId = batch.ids.back()) {
        const std::size_t base = documents.size();
        for (std::size_t item = 0; item < batch.size(); ++item)
            documents.push_back({.id = batch.ids[item]});
        hashBatch(
            batch, documents, [base](std::size_t item) { return base + item; }, pool, storage, control);
        control.report(qint64(documents.size()), std::max(total, qint64(documents.size())));
    }
    return documents;
}

// A run of a method whose fingerprints depend on each document alone
// (detect::Detector::storedFingerprintKind): the first run on a collection
// prepares every document as usual and stores their fingerprints; the next
// (another threshold, another verification: a sweep) reads them and prepares
// only the documents the method asks for, those of the pairs it verifies.
// Documents added since the fingerprints were stored make the run prepare
// every document again and store theirs.
// prepared: the documents as the collection's import prepared them (with their
// fingerprints when it computed this kind), or none.
detect::DetectResult detectWithStoredFingerprints(const store::Workspace &workspace, qint64 collectionId,
                                                  const detect::Detector &detector, const detect::Params &params,
                                                  const text::PreprocessOptions &options, const QString &kind,
                                                  std::optional<PreparingImport::Prepared> prepared,
                                                  JobControl &control, QJsonObject &timings)
{
    QElapsedTimer timer;
    timer.start();
    control.setPhase(QStringLiteral("preprocess"));
    store::CollectionStore collections(workspace);
    store::FingerprintStore fingerprintStore(workspace);
    const qint64 kindId = fingerprintStore.kindId(kind);
    const QList<qint64> missing = fingerprintStore.missing(collectionId, kindId);

    std::vector<detect::DetectDocument> documents;
    detect::StoredFingerprints stored;
    if (!missing.isEmpty()) {
        documents =
            prepared ? std::move(prepared->documents) : hashDocuments(collections, collectionId, options, control);
        stored.values = prepared && !prepared->fingerprints.empty() ? std::move(prepared->fingerprints)
                                                                    : detector.fingerprints(documents, params, control);
        std::vector<store::DocumentFingerprints> rows;
        rows.reserve(std::size_t(missing.size()));
        // Both in id order.
        std::size_t d = 0;
        for (const qint64 id : missing) {
            while (d < documents.size() && documents[d].id < id)
                ++d;
            if (d < documents.size() && documents[d].id == id)
                rows.push_back({.documentId = id, .whole = stored.values[d], .paragraphs = {}});
        }
        fingerprintStore.store(collectionId, kindId, rows);
    } else {
        fingerprintStore.load(
            collectionId, kindId,
            [&](qint64 documentId, int paragraph, std::optional<std::uint64_t> value) {
                if (paragraph >= 0)
                    return;
                documents.push_back({.id = documentId});
                stored.values.push_back(value);
            },
            [&](qint64 rows) {
                documents.reserve(std::size_t(rows));
                stored.values.reserve(std::size_t(rows));
            });
        stored.prepare = [&](std::span<const std::size_t> positions) {
            const auto storage = std::make_shared<TokenHashStorage>();
            PreprocessorPool pool(options);
            store::Utf8TextBatch batch;
            for (std::size_t begin = 0; begin < positions.size(); begin += std::size_t(kHashBatch)) {
                const std::span<const std::size_t> part =
                    positions.subspan(begin, std::min(positions.size() - begin, std::size_t(kHashBatch)));
                std::vector<qint64> ids(part.size());
                for (std::size_t k = 0; k < part.size(); ++k)
                    ids[k] = documents[part[k]].id;
                collections.documentTextsUtf8(collectionId, ids, batch, options.comparesMainContent());
                if (batch.size() != part.size())
                    throw store::WorkspaceError(
                        QStringLiteral("Documents of collection %1 went missing during the run.").arg(collectionId));
                hashBatch(
                    batch, documents, [part](std::size_t item) { return part[item]; }, pool, storage, control);
            }
        };
    }
    timings.insert(QStringLiteral("preprocess"), seconds(timer));

    control.setPhase(QStringLiteral("detect"));
    timer.restart();
    detect::DetectResult result = detector.detectFromFingerprints(documents, stored, params, control);
    timings.insert(QStringLiteral("detect"), seconds(timer));
    result.stats.insert(QStringLiteral("documents"), qint64(documents.size()));
    result.stats.insert(QStringLiteral("fingerprints"),
                        missing.isEmpty() ? QStringLiteral("stored") : QStringLiteral("computed and stored"));
    return result;
}

} // namespace

std::vector<detect::DetectDocument> prepareDocuments(const store::Workspace &workspace, qint64 collectionId,
                                                     const text::PreprocessOptions &options, JobControl &control,
                                                     TokenForm form)
{
    control.setPhase(QStringLiteral("preprocess"));
    store::CollectionStore collectionStore(workspace);
    store::TokenCache tokenCache(workspace);
    if (form == TokenForm::Hashes)
        return hashDocuments(collectionStore, collectionId, options, control);

    const QString key = options.key();
    const auto texts = collectionStore.documentTexts(collectionId, options.comparesMainContent());
    if (form == TokenForm::None) {
        std::vector<detect::DetectDocument> documents(std::size_t(texts.size()));
        for (qsizetype i = 0; i < texts.size(); ++i) {
            documents[std::size_t(i)].id = texts.at(i).first;
            documents[std::size_t(i)].text = texts.at(i).second;
        }
        control.report(qint64(documents.size()), qint64(documents.size()));
        return documents;
    }
    // A scratch workspace is deleted after its one run: no later run would read
    // the tokens (for the 20,000 documents of bench/, storing them took 1.9 s).
    const bool cachesTokens = workspace.lifetime() == store::Workspace::Lifetime::Kept;
    const QHash<qint64, QStringList> cached =
        cachesTokens ? tokenCache.cachedTokens(collectionId, key) : QHash<qint64, QStringList>();

    std::vector<detect::DetectDocument> documents(size_t(texts.size()));
    std::vector<size_t> missing;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        auto &document = documents[size_t(i)];
        document.id = texts.at(i).first;
        document.text = texts.at(i).second;
        const auto it = cached.constFind(document.id);
        if (it != cached.cend())
            document.tokens = it.value();
        else
            missing.push_back(size_t(i));
    }

    std::atomic<qint64> done{0};
    const qint64 total = qint64(missing.size());
    PreprocessorPool(options).forEach(missing.size(), control, [&](PreprocessWorker &worker, std::size_t k) {
        auto &document = documents[missing[k]];
        document.tokens = worker.preprocessor.tokens(document.text);
        const qint64 finished = ++done;
        if (finished % 256 == 0)
            control.report(finished, total);
    });
    throwIfCancelled(control);
    control.report(total, total);

    if (cachesTokens && !missing.empty()) {
        QHash<qint64, QStringList> fresh;
        fresh.reserve(qsizetype(missing.size()));
        for (size_t index : missing)
            fresh.insert(documents[index].id, documents[index].tokens);
        tokenCache.storeTokens(key, fresh);
    }
    return documents;
}

qint64 defaultPairLimit(qint64 documents)
{
    return std::max<qint64>(kPairsPerDocument * documents, kPairsNeverRefused);
}

RunOutcome executeRun(const store::Workspace &workspace, const RunRequest &request, JobControl &control)
{
    const detect::Detector *detector = detect::Registry::instance().find(request.method);
    if (!detector)
        throw std::invalid_argument(QStringLiteral("Unknown method \"%1\".").arg(request.method).toStdString());
    QString error;
    const detect::Params params = detector->resolve(request.params, &error);
    if (!error.isEmpty())
        throw std::invalid_argument(error.toStdString());
    // Stored as used, so the run reopens with the same text when a default changes.
    const text::PreprocessOptions preprocessing = detector->resolvePreprocessing(request.preprocessing);

    store::CollectionStore collectionStore(workspace);
    store::RunStore runStore(workspace);
    const std::optional<store::CollectionInfo> collection = collectionStore.collection(request.collectionId);
    if (!collection)
        throw std::invalid_argument(
            QStringLiteral("There is no collection %1.").arg(request.collectionId).toStdString());
    control.setPairLimit(request.pairLimit < 0 ? defaultPairLimit(collection->documentCount) : request.pairLimit,
                         store::RunStore::kSecondsPerStoredPair);

    store::RunInfo info;
    info.collectionId = request.collectionId;
    info.method = detector->name();
    info.params = QJsonObject::fromVariantMap(params);
    info.preprocessing = preprocessingToJson(preprocessing);
    RunOutcome outcome;
    outcome.runId = runStore.createRun(info);

    const QString fingerprintKind = detector->storedFingerprintKind(params, preprocessing);
    // A scratch workspace is deleted after its one run: nothing to store for a next.
    const bool storesFingerprints =
        !fingerprintKind.isEmpty() && workspace.lifetime() == store::Workspace::Lifetime::Kept;
    QElapsedTimer timer;
    try {
        timer.start();
        std::optional<PreparingImport::Prepared> prepared;
        if (request.preparedByImport && detector->tokenForm(params) == TokenForm::Hashes
            && request.preparedByImport->options() == preprocessing) {
            prepared = request.preparedByImport->takeDocuments();
            if (qint64(prepared->documents.size()) != collection->documentCount)
                throw std::logic_error("The documents prepared during the import are not the collection's.");
            if (fingerprintKind.isEmpty() || request.preparedByImport->fingerprintKind() != fingerprintKind)
                prepared->fingerprints.clear(); // another kind, or none
        }
        const bool preparedDuringImport = prepared.has_value();
        const bool fingerprintedDuringImport = prepared && !prepared->fingerprints.empty();
        detect::DetectResult result;
        if (storesFingerprints) {
            result = detectWithStoredFingerprints(workspace, request.collectionId, *detector, params, preprocessing,
                                                  fingerprintKind, std::move(prepared), control, outcome.timings);
        } else {
            const auto documents = prepared ? std::move(prepared->documents)
                                            : prepareDocuments(workspace, request.collectionId, preprocessing, control,
                                                               detector->tokenForm(params));
            outcome.timings.insert(QStringLiteral("preprocess"), seconds(timer));

            control.setPhase(QStringLiteral("detect"));
            timer.restart();
            if (fingerprintedDuringImport) {
                detect::StoredFingerprints fingerprints;
                fingerprints.values = std::move(prepared->fingerprints);
                result = detector->detectFromFingerprints(documents, fingerprints, params, control);
            } else {
                result = detector->detect(documents, params, control);
            }
            outcome.timings.insert(QStringLiteral("detect"), seconds(timer));
            result.stats.insert(QStringLiteral("documents"), qint64(documents.size()));
        }
        if (preparedDuringImport)
            result.stats.insert(QStringLiteral("prepared"), QStringLiteral("during the import"));
        if (fingerprintedDuringImport)
            result.stats.insert(QStringLiteral("fingerprinted"), QStringLiteral("during the import"));
        throwIfCancelled(control);
        // Methods whose candidates come with their scores have scored them by
        // now; storing (and evaluating) them is still the dearer part.
        control.admitPairs(qint64(result.pairs.size()), 0.0);

        control.setPhase(QStringLiteral("store"));
        timer.restart();
        outcome.stats = result.stats;
        outcome.stats.insert(QStringLiteral("pairs_scored"), qint64(result.pairs.size()));
        outcome.pairCount = qint64(result.pairs.size());
        store::Transaction transaction(workspace);
        runStore.storePairs(outcome.runId, result.pairs);
        outcome.timings.insert(QStringLiteral("store"), seconds(timer));
        runStore.finishRun(outcome.runId, store::RunStatus::Done, outcome.timings, outcome.stats);
        transaction.commit();
    } catch (const Cancelled &) {
        runStore.finishRun(outcome.runId, store::RunStatus::Cancelled, outcome.timings, {});
        throw;
    } catch (const std::exception &e) {
        runStore.finishRun(outcome.runId, store::RunStatus::Failed, outcome.timings, {},
                           QString::fromLocal8Bit(e.what()));
        throw;
    }
    return outcome;
}

} // namespace nd::pipeline
