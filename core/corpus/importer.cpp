#include "corpus/importer.h"

#include "corpus/documentbuilder.h"
#include "corpus/entrysource.h"
#include "jobs/corepool.h"
#include "jobs/sharedchunks.h"
#include "store/collectionstore.h"
#include "store/workspace.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMap>

#include <algorithm>
#include <atomic>
#include <deque>
#include <memory>
#include <optional>
#include <vector>

using namespace Qt::StringLiterals;

namespace nd::corpus {

namespace {

// Walk issues travel with the entries so the report keeps the walk's order
// even though decoding happens out of order on the pool.
struct PendingItem
{
    RawEntry raw;
    std::optional<store::ImportIssueRecord> walkIssue;
};

// What the pool made of an item: a document and/or issues, or a file it left
// to the walk (an archive, say), which the writing thread walks in its place.
struct BuiltItem
{
    BuiltDocument built;
    std::optional<RawEntry> walkHere;
};

// One item read (when the walk left that to the pool) and built.
BuiltItem buildItem(const PendingItem &item, bool clusters, const ImportLimits &limits,
                    std::atomic<qint64> &unsizedAllowance)
{
    if (item.walkIssue)
        return BuiltItem{{std::nullopt, {*item.walkIssue}}, std::nullopt};
    if (item.raw.diskPath.isEmpty())
        return BuiltItem{buildDocument(item.raw, clusters, limits), std::nullopt};
    RawEntry read = item.raw;
    if (!readDeferred(read, limits, unsizedAllowance))
        return BuiltItem{{}, std::move(read)};
    return BuiltItem{buildDocument(read, clusters, limits), std::nullopt};
}

constexpr qsizetype kBatchEntries = 512;
// Up to three batches are held at once (collecting, building, writing).
constexpr qint64 kBatchBytes = 32LL << 20;
// Items built as one piece of work: small enough that the writing thread, which
// takes one between its writes, is soon back to write (eight HTML pages of 50 KB:
// about ten milliseconds); 64 measured no faster on plain text.
constexpr qsizetype kBuildChunkItems = 8;

QString defaultCollectionName(const QString &firstPath)
{
    const QFileInfo info(QDir::cleanPath(firstPath));
    if (info.isDir())
        return info.fileName().isEmpty() ? firstPath : info.fileName();
    QString name = info.completeBaseName();
    if (name.endsWith(u".tar"_s, Qt::CaseInsensitive))
        name.chop(4);
    return name.isEmpty() ? info.fileName() : name;
}

QString sourceDescription(const QStringList &paths)
{
    QStringList absolute;
    for (const QString &path : paths)
        absolute.append(path.startsWith(u':') ? path : QFileInfo(path).absoluteFilePath());
    return absolute.join(u"; "_s);
}

// Reads and builds batches on the core pool while the caller's thread (the
// only one that writes to the database) walks on and collects the next batch.
// A batch is written only once the next one is on the pool, so reading,
// building and writing overlap; batches are written in walk order. While the
// oldest batch is not built, the writing thread takes the tap's work and builds
// too, and sleeps only when neither is left: so it counts as one of the pool's
// threads (CountedAsPoolThread) whatever the import's mix, HTML pages that are
// slow to build or plain texts that are quick to.
class BatchPipeline
{
public:
    BatchPipeline(EntrySource &source, store::CollectionStore &collections, qint64 collectionId, bool clusters,
                  const ImportLimits &limits, DocumentTap *tap, ImportReport &report, const JobControl &control)
        : m_source(source)
        , m_collections(collections)
        , m_collectionId(collectionId)
        , m_clusters(clusters)
        , m_limits(limits)
        , m_tap(tap)
        , m_report(report)
        , m_control(control)
    { }

    void add(PendingItem &&item)
    {
        // Files whose sizes the walk did not take count when they are read (Batch::unsizedAllowance).
        m_bytes += item.raw.bytes.size() + std::max<qint64>(item.raw.diskSize, 0);
        m_collecting.append(std::move(item));
        if (m_collecting.size() >= kBatchEntries || m_bytes >= kBatchBytes)
            submit();
    }

    void finish()
    {
        submit();
        while (!m_building.empty())
            writeOldest();
    }

private:
    // The items of a batch and what the pool (or the writing thread) made of
    // each, chunk by chunk; its work ends, on a cancel or error too, before the
    // items go (declared last, so destroyed first).
    struct Batch
    {
        QList<PendingItem> items;
        std::vector<BuiltItem> built; // built[k] of items[k]
        // What the files whose sizes the walk did not take may hold together,
        // read: what kBatchBytes leaves. The pool leaves the rest unread, to the
        // writing thread (BuiltItem::walkHere), which reads them one at a time.
        std::atomic<qint64> unsizedAllowance = 0;
        std::unique_ptr<SharedChunks> work;
    };

    void submit()
    {
        if (!m_collecting.isEmpty()) {
            auto batch = std::make_unique<Batch>();
            batch->items = std::move(m_collecting);
            batch->built.resize(std::size_t(batch->items.size()));
            batch->unsizedAllowance = std::max<qint64>(kBatchBytes - m_bytes, 0);
            batch->work = std::make_unique<SharedChunks>(
                corePool(), [batch = batch.get(), clusters = m_clusters, limits = m_limits](std::size_t chunk) {
                    const qsizetype begin = qsizetype(chunk) * kBuildChunkItems;
                    const qsizetype end = std::min(begin + kBuildChunkItems, batch->items.size());
                    for (qsizetype k = begin; k < end; ++k)
                        batch->built[std::size_t(k)] =
                            buildItem(batch->items.at(k), clusters, limits, batch->unsizedAllowance);
                });
            batch->work->add(std::size_t((batch->items.size() + kBuildChunkItems - 1) / kBuildChunkItems));
            m_building.push_back(std::move(batch));
            m_collecting = {};
            m_bytes = 0;
        }
        while (m_building.size() > 1)
            writeOldest();
    }

    void writeOldest()
    {
        Batch &oldest = *m_building.front();
        // The tap's work first: what it holds of the batches written is freed
        // as it goes, even when the pool's threads are all busy elsewhere and
        // this thread does everything alone.
        while (!oldest.work->done()) {
            if ((m_tap && m_tap->workWhileWaiting()) || oldest.work->doOne()
                || (m_building.size() > 1 && m_building.back()->work->doOne()))
                continue;
            oldest.work->waitForAChunk();
        }
        oldest.work->rethrowIfFailed();
        std::vector<BuiltItem> results = std::move(oldest.built);
        m_building.pop_front();
        throwIfCancelled(m_control);
        QList<store::NewDocument> documents;
        documents.reserve(qsizetype(results.size()));
        for (BuiltItem &item : results) {
            if (item.walkHere) {
                write(documents); // what came before it in walk order
                documents.clear();
                walkHere(*item.walkHere);
                continue;
            }
            m_report.issues.append(item.built.issues);
            // The cluster travels in NewDocument: no second pass of UPDATEs.
            if (item.built.document) {
                const store::NewDocument &document = *item.built.document;
                m_report.documents.append({document.path, document.format, document.encoding});
                documents.append(std::move(*item.built.document));
            }
        }
        write(documents);
    }

    void write(const QList<store::NewDocument> &documents)
    {
        if (documents.isEmpty())
            return;
        const QList<qint64> ids = m_collections.addDocuments(m_collectionId, documents);
        m_report.imported += documents.size();
        if (m_tap)
            m_tap->written(ids, documents);
    }

    // A file the pool found not to be plainly one document: walked as the walk
    // would have, its entries built and written before the rest of its batch.
    void walkHere(const RawEntry &deferred)
    {
        BatchPipeline members(m_source, m_collections, m_collectionId, m_clusters, m_limits, m_tap, m_report,
                              m_control);
        m_source.walkDeferred(
            deferred,
            [&](RawEntry &&entry) {
                members.add(PendingItem{std::move(entry), {}});
            },
            [&](const QString &path, const QString &reason) {
                members.add(PendingItem{{}, store::ImportIssueRecord{path, reason}});
            });
        members.finish();
    }

    EntrySource &m_source;
    store::CollectionStore &m_collections;
    qint64 m_collectionId;
    bool m_clusters;
    ImportLimits m_limits;
    DocumentTap *m_tap;
    ImportReport &m_report;
    const JobControl &m_control;
    QList<PendingItem> m_collecting;
    qint64 m_bytes = 0;
    // Oldest first. On a cancel or error each batch's work stops and is waited for.
    std::deque<std::unique_ptr<Batch>> m_building;
};

} // namespace

QString encodingSummary(const ImportReport &report)
{
    QMap<QString, qint64> counts;
    for (const ImportedDocument &document : report.documents)
        ++counts[document.encoding];
    QList<QPair<qint64, QString>> ordered;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        ordered.append({it.value(), it.key()});
    std::stable_sort(ordered.begin(), ordered.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    QStringList parts;
    for (const auto &[count, encoding] : std::as_const(ordered))
        parts.append(u"%1 %2"_s.arg(encoding).arg(count));
    return parts.join(u", "_s);
}

ImportReport importPaths(const store::Workspace &workspace, const QStringList &paths, const ImportOptions &options,
                         JobControl &control)
{
    QElapsedTimer timer;
    timer.start();
    ImportReport report;
    if (paths.isEmpty())
        return report;
    const bool clusters = options.truth == TruthFromLayout::FolderPerCluster;
    try {
        store::CollectionStore collectionStore(workspace);
        store::Transaction transaction(workspace);
        const QString name =
            options.collectionName.isEmpty() ? defaultCollectionName(paths.first()) : options.collectionName;
        const qint64 collectionId = collectionStore.createCollection(name, sourceDescription(paths));
        {
            // The writing thread is busy all through an import: it walks, writes
            // the rows and, whenever it would wait for the pool, builds documents
            // or hashes for the tap.
            const CountedAsPoolThread writer(corePool());
            EntrySource source(options.limits, control);
            source.deferReading(true);
            BatchPipeline pipeline(source, collectionStore, collectionId, clusters, options.limits, options.tap, report,
                                   control);
            source.onEntry([&](RawEntry &&entry) { pipeline.add(PendingItem{std::move(entry), {}}); });
            source.onIssue([&](const QString &path, const QString &reason) {
                pipeline.add(PendingItem{{}, store::ImportIssueRecord{path, reason}});
            });
            source.walk(paths);
            throwIfCancelled(control);
            pipeline.finish();
            report.examined = source.examined();
        }
        throwIfCancelled(control);
        if (!report.issues.isEmpty())
            collectionStore.addImportIssues(collectionId, report.issues);
        transaction.commit();
        report.collectionId = collectionId;
    } catch (const Cancelled &) {
        // The transaction has rolled back: nothing of this import remains.
        report = ImportReport{};
        report.cancelled = true;
    }
    report.seconds = double(timer.nsecsElapsed()) / 1e9;
    return report;
}

} // namespace nd::corpus
