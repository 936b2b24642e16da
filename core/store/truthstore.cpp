#include "store/truthstore.h"

#include "store/sql.h"
#include "store/sqlitestatement.h"
#include "store/workspace.h"

#include <QSet>
#include <QSqlQuery>
#include <QVariant>

#include <sqlite3.h>

namespace nd::store {

TruthStore::TruthStore(const Workspace &workspace)
    : m_db(workspace.database())
{ }

void TruthStore::setClusters(qint64 collectionId, const QHash<qint64, QString> &clusterOfDocument)
{
    Transaction transaction(m_db);
    sql::exec(m_db, QStringLiteral("UPDATE document SET cluster = NULL WHERE collection_id = ?"), {collectionId});
    // One statement prepared for all rows, through SQLite's own interface: one
    // prepared and bound through Qt's driver for every row was a third of the
    // CPU of `neardup-cli truth` with 1,000 pairs (perf, setTruthPairs).
    sqlite3 *db = sqlite::handle(m_db);
    const sqlite::Statement update =
        sqlite::prepare(db, "UPDATE document SET cluster = ? WHERE id = ? AND collection_id = ?");
    for (auto it = clusterOfDocument.cbegin(); it != clusterOfDocument.cend(); ++it) {
        const QByteArray cluster = it.value().toUtf8();
        if (it.value().isEmpty())
            sqlite3_bind_null(update.get(), 1);
        else
            sqlite3_bind_text(update.get(), 1, cluster.constData(), int(cluster.size()), SQLITE_STATIC);
        sqlite3_bind_int64(update.get(), 2, it.key());
        sqlite3_bind_int64(update.get(), 3, collectionId);
        sqlite::stepDone(db, update.get());
    }
    transaction.commit();
}

QHash<qint64, QString> TruthStore::clusters(qint64 collectionId) const
{
    QSqlQuery query = sql::exec(
        m_db, QStringLiteral("SELECT id, cluster FROM document WHERE collection_id = ? AND cluster IS NOT NULL"),
        {collectionId});
    QHash<qint64, QString> result;
    while (query.next())
        result.insert(query.value(0).toLongLong(), query.value(1).toString());
    return result;
}

namespace {

// Turns the connection's foreign-key checks off for its lifetime where SQLite
// lets the setting change (outside any transaction); leaves them on elsewhere.
class ForeignKeysOff
{
public:
    explicit ForeignKeysOff(sqlite3 *db)
        : m_db(sqlite3_get_autocommit(db) != 0 ? db : nullptr)
    {
        if (m_db && sqlite3_exec(m_db, "PRAGMA foreign_keys = OFF", nullptr, nullptr, nullptr) != SQLITE_OK)
            sqlite::throwError(m_db);
    }
    ~ForeignKeysOff()
    {
        if (m_db)
            sqlite3_exec(m_db, "PRAGMA foreign_keys = ON", nullptr, nullptr, nullptr);
    }
    ForeignKeysOff(const ForeignKeysOff &) = delete;
    ForeignKeysOff &operator=(const ForeignKeysOff &) = delete;

private:
    sqlite3 *m_db;
};

} // namespace

void TruthStore::setTruthPairs(qint64 collectionId, const QList<LabelledPair> &pairs)
{
    sqlite3 *db = sqlite::handle(m_db);
    // Every id is checked at once against the collection's ids from their
    // index, inside the transaction that writes the pairs (after its DELETE has
    // taken the write lock, so no other connection can remove a document in
    // between); that also refuses a document of another collection, which a
    // foreign key lets through. SQLite's own checks read each document's row,
    // with 64 KiB pages for 1,000 pairs over 20,000 documents 1,373 pages (90 MB)
    // and nine tenths of this function, so they are off where they can be
    // switched (outside an enclosing transaction).
    const ForeignKeysOff unchecked(db);
    Transaction transaction(m_db);
    sql::exec(m_db, QStringLiteral("DELETE FROM truth_pair WHERE collection_id = ?"), {collectionId});
    QSet<qint64> ids;
    const sqlite::Statement select = sqlite::prepare(db, "SELECT id FROM document WHERE collection_id = ?");
    sqlite3_bind_int64(select.get(), 1, collectionId);
    int status = SQLITE_ROW;
    while ((status = sqlite3_step(select.get())) == SQLITE_ROW)
        ids.insert(sqlite3_column_int64(select.get(), 0));
    if (status != SQLITE_DONE)
        sqlite::throwError(db);
    for (const LabelledPair &pair : pairs) {
        for (const qint64 id : {pair.a, pair.b}) {
            if (!ids.contains(id))
                throw WorkspaceError(QStringLiteral("Document %1 of a ground-truth pair is not in collection %2.")
                                         .arg(id)
                                         .arg(collectionId));
        }
    }
    // Prepared once, as in setClusters().
    const sqlite::Statement insert = sqlite::prepare(
        db, "INSERT OR REPLACE INTO truth_pair(collection_id, doc_a, doc_b, positive) VALUES (?, ?, ?, ?)");
    for (const LabelledPair &pair : pairs) {
        sqlite3_bind_int64(insert.get(), 1, collectionId);
        sqlite3_bind_int64(insert.get(), 2, qMin(pair.a, pair.b));
        sqlite3_bind_int64(insert.get(), 3, qMax(pair.a, pair.b));
        sqlite3_bind_int(insert.get(), 4, pair.positive ? 1 : 0);
        sqlite::stepDone(db, insert.get());
    }
    transaction.commit();
}

QList<TruthStore::LabelledPair> TruthStore::truthPairs(qint64 collectionId) const
{
    QSqlQuery query = sql::exec(
        m_db, QStringLiteral("SELECT doc_a, doc_b, positive FROM truth_pair WHERE collection_id = ?"), {collectionId});
    QList<LabelledPair> result;
    while (query.next())
        result.append({query.value(0).toLongLong(), query.value(1).toLongLong(), query.value(2).toBool()});
    return result;
}

void TruthStore::clearTruth(qint64 collectionId)
{
    Transaction transaction(m_db);
    sql::exec(m_db, QStringLiteral("DELETE FROM truth_pair WHERE collection_id = ?"), {collectionId});
    sql::exec(m_db, QStringLiteral("UPDATE document SET cluster = NULL WHERE collection_id = ?"), {collectionId});
    transaction.commit();
}

} // namespace nd::store
