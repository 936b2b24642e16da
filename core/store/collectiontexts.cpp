#include "store/collectionstore.h"

#include "store/sql.h"
#include "store/workspace.h"

#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

#include <memory>

namespace nd::store {

namespace {

using sql::sqliteHandle;

struct StatementFinalizer
{
    void operator()(sqlite3_stmt *statement) const { sqlite3_finalize(statement); }
};
using Statement = std::unique_ptr<sqlite3_stmt, StatementFinalizer>;

[[noreturn]] void throwSqliteError(sqlite3 *db)
{
    throw WorkspaceError(QStringLiteral("Workspace query failed: %1").arg(QString::fromUtf8(sqlite3_errmsg(db))));
}

} // namespace

bool CollectionStore::documentTextsUtf8(qint64 collectionId, qint64 afterId, int limit, Utf8TextBatch &batch) const
{
    // Through SQLite's own interface: each text is copied once, from the database
    // page into the batch, where Qt's driver made a QByteArray and a QVariant of
    // it first. A text column read as a blob comes as the bytes stored, not
    // converted to UTF-16. NOT INDEXED: walking the table in id order from
    // afterId reads only the batch, where the collection index (by path) would
    // sort every remaining row, texts included, for each batch.
    sqlite3 *db = sqliteHandle(m_db);
    sqlite3_stmt *raw = nullptr;
    if (sqlite3_prepare_v2(db,
                           "SELECT id, text FROM document NOT INDEXED"
                           " WHERE collection_id = ? AND id > ? ORDER BY id LIMIT ?",
                           -1, &raw, nullptr)
        != SQLITE_OK)
        throwSqliteError(db);
    const Statement statement(raw);
    sqlite3_bind_int64(raw, 1, collectionId);
    sqlite3_bind_int64(raw, 2, afterId);
    sqlite3_bind_int(raw, 3, limit);
    batch.clear();
    int status = SQLITE_ROW;
    while ((status = sqlite3_step(raw)) == SQLITE_ROW) {
        batch.ids.push_back(sqlite3_column_int64(raw, 0));
        const auto *bytes = static_cast<const char *>(sqlite3_column_blob(raw, 1));
        const int size = sqlite3_column_bytes(raw, 1);
        if (bytes && size > 0)
            batch.bytes.append(bytes, std::size_t(size));
        batch.ends.push_back(batch.bytes.size());
    }
    if (status != SQLITE_DONE)
        throwSqliteError(db);
    return !batch.empty();
}

} // namespace nd::store
