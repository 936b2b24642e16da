#include "store/truthstore.h"

#include "store/sql.h"
#include "store/workspace.h"

#include <QSqlQuery>
#include <QVariant>

namespace nd::store {

TruthStore::TruthStore(const Workspace &workspace)
    : m_db(workspace.database())
{ }

void TruthStore::setClusters(qint64 collectionId, const QHash<qint64, QString> &clusterOfDocument)
{
    Transaction transaction(m_db);
    sql::exec(m_db, QStringLiteral("UPDATE document SET cluster = NULL WHERE collection_id = ?"), {collectionId});
    for (auto it = clusterOfDocument.cbegin(); it != clusterOfDocument.cend(); ++it) {
        sql::exec(m_db, QStringLiteral("UPDATE document SET cluster = ? WHERE id = ? AND collection_id = ?"),
                  {it.value().isEmpty() ? QVariant() : QVariant(it.value()), it.key(), collectionId});
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
    for (const LabelledPair &pair : pairs) {
        sql::exec(m_db,
                  QStringLiteral(
                      "INSERT OR REPLACE INTO truth_pair(collection_id, doc_a, doc_b, positive) VALUES (?, ?, ?, ?)"),
                  {collectionId, qMin(pair.a, pair.b), qMax(pair.a, pair.b), pair.positive ? 1 : 0});
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
