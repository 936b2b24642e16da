#pragma once

#include "jobs/tsanhandoff.h"

#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

namespace nd {

// The threads every parallel loop of the core runs on: the importer's decoding,
// preprocessing, parallelFor and the Hamming searches.
// It is kept apart from QThreadPool::globalInstance() because Qt's raster paint
// engine splits large fills over the global pool and waits for them on the GUI
// thread; core tasks queued there ahead of a fill would stall the window.
// Holds QThread::idealThreadCount() threads unless the application sets its
// maximum (neardup-cli --threads).
QThreadPool &corePool();

namespace detail {

// The pool whose blockingMapOn task the calling thread is running, if any.
QThreadPool *&poolOfCurrentTask();

// Marks the thread as running a task of `pool` for the guard's lifetime.
class PoolTaskScope
{
public:
    explicit PoolTaskScope(QThreadPool *pool)
        : m_outer(poolOfCurrentTask())
    {
        poolOfCurrentTask() = pool;
    }
    ~PoolTaskScope() { poolOfCurrentTask() = m_outer; }
    PoolTaskScope(const PoolTaskScope &) = delete;
    PoolTaskScope &operator=(const PoolTaskScope &) = delete;

private:
    QThreadPool *m_outer;
};

// Lends the pool the calling thread's place while it waits (see blockingMapOn).
class LentThread
{
public:
    explicit LentThread(QThreadPool *pool)
        : m_pool(pool)
    {
        if (m_pool)
            m_pool->releaseThread();
    }
    ~LentThread()
    {
        if (m_pool)
            m_pool->reserveThread();
    }
    LentThread(const LentThread &) = delete;
    LentThread &operator=(const LentThread &) = delete;

private:
    QThreadPool *m_pool;
};

} // namespace detail

// Counts the calling thread as one of the pool's threads while it lives
// (QThreadPool::reserveThread), so that the pool starts one fewer beside it: for
// a thread that keeps a core busy beside the pool's tasks and takes their work
// whenever it would wait for them (SharedChunks), as an import's writing thread
// does. Otherwise a pool as large as the machine has cores shares them with one
// more busy thread. A pool of one keeps its thread (Qt would run one anyway).
class CountedAsPoolThread
{
public:
    explicit CountedAsPoolThread(QThreadPool &pool)
        : m_pool(pool.maxThreadCount() > 1 ? &pool : nullptr)
    {
        if (m_pool)
            m_pool->reserveThread();
    }
    ~CountedAsPoolThread()
    {
        if (m_pool)
            m_pool->releaseThread();
    }
    CountedAsPoolThread(const CountedAsPoolThread &) = delete;
    CountedAsPoolThread &operator=(const CountedAsPoolThread &) = delete;

private:
    QThreadPool *m_pool;
};

// map(*it) for every it in [first, last) on `pool`; returns when all are done.
// Qt 6's QtConcurrent::blockingMap only waits for the pool, so one called from
// inside a task of the same pool, with every thread of the pool waiting like
// this, would never finish. Called from inside one of its own tasks, this one
// lends the pool the waiting thread's place (QThreadPool::releaseThread without
// a reservation) until the inner map is done.
template<typename Iterator, typename MapFunctor>
void blockingMapOn(QThreadPool &pool, Iterator first, Iterator last, MapFunctor &&map)
{
    const detail::LentThread lent(detail::poolOfCurrentTask() == &pool ? &pool : nullptr);
    TsanHandoff handoff;
    handoff.give();
    QtConcurrent::blockingMap(&pool, first, last, [&pool, &map, &handoff](auto &item) {
        TsanHandoff::takeQueued();
        handoff.take();
        {
            const detail::PoolTaskScope scope(&pool);
            map(item);
        }
        handoff.finished();
    });
    handoff.joined();
}

} // namespace nd
