#pragma once

#include "store/records.h"

#include <QList>
#include <QPair>
#include <QSqlDatabase>

#include <optional>
#include <span>

namespace nd::store {

class Workspace;

// The SQL expression of a document's main content: its main_text, or its whole
// text where none was extracted (not HTML, or imported before schema 7).
inline const QString kMainContentColumn = QStringLiteral("COALESCE(main_text, text)");

// Collections, their documents (text, page/paragraph map) and import reports
// (tables collection, document, document_location, import_issue), on the calling
// thread's connection. Cheap to create; make one where needed, on the thread that
// uses it. Errors throw WorkspaceError with the SQL error in the message.
class CollectionStore
{
public:
    explicit CollectionStore(const Workspace &workspace);

    qint64 createCollection(const QString &name, const QString &sourcePath);
    QList<CollectionInfo> collections() const;
    std::optional<CollectionInfo> collection(qint64 id) const;
    void renameCollection(qint64 id, const QString &name);
    void deleteCollection(qint64 id); // with its documents, truth, runs, pairs

    qint64 addDocument(qint64 collectionId, const NewDocument &document);
    // The same for many documents with one prepared statement; ids in list order.
    QList<qint64> addDocuments(qint64 collectionId, const QList<NewDocument> &documents);
    QList<DocumentSummary> documents(qint64 collectionId, const QString &filter = {}) const;
    // Id and path of every document of a collection, in path order, from the
    // (collection, path) index alone: documents() reads every row, and the rows
    // hold the texts, so it reads the whole collection to name its documents.
    QList<QPair<qint64, QString>> documentPaths(qint64 collectionId) const;
    std::optional<DocumentRecord> document(qint64 id) const;
    // Page/paragraph map of an imported PDF/DOCX/ODT/EPUB, sorted; empty for plain text.
    QList<SourceLocation> locations(qint64 documentId) const;
    // id -> text for every document of a collection, in id order; with
    // mainContentOnly, an HTML page's main content instead of its whole text.
    QList<QPair<qint64, QString>> documentTexts(qint64 collectionId, bool mainContentOnly = false) const;
    // The UTF-8 texts (as stored: no conversion) of at most `limit` documents of a
    // collection with ids above `afterId`, in id order, into `batch` (replacing
    // what it held): for streaming a collection through in batches rather than
    // holding every text at once. False when there were none. (collectiontexts.cpp)
    bool documentTextsUtf8(qint64 collectionId, qint64 afterId, int limit, Utf8TextBatch &batch,
                           bool mainContentOnly = false) const;
    // The same for the documents of the collection among `ids`, in the order of
    // `ids` (an id not in the collection is left out).
    void documentTextsUtf8(qint64 collectionId, std::span<const qint64> ids, Utf8TextBatch &batch,
                           bool mainContentOnly = false) const;

    // Import report lines kept with the collection.
    void addImportIssues(qint64 collectionId, const QList<ImportIssueRecord> &issues);
    QList<ImportIssueRecord> importIssues(qint64 collectionId) const;

    QSqlDatabase database() const { return m_db; }

private:
    QSqlDatabase m_db;
};

} // namespace nd::store
