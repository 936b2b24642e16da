#include "ui/jobrunner.h"

#include <QCoreApplication>
#include <QEvent>
#include <QMutexLocker>
#include <QThread>

#include <stdexcept>
#include <utility>

namespace nd::ui {

Job::Job(int id, const QString &name, QObject *parent)
    : QObject(parent)
    , m_id(id)
    , m_name(name)
{
    m_control = std::make_shared<JobControl>(
        [this](qint64 done, qint64 total, const QString &phase) { workerReport(done, total, phase); });
    m_flush.setSingleShot(true);
    connect(&m_flush, &QTimer::timeout, this, &Job::emitProgress);
}

void Job::cancel()
{
    if (m_control->isCancelled())
        return;
    m_control->cancel();
    Q_EMIT cancelRequested();
}

namespace {
// Posted to a job when a worker has stored a report for it to deliver.
const QEvent::Type kReportPosted = QEvent::Type(QEvent::registerEventType());
// Posted to a job once its outcome is stored in m_deliverOutcome.
const QEvent::Type kOutcomeReady = QEvent::Type(QEvent::registerEventType());
} // namespace

void Job::workerReport(qint64 done, qint64 total, const QString &phase)
{
    QMutexLocker lock(&m_mutex);
    m_latestDone = done;
    m_latestTotal = total;
    m_latestPhase = phase;
    if (m_pending)
        return; // the delivery already queued will pick these values up
    m_pending = true;
    auto *posted = new QEvent(kReportPosted);
    m_reportHandoff.finished();
    QCoreApplication::postEvent(this, posted);
}

void Job::postOutcome(Job *job)
{
    auto *ready = new QEvent(kOutcomeReady);
    job->m_handoff.finished();
    QCoreApplication::postEvent(job, ready);
}

bool Job::event(QEvent *event)
{
    // Before reading the event, which a worker may have made (a report or the
    // outcome), and the outcome it stored: Qt's queue orders them, unseen by TSan.
    m_reportHandoff.joined();
    m_handoff.joined();
    if (event->type() == kReportPosted) {
        deliver();
        return true;
    }
    if (event->type() != kOutcomeReady)
        return QObject::event(event);
    // Moved out first: delivering finishes the job, which deletes it later.
    const std::function<void()> deliverOutcome = std::exchange(m_deliverOutcome, {});
    deliverOutcome();
    return true;
}

void Job::deliver()
{
    const qint64 since = m_sinceEmit.isValid() ? m_sinceEmit.elapsed() : JobRunner::kMinProgressIntervalMs;
    if (since >= JobRunner::kMinProgressIntervalMs)
        emitProgress();
    else if (!m_flush.isActive())
        m_flush.start(int(JobRunner::kMinProgressIntervalMs - since));
}

void Job::emitProgress()
{
    {
        QMutexLocker lock(&m_mutex);
        m_done = m_latestDone;
        m_total = m_latestTotal;
        m_phase = m_latestPhase;
        m_pending = false;
    }
    m_sinceEmit.start();
    Q_EMIT progressChanged(m_done, m_total, m_phase);
}

JobRunner::JobRunner(QObject *parent)
    : QObject(parent)
{
    // Jobs are mostly disk and SQLite bound; a few may run side by side, and the
    // heavy parallel parts run on the core's pool inside the core.
    m_pool.setMaxThreadCount(qMax(2, QThread::idealThreadCount()));
}

JobRunner::~JobRunner()
{
    cancelAllAndWait();
}

Job *JobRunner::createJob(const QString &name)
{
    auto *job = new Job(m_nextId++, name, this);
    const bool wasBusy = isBusy();
    m_jobs.append(job);
    Q_EMIT jobStarted(job);
    if (!wasBusy)
        Q_EMIT busyChanged(true);
    return job;
}

void JobRunner::finishJob(Job *job, const JobFailure *failure, const std::function<void(const JobFailure &)> &onFailure)
{
    if (failure) {
        if (onFailure)
            onFailure(*failure);
        else if (!failure->cancelled)
            Q_EMIT jobFailed(job->name(), failure->message);
    }
    // Deliver the last values the worker reported, which the throttle may
    // still be holding back, so views end on the true final state.
    bool pending = false;
    {
        QMutexLocker lock(&job->m_mutex);
        pending = job->m_pending;
    }
    if (pending) {
        job->m_flush.stop();
        job->emitProgress();
    }
    m_jobs.removeOne(job);
    Q_EMIT job->finished();
    Q_EMIT jobFinished(job);
    job->deleteLater();
    if (!isBusy())
        Q_EMIT busyChanged(false);
}

JobFailure JobRunner::failureFromCurrentException()
{
    JobFailure failure;
    try {
        throw;
    } catch (const Cancelled &) {
        failure.cancelled = true;
    } catch (const TooManyPairs &refusal) {
        failure.message = QString::fromUtf8(refusal.what());
        failure.tooManyPairs = refusal;
    } catch (const store::WorkspaceError &error) {
        failure.message = error.message();
    } catch (const std::exception &error) {
        failure.message = QString::fromUtf8(error.what());
    } catch (...) {
        failure.message = QCoreApplication::translate("nd::ui::JobRunner", "An unexpected error stopped the job.");
    }
    return failure;
}

void JobRunner::cancelAll()
{
    for (Job *job : std::as_const(m_jobs))
        job->cancel();
}

void JobRunner::cancelAllAndWait()
{
    cancelAll();
    m_pool.waitForDone();
    // The continuations are queued on the jobs; deleting the jobs drops them.
    const QList<Job *> jobs = std::exchange(m_jobs, {});
    for (Job *job : jobs) {
        job->m_handoff.joined(); // its worker and queued continuation are done
        Q_EMIT job->finished();
        Q_EMIT jobFinished(job);
        delete job;
    }
    if (!jobs.isEmpty())
        Q_EMIT busyChanged(false);
}

} // namespace nd::ui
