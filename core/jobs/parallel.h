#pragma once

// The core's parallel loops: every index of a range run on the core pool (or a
// pool of a requested size), with progress and cancellation between chunks.

#include "jobs/corepool.h"
#include "jobs/jobcontrol.h"

#include <QThreadPool>

#include <algorithm>
#include <memory>
#include <numeric>
#include <vector>

namespace nd {

// The pool a `threads` parameter (a detector's, say) asks for: nullptr for 0, meaning the
// core pool (nd::corePool(), whose size the application sets, e.g. neardup-cli
// --threads), or a pool of that many threads of its own.
inline std::unique_ptr<QThreadPool> threadPoolFor(int threads)
{
    if (threads <= 0)
        return nullptr;
    auto pool = std::make_unique<QThreadPool>();
    pool->setMaxThreadCount(threads);
    return pool;
}

// fn(i) for every i in [begin, end) on `pool` (nullptr: the core pool);
// returns when all are done. A pool of one thread runs them in order on the
// caller.
template<typename Fn>
void parallelRange(std::size_t begin, std::size_t end, Fn &&fn, QThreadPool *pool = nullptr)
{
    QThreadPool &target = pool ? *pool : corePool();
    if (target.maxThreadCount() == 1) {
        for (std::size_t i = begin; i < end; ++i)
            fn(i);
        return;
    }
    std::vector<std::size_t> indices(end - begin);
    std::iota(indices.begin(), indices.end(), begin);
    blockingMapOn(target, indices.begin(), indices.end(), [&fn](const std::size_t &i) { fn(i); });
}

// Runs fn(i) for i in [0, n) on `pool` (nullptr: the core pool) chunk by
// chunk, so that progress is reported and cancellation noticed from the calling
// thread between chunks (the progress callback is not required to be
// reentrant); once cancelled, the rest of a chunk is skipped and nd::Cancelled
// thrown. fn(i) must change only what belongs to index i: the results then do
// not depend on the number of threads or their scheduling.
template<typename Fn>
void parallelFor(std::size_t n, JobControl &control, Fn fn, std::size_t chunk = 256, QThreadPool *pool = nullptr)
{
    for (std::size_t begin = 0; begin < n; begin += chunk) {
        throwIfCancelled(control);
        const std::size_t end = std::min(n, begin + chunk);
        parallelRange(
            begin, end,
            [&](std::size_t i) {
                if (!control.isCancelled())
                    fn(i);
            },
            pool);
        control.report(qint64(end), qint64(n));
    }
    throwIfCancelled(control);
}

// The same on the threads a `threads` parameter (a detector's, say) asks for (see threadPoolFor).
template<typename Fn>
void parallelFor(std::size_t n, int threads, JobControl &control, Fn fn, std::size_t chunk = 256)
{
    const std::unique_ptr<QThreadPool> pool = threadPoolFor(threads);
    parallelFor(n, control, std::move(fn), chunk, pool.get());
}

} // namespace nd
