#pragma once
// Timing helpers shared by the benchmarks: medians and percentiles of repeated
// measurements (base/medians.h), and CPU seconds, which a busy machine inflates
// less than wall time.

#include "base/medians.h"

#include <ctime>

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

} // namespace nd::bench
