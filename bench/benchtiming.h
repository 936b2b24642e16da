#pragma once
// Timing helpers shared by the benchmarks: medians and percentiles of repeated
// measurements (base/medians.h), and CPU seconds, which a busy machine inflates
// less than wall time.

#include "base/medians.h"

#include <QElapsedTimer>

#include <algorithm>
#include <ctime>
#include <vector>

namespace nd::bench {

using nd::median;
using nd::percentile;

// CPU seconds of the process (CLOCK_PROCESS_CPUTIME_ID) or of the calling
// thread (CLOCK_THREAD_CPUTIME_ID) so far.
inline double cpuSeconds(clockid_t clock)
{
    timespec now{};
    clock_gettime(clock, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

// Medians of wall and CPU seconds over repetitions of a step, and its least
// CPU time: on a shared machine CPU time is inflated less by others' work than
// wall time. `clock`: the calling thread's, or the process's where the step
// has threads of its own.
struct Timing
{
    double wall = 0;
    double cpu = 0;
    double leastCpu = 0;
};

template<typename Fn>
Timing timedMedian(int repetitions, Fn step, clockid_t clock = CLOCK_THREAD_CPUTIME_ID)
{
    std::vector<double> walls, cpus;
    QElapsedTimer timer;
    for (int r = 0; r < repetitions; ++r) {
        const double cpuBefore = cpuSeconds(clock);
        timer.start();
        step();
        walls.push_back(double(timer.nsecsElapsed()) / 1e9);
        cpus.push_back(cpuSeconds(clock) - cpuBefore);
    }
    return {median(walls), median(cpus), *std::min_element(cpus.begin(), cpus.end())};
}

} // namespace nd::bench
