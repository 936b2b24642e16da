#include "store/fingerprintstore.h"

#include "store/collectionstore.h"
#include "store/documentinserter.h"
#include "store/sql.h"
#include "store/sqlitestatement.h"
#include "store/workspace.h"

#include <QSqlDriver>
#include <QtEndian>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <sqlite3.h>

#include <algorithm>
#include <bit>
#include <memory>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::store {

namespace {

using sqlite::prepare;
using sqlite::Statement;

// The pack's layout: records of a document id (64 bits), a paragraph (32 bits;
// -1 the whole text, noValueParagraph a whole text with nothing to fingerprint)
// and a value (64 bits), little-endian whatever the machine, in chunks of at most
// packChunkRows records (SQLite's default limit on a value is 1 GB).
constexpr int packRecordBytes = 20;
constexpr qint64 packChunkRows = qint64(1) << 20;
constexpr int noValueParagraph = -2;

void appendRecord(QByteArray &chunk, qint64 documentId, int paragraph, std::optional<std::uint64_t> value)
{
    char record[packRecordBytes];
    qToLittleEndian<qint64>(documentId, record);
    qToLittleEndian<qint32>(value ? paragraph : noValueParagraph, record + 8);
    qToLittleEndian<quint64>(value.value_or(0), record + 12);
    chunk.append(record, packRecordBytes);
}

// The pack of the kind in the collection, when there is one: its chunks share
// one covers_through (the schema's trigger drops the whole pack when a row it
// holds is deleted, and RowWriter when one is rewritten).
struct PackExtent
{
    qint64 coversThrough = 0;
    qint64 rows = 0;
};

std::optional<PackExtent> wholePack(sqlite3 *db, qint64 collectionId, qint64 kindId)
{
    const Statement extent = prepare(db,
                                     "SELECT min(covers_through), max(covers_through), sum(row_count), count(*)"
                                     " FROM fingerprint_pack WHERE kind_id = ? AND collection_id = ?");
    sqlite3_bind_int64(extent.get(), 1, kindId);
    sqlite3_bind_int64(extent.get(), 2, collectionId);
    if (sqlite3_step(extent.get()) != SQLITE_ROW)
        sqlite::throwError(db);
    if (sqlite3_column_int64(extent.get(), 3) == 0
        || sqlite3_column_int64(extent.get(), 0) != sqlite3_column_int64(extent.get(), 1))
        return std::nullopt;
    return PackExtent{sqlite3_column_int64(extent.get(), 0), sqlite3_column_int64(extent.get(), 2)};
}

// Reads the rows of documents after `after`, in (document, paragraph) order.
qint64 readRows(sqlite3 *db, qint64 collectionId, qint64 kindId, qint64 after, const FingerprintStore::Found &found)
{
    const Statement statement = prepare(db,
                                        "SELECT document_id, paragraph, value FROM document_fingerprint"
                                        " WHERE kind_id = ? AND collection_id = ? AND document_id > ?"
                                        " ORDER BY document_id, paragraph");
    sqlite3_stmt *s = statement.get();
    sqlite3_bind_int64(s, 1, kindId);
    sqlite3_bind_int64(s, 2, collectionId);
    sqlite3_bind_int64(s, 3, after);
    qint64 rows = 0;
    int status = SQLITE_ROW;
    while ((status = sqlite3_step(s)) == SQLITE_ROW) {
        std::optional<std::uint64_t> value;
        if (sqlite3_column_type(s, 2) != SQLITE_NULL)
            value = std::bit_cast<std::uint64_t>(sqlite3_column_int64(s, 2));
        found(sqlite3_column_int64(s, 0), sqlite3_column_int(s, 1), value);
        ++rows;
    }
    if (status != SQLITE_DONE)
        sqlite::throwError(db);
    return rows;
}

// Writes one document's rows with prepared statements (the caller's transaction),
// dropping a pack that holds the document.
class RowWriter
{
public:
    explicit RowWriter(const QSqlDatabase &db)
        : m_db(sqlite::handle(db))
        , m_dropPack(prepare(m_db,
                             "DELETE FROM fingerprint_pack WHERE kind_id = ? AND collection_id = ?"
                             " AND covers_through >= ?"))
        , m_exists(prepare(m_db,
                           "SELECT 1 FROM document_fingerprint WHERE kind_id = ? AND collection_id = ?"
                           " AND document_id = ? LIMIT 1"))
        , m_delete(prepare(m_db,
                           "DELETE FROM document_fingerprint WHERE kind_id = ? AND collection_id = ?"
                           " AND document_id = ?"))
        , m_insert(prepare(m_db,
                           "INSERT INTO document_fingerprint(kind_id, collection_id, document_id, paragraph,"
                           " value) VALUES (?, ?, ?, ?, ?)"))
    { }

    void write(qint64 collectionId, qint64 kindId, qint64 documentId, const DocumentFingerprints &fingerprints)
    {
        dropPackFrom(collectionId, kindId, documentId);
        replace(collectionId, kindId, documentId, fingerprints);
    }

    // Drops the pack of the kind when it holds documentId or a later document.
    void dropPackFrom(qint64 collectionId, qint64 kindId, qint64 documentId)
    {
        sqlite3_bind_int64(m_dropPack.get(), 1, kindId);
        sqlite3_bind_int64(m_dropPack.get(), 2, collectionId);
        sqlite3_bind_int64(m_dropPack.get(), 3, documentId);
        sqlite::stepDone(m_db, m_dropPack.get());
    }

    // write() without the pack's drop, for a caller that dropped it already.
    void replace(qint64 collectionId, qint64 kindId, qint64 documentId, const DocumentFingerprints &fingerprints)
    {
        // Deleted only when there are rows: a DELETE on the table runs its
        // trigger's machinery (an ephemeral table opened and closed) even for no
        // row, which made a run's 20,000 new fingerprints take 45 ms longer.
        if (hasRows(collectionId, kindId, documentId)) {
            sqlite3_bind_int64(m_delete.get(), 1, kindId);
            sqlite3_bind_int64(m_delete.get(), 2, collectionId);
            sqlite3_bind_int64(m_delete.get(), 3, documentId);
            sqlite::stepDone(m_db, m_delete.get());
        }
        insert(collectionId, kindId, documentId, -1, fingerprints.whole);
        for (const auto &[paragraph, value] : fingerprints.paragraphs)
            insert(collectionId, kindId, documentId, paragraph, value);
    }

private:
    bool hasRows(qint64 collectionId, qint64 kindId, qint64 documentId)
    {
        sqlite3_stmt *s = m_exists.get();
        sqlite3_bind_int64(s, 1, kindId);
        sqlite3_bind_int64(s, 2, collectionId);
        sqlite3_bind_int64(s, 3, documentId);
        const int status = sqlite3_step(s);
        sqlite3_reset(s);
        if (status != SQLITE_ROW && status != SQLITE_DONE)
            sqlite::throwError(m_db);
        return status == SQLITE_ROW;
    }

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
        sqlite::stepDone(m_db, s);
    }

    sqlite3 *m_db;
    Statement m_dropPack;
    Statement m_exists;
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
    sql::exec(m_db, u"INSERT OR IGNORE INTO fingerprint_kind(key) VALUES (?)"_s, {key});
    QSqlQuery query = sql::exec(m_db, u"SELECT id FROM fingerprint_kind WHERE key = ?"_s, {key});
    if (!query.next())
        throw WorkspaceError(u"Fingerprint kind \"%1\" could not be stored."_s.arg(key));
    return query.value(0).toLongLong();
}

QList<qint64> FingerprintStore::missing(qint64 collectionId, qint64 kindId) const
{
    const std::optional<PackExtent> pack = wholePack(sqlite::handle(m_db), collectionId, kindId);
    QSqlQuery query =
        sql::exec(m_db,
                  u"SELECT d.id FROM document d WHERE d.collection_id = ? AND d.id > ? AND NOT EXISTS"
                  " (SELECT 1 FROM document_fingerprint f WHERE f.kind_id = ? AND f.collection_id = d.collection_id"
                  "  AND f.document_id = d.id AND f.paragraph = -1) ORDER BY d.id"_s,
                  {collectionId, pack ? pack->coversThrough : qint64(0), kindId});
    QList<qint64> ids;
    while (query.next())
        ids.append(query.value(0).toLongLong());
    return ids;
}

void FingerprintStore::store(qint64 collectionId, qint64 kindId, const std::vector<DocumentFingerprints> &fingerprints)
{
    Transaction transaction(m_db);
    if (!fingerprints.empty()) {
        RowWriter writer(m_db);
        // Once for all: a pack holds the documents up to an id.
        const auto first = std::min_element(fingerprints.begin(), fingerprints.end(),
                                            [](const auto &x, const auto &y) { return x.documentId < y.documentId; });
        writer.dropPackFrom(collectionId, kindId, first->documentId);
        for (const DocumentFingerprints &document : fingerprints)
            writer.replace(collectionId, kindId, document.documentId, document);
    }
    transaction.commit();
}

FingerprintStore::Loaded FingerprintStore::load(qint64 collectionId, qint64 kindId, const Found &found,
                                                const std::function<void(qint64 rows)> &expect) const
{
    sqlite3 *db = sqlite::handle(m_db);
    Transaction snapshot(m_db); // the pack and the rows after it as of one moment
    Loaded loaded;
    qint64 after = 0;
    if (const std::optional<PackExtent> pack = wholePack(db, collectionId, kindId)) {
        if (expect)
            expect(pack->rows);
        const Statement chunks = prepare(db,
                                         "SELECT data FROM fingerprint_pack WHERE kind_id = ? AND collection_id = ?"
                                         " ORDER BY chunk");
        sqlite3_bind_int64(chunks.get(), 1, kindId);
        sqlite3_bind_int64(chunks.get(), 2, collectionId);
        int status = SQLITE_ROW;
        while ((status = sqlite3_step(chunks.get())) == SQLITE_ROW) {
            const auto *data = static_cast<const char *>(sqlite3_column_blob(chunks.get(), 0));
            const int bytes = sqlite3_column_bytes(chunks.get(), 0);
            if (bytes % packRecordBytes != 0)
                throw WorkspaceError(
                    u"The workspace's packed fingerprints are damaged (a chunk of %1 bytes)."_s.arg(bytes));
            for (const char *record = data; record < data + bytes; record += packRecordBytes) {
                const int paragraph = qFromLittleEndian<qint32>(record + 8);
                std::optional<std::uint64_t> value;
                if (paragraph != noValueParagraph)
                    value = qFromLittleEndian<quint64>(record + 12);
                found(qFromLittleEndian<qint64>(record), paragraph == noValueParagraph ? -1 : paragraph, value);
            }
        }
        if (status != SQLITE_DONE)
            sqlite::throwError(db);
        loaded.packedRows = pack->rows;
        after = pack->coversThrough;
    }
    loaded.rows = readRows(db, collectionId, kindId, after, found);
    snapshot.commit();
    return loaded;
}

qint64 FingerprintStore::pack(qint64 collectionId, qint64 kindId)
{
    sqlite3 *db = sqlite::handle(m_db);
    Transaction transaction(m_db);
    const Statement drop = prepare(db, "DELETE FROM fingerprint_pack WHERE kind_id = ? AND collection_id = ?");
    sqlite3_bind_int64(drop.get(), 1, kindId);
    sqlite3_bind_int64(drop.get(), 2, collectionId);
    sqlite::stepDone(db, drop.get());

    // Read in full first: covers_through, the last document, goes in every chunk.
    QList<QByteArray> chunks;
    qint64 rows = 0;
    qint64 last = 0;
    readRows(db, collectionId, kindId, 0, [&](qint64 documentId, int paragraph, std::optional<std::uint64_t> value) {
        if (rows % packChunkRows == 0) {
            chunks.append(QByteArray());
            chunks.back().reserve(packChunkRows * packRecordBytes);
        }
        appendRecord(chunks.back(), documentId, paragraph, value);
        last = documentId;
        ++rows;
    });
    const Statement insert = prepare(db,
                                     "INSERT INTO fingerprint_pack(kind_id, collection_id, chunk, covers_through,"
                                     " row_count, data) VALUES (?, ?, ?, ?, ?, ?)");
    for (qsizetype c = 0; c < chunks.size(); ++c) {
        sqlite3_stmt *s = insert.get();
        sqlite3_bind_int64(s, 1, kindId);
        sqlite3_bind_int64(s, 2, collectionId);
        sqlite3_bind_int64(s, 3, c);
        sqlite3_bind_int64(s, 4, last);
        sqlite3_bind_int64(s, 5, chunks[c].size() / packRecordBytes);
        sqlite3_bind_blob64(s, 6, chunks[c].constData(), sqlite3_uint64(chunks[c].size()), SQLITE_STATIC);
        sqlite::stepDone(db, s);
        chunks[c] = QByteArray(); // written: its memory goes back at once
    }
    transaction.commit();
    return rows;
}

qint64 FingerprintStore::addDocument(qint64 collectionId, const NewDocument &document, qint64 kindId,
                                     const DocumentFingerprints &fingerprints)
{
    return addDocuments(collectionId, {document}, kindId, {fingerprints}).constFirst();
}

QList<qint64> FingerprintStore::addDocuments(qint64 collectionId, const QList<NewDocument> &documents, qint64 kindId,
                                             const std::vector<DocumentFingerprints> &fingerprints)
{
    return FingerprintAppender(m_workspace).addDocuments(collectionId, documents, kindId, fingerprints);
}

struct FingerprintAppender::Statements
{
    explicit Statements(const QSqlDatabase &db)
        : documents(db)
        , rows(db)
    { }
    DocumentInserter documents;
    RowWriter rows;
};

FingerprintAppender::FingerprintAppender(const Workspace &workspace)
    : m_db(workspace.database())
    , m_statements(std::make_unique<Statements>(m_db))
{ }

FingerprintAppender::~FingerprintAppender() = default;

QList<qint64> FingerprintAppender::addDocuments(qint64 collectionId, const QList<NewDocument> &documents, qint64 kindId,
                                                const std::vector<DocumentFingerprints> &fingerprints)
{
    if (std::size_t(documents.size()) != fingerprints.size())
        throw std::invalid_argument("FingerprintStore::addDocuments: one fingerprint set per document");
    Transaction transaction(m_db);
    QList<qint64> ids;
    ids.reserve(documents.size());
    for (qsizetype i = 0; i < documents.size(); ++i) {
        const qint64 id = m_statements->documents.insert(collectionId, documents[i]);
        m_statements->rows.write(collectionId, kindId, id, fingerprints[std::size_t(i)]);
        ids.append(id);
    }
    transaction.commit();
    return ids;
}

bool FingerprintStore::deleteDocument(qint64 collectionId, qint64 documentId)
{
    Transaction transaction(m_db);
    QSqlQuery query =
        sql::exec(m_db, u"DELETE FROM document WHERE id = ? AND collection_id = ?"_s, {documentId, collectionId});
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
