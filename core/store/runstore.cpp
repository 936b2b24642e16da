#include "store/runstore.h"

#include "store/sql.h"
#include "store/workspace.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace nd::store {

namespace {

const QString kRunColumns =
    QStringLiteral("id, collection_id, method, params, preprocessing, status, started_at, finished_at,"
                   " timings, stats, error, pair_count");

RunInfo readRun(const QSqlQuery &query)
{
    RunInfo info;
    info.id = query.value(0).toLongLong();
    info.collectionId = query.value(1).toLongLong();
    info.method = query.value(2).toString();
    info.params = sql::fromJson(query.value(3));
    info.preprocessing = sql::fromJson(query.value(4));
    info.status = runStatusFromName(query.value(5).toString());
    info.started = sql::parseTime(query.value(6));
    info.finished = sql::parseTime(query.value(7));
    info.timings = sql::fromJson(query.value(8));
    info.stats = sql::fromJson(query.value(9));
    info.error = query.value(10).toString();
    info.pairCount = query.value(11).toLongLong();
    return info;
}

} // namespace

RunStore::RunStore(const Workspace &workspace)
    : m_db(workspace.database())
{ }

qint64 RunStore::createRun(const RunInfo &info)
{
    const QSqlQuery query =
        sql::exec(m_db,
                  QStringLiteral("INSERT INTO run(collection_id, method, params, preprocessing, status, started_at)"
                                 " VALUES (?, ?, ?, ?, ?, ?)"),
                  {info.collectionId, info.method, sql::toJson(info.params), sql::toJson(info.preprocessing),
                   runStatusName(info.status),
                   (info.started.isValid() ? info.started.toUTC().toString(Qt::ISODateWithMs) : sql::now())});
    return query.lastInsertId().toLongLong();
}

void RunStore::finishRun(qint64 runId, RunStatus status, const QJsonObject &timings, const QJsonObject &stats,
                         const QString &error)
{
    sql::exec(m_db,
              QStringLiteral("UPDATE run SET status = ?, finished_at = ?, timings = ?, stats = ?, error = ?,"
                             " pair_count = (SELECT count(*) FROM scored_pair WHERE run_id = ?) WHERE id = ?"),
              {runStatusName(status), sql::now(), sql::toJson(timings), sql::toJson(stats), error, runId, runId});
}

void RunStore::storePairs(qint64 runId, const ScoredPairs &pairs)
{
    Transaction transaction(m_db);
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("INSERT OR REPLACE INTO scored_pair(run_id, doc_a, doc_b, score) VALUES (?, ?, ?, ?)"));
    for (const ScoredPair &pair : pairs) {
        query.bindValue(0, runId);
        query.bindValue(1, qMin(pair.a, pair.b));
        query.bindValue(2, qMax(pair.a, pair.b));
        query.bindValue(3, pair.score);
        if (!query.exec())
            throw WorkspaceError(QStringLiteral("Cannot store scores: %1").arg(query.lastError().text()));
    }
    transaction.commit();
}

QList<RunInfo> RunStore::runs(qint64 collectionId) const
{
    QString sql = QStringLiteral("SELECT ") + kRunColumns + QStringLiteral(" FROM run");
    QVariantList values;
    if (collectionId != 0) {
        sql += QStringLiteral(" WHERE collection_id = ?");
        values << collectionId;
    }
    sql += QStringLiteral(" ORDER BY id");
    QSqlQuery query = sql::exec(m_db, sql, values);
    QList<RunInfo> result;
    while (query.next())
        result.append(readRun(query));
    return result;
}

std::optional<RunInfo> RunStore::run(qint64 runId) const
{
    QSqlQuery query =
        sql::exec(m_db, QStringLiteral("SELECT ") + kRunColumns + QStringLiteral(" FROM run WHERE id = ?"), {runId});
    if (!query.next())
        return std::nullopt;
    return readRun(query);
}

ScoredPairs RunStore::pairs(qint64 runId) const
{
    QSqlQuery query =
        sql::exec(m_db, QStringLiteral("SELECT doc_a, doc_b, score FROM scored_pair WHERE run_id = ?"), {runId});
    ScoredPairs result;
    while (query.next())
        result.push_back({query.value(0).toLongLong(), query.value(1).toLongLong(), query.value(2).toDouble()});
    return result;
}

QList<RunStore::RunScore> RunStore::pairScores(qint64 documentA, qint64 documentB) const
{
    // One primary-key look-up (run_id, doc_a, doc_b) per run: runs are few, and
    // a second index on (doc_a, doc_b) would make every later run's inserts land
    // at random places in it (storing slowed from seconds to many minutes).
    QSqlQuery query = sql::exec(m_db,
                                QStringLiteral("SELECT ") + kRunColumns
                                    + QStringLiteral(", score FROM run CROSS JOIN scored_pair"
                                                     " ON scored_pair.run_id = run.id AND scored_pair.doc_a = ?"
                                                     " AND scored_pair.doc_b = ? ORDER BY run.id"),
                                {qMin(documentA, documentB), qMax(documentA, documentB)});
    QList<RunScore> result;
    while (query.next())
        result.append({readRun(query), query.value(12).toDouble()});
    return result;
}

void RunStore::deleteRun(qint64 runId)
{
    sql::exec(m_db, QStringLiteral("DELETE FROM run WHERE id = ?"), {runId});
}

} // namespace nd::store
