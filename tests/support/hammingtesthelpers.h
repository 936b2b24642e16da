#pragma once

#include <bit>
#include <cstdint>
#include <set>
#include <tuple>
#include <vector>

namespace nd::features::testing {

// Pairs (i, j, distance) of fingerprint indices, i < j: what a Hamming search finds.
using Found = std::set<std::tuple<std::size_t, std::size_t, int>>;

// Every pair within `k` bits over the low `bits` bits, by comparing all pairs: the
// answer every index and search is checked against.
inline Found bruteForcePairs(const std::vector<std::uint64_t> &fps, int bits, int k)
{
    const std::uint64_t mask = bits == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << bits) - 1;
    Found found;
    for (std::size_t i = 0; i < fps.size(); ++i) {
        for (std::size_t j = i + 1; j < fps.size(); ++j) {
            const int d = std::popcount((fps[i] ^ fps[j]) & mask);
            if (d <= k)
                found.insert({i, j, d});
        }
    }
    return found;
}

} // namespace nd::features::testing
