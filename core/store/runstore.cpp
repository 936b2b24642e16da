#include "store/runstore.h"

#include "store/sql.h"
#include "store/sqlitestatement.h"
#include "store/workspace.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <sqlite3.h>

#include <algorithm>
#include <string>

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
    // Through SQLite's own interface, kRowsPerInsert rows a statement: Qt's
    // driver made four QVariants a row and parsed nothing faster, 160,000 pairs/s
    // against SQLite's 1-2 M rows/s. In key order, as the detectors return them,
    // each row lands at the end of the table's B-tree (run_id, doc_a, doc_b).
    constexpr int kRowsPerInsert = 64;
    ScoredPairs sorted;
    const ScoredPairs *rows = &pairs;
    const auto keyLess = [](const ScoredPair &x, const ScoredPair &y) {
        const auto xa = std::min(x.a, x.b), ya = std::min(y.a, y.b);
        return xa != ya ? xa < ya : std::max(x.a, x.b) < std::max(y.a, y.b);
    };
    if (!std::is_sorted(pairs.begin(), pairs.end(), keyLess)) {
        sorted = pairs;
        std::sort(sorted.begin(), sorted.end(), keyLess);
        rows = &sorted;
    }
    Transaction transaction(m_db);
    sqlite3 *db = sqlite::handle(m_db);
    const auto insertOf = [db](int rowCount) {
        // ?1 is the run; row r binds ?(3r+2), ?(3r+3), ?(3r+4).
        std::string statement = "INSERT OR REPLACE INTO scored_pair(run_id, doc_a, doc_b, score) VALUES ";
        for (int r = 0; r < rowCount; ++r) {
            statement += r ? ", " : "";
            statement += "(?1, ?" + std::to_string(3 * r + 2) + ", ?" + std::to_string(3 * r + 3) + ", ?"
                + std::to_string(3 * r + 4) + ")";
        }
        return sqlite::prepare(db, statement.c_str());
    };
    const auto bindRows = [runId](sqlite3_stmt *statement, const ScoredPair *first, int rowCount) {
        sqlite3_bind_int64(statement, 1, runId);
        for (int r = 0; r < rowCount; ++r) {
            sqlite3_bind_int64(statement, 3 * r + 2, std::min(first[r].a, first[r].b));
            sqlite3_bind_int64(statement, 3 * r + 3, std::max(first[r].a, first[r].b));
            sqlite3_bind_double(statement, 3 * r + 4, first[r].score);
        }
    };
    const std::size_t whole = rows->size() / kRowsPerInsert * kRowsPerInsert;
    if (whole > 0) {
        const sqlite::Statement many = insertOf(kRowsPerInsert);
        for (std::size_t at = 0; at < whole; at += kRowsPerInsert) {
            bindRows(many.get(), rows->data() + at, kRowsPerInsert);
            sqlite::stepDone(db, many.get());
        }
    }
    if (const int rest = int(rows->size() - whole); rest > 0) {
        const sqlite::Statement last = insertOf(rest);
        bindRows(last.get(), rows->data() + whole, rest);
        sqlite::stepDone(db, last.get());
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
    // SQLite's own interface: Qt's driver made three QVariants a row.
    sqlite3 *db = sqlite::handle(m_db);
    const sqlite::Statement query = sqlite::prepare(db, "SELECT doc_a, doc_b, score FROM scored_pair WHERE run_id = ?");
    sqlite3_bind_int64(query.get(), 1, runId);
    ScoredPairs result;
    int status = SQLITE_ROW;
    while ((status = sqlite3_step(query.get())) == SQLITE_ROW)
        result.push_back({sqlite3_column_int64(query.get(), 0), sqlite3_column_int64(query.get(), 1),
                          sqlite3_column_double(query.get(), 2)});
    if (status != SQLITE_DONE)
        sqlite::throwError(db);
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
