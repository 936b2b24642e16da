#pragma once

#include "detect/scoredpair.h"
#include "store/records.h"

#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QStringList>

#include <optional>

namespace nd::store {

class Workspace;

// Typed access to a workspace on the calling thread's connection. Cheap to
// create; make one where needed, on the thread that uses it. Errors throw
// WorkspaceError with the SQL error in the message.
class Repository
{
public:
    explicit Repository(const Workspace &workspace);

    // Collections
    qint64 createCollection(const QString &name, const QString &sourcePath);
    QList<CollectionInfo> collections() const;
    std::optional<CollectionInfo> collection(qint64 id) const;
    void renameCollection(qint64 id, const QString &name);
    void deleteCollection(qint64 id); // with its documents, truth, runs, pairs

    // Documents
    qint64 addDocument(qint64 collectionId, const NewDocument &document);
    // The same for many documents with one prepared statement; ids in list order.
    QList<qint64> addDocuments(qint64 collectionId, const QList<NewDocument> &documents);
    QList<DocumentSummary> documents(qint64 collectionId, const QString &filter = {}) const;
    std::optional<DocumentRecord> document(qint64 id) const;
    // Page/paragraph map of an imported PDF/DOCX/ODT/EPUB, sorted; empty for plain text.
    QList<SourceLocation> locations(qint64 documentId) const;
    // id -> text for every document of a collection, in id order.
    QList<QPair<qint64, QString>> documentTexts(qint64 collectionId) const;
    // The UTF-8 texts (as stored: no conversion) of at most `limit` documents of a
    // collection with ids above `afterId`, in id order, into `batch` (replacing
    // what it held): for streaming a collection through in batches rather than
    // holding every text at once. False when there were none.
    bool documentTextsUtf8(qint64 collectionId, qint64 afterId, int limit, Utf8TextBatch &batch) const;

    // Import report lines kept with the collection.
    void addImportIssues(qint64 collectionId, const QList<ImportIssueRecord> &issues);
    QList<ImportIssueRecord> importIssues(qint64 collectionId) const;

    // Ground truth: clusters (document -> cluster label; documents without a
    // label are singletons) or labelled pairs (1 positive, 0 negative).
    void setClusters(qint64 collectionId, const QHash<qint64, QString> &clusterOfDocument);
    QHash<qint64, QString> clusters(qint64 collectionId) const;
    struct LabelledPair { qint64 a; qint64 b; bool positive; };
    void setTruthPairs(qint64 collectionId, const QList<LabelledPair> &pairs);
    QList<LabelledPair> truthPairs(qint64 collectionId) const;
    void clearTruth(qint64 collectionId);

    // Token cache per document and preprocessing key (tokens joined by U+001F).
    QHash<qint64, QStringList> cachedTokens(qint64 collectionId, const QString &preprocessKey) const;
    void storeTokens(const QString &preprocessKey, const QHash<qint64, QStringList> &tokensOfDocument);

    // Runs and their scored pairs
    qint64 createRun(const RunInfo &run);
    void finishRun(qint64 runId, RunStatus status, const QJsonObject &timings,
                   const QJsonObject &stats, const QString &error = {});
    void storePairs(qint64 runId, const ScoredPairs &pairs);
    QList<RunInfo> runs(qint64 collectionId = 0) const; // 0: all collections
    std::optional<RunInfo> run(qint64 runId) const;
    ScoredPairs pairs(qint64 runId) const;
    // The score of one pair in every run that scored it, by run id. The
    // documents may come in either order (pairs are stored smaller id first).
    struct RunScore { RunInfo run; double score = 0.0; };
    QList<RunScore> pairScores(qint64 documentA, qint64 documentB) const;
    void deleteRun(qint64 runId);

    QSqlDatabase database() const { return m_db; }

private:
    QSqlDatabase m_db;
};

} // namespace nd::store
