// Storing a run's scored pairs (RunStore::storePairs) beside what SQLite itself
// manages on this machine, in the same workspace file with the same settings:
//   bench_store [--pairs 2000000] [--repetitions 5] [--workspace FILE]
// Prints, as medians over the repetitions, pairs/s of storePairs (a new run
// each time, pairs in key order as the detectors return them), and rows/s of
// SQLite's raw insert: one prepared single-row INSERT stepped per row of
// (integer, integer, integer, real) in one transaction, into a rowid table and
// into a WITHOUT ROWID table keyed as scored_pair. Asserts nothing.
#include "benchtiming.h"
#include "store/collectionstore.h"
#include "store/records.h"
#include "store/runstore.h"
#include "store/sqlitestatement.h"
#include "store/workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <sqlite3.h>

#include <cstdio>
#include <vector>

using namespace Qt::StringLiterals;
using namespace nd;

namespace {

// Pairs as a detector returns them: sorted, smaller id first, ids of a
// 20,000-document collection.
ScoredPairs makePairs(qint64 count)
{
    ScoredPairs pairs;
    pairs.reserve(std::size_t(count));
    const qint64 documents = 20000;
    for (qint64 a = 1; qint64(pairs.size()) < count; ++a) {
        for (qint64 b = a + 1; b <= documents && qint64(pairs.size()) < count; b += 7)
            pairs.push_back({a, b, double((a * 31 + b) % 1000) / 1000.0});
    }
    return pairs;
}

// Rows of the same shape through SQLite's C interface, one row a step.
double rawInsertSeconds(const store::Workspace &workspace, const char *table, const ScoredPairs &pairs)
{
    QSqlDatabase db = workspace.database();
    sqlite3 *handle = store::sqlite::handle(db);
    const std::string drop = std::string("DROP TABLE IF EXISTS ") + table;
    sqlite3_exec(handle, drop.c_str(), nullptr, nullptr, nullptr);
    const bool withoutRowid = std::string_view(table) == "raw_keyed";
    const std::string create = std::string("CREATE TABLE ") + table
        + (withoutRowid ? "(run_id INTEGER NOT NULL, doc_a INTEGER NOT NULL, doc_b INTEGER NOT NULL,"
                          " score REAL NOT NULL, PRIMARY KEY (run_id, doc_a, doc_b)) WITHOUT ROWID"
                        : "(run_id INTEGER NOT NULL, doc_a INTEGER NOT NULL, doc_b INTEGER NOT NULL,"
                          " score REAL NOT NULL)");
    sqlite3_exec(handle, create.c_str(), nullptr, nullptr, nullptr);
    QElapsedTimer timer;
    timer.start();
    sqlite3_exec(handle, "BEGIN", nullptr, nullptr, nullptr);
    {
        const std::string insert = std::string("INSERT INTO ") + table + " VALUES (?, ?, ?, ?)";
        const store::sqlite::Statement statement = store::sqlite::prepare(handle, insert.c_str());
        for (const ScoredPair &pair : pairs) {
            sqlite3_bind_int64(statement.get(), 1, 1);
            sqlite3_bind_int64(statement.get(), 2, pair.a);
            sqlite3_bind_int64(statement.get(), 3, pair.b);
            sqlite3_bind_double(statement.get(), 4, pair.score);
            store::sqlite::stepDone(handle, statement.get());
        }
    }
    sqlite3_exec(handle, "COMMIT", nullptr, nullptr, nullptr);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    sqlite3_exec(handle, drop.c_str(), nullptr, nullptr, nullptr);
    return seconds;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Scored pairs stored per second beside SQLite's raw insert rate."_s);
    parser.addHelpOption();
    parser.addOptions({{u"pairs"_s, u"Pairs per run (default 2000000)."_s, u"N"_s, u"2000000"_s},
                       {u"repetitions"_s, u"Runs measured (default 5)."_s, u"N"_s, u"5"_s},
                       {u"workspace"_s, u"Workspace file (default: a new one in a temporary folder)."_s, u"FILE"_s}});
    parser.process(app);
    const qint64 count = parser.value(u"pairs"_s).toLongLong();
    const int repetitions = std::max(1, parser.value(u"repetitions"_s).toInt());
    QTemporaryDir scratch;
    const QString path =
        parser.isSet(u"workspace"_s) ? parser.value(u"workspace"_s) : scratch.filePath(u"bench-store.ndw"_s);

    try {
        store::Workspace workspace(path);
        store::CollectionStore collections(workspace);
        store::RunStore runs(workspace);
        const qint64 collectionId = collections.createCollection(u"bench"_s, u"bench"_s);
        const ScoredPairs pairs = makePairs(count);

        std::vector<double> store, raw, rawKeyed;
        for (int r = 0; r < repetitions; ++r) {
            // Interleaved, so that a neighbour's load falls on all three alike.
            store::RunInfo info;
            info.collectionId = collectionId;
            info.method = u"bench"_s;
            const qint64 runId = runs.createRun(info);
            QElapsedTimer timer;
            timer.start();
            runs.storePairs(runId, pairs);
            store.push_back(double(timer.nsecsElapsed()) / 1e9);
            runs.deleteRun(runId);
            raw.push_back(rawInsertSeconds(workspace, "raw_rowid", pairs));
            rawKeyed.push_back(rawInsertSeconds(workspace, "raw_keyed", pairs));
        }
        const double n = double(pairs.size());
        const double storeRate = n / bench::median(store);
        const double rawRate = n / bench::median(raw);
        const double keyedRate = n / bench::median(rawKeyed);
        std::printf("%lld pairs, medians of %d\n", static_cast<long long>(pairs.size()), repetitions);
        std::printf("%-44s %12.0f pairs/s  %6.3f s\n", "RunStore::storePairs", storeRate, bench::median(store));
        std::printf("%-44s %12.0f rows/s   %6.3f s  (storePairs at %.2fx)\n", "SQLite raw insert, rowid table", rawRate,
                    bench::median(raw), storeRate / rawRate);
        std::printf("%-44s %12.0f rows/s   %6.3f s  (storePairs at %.2fx)\n", "SQLite raw insert, WITHOUT ROWID keyed",
                    keyedRate, bench::median(rawKeyed), storeRate / keyedRate);
    } catch (const store::WorkspaceError &error) {
        std::fprintf(stderr, "bench_store: %s\n", qPrintable(error.message()));
        return 1;
    }
    return 0;
}
