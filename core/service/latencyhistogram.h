#pragma once

#include <array>
#include <atomic>
#include <bit>
#include <cmath>
#include <cstdint>

namespace nd::service {

// Request latencies since start, lock-free from any number of threads: a count
// per bucket of about 9 % width (8 buckets per doubling) from 1 microsecond to
// about 70 minutes, so a quantile is exact to within its bucket's width.
class LatencyHistogram
{
public:
    void record(std::int64_t micros)
    {
        m_buckets[std::size_t(bucketOf(micros))].fetch_add(1, std::memory_order_relaxed);
        m_count.fetch_add(1, std::memory_order_relaxed);
    }

    std::int64_t count() const { return m_count.load(std::memory_order_relaxed); }

    // The upper edge, in microseconds, of the bucket holding quantile q (0..1);
    // 0 with no requests.
    double quantileMicros(double q) const
    {
        std::array<std::int64_t, bucketCount> counts{};
        std::int64_t total = 0;
        for (std::size_t b = 0; b < bucketCount; ++b)
            total += counts[b] = m_buckets[b].load(std::memory_order_relaxed);
        if (total == 0)
            return 0.0;
        const auto rank = std::int64_t(std::ceil(q * double(total)));
        std::int64_t seen = 0;
        for (std::size_t b = 0; b < bucketCount; ++b) {
            seen += counts[b];
            if (seen >= std::max<std::int64_t>(rank, 1))
                return upperEdge(int(b));
        }
        return upperEdge(bucketCount - 1);
    }

    static constexpr int bucketsPerDoubling = 8;
    static constexpr int bucketCount = 32 * bucketsPerDoubling;

    static int bucketOf(std::int64_t micros)
    {
        if (micros <= 1)
            return 0;
        const int b = int(std::ceil(std::log2(double(micros)) * bucketsPerDoubling));
        return std::min(b, bucketCount - 1);
    }
    static double upperEdge(int bucket) { return std::exp2(double(bucket) / bucketsPerDoubling); }

private:
    std::array<std::atomic<std::int64_t>, bucketCount> m_buckets{};
    std::atomic<std::int64_t> m_count{0};
};

} // namespace nd::service
