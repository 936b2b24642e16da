#include "store/collectionstore.h"

#include "store/sql.h"
#include "store/workspace.h"
#include "text/wordcount.h"

#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

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
    // Prepared once for the whole list: parsing the statement again for every
    // document cost as much as the insert itself.
    QSqlQuery insert = sql::prepare(
        m_db,
        QStringLiteral("INSERT INTO document(collection_id, path, title, text, encoding, format, content_hash,"
                       " byte_size, word_count, invalid_sequences, cluster) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    std::optional<QSqlQuery> insertLocation;
    QList<qint64> ids;
    ids.reserve(documents.size());
    for (const NewDocument &document : documents) {
        const qint64 words = document.wordCount >= 0 ? document.wordCount : qint64(text::countWords(document.text));
        const QString title = document.title.isEmpty() ? QFileInfo(document.path).fileName() : document.title;
        insert.bindValue(0, collectionId);
        insert.bindValue(1, sql::textValue(document.path));
        insert.bindValue(2, sql::textValue(title));
        insert.bindValue(3, sql::textValue(document.text));
        insert.bindValue(4, sql::textValue(document.encoding));
        insert.bindValue(5, sql::textValue(document.format));
        insert.bindValue(6, document.contentHash);
        insert.bindValue(7, document.byteSize);
        insert.bindValue(8, words);
        insert.bindValue(9, qint64(document.invalidSequences));
        insert.bindValue(10, document.cluster.isEmpty() ? QVariant() : QVariant(document.cluster));
        sql::run(insert);
        const qint64 id = insert.lastInsertId().toLongLong();
        ids.append(id);
        if (document.locations.isEmpty())
            continue;
        if (!insertLocation) {
            insertLocation = sql::prepare(
                m_db,
                QStringLiteral("INSERT OR REPLACE INTO document_location(document_id, begin_offset, page, paragraph)"
                               " VALUES (?, ?, ?, ?)"));
        }
        for (const SourceLocation &location : document.locations) {
            insertLocation->bindValue(0, id);
            insertLocation->bindValue(1, location.beginOffset);
            insertLocation->bindValue(2, location.page);
            insertLocation->bindValue(3, location.paragraph);
            if (!insertLocation->exec())
                throw WorkspaceError(
                    QStringLiteral("Cannot store document locations: %1").arg(insertLocation->lastError().text()));
        }
    }
    return ids;
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

std::optional<DocumentRecord> CollectionStore::document(qint64 id) const
{
    QSqlQuery query = sql::exec(m_db,
                                QStringLiteral("SELECT ") + kSummaryColumns
                                    + QStringLiteral(", collection_id, text, format, content_hash, invalid_sequences"
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
    return record;
}

QList<QPair<qint64, QString>> CollectionStore::documentTexts(qint64 collectionId) const
{
    QSqlQuery query = sql::exec(
        m_db, QStringLiteral("SELECT id, text FROM document WHERE collection_id = ? ORDER BY id"), {collectionId});
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
