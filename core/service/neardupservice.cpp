#include "service/neardupservice.h"

#include "corpus/documentbuilder.h"
#include "detect/detectsupport.h"
#include "store/fingerprintstore.h"
#include "store/collectionstore.h"
#include "store/workspace.h"

#include <QElapsedTimer>
#include <QSqlDatabase>

#include <algorithm>
#include <exception>
#include <map>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::service {

namespace {

std::invalid_argument failure(const QString &message)
{
    return std::invalid_argument(message.toStdString());
}

// Documents fingerprinted and written per transaction when a collection is
// fingerprinted for the first time.
constexpr qsizetype fingerprintBatch = 512;

// Fewer rows than this read one by one cost less than rewriting the pack.
constexpr qint64 minimumRowsToPack = 50000;

} // namespace

NearDupService::NearDupService(const store::Workspace &workspace, const ServiceConfig &config, JobControl &control)
    : m_workspace(workspace)
    , m_collectionId(config.collectionId)
    , m_fingerprinter(config.method, config.params, config.preprocessing)
{
    QElapsedTimer timer;
    timer.start();
    store::CollectionStore collectionStore(workspace);
    if (!collectionStore.collection(m_collectionId))
        throw failure(u"There is no collection %1 in the workspace."_s.arg(m_collectionId));
    const int blocks = m_fingerprinter.blocks();
    m_whole = std::make_unique<FingerprintIndex>(m_fingerprinter.bits(), maxDistance(), blocks, config.mergeThreshold);
    m_paragraphs =
        std::make_unique<FingerprintIndex>(m_fingerprinter.bits(), maxDistance(), blocks, config.mergeThreshold);

    store::FingerprintStore fingerprints(workspace);
    m_kindId = fingerprints.kindId(m_fingerprinter.kindKey());

    // Documents imported (or fingerprinted under another kind) since the last
    // start get their fingerprints now, once.
    const QList<qint64> missing = fingerprints.missing(m_collectionId, m_kindId);
    control.setPhase(u"fingerprints"_s);
    for (qsizetype begin = 0; begin < missing.size(); begin += fingerprintBatch) {
        throwIfCancelled(control);
        const qsizetype count = std::min(fingerprintBatch, missing.size() - begin);
        std::vector<QString> texts(static_cast<std::size_t>(count));
        for (qsizetype i = 0; i < count; ++i) {
            const auto record = collectionStore.document(missing[begin + i]);
            texts[std::size_t(i)] =
                record ? record->comparedText(m_fingerprinter.preprocessing().comparesMainContent()) : QString();
        }
        std::vector<store::DocumentFingerprints> computed(static_cast<std::size_t>(count));
        parallelFor(
            std::size_t(count), control,
            [&](std::size_t i) { computed[i] = m_fingerprinter.fingerprint(texts[i], true); }, 8);
        for (qsizetype i = 0; i < count; ++i)
            computed[std::size_t(i)].documentId = missing[begin + i];
        fingerprints.store(m_collectionId, m_kindId, computed);
    }
    m_startStats.computedAtStart = missing.size();

    std::vector<FingerprintIndex::Entry> whole;
    std::vector<FingerprintIndex::Entry> paragraphs;
    qint64 documents = 0;
    const store::FingerprintStore::Loaded loaded = fingerprints.load(
        m_collectionId, m_kindId,
        [&](qint64 document, int paragraph, std::optional<std::uint64_t> value) {
            if (paragraph < 0)
                ++documents;
            if (!value)
                return;
            (paragraph < 0 ? whole : paragraphs).push_back({*value, document, paragraph});
        },
        // Most rows are whole texts: room for them at once, not by doubling (at
        // 10 million the copies and page faults of growing were a fifth of a start).
        [&](qint64 rows) { whole.reserve(std::size_t(rows)); });
    m_documents = documents;
    // Rows read one by one are what makes a start slow; once there are many of
    // them (a first start, or many documents added since the pack), they are
    // packed for the next start.
    if (loaded.rows > std::max<qint64>(minimumRowsToPack, loaded.packedRows / 8)) {
        control.setPhase(u"packing fingerprints"_s);
        fingerprints.pack(m_collectionId, m_kindId);
    }
    m_startStats.packedRows = loaded.packedRows;
    m_startStats.loadSeconds = detect::support::seconds(timer);
    timer.restart();
    control.setPhase(u"tables"_s);
    m_whole->build(std::move(whole));
    m_paragraphs->build(std::move(paragraphs));
    m_startStats.buildSeconds = detect::support::seconds(timer);
    m_writer = std::thread([this] { writeAdds(); });
}

NearDupService::~NearDupService()
{
    {
        const std::lock_guard lock(m_queueLock);
        m_stopping = true;
    }
    m_queued.notify_one();
    if (m_writer.joinable())
        m_writer.join();
}

store::NewDocument NearDupService::read(const Upload &upload) const
{
    corpus::RawEntry entry;
    entry.path = upload.name.isEmpty() ? u"document"_s : upload.name;
    entry.layoutPath = entry.path;
    entry.bytes = upload.bytes;
    corpus::BuiltDocument built = corpus::buildDocument(entry, false, m_limits);
    if (!built.document) {
        const QString reason =
            built.issues.isEmpty() ? u"the document could not be read"_s : built.issues.constFirst().reason;
        throw failure(u"Cannot read \"%1\": %2"_s.arg(entry.path, reason));
    }
    store::NewDocument document = *std::move(built.document);
    document.text = document.decodedText(); // checks and fingerprints read the UTF-16 text
    return document;
}

CheckResult NearDupService::check(const QString &text, const CheckOptions &options) const
{
    CheckResult result;
    result.k = options.k < 0 ? maxDistance() : options.k;
    if (result.k > maxDistance())
        throw failure(u"k = %1 is over the bound the tables were built for (%2); start the service with "
                      "--param max_distance=%1 to ask for more."_s.arg(result.k)
                          .arg(maxDistance()));

    // document -> its match
    std::map<qint64, Match> found;
    if (!options.byParagraph) {
        if (const auto value = m_fingerprinter.wholeFingerprint(text)) {
            m_whole->query(*value, result.k, [&](const FingerprintIndex::Entry &entry, int distance) {
                if (entry.document != options.excludeDocument)
                    found[entry.document] = Match{entry.document, {}, distance, {}};
            });
        }
    } else {
        const store::DocumentFingerprints prints = m_fingerprinter.fingerprint(text, true);
        result.queryParagraphs = int(Fingerprinter::paragraphsOf(text).size());
        // (query paragraph, document) -> (distance, stored paragraph), smallest first
        std::map<std::pair<int, qint64>, std::pair<int, int>> best;
        for (const auto &[queryParagraph, value] : prints.paragraphs) {
            m_paragraphs->query(value, result.k, [&](const FingerprintIndex::Entry &entry, int distance) {
                if (entry.document == options.excludeDocument)
                    return;
                const auto key = std::make_pair(queryParagraph, entry.document);
                const auto candidate = std::make_pair(distance, entry.paragraph);
                const auto it = best.find(key);
                if (it == best.end() || candidate < it->second)
                    best[key] = candidate;
            });
        }
        for (const auto &[key, value] : best) {
            Match &match = found[key.second];
            if (match.paragraphs.isEmpty() || value.first < match.distance)
                match.distance = value.first;
            match.documentId = key.second;
            match.paragraphs.append({key.first, value.second, value.first});
        }
    }

    QList<qint64> unnamed;
    for (auto &[id, match] : found) {
        if (std::optional<QString> name = m_names.find(id))
            match.name = *std::move(name);
        else
            unnamed.append(id);
    }
    if (!unnamed.isEmpty()) {
        const std::uint64_t epoch = m_names.fillEpoch();
        for (const auto &[id, path] : store::FingerprintStore(m_workspace).paths(m_collectionId, unnamed)) {
            found[id].name = path;
            m_names.fill(epoch, id, path);
        }
    }
    for (auto &[id, match] : found)
        result.matches.append(std::move(match));
    std::sort(result.matches.begin(), result.matches.end(), [](const Match &x, const Match &y) {
        return x.distance != y.distance ? x.distance < y.distance : x.documentId < y.documentId;
    });
    return result;
}

struct NearDupService::PendingAdd
{
    const store::NewDocument *document = nullptr;
    store::DocumentFingerprints prints;
    qint64 id = 0;
    std::exception_ptr error;
    bool done = false;
};

qint64 NearDupService::add(const store::NewDocument &document)
{
    PendingAdd pending;
    pending.document = &document;
    pending.prints = m_fingerprinter.fingerprint(document.text, true);
    std::unique_lock lock(m_queueLock);
    if (m_stopping)
        throw failure(u"The service is stopping; the document was not added."_s);
    m_queue.push_back(&pending);
    m_queued.notify_one();
    m_stored.wait(lock, [&] { return pending.done; });
    if (pending.error)
        std::rethrow_exception(pending.error);
    return pending.id;
}

// The writer thread. A commit costs about the same for one document as for
// ten, and a connection that alone writes keeps its page cache: with every
// request thread committing its own add on its own connection, each re-read
// the pages the others had changed, and an add cost ~2.5 ms of CPU.
void NearDupService::writeAdds()
{
    // Its statements prepared once for the thread's connection (preparing them
    // for every batch was about a fifth of the writer's CPU).
    std::optional<store::FingerprintAppender> appender;
    try {
        appender.emplace(m_workspace);
    } catch (...) {
        // Opening failed: every add then fails with the reason, below.
    }
    std::unique_lock lock(m_queueLock);
    for (;;) {
        m_queued.wait(lock, [&] { return m_stopping || !m_queue.empty(); });
        if (m_queue.empty())
            return; // stopping, nothing left to store
        std::vector<PendingAdd *> batch;
        batch.swap(m_queue);
        lock.unlock();
        try {
            // Tried again, or the reason thrown to these callers.
            if (!appender)
                appender.emplace(m_workspace);
            store(*appender, batch);
        } catch (...) {
            // Only the tables' allocation or a connection that could not be
            // opened get here; the callers hear of it.
            for (PendingAdd *pending : batch) {
                if (!pending->error)
                    pending->error = std::current_exception();
            }
        }
        lock.lock();
        for (PendingAdd *pending : batch)
            pending->done = true;
        m_stored.notify_all();
    }
}

void NearDupService::store(store::FingerprintAppender &appender, const std::vector<PendingAdd *> &batch)
{
    const std::lock_guard lock(m_writeLock);
    try {
        QList<store::NewDocument> documents;
        std::vector<store::DocumentFingerprints> prints;
        for (const PendingAdd *pending : batch) {
            documents.append(*pending->document);
            prints.push_back(pending->prints);
        }
        const QList<qint64> ids = appender.addDocuments(m_collectionId, documents, m_kindId, prints);
        for (std::size_t i = 0; i < batch.size(); ++i)
            batch[i]->id = ids[qsizetype(i)];
    } catch (...) {
        if (batch.size() == 1) {
            batch.front()->error = std::current_exception();
            return;
        }
        // One document the store refuses must not fail the others queued with
        // it: each alone, in its own transaction, with its own answer.
        for (PendingAdd *pending : batch) {
            try {
                pending->id = appender.addDocuments(m_collectionId, {*pending->document}, m_kindId, {pending->prints})
                                  .constFirst();
            } catch (...) {
                pending->error = std::current_exception();
            }
        }
    }
    // Stored (committed) before they can be found, and named before, so that a
    // check that finds one answers its name without reading the workspace.
    std::vector<FingerprintIndex::Entry> whole;
    std::vector<FingerprintIndex::Entry> paragraphs;
    for (const PendingAdd *pending : batch) {
        if (pending->error)
            continue;
        // As the workspace gives it back (stored as UTF-8).
        m_names.remember(pending->id, QString::fromUtf8(pending->document->path.toUtf8()));
        if (pending->prints.whole)
            whole.push_back({*pending->prints.whole, pending->id, -1});
        for (const auto &[paragraph, value] : pending->prints.paragraphs)
            paragraphs.push_back({value, pending->id, paragraph});
        ++m_documents;
    }
    m_whole->insert(whole);
    m_paragraphs->insert(paragraphs);
}

bool NearDupService::remove(qint64 documentId)
{
    const std::lock_guard lock(m_writeLock);
    if (!store::FingerprintStore(m_workspace).deleteDocument(m_collectionId, documentId))
        return false;
    m_whole->removeDocument(documentId);
    m_paragraphs->removeDocument(documentId);
    m_names.forget(documentId);
    --m_documents;
    return true;
}

std::optional<store::DocumentRecord> NearDupService::document(qint64 documentId) const
{
    auto record = store::CollectionStore(m_workspace).document(documentId);
    if (!record || record->collectionId != m_collectionId)
        return std::nullopt;
    return record;
}

NearDupService::Stats NearDupService::stats() const
{
    Stats stats = m_startStats;
    stats.documents = m_documents.load();
    stats.fingerprints = qint64(m_whole->size());
    stats.paragraphFingerprints = qint64(m_paragraphs->size());
    stats.indexBytes = qint64(m_whole->memoryBytes() + m_paragraphs->memoryBytes());
    stats.tables = m_whole->tables();
    stats.longestPauseMicros = std::max(m_whole->longestPauseMicros(), m_paragraphs->longestPauseMicros());
    stats.merges = m_whole->merges() + m_paragraphs->merges();
    return stats;
}

std::size_t NearDupService::size() const
{
    return m_whole->size();
}

void NearDupService::addSyntheticFingerprints(const std::vector<std::uint64_t> &values, qint64 firstId)
{
    std::vector<FingerprintIndex::Entry> entries;
    entries.reserve(values.size());
    for (std::size_t i = 0; i < values.size(); ++i)
        entries.push_back({values[i], firstId + qint64(i), -1});
    // Rebuilt with what is loaded, so the synthetic ones sit in the tables, not the delta.
    std::vector<FingerprintIndex::Entry> all = m_whole->entries();
    all.insert(all.end(), entries.begin(), entries.end());
    entries = {};
    m_whole->build(std::move(all));
}

} // namespace nd::service
