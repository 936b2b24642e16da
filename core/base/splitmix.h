#pragma once

#include <cstddef>
#include <cstdint>

namespace nd {

// splitmix64 (Steele, Lea & Flood 2014): a tiny, fast generator whose output is
// the same on every machine and library, so generated collections and benchmark
// inputs are reproducible from their seed (<random>'s distributions are not
// specified bit for bit).
struct SplitMix64
{
    std::uint64_t state = 0;

    std::uint64_t next()
    {
        std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, 1), from the top 53 bits.
    double uniform() { return double(next() >> 11) * (1.0 / 9007199254740992.0); }
    // Uniform in [0, n).
    std::size_t below(std::size_t n) { return std::size_t(uniform() * double(n)); }
};

} // namespace nd
