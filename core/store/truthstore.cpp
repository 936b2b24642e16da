#include "store/truthstore.h"

#include "store/sql.h"
#include "store/sqlitestatement.h"
#include "store/workspace.h"

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

void TruthStore::setTruthPairs(qint64 collectionId, const QList<LabelledPair> &pairs)
{
    Transaction transaction(m_db);
    sql::exec(m_db, QStringLiteral("DELETE FROM truth_pair WHERE collection_id = ?"), {collectionId});
    // Prepared once, as in setClusters().
    sqlite3 *db = sqlite::handle(m_db);
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
