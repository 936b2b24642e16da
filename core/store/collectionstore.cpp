#include "store/collectionstore.h"

#include "store/documentinserter.h"
#include "store/sql.h"
#include "store/sqlitestatement.h"
#include "store/workspace.h"
#include "text/wordcount.h"

#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <sqlite3.h>

#include <optional>

namespace nd::store {

namespace {

const QString kSummaryColumns = QStringLiteral("id, path, title, encoding, byte_size, word_count, cluster");

void readSummary(const QSqlQuery &query, DocumentSummary &summary)
{
    summary.id = query.value(0).toLongLong();
    summary.path = query.value(1).toString();
    summary.title = query.value(2).toString();
    summary.encoding = query.value(3).toString();
    summary.byteSize = query.value(4).toLongLong();
    summary.wordCount = query.value(5).toLongLong();
    summary.cluster = query.value(6).toString();
}

} // namespace

CollectionStore::CollectionStore(const Workspace &workspace)
    : m_db(workspace.database())
{ }

qint64 CollectionStore::createCollection(const QString &name, const QString &sourcePath)
{
    const QSqlQuery query =
        sql::exec(m_db, QStringLiteral("INSERT INTO collection(name, source_path, created_at) VALUES (?, ?, ?)"),
                  {name, sourcePath, sql::now()});
    return query.lastInsertId().toLongLong();
}

QList<CollectionInfo> CollectionStore::collections() const
{
    QSqlQuery query = sql::exec(
        m_db,
        QStringLiteral("SELECT c.id, c.name, c.source_path, c.created_at,"
                       " (SELECT count(*) FROM document d WHERE d.collection_id = c.id),"
                       " EXISTS(SELECT 1 FROM truth_pair t WHERE t.collection_id = c.id),"
                       " EXISTS(SELECT 1 FROM document d WHERE d.collection_id = c.id AND d.cluster IS NOT NULL)"
                       " FROM collection c ORDER BY c.id"));
    QList<CollectionInfo> result;
    while (query.next()) {
        CollectionInfo info;
        info.id = query.value(0).toLongLong();
        info.name = query.value(1).toString();
        info.sourcePath = query.value(2).toString();
        info.created = sql::parseTime(query.value(3));
        info.documentCount = query.value(4).toLongLong();
        if (query.value(5).toBool())
            info.truthKind = QStringLiteral("pairs");
        else if (query.value(6).toBool())
            info.truthKind = QStringLiteral("clusters");
        result.append(info);
    }
    return result;
}

std::optional<CollectionInfo> CollectionStore::collection(qint64 id) const
{
    for (const CollectionInfo &info : collections()) {
        if (info.id == id)
            return info;
    }
    return std::nullopt;
}

void CollectionStore::renameCollection(qint64 id, const QString &name)
{
    sql::exec(m_db, QStringLiteral("UPDATE collection SET name = ? WHERE id = ?"), {name, id});
}

void CollectionStore::deleteCollection(qint64 id)
{
    sql::exec(m_db, QStringLiteral("DELETE FROM collection WHERE id = ?"), {id});
}

qint64 CollectionStore::addDocument(qint64 collectionId, const NewDocument &document)
{
    return addDocuments(collectionId, {document}).constFirst();
}

QList<qint64> CollectionStore::addDocuments(qint64 collectionId, const QList<NewDocument> &documents)
{
    DocumentInserter inserter(m_db);
    QList<qint64> ids;
    ids.reserve(documents.size());
    for (const NewDocument &document : documents)
        ids.append(inserter.insert(collectionId, document));
    return ids;
}

// Through SQLite's own interface, prepared once for every document it inserts:
// Qt's driver bound each text as UTF-16 for SQLite to convert back to UTF-8, and
// made a QVariant of every value; UTF-8 texts (NewDocument::utf8Text) are bound
// as they are.
DocumentInserter::DocumentInserter(const QSqlDatabase &db)
    : m_db(sqlite::handle(db))
    , m_insert(sqlite::prepare(m_db,
                               "INSERT INTO document(collection_id, path, title, text, encoding, format, content_hash,"
                               " byte_size, word_count, invalid_sequences, cluster, main_text)"
                               " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"))
{ }

DocumentInserter::~DocumentInserter() = default;

qint64 DocumentInserter::insert(qint64 collectionId, const NewDocument &document)
{
    sqlite3_stmt *row = m_insert.get();
    const auto bindText = [row](int column, const QByteArray &utf8) {
        sqlite3_bind_text(row, column, utf8.constData(), int(utf8.size()), SQLITE_STATIC);
    };
    const qint64 words =
        document.wordCount >= 0 ? document.wordCount : qint64(text::countWords(document.decodedText()));
    // UTF-8, alive until the row is stepped.
    const QByteArray path = document.path.toUtf8();
    const QByteArray title = (document.title.isEmpty() ? QFileInfo(document.path).fileName() : document.title).toUtf8();
    const QByteArray text = document.storedUtf8Text();
    const QByteArray encoding = document.encoding.toUtf8();
    const QByteArray format = document.format.toUtf8();
    QByteArray cluster, mainText;
    sqlite3_bind_int64(row, 1, collectionId);
    bindText(2, path);
    bindText(3, title);
    bindText(4, text);
    bindText(5, encoding);
    bindText(6, format);
    sqlite3_bind_blob(row, 7, document.contentHash.constData(), int(document.contentHash.size()), SQLITE_STATIC);
    sqlite3_bind_int64(row, 8, document.byteSize);
    sqlite3_bind_int64(row, 9, words);
    sqlite3_bind_int64(row, 10, qint64(document.invalidSequences));
    if (document.cluster.isEmpty()) {
        sqlite3_bind_null(row, 11);
    } else {
        cluster = document.cluster.toUtf8();
        bindText(11, cluster);
    }
    if (document.mainText.isNull()) {
        sqlite3_bind_null(row, 12);
    } else {
        mainText = document.mainText.toUtf8();
        bindText(12, mainText);
    }
    sqlite::stepDone(m_db, row);
    const qint64 id = sqlite3_last_insert_rowid(m_db);
    if (document.locations.isEmpty())
        return id;
    if (!m_insertLocation) {
        m_insertLocation = sqlite::prepare(m_db,
                                           "INSERT OR REPLACE INTO document_location(document_id, begin_offset,"
                                           " page, paragraph) VALUES (?, ?, ?, ?)");
    }
    for (const SourceLocation &location : document.locations) {
        sqlite3_bind_int64(m_insertLocation.get(), 1, id);
        sqlite3_bind_int64(m_insertLocation.get(), 2, location.beginOffset);
        sqlite3_bind_int64(m_insertLocation.get(), 3, location.page);
        sqlite3_bind_int64(m_insertLocation.get(), 4, location.paragraph);
        sqlite::stepDone(m_db, m_insertLocation.get());
    }
    return id;
}

QList<SourceLocation> CollectionStore::locations(qint64 documentId) const
{
    QSqlQuery query = sql::exec(m_db,
                                QStringLiteral("SELECT begin_offset, page, paragraph FROM document_location"
                                               " WHERE document_id = ? ORDER BY begin_offset"),
                                {documentId});
    QList<SourceLocation> result;
    while (query.next())
        result.append(SourceLocation{query.value(0).toLongLong(), query.value(1).toInt(), query.value(2).toInt()});
    return result;
}

QList<DocumentSummary> CollectionStore::documents(qint64 collectionId, const QString &filter) const
{
    QString sql =
        QStringLiteral("SELECT ") + kSummaryColumns + QStringLiteral(" FROM document WHERE collection_id = ?");
    QVariantList values{collectionId};
    if (!filter.isEmpty()) {
        sql += QStringLiteral(" AND (path LIKE ? ESCAPE '\\' OR title LIKE ? ESCAPE '\\')");
        QString escaped = filter;
        escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
            .replace(QLatin1Char('%'), QStringLiteral("\\%"))
            .replace(QLatin1Char('_'), QStringLiteral("\\_"));
        const QString pattern = QLatin1Char('%') + escaped + QLatin1Char('%');
        values << pattern << pattern;
    }
    sql += QStringLiteral(" ORDER BY id");
    QSqlQuery query = sql::exec(m_db, sql, values);
    QList<DocumentSummary> result;
    while (query.next()) {
        DocumentSummary summary;
        readSummary(query, summary);
        result.append(summary);
    }
    return result;
}

QList<QPair<qint64, QString>> CollectionStore::documentPaths(qint64 collectionId) const
{
    sqlite3 *db = sqlite::handle(m_db);
    const sqlite::Statement query =
        sqlite::prepare(db, "SELECT id, path FROM document WHERE collection_id = ? ORDER BY path");
    sqlite3_bind_int64(query.get(), 1, collectionId);
    QList<QPair<qint64, QString>> result;
    int status = SQLITE_ROW;
    while ((status = sqlite3_step(query.get())) == SQLITE_ROW) {
        // As Qt's driver reads a text (SQLite's UTF-16), so a path compares equal
        // to the one documents() gives.
        const auto *path = static_cast<const QChar *>(sqlite3_column_text16(query.get(), 1));
        result.append({sqlite3_column_int64(query.get(), 0),
                       QString(path, sqlite3_column_bytes16(query.get(), 1) / qsizetype(sizeof(QChar)))});
    }
    if (status != SQLITE_DONE)
        sqlite::throwError(db);
    return result;
}

std::optional<DocumentRecord> CollectionStore::document(qint64 id) const
{
    QSqlQuery query =
        sql::exec(m_db,
                  QStringLiteral("SELECT ") + kSummaryColumns
                      + QStringLiteral(", collection_id, text, format, content_hash, invalid_sequences, main_text"
                                       " FROM document WHERE id = ?"),
                  {id});
    if (!query.next())
        return std::nullopt;
    DocumentRecord record;
    readSummary(query, record);
    record.collectionId = query.value(7).toLongLong();
    record.text = query.value(8).toString();
    record.format = query.value(9).toString();
    record.contentHash = query.value(10).toByteArray();
    record.invalidSequences = query.value(11).toLongLong();
    if (!query.isNull(12))
        record.mainText = query.value(12).toString();
    return record;
}

QList<QPair<qint64, QString>> CollectionStore::documentTexts(qint64 collectionId, bool mainContentOnly) const
{
    QSqlQuery query = sql::exec(m_db,
                                QStringLiteral("SELECT id, %1 FROM document WHERE collection_id = ? ORDER BY id")
                                    .arg(mainContentOnly ? kMainContentColumn : QStringLiteral("text")),
                                {collectionId});
    QList<QPair<qint64, QString>> result;
    while (query.next())
        result.append({query.value(0).toLongLong(), query.value(1).toString()});
    return result;
}

void CollectionStore::addImportIssues(qint64 collectionId, const QList<ImportIssueRecord> &issues)
{
    Transaction transaction(m_db);
    for (const ImportIssueRecord &issue : issues)
        sql::exec(m_db, QStringLiteral("INSERT INTO import_issue(collection_id, path, reason) VALUES (?, ?, ?)"),
                  {collectionId, issue.path, issue.reason});
    transaction.commit();
}

QList<ImportIssueRecord> CollectionStore::importIssues(qint64 collectionId) const
{
    QSqlQuery query =
        sql::exec(m_db, QStringLiteral("SELECT path, reason FROM import_issue WHERE collection_id = ? ORDER BY id"),
                  {collectionId});
    QList<ImportIssueRecord> result;
    while (query.next())
        result.append({query.value(0).toString(), query.value(1).toString()});
    return result;
}

} // namespace nd::store
