#pragma once

#include <QString>

#include <atomic>
#include <functional>

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

private:
    std::atomic<bool> m_cancelled{false};
    ProgressFn m_progress;
    QString m_phase;
};

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
