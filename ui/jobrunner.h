#pragma once

#include "jobs/jobcontrol.h"
#include "jobs/tsanhandoff.h"
#include "store/workspace.h"

#include <QElapsedTimer>
#include <QFuture>
#include <QList>
#include <QMutex>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>

namespace nd::ui {

// Why a job ended without a result.
struct JobFailure
{
    QString message; // for the user; empty when cancelled
    bool cancelled = false;
    std::optional<TooManyPairs> tooManyPairs; // a run refused before scoring, which the user may allow
};

// A job as the GUI sees it. Lives on the GUI thread; the runner deletes it
// (deleteLater) after finished().
class Job : public QObject
{
    Q_OBJECT

public:
    Job(int id, const QString &name, QObject *parent);

    int id() const { return m_id; }
    QString name() const { return m_name; }
    QString phase() const { return m_phase; }
    qint64 done() const { return m_done; }
    qint64 total() const { return m_total; }
    bool isCancelRequested() const { return m_control->isCancelled(); }

    // Shared with the worker, so it outlives a Job deleted early at shutdown.
    std::shared_ptr<JobControl> control() const { return m_control; }

public Q_SLOTS:
    void cancel();

Q_SIGNALS:
    void progressChanged(qint64 done, qint64 total, const QString &phase);
    void cancelRequested();
    void finished();

private:
    friend class JobRunner;
    // Called on the worker thread: stores the values and posts at most one
    // delivery at a time, so a chatty worker cannot flood the event queue.
    void workerReport(qint64 done, qint64 total, const QString &phase);
    void deliver();
    void emitProgress();
    static void postOutcome(Job *job);

    int m_id;
    QString m_name;
    QString m_phase;
    qint64 m_done = 0;
    qint64 m_total = 0;
    std::shared_ptr<JobControl> m_control;

    QMutex m_mutex; // guards the m_latest* values and m_pending
    qint64 m_latestDone = 0;
    qint64 m_latestTotal = 0;
    QString m_latestPhase;
    bool m_pending = false;
    // Marks each posted delivery for ThreadSanitizer: the event is made on the
    // worker's thread and read on the job's, through Qt's queue it does not see.
    TsanHandoff m_reportHandoff;

    QElapsedTimer m_sinceEmit; // GUI thread only
    QTimer m_flush;

    // Delivers a posted report, and runs m_deliverOutcome when the worker has
    // posted that it is set.
    bool event(QEvent *event) override;
    // Set by the worker, then handed to the job's thread by a plain event posted
    // after it: every byte the worker wrote is written before the hand-over
    // that m_handoff marks for ThreadSanitizer (jobs/tsanhandoff.h), which does
    // not see the ordering Qt's pool and event queue give.
    std::function<void()> m_deliverOutcome;
    TsanHandoff m_handoff;
};

// Runs callables taking JobControl& on its own thread pool and hands results
// and errors back on the GUI thread. Neither the jobs nor the core's parallel
// loops inside them (nd::corePool()) use Qt's global pool: Qt 6.4 paints large
// fills from the GUI thread in parallel on that pool and waits for them.
class JobRunner : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMinProgressIntervalMs = 50; // ~20 updates a second

    explicit JobRunner(QObject *parent = nullptr);
    // Cancels every job and waits for the workers: they may use objects the
    // owner is about to destroy (the workspace).
    ~JobRunner() override;

    // work runs on a worker thread and must return a value (not void).
    // onSuccess / onFailure run on the GUI thread. Without onFailure, errors
    // are announced through jobFailed (cancellations are silent).
    template<typename Work, typename OnSuccess>
    Job *run(const QString &name, Work work, OnSuccess onSuccess,
             std::function<void(const JobFailure &)> onFailure = {});

    // A read for a view (a collection's lists, a run's overview) on the same
    // pool, with errors caught the same way, but not a job: not listed, not
    // cancellable, never making the user wait. onDone(value, error) runs on the
    // GUI thread through receiver's event queue (never inside fetch), with the
    // value or else the error message; dropped when receiver is gone. The
    // returned future finishes with the work (wait on it before closing what
    // the work reads); cancelAllAndWait() waits for it too.
    template<typename Work, typename OnDone>
    QFuture<void> fetch(QObject *receiver, Work work, OnDone onDone);

    QList<Job *> jobs() const { return m_jobs; }
    bool isBusy() const { return !m_jobs.isEmpty(); }
    void cancelAll();
    // Cancels and blocks until every worker has returned (used before the
    // workspace they read is closed). Results are not delivered.
    void cancelAllAndWait();

Q_SIGNALS:
    void jobStarted(nd::ui::Job *job);
    void jobFinished(nd::ui::Job *job);
    void jobFailed(const QString &jobName, const QString &message);
    void busyChanged(bool busy);

private:
    template<typename T>
    struct Outcome
    {
        std::optional<T> value;
        JobFailure failure;
    };

    Job *createJob(const QString &name);
    void finishJob(Job *job, const JobFailure *failure, const std::function<void(const JobFailure &)> &onFailure);
    static JobFailure failureFromCurrentException();

    QThreadPool m_pool;
    QList<Job *> m_jobs;
    int m_nextId = 1;
};

template<typename Work, typename OnSuccess>
Job *JobRunner::run(const QString &name, Work work, OnSuccess onSuccess,
                    std::function<void(const JobFailure &)> onFailure)
{
    using T = std::invoke_result_t<Work &, JobControl &>;
    static_assert(!std::is_void_v<T>, "a job returns a value");

    Job *job = createJob(name);
    std::shared_ptr<JobControl> control = job->control();
    // The outcome is always delivered through the job's (GUI) thread's event
    // queue, even when the work finished before run() returns: callers may
    // connect to the job after run() returns and must never see it finish inside
    // run(). The job outlives its worker (cancelAllAndWait waits for the pool
    // before deleting jobs, and drops their posted outcomes).
    job->m_handoff.give();
    (void)QtConcurrent::run(&m_pool,
                            [this, job, control, work = std::move(work), onSuccess = std::move(onSuccess),
                             onFailure = std::move(onFailure)]() mutable {
                                job->m_handoff.take();
                                auto outcome = std::make_shared<Outcome<T>>();
                                try {
                                    outcome->value.emplace(work(*control));
                                } catch (...) {
                                    outcome->failure = failureFromCurrentException();
                                }
                                job->m_deliverOutcome = [this, job, outcome, onSuccess = std::move(onSuccess),
                                                         onFailure = std::move(onFailure)]() mutable {
                                    if (outcome->value) {
                                        onSuccess(std::move(*outcome->value));
                                        finishJob(job, nullptr, onFailure);
                                    } else {
                                        finishJob(job, &outcome->failure, onFailure);
                                    }
                                };
                                Job::postOutcome(job);
                            });
    return job;
}

template<typename Work, typename OnDone>
QFuture<void> JobRunner::fetch(QObject *receiver, Work work, OnDone onDone)
{
    using T = std::invoke_result_t<Work &>;
    static_assert(!std::is_void_v<T>, "a fetch returns a value");
    QFuture<Outcome<T>> future = QtConcurrent::run(&m_pool, [work = std::move(work)]() mutable {
        Outcome<T> outcome;
        try {
            outcome.value.emplace(work());
        } catch (...) {
            outcome.failure = failureFromCurrentException();
        }
        return outcome;
    });
    QPointer<QObject> guard(receiver);
    future.then(QtFuture::Launch::Sync, [guard, onDone = std::move(onDone)](Outcome<T> result) mutable {
        if (!guard)
            return;
        auto outcome = std::make_shared<Outcome<T>>(std::move(result));
        QMetaObject::invokeMethod(
            guard.data(),
            [outcome, onDone = std::move(onDone)]() mutable {
                onDone(std::move(outcome->value), outcome->failure.message);
            },
            Qt::QueuedConnection);
    });
    return QFuture<void>(future);
}

} // namespace nd::ui
