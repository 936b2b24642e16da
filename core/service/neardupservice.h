#pragma once

#include "corpus/importer.h"
#include "detect/detector.h"
#include "jobs/jobcontrol.h"
#include "service/documentnames.h"
#include "service/fingerprinter.h"
#include "service/fingerprintindex.h"
#include "store/records.h"
#include "text/preprocessor.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <array>
#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace nd::store {
class FingerprintAppender;
class Workspace;
} // namespace nd::store

namespace nd::service {

struct ServiceConfig
{
    qint64 collectionId = 0;
    QString method = QStringLiteral("simhash-weighted");
    detect::Params params; // missing keys take the method's defaults
    text::PreprocessOptions preprocessing;
    std::size_t mergeThreshold = 1 << 15; // FingerprintIndex's delta size before a merge
};

// A document within the bound: by full text its distance; by paragraph the
// smallest over its matching paragraphs, which are listed.
struct ParagraphMatch
{
    int queryParagraph = 0;  // 0-based, into the query's paragraphs
    int storedParagraph = 0; // 0-based, into the stored document's
    int distance = 0;
};

struct Match
{
    qint64 documentId = 0;
    QString name; // the stored document's path
    int distance = 0;
    QList<ParagraphMatch> paragraphs; // by paragraph only, by query paragraph then distance
};

struct CheckOptions
{
    int k = -1; // -1: the service's bound
    bool byParagraph = false;
    qint64 excludeDocument = 0; // a stored document asked about itself
};

struct CheckResult
{
    QList<Match> matches; // by distance, then id
    int queryParagraphs = 0;
    int k = 0;
};

// What a request reads: a document's bytes with a name (the name's suffix and
// the bytes decide the format, as when importing: HTML, PDF, DOCX, ODT, EPUB,
// any encoding).
struct Upload
{
    QString name;
    QByteArray bytes;
};

// Paper 002's resident near-duplicate service over one collection: the
// collection's stored fingerprints (computed and stored for documents that have
// none) in Manku's tables, kept in memory; checks run concurrently on any
// threads; an added document is stored with its fingerprints in one transaction
// before it enters the tables, a deleted one leaves the tables and the workspace.
// A checked or added document is read as the importer reads a file
// (corpus::buildDocument).
//
// Errors: std::invalid_argument for a bad method, bound or unreadable input
// (the message says why), store::WorkspaceError from the workspace.
class NearDupService
{
public:
    NearDupService(const store::Workspace &workspace, const ServiceConfig &config, JobControl &control);
    ~NearDupService();

    const Fingerprinter &fingerprinter() const { return m_fingerprinter; }
    int maxDistance() const { return m_fingerprinter.maxDistance(); }
    qint64 collectionId() const { return m_collectionId; }

    // A document's text as the importer would store it; throws
    // std::invalid_argument with the importer's reason when it cannot be read.
    store::NewDocument read(const Upload &upload) const;

    CheckResult check(const QString &text, const CheckOptions &options) const;
    // Stores the document with its fingerprints, then indexes it; returns its id.
    qint64 add(const store::NewDocument &document);
    // False when the collection has no such document.
    bool remove(qint64 documentId);
    std::optional<store::DocumentRecord> document(qint64 documentId) const;

    struct Stats
    {
        qint64 documents = 0;
        qint64 fingerprints = 0; // whole-text entries in the tables
        qint64 paragraphFingerprints = 0;
        qint64 indexBytes = 0;
        int tables = 0;
        qint64 longestPauseMicros = 0; // longest exclusive hold of the tables by an add/delete/merge
        qint64 merges = 0;
        double loadSeconds = 0.0;   // reading stored fingerprints (and computing missing ones)
        qint64 packedRows = 0;      // of those, read from the pack (FingerprintStore::pack)
        double buildSeconds = 0.0;  // building the tables
        qint64 computedAtStart = 0; // documents fingerprinted at start (had none stored)
    };
    Stats stats() const;

    // The stored documents loaded, for tests and the bench: whole-text count.
    std::size_t size() const;

    // Bench only: fills the tables with synthetic whole-text fingerprints of
    // documents that do not exist (ids from firstId on), nothing stored.
    void addSyntheticFingerprints(const std::vector<std::uint64_t> &values, qint64 firstId);

private:
    const store::Workspace &m_workspace;
    const qint64 m_collectionId;
    Fingerprinter m_fingerprinter;
    qint64 m_kindId = 0;
    std::unique_ptr<FingerprintIndex> m_whole;
    std::unique_ptr<FingerprintIndex> m_paragraphs;
    std::mutex m_writeLock; // one writer at a time on the workspace
    std::atomic<qint64> m_documents{0};
    mutable DocumentNames m_names;
    Stats m_startStats;
    corpus::ImportLimits m_limits;

    // Group commit: add() queues its document and waits; one writer thread with
    // its own connection stores every document queued meanwhile in one
    // transaction, indexes them, then wakes their callers.
    struct PendingAdd;
    void writeAdds();
    void store(store::FingerprintAppender &appender, const std::vector<PendingAdd *> &batch);
    std::mutex m_queueLock;
    std::condition_variable m_queued;
    std::condition_variable m_stored;
    std::vector<PendingAdd *> m_queue;
    bool m_stopping = false;
    std::thread m_writer;
};

} // namespace nd::service
