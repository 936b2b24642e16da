#include "store/fingerprintstore.h"

#include "store/collectionstore.h"
#include "store/workspace.h"

#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <sqlite3.h>

#include <bit>
#include <memory>

using namespace Qt::StringLiterals;

namespace nd::store {

namespace {

// The SQLite connection under Qt's driver (Debian's plugin links the system
// libsqlite3, as this file does), for the bulk reads and writes.
sqlite3 *sqliteHandle(const QSqlDatabase &db)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        throw WorkspaceError(u"The workspace is not an SQLite database opened by Qt's SQLite driver."_s);
    return *static_cast<sqlite3 *const *>(handle.constData());
}

struct StatementFinalizer
{
    void operator()(sqlite3_stmt *statement) const { sqlite3_finalize(statement); }
};
using Statement = std::unique_ptr<sqlite3_stmt, StatementFinalizer>;

[[noreturn]] void throwSqliteError(sqlite3 *db)
{
    throw WorkspaceError(u"Fingerprint query failed: %1"_s.arg(QString::fromUtf8(sqlite3_errmsg(db))));
}

Statement prepare(sqlite3 *db, const char *sql)
{
    sqlite3_stmt *raw = nullptr;
    if (sqlite3_prepare_v2(db, sql, -1, &raw, nullptr) != SQLITE_OK)
        throwSqliteError(db);
    return Statement(raw);
}

QSqlQuery exec(const QSqlDatabase &db, const QString &sql, const QVariantList &values = {})
{
    QSqlQuery query(db);
    if (!query.prepare(sql))
        throw WorkspaceError(u"Fingerprint query failed: %1"_s.arg(query.lastError().text()));
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec())
        throw WorkspaceError(u"Fingerprint query failed: %1"_s.arg(query.lastError().text()));
    return query;
}

// Writes one document's rows with prepared statements (the caller's transaction).
class RowWriter
{
public:
    explicit RowWriter(const QSqlDatabase &db)
        : m_db(sqliteHandle(db))
        , m_delete(prepare(m_db,
                           "DELETE FROM document_fingerprint WHERE kind_id = ? AND collection_id = ?"
                           " AND document_id = ?"))
        , m_insert(prepare(m_db,
                           "INSERT INTO document_fingerprint(kind_id, collection_id, document_id, paragraph,"
                           " value) VALUES (?, ?, ?, ?, ?)"))
    { }

    void write(qint64 collectionId, qint64 kindId, qint64 documentId, const DocumentFingerprints &fingerprints)
    {
        sqlite3_bind_int64(m_delete.get(), 1, kindId);
        sqlite3_bind_int64(m_delete.get(), 2, collectionId);
        sqlite3_bind_int64(m_delete.get(), 3, documentId);
        step(m_delete.get());
        insert(collectionId, kindId, documentId, -1, fingerprints.whole);
        for (const auto &[paragraph, value] : fingerprints.paragraphs)
            insert(collectionId, kindId, documentId, paragraph, value);
    }

private:
    void insert(qint64 collectionId, qint64 kindId, qint64 documentId, int paragraph,
                std::optional<std::uint64_t> value)
    {
        sqlite3_stmt *s = m_insert.get();
        sqlite3_bind_int64(s, 1, kindId);
        sqlite3_bind_int64(s, 2, collectionId);
        sqlite3_bind_int64(s, 3, documentId);
        sqlite3_bind_int(s, 4, paragraph);
        if (value)
            sqlite3_bind_int64(s, 5, std::bit_cast<sqlite3_int64>(*value)); // the 64 bits as they are
        else
            sqlite3_bind_null(s, 5);
        step(s);
    }

    void step(sqlite3_stmt *s)
    {
        const int status = sqlite3_step(s);
        sqlite3_reset(s);
        if (status != SQLITE_DONE)
            throwSqliteError(m_db);
    }

    sqlite3 *m_db;
    Statement m_delete;
    Statement m_insert;
};

} // namespace

FingerprintStore::FingerprintStore(const Workspace &workspace)
    : m_workspace(workspace)
    , m_db(workspace.database())
{ }

qint64 FingerprintStore::kindId(const QString &key)
{
    exec(m_db, u"INSERT OR IGNORE INTO fingerprint_kind(key) VALUES (?)"_s, {key});
    QSqlQuery query = exec(m_db, u"SELECT id FROM fingerprint_kind WHERE key = ?"_s, {key});
    if (!query.next())
        throw WorkspaceError(u"Fingerprint kind \"%1\" could not be stored."_s.arg(key));
    return query.value(0).toLongLong();
}

QList<qint64> FingerprintStore::missing(qint64 collectionId, qint64 kindId) const
{
    QSqlQuery query =
        exec(m_db,
             u"SELECT d.id FROM document d WHERE d.collection_id = ? AND NOT EXISTS"
             " (SELECT 1 FROM document_fingerprint f WHERE f.kind_id = ? AND f.collection_id = d.collection_id"
             "  AND f.document_id = d.id AND f.paragraph = -1) ORDER BY d.id"_s,
             {collectionId, kindId});
    QList<qint64> ids;
    while (query.next())
        ids.append(query.value(0).toLongLong());
    return ids;
}

void FingerprintStore::store(qint64 collectionId, qint64 kindId, const std::vector<DocumentFingerprints> &fingerprints)
{
    Transaction transaction(m_db);
    {
        RowWriter writer(m_db);
        for (const DocumentFingerprints &document : fingerprints)
            writer.write(collectionId, kindId, document.documentId, document);
    }
    transaction.commit();
}

void FingerprintStore::load(qint64 collectionId, qint64 kindId, const Found &found) const
{
    sqlite3 *db = sqliteHandle(m_db);
    const Statement statement = prepare(db,
                                        "SELECT document_id, paragraph, value FROM document_fingerprint"
                                        " WHERE kind_id = ? AND collection_id = ?"
                                        " ORDER BY document_id, paragraph");
    sqlite3_stmt *s = statement.get();
    sqlite3_bind_int64(s, 1, kindId);
    sqlite3_bind_int64(s, 2, collectionId);
    int status = SQLITE_ROW;
    while ((status = sqlite3_step(s)) == SQLITE_ROW) {
        std::optional<std::uint64_t> value;
        if (sqlite3_column_type(s, 2) != SQLITE_NULL)
            value = std::bit_cast<std::uint64_t>(sqlite3_column_int64(s, 2));
        found(sqlite3_column_int64(s, 0), sqlite3_column_int(s, 1), value);
    }
    if (status != SQLITE_DONE)
        throwSqliteError(db);
}

qint64 FingerprintStore::addDocument(qint64 collectionId, const NewDocument &document, qint64 kindId,
                                     const DocumentFingerprints &fingerprints)
{
    Transaction transaction(m_db);
    CollectionStore collectionStore(m_workspace);
    const qint64 id = collectionStore.addDocument(collectionId, document);
    {
        RowWriter writer(m_db);
        writer.write(collectionId, kindId, id, fingerprints);
    }
    transaction.commit();
    return id;
}

bool FingerprintStore::deleteDocument(qint64 collectionId, qint64 documentId)
{
    Transaction transaction(m_db);
    QSqlQuery query =
        exec(m_db, u"DELETE FROM document WHERE id = ? AND collection_id = ?"_s, {documentId, collectionId});
    const bool deleted = query.numRowsAffected() > 0;
    transaction.commit();
    return deleted;
}

QList<std::pair<qint64, QString>> FingerprintStore::paths(qint64 collectionId, const QList<qint64> &ids) const
{
    QList<std::pair<qint64, QString>> result;
    if (ids.isEmpty())
        return result;
    QSqlQuery query(m_db);
    if (!query.prepare(u"SELECT path FROM document WHERE id = ? AND collection_id = ?"_s))
        throw WorkspaceError(u"Fingerprint query failed: %1"_s.arg(query.lastError().text()));
    for (const qint64 id : ids) {
        query.bindValue(0, id);
        query.bindValue(1, collectionId);
        if (!query.exec())
            throw WorkspaceError(u"Fingerprint query failed: %1"_s.arg(query.lastError().text()));
        if (query.next())
            result.append({id, query.value(0).toString()});
    }
    return result;
}

} // namespace nd::store
