#pragma once

#include "base/scoredpair.h"
#include "store/records.h"

#include <QList>
#include <QSqlDatabase>

#include <optional>

namespace nd::store {

class Workspace;

// Runs and the scored pairs they examined (tables run and scored_pair).
// Errors throw WorkspaceError.
class RunStore
{
public:
    explicit RunStore(const Workspace &workspace);

    qint64 createRun(const RunInfo &run);
    void finishRun(qint64 runId, RunStatus status, const QJsonObject &timings, const QJsonObject &stats,
                   const QString &error = {});
    // Stores a run's pairs in one transaction (inside the caller's, when there is one).
    void storePairs(qint64 runId, const ScoredPairs &pairs);
    // About what storing one pair costs, for a run's estimate of its time before
    // it starts (bench_store: at SQLite's own single-row insert rate, 1 M rows/s
    // on a quiet host).
    static constexpr double kSecondsPerStoredPair = 1e-6;
    QList<RunInfo> runs(qint64 collectionId = 0) const; // 0: all collections
    std::optional<RunInfo> run(qint64 runId) const;
    ScoredPairs pairs(qint64 runId) const;
    // The score of one pair in every run that scored it, by run id. The
    // documents may come in either order (pairs are stored smaller id first).
    struct RunScore
    {
        RunInfo run;
        double score = 0.0;
    };
    QList<RunScore> pairScores(qint64 documentA, qint64 documentB) const;
    void deleteRun(qint64 runId);

    QSqlDatabase database() const { return m_db; }

private:
    QSqlDatabase m_db;
};

} // namespace nd::store
