#pragma once

#include <QThreadPool>

#include <cstddef>
#include <functional>
#include <memory>

namespace nd {

// Work cut into chunks that the pool's tasks and a thread waiting for the work
// take in turn, in the order they were added. The waiting thread does chunks
// itself rather than sleep (an import's writing thread between two writes, a run
// waiting for its documents' hashes), so no core idles while a chunk is left,
// whatever the pool's size and whatever else the waiting thread has to do; each
// chunk runs once, on the first thread to take it. Chunks may be added while
// others run. Nothing waits for a task the pool has not started: with every
// thread of the pool busy or reserved (CountedAsPoolThread), the waiting thread
// does all the chunks, and the tasks, when they run, find none left. A chunk
// that throws stops the taking of further chunks, those added later too;
// rethrowIfFailed() passes its exception on.
class SharedChunks
{
public:
    // doChunk(k) does the k-th chunk added (0, 1, ...), on any thread.
    SharedChunks(QThreadPool &pool, std::function<void(std::size_t)> doChunk);
    // Takes no more chunks and waits for those being done.
    ~SharedChunks();
    SharedChunks(const SharedChunks &) = delete;
    SharedChunks &operator=(const SharedChunks &) = delete;

    // Adds `count` chunks, each with a task on the pool that does the next
    // chunk nobody has taken, if any is left when it runs.
    void add(std::size_t count);
    // Does the next chunk nobody has taken on the calling thread; false when
    // there is none (all are taken, or one has thrown).
    bool doOne();
    // Whether every chunk added has been done (or skipped after one threw).
    bool done() const;
    // Blocks until a chunk ends, unless done() already.
    void waitForAChunk();
    // Does chunks until none is left to take, then waits for the others'.
    void finish();
    // The exception of the first chunk that threw, if any.
    void rethrowIfFailed() const;

private:
    struct State; // shared with the tasks, which may run after this is gone
    std::shared_ptr<State> m_state;
    QThreadPool &m_pool;
};

} // namespace nd
