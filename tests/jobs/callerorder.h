#pragma once

// What parallelFor did with its indices as seen from the loop body: the order
// they ran in and whether any ran off the calling thread.

#include "jobs/parallel.h"

#include <thread>
#include <vector>

namespace nd::test {

struct LoopVisits
{
    std::vector<std::size_t> order;
    bool offCaller = false;
};

// parallelFor(n, threads, …, chunk) with a body that records its index.
inline LoopVisits loopVisits(std::size_t n, int threads, std::size_t chunk)
{
    const std::thread::id caller = std::this_thread::get_id();
    LoopVisits visits;
    JobControl control;
    parallelFor(
        n, threads, control,
        [&](std::size_t i) {
            visits.offCaller = visits.offCaller || std::this_thread::get_id() != caller;
            visits.order.push_back(i);
        },
        chunk);
    return visits;
}

} // namespace nd::test
