#include "store/collectionstore.h"

#include "store/sqlitestatement.h"
#include "store/workspace.h"

#include <sqlite3.h>

namespace nd::store {

bool CollectionStore::documentTextsUtf8(qint64 collectionId, qint64 afterId, int limit, Utf8TextBatch &batch,
                                        bool mainContentOnly) const
{
    // Through SQLite's own interface: each text is copied once, from the database
    // page into the batch, where Qt's driver made a QByteArray and a QVariant of
    // it first. A text column read as a blob comes as the bytes stored, not
    // converted to UTF-16. NOT INDEXED: walking the table in id order from
    // afterId reads only the batch, where the collection index (by path) would
    // sort every remaining row, texts included, for each batch.
    sqlite3 *db = sqlite::handle(m_db);
    const QByteArray select =
        (QStringLiteral("SELECT id, ") + (mainContentOnly ? kMainContentColumn : QStringLiteral("text"))
         + QStringLiteral(" FROM document NOT INDEXED WHERE collection_id = ? AND id > ?"
                          " ORDER BY id LIMIT ?"))
            .toUtf8();
    const sqlite::Statement statement = sqlite::prepare(db, select.constData());
    sqlite3_stmt *raw = statement.get();
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
        sqlite::throwError(db);
    return !batch.empty();
}

void CollectionStore::documentTextsUtf8(qint64 collectionId, std::span<const qint64> ids, Utf8TextBatch &batch,
                                        bool mainContentOnly) const
{
    sqlite3 *db = sqlite::handle(m_db);
    const QByteArray select =
        (QStringLiteral("SELECT ") + (mainContentOnly ? kMainContentColumn : QStringLiteral("text"))
         + QStringLiteral(" FROM document WHERE id = ? AND collection_id = ?"))
            .toUtf8();
    const sqlite::Statement statement = sqlite::prepare(db, select.constData());
    sqlite3_stmt *raw = statement.get();
    batch.clear();
    for (const qint64 id : ids) {
        sqlite3_reset(raw);
        sqlite3_bind_int64(raw, 1, id);
        sqlite3_bind_int64(raw, 2, collectionId);
        const int status = sqlite3_step(raw);
        if (status == SQLITE_DONE)
            continue;
        if (status != SQLITE_ROW)
            sqlite::throwError(db);
        batch.ids.push_back(id);
        const auto *bytes = static_cast<const char *>(sqlite3_column_blob(raw, 0));
        const int size = sqlite3_column_bytes(raw, 0);
        if (bytes && size > 0)
            batch.bytes.append(bytes, std::size_t(size));
        batch.ends.push_back(batch.bytes.size());
    }
}

} // namespace nd::store
