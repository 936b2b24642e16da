#include "store/logcheckpointer.h"

#include "store/sqlitestatement.h"
#include "store/workspace.h"

#include <sqlite3.h>

namespace nd::store {

LogCheckpointer::LogCheckpointer(const Workspace &workspace, int frames)
    : m_workspace(workspace)
    , m_frames(frames)
{ }

LogCheckpointer::~LogCheckpointer()
{
    stop();
}

void LogCheckpointer::stop()
{
    {
        const std::lock_guard lock(m_lock);
        m_stopping = true;
    }
    m_due.notify_one();
    if (m_thread.joinable())
        m_thread.join();
}

void LogCheckpointer::handOver(sqlite3 *connection)
{
    // Replaces the hook through which SQLite checkpoints by itself.
    sqlite3_wal_hook(
        connection,
        [](void *context, sqlite3 *, const char *, int logFrames) {
            auto *checkpointer = static_cast<LogCheckpointer *>(context);
            if (logFrames >= checkpointer->m_frames)
                checkpointer->wake(); // inside the commit: only signals
            return SQLITE_OK;
        },
        this);
}

std::uint64_t LogCheckpointer::checkpointsDone() const
{
    const std::lock_guard lock(m_lock);
    return m_done;
}

void LogCheckpointer::wake()
{
    {
        const std::lock_guard lock(m_lock);
        if (m_stopping)
            return;
        m_wanted = true;
        if (!m_thread.joinable())
            m_thread = std::thread([this] { run(); });
    }
    m_due.notify_one();
}

void LogCheckpointer::run()
{
    std::unique_lock lock(m_lock);
    for (;;) {
        m_due.wait(lock, [&] { return m_stopping || m_wanted; });
        if (m_stopping)
            return;
        m_wanted = false;
        lock.unlock();
        try {
            const QSqlDatabase db = m_workspace.database();
            // Passive: copies what no reader still needs, without waiting for
            // readers or writers; syncs the log, then the file.
            sqlite3_wal_checkpoint_v2(sqlite::handle(db), "main", SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr);
        } catch (...) {
            // The log stays as it is, committed; the next long commit asks again.
        }
        lock.lock();
        ++m_done;
    }
}

} // namespace nd::store
