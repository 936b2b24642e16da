#pragma once

#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>

struct sqlite3;

namespace nd::store {

class Workspace;

// Copies a workspace's write-ahead log into its file on a thread of its own,
// so that no commit waits for it. SQLite's automatic checkpoint runs inside
// the commit that leaves the log long: the commit of an 83 MB import waited
// 0.33-0.53 s for a copy of the whole log into the file and two syncs. A
// commit is as durable either way (synchronous = NORMAL: it is in the log when
// it returns); the copy only lets the log be written from its start again.
class LogCheckpointer
{
public:
    // SQLite's own threshold (its automatic checkpoint): 1,000 frames.
    static constexpr int kDefaultFrames = 1000;

    explicit LogCheckpointer(const Workspace &workspace, int frames = kDefaultFrames);
    ~LogCheckpointer(); // stop()
    LogCheckpointer(const LogCheckpointer &) = delete;
    LogCheckpointer &operator=(const LogCheckpointer &) = delete;

    // Waits for a checkpoint under way and starts no other; what the log still
    // holds is copied when the workspace's last connection closes.
    void stop();
    // In place of SQLite's automatic checkpoint on this connection: a commit
    // that leaves `frames` or more frames in the log wakes the thread and returns.
    void handOver(sqlite3 *connection);

    // Checkpoints finished since the start (whatever they could copy).
    std::uint64_t checkpointsDone() const;

private:
    void wake();
    void run();

    const Workspace &m_workspace;
    const int m_frames;
    mutable std::mutex m_lock;
    std::condition_variable m_due;
    bool m_wanted = false;
    bool m_stopping = false;
    std::uint64_t m_done = 0;
    std::thread m_thread; // started by the first wake()
};

} // namespace nd::store
