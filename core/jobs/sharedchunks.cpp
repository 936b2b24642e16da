#include "jobs/sharedchunks.h"

#include "jobs/tsanhandoff.h"

#include <condition_variable>
#include <exception>
#include <mutex>
#include <utility>

namespace nd {

struct SharedChunks::State
{
    explicit State(std::function<void(std::size_t)> work)
        : doChunk(std::move(work))
    { }

    // Does the next chunk nobody has taken, if any; `lock` holds the mutex on
    // entry and on return.
    bool doNext(std::unique_lock<std::mutex> &lock)
    {
        if (taken == added)
            return false;
        const std::size_t chunk = taken++;
        lock.unlock();
        std::exception_ptr thrown;
        try {
            doChunk(chunk);
        } catch (...) {
            thrown = std::current_exception();
        }
        lock.lock();
        ++ended;
        if (thrown && !failure) {
            failure = thrown;
            skipTheRest();
        }
        chunkEnded.notify_all();
        return true;
    }
    void skipTheRest()
    {
        ended += added - taken;
        taken = added;
    }
    bool allEnded() const { return ended == added; }

    const std::function<void(std::size_t)> doChunk;
    std::mutex mutex; // guards what follows
    std::condition_variable chunkEnded;
    std::size_t added = 0;
    std::size_t taken = 0;
    std::size_t ended = 0; // done or skipped
    std::exception_ptr failure;
    TsanHandoff handoff; // the tasks, handed to the pool
};

SharedChunks::SharedChunks(QThreadPool &pool, std::function<void(std::size_t)> doChunk)
    : m_state(std::make_shared<State>(std::move(doChunk)))
    , m_pool(pool)
{ }

SharedChunks::~SharedChunks()
{
    std::unique_lock lock(m_state->mutex);
    m_state->skipTheRest(); // what nobody has taken is not needed
    m_state->chunkEnded.wait(lock, [this] { return m_state->allEnded(); });
}

void SharedChunks::add(std::size_t count)
{
    {
        const std::lock_guard lock(m_state->mutex);
        m_state->added += count;
        if (m_state->failure) {
            m_state->skipTheRest(); // a chunk has thrown: none is taken any more
            return;
        }
    }
    for (std::size_t k = 0; k < count; ++k) {
        // Made before the hand-over, which must follow every write the task reads.
        std::function<void()> task = [state = m_state] {
            TsanHandoff::takeQueued();
            state->handoff.take();
            std::unique_lock lock(state->mutex);
            state->doNext(lock);
        };
        m_state->handoff.give();
        m_pool.start(std::move(task));
    }
}

bool SharedChunks::doOne()
{
    std::unique_lock lock(m_state->mutex);
    return m_state->doNext(lock);
}

bool SharedChunks::done() const
{
    const std::lock_guard lock(m_state->mutex);
    return m_state->allEnded();
}

void SharedChunks::waitForAChunk()
{
    std::unique_lock lock(m_state->mutex);
    const std::size_t ended = m_state->ended;
    m_state->chunkEnded.wait(lock, [&] { return m_state->ended != ended || m_state->allEnded(); });
}

void SharedChunks::finish()
{
    while (doOne()) {
    }
    std::unique_lock lock(m_state->mutex);
    m_state->chunkEnded.wait(lock, [this] { return m_state->allEnded(); });
}

void SharedChunks::rethrowIfFailed() const
{
    std::exception_ptr failure;
    {
        const std::lock_guard lock(m_state->mutex);
        failure = m_state->failure;
    }
    if (failure)
        std::rethrow_exception(failure);
}

} // namespace nd
