#pragma once

// Helpers shared by the detectors (not part of the detector contract).

#include "detect/detector.h"
#include "detect/scoredpair.h"
#include "jobs/jobcontrol.h"

#include <QElapsedTimer>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <numeric>
#include <vector>

namespace nd::detect::support {

// Runs fn(i) for i in [0, n) on the global thread pool, chunk by chunk, so that
// progress is reported and cancellation noticed from the calling thread between
// chunks (the progress callback is not required to be reentrant).
template<typename Fn>
void parallelFor(std::size_t n, JobControl &control, Fn fn, std::size_t chunk = 256)
{
    std::vector<std::size_t> indices;
    for (std::size_t begin = 0; begin < n; begin += chunk) {
        throwIfCancelled(control);
        const std::size_t end = std::min(n, begin + chunk);
        indices.resize(end - begin);
        std::iota(indices.begin(), indices.end(), begin);
        QtConcurrent::blockingMap(indices, [&fn](const std::size_t &i) { fn(i); });
        control.report(qint64(end), qint64(n));
    }
    throwIfCancelled(control);
}

// The pair of two documents by id, smaller id first as ScoredPair requires.
inline ScoredPair orderedPair(qint64 idA, qint64 idB, double score)
{
    return idA < idB ? ScoredPair{idA, idB, score} : ScoredPair{idB, idA, score};
}

// Deterministic output whatever the thread scheduling or hash order.
inline void sortPairs(ScoredPairs &pairs)
{
    std::sort(pairs.begin(), pairs.end(), [](const ScoredPair &x, const ScoredPair &y) {
        return x.a != y.a ? x.a < y.a : x.b < y.b;
    });
}

inline double seconds(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e9;
}

} // namespace nd::detect::support
