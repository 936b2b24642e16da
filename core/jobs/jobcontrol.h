#pragma once

#include <QString>

#include <atomic>
#include <functional>
#include <stdexcept>
#include <string>

namespace nd {

// Shared between a worker and whoever started it: the worker reports progress
// and polls isCancelled() in its inner loops; the owner may cancel at any time.
// Thread-safe; the progress callback is called on the worker's thread.
class JobControl
{
public:
    using ProgressFn = std::function<void(qint64 done, qint64 total, const QString &phase)>;

    JobControl() = default;
    explicit JobControl(ProgressFn progress)
        : m_progress(std::move(progress))
    { }
    JobControl(const JobControl &) = delete;
    JobControl &operator=(const JobControl &) = delete;

    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }
    bool isCancelled() const { return m_cancelled.load(std::memory_order_relaxed); }

    void setPhase(const QString &phase)
    {
        m_phase = phase;
        report(0, 0);
    }
    QString phase() const { return m_phase; }

    void report(qint64 done, qint64 total) const
    {
        if (m_progress)
            m_progress(done, total, m_phase);
    }

    // The most pairs a run may score before the user allows it (0: no bound),
    // and what each pair costs beyond its scoring (storing it), for the estimate.
    void setPairLimit(qint64 limit, double overheadSecondsPerPair = 0.0)
    {
        m_pairLimit = limit;
        m_pairOverheadSeconds = overheadSecondsPerPair;
    }
    qint64 pairLimit() const { return m_pairLimit; }

    // Called by a detector once its candidate generation has counted the pairs
    // it is about to score, before scoring them; throws TooManyPairs when they
    // are more than the limit. secondsPerPair: its cost of scoring one. atLeast:
    // `pairs` is a lower bound, where counting them all would cost a run's work.
    inline void admitPairs(qint64 pairs, double secondsPerPair, bool atLeast = false) const;

private:
    std::atomic<bool> m_cancelled{false};
    ProgressFn m_progress;
    QString m_phase;
    qint64 m_pairLimit = 0;
    double m_pairOverheadSeconds = 0.0;
};

// A run refused before scoring because it would score more pairs than its
// bound; it says how many and about how long they would take.
class TooManyPairs : public std::runtime_error
{
public:
    TooManyPairs(qint64 pairs, qint64 limit, double estimatedSeconds, bool atLeast = false)
        : std::runtime_error(message(pairs, limit, estimatedSeconds, atLeast))
        , m_pairs(pairs)
        , m_limit(limit)
        , m_estimatedSeconds(estimatedSeconds)
        , m_atLeast(atLeast)
    { }
    qint64 pairs() const { return m_pairs; }
    qint64 limit() const { return m_limit; }
    double estimatedSeconds() const { return m_estimatedSeconds; }
    // pairs() and the time are lower bounds: the run would score more.
    bool atLeast() const { return m_atLeast; }

private:
    static std::string message(qint64 pairs, qint64 limit, double seconds, bool atLeast)
    {
        return QStringLiteral("The run would score %1%2 pairs, more than the bound of %3, taking %4 %5 s; "
                              "it was not started.")
            .arg(atLeast ? QStringLiteral("at least ") : QString())
            .arg(pairs)
            .arg(limit)
            .arg(atLeast ? QStringLiteral("at least") : QStringLiteral("about"))
            .arg(seconds, 0, 'f', seconds < 10 ? 1 : 0)
            .toStdString();
    }
    qint64 m_pairs;
    qint64 m_limit;
    double m_estimatedSeconds;
    bool m_atLeast;
};

void JobControl::admitPairs(qint64 pairs, double secondsPerPair, bool atLeast) const
{
    if (m_pairLimit > 0 && pairs > m_pairLimit)
        throw TooManyPairs(pairs, m_pairLimit, double(pairs) * (secondsPerPair + m_pairOverheadSeconds), atLeast);
}

// Thrown by long operations when they notice a cancellation; callers roll back.
struct Cancelled
{ };

// Throws Cancelled when the job has been cancelled; call it in inner loops.
inline void throwIfCancelled(const JobControl &control)
{
    if (control.isCancelled())
        throw Cancelled{};
}

} // namespace nd
