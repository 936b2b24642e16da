#pragma once
// Timing helpers shared by the benchmarks: medians and percentiles of repeated
// measurements, and CPU seconds, which a busy machine inflates less than wall time.

#include <algorithm>
#include <cmath>
#include <ctime>
#include <vector>

namespace nd::bench {

inline double median(std::vector<double> values)
{
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

// Nearest-rank percentile (p in 0..100).
inline double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const std::size_t rank = std::size_t(std::ceil(p / 100.0 * double(values.size())));
    return values[std::clamp<std::size_t>(rank, 1, values.size()) - 1];
}

// CPU seconds of the process (CLOCK_PROCESS_CPUTIME_ID) or of the calling
// thread (CLOCK_THREAD_CPUTIME_ID) so far.
inline double cpuSeconds(clockid_t clock)
{
    timespec now{};
    clock_gettime(clock, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

} // namespace nd::bench
