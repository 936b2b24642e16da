#pragma once

#include "features/hammingindex.h"

#include <cstdint>
#include <limits>
#include <vector>

namespace nd::features {

// How every pair of a set of fingerprints within a Hamming bound is found: by
// Manku's permuted tables (HammingIndex) or by comparing all pairs, whichever
// the cost model expects to be cheaper.
//
// Cost model, in units of one all-pairs comparison (a vector XOR, popcount and
// compare of a fingerprint already in cache):
//   all pairs: N (N - 1) / 2 comparisons;
//   tables:    per table, N probes (counting sort and copy, probeCost each) and
//              N (N - 1) / 2 / 2^p candidates sharing a prefix of p bits
//              (candidateCost each: a fingerprint read out of order, the test
//              against the earlier tables' prefixes and a branch per pair);
//              expected for uniform fingerprints, which text fingerprints are not
//              (common words pull their bits the same way), so if anything it
//              favours the tables.
// With few prefix bits (a large bound: 64 bits within 12 give 13 tables of 4-bit
// prefixes) every table holds N^2 / 32 candidate pairs and all pairs win; with a
// small bound (3 of 64 over 20,000 fingerprints: 16-bit prefixes) the tables
// examine a few hundred thousand pairs instead of 2 * 10^8.
struct HammingSearchPlan
{
    bool exhaustive = false; // compare all pairs
    bool forced = false;     // exhaustive because the bound is beyond bits / 2
    int blocks = 0;          // the table design weighed (0 when forced)
    int tables = 0;
    int prefixBits = 0;
    double tableCost = 0.0;
    double exhaustiveCost = 0.0;

    // On the 20,000-document benchmark collection (64 bits within 12, 13 tables of
    // 4-bit prefixes) the tables took 1.48 s for 72.9 million candidates, about
    // 20 ns each, and all pairs 0.027 s for 2 * 10^8 comparisons with AVX-512
    // popcounts, 0.13 ns each: a ratio of 150. The weights below are lower, so a
    // processor without vector popcounts (several times slower per comparison)
    // is not pushed to all pairs where the tables would still win.
    static constexpr double candidateCost = 16.0;
    static constexpr double probeCost = 8.0;
};

// The plan for `count` fingerprints of `bits` bits within maxDistance; blocks = 0
// chooses Manku's block count for the count (HammingIndex::chooseBlockCount).
// Beyond bits / 2 the tables are not used at all (they would need prefixes of
// less than half the fingerprint and nearly as many candidates as all pairs).
HammingSearchPlan planHammingSearch(int bits, int maxDistance, std::size_t count, int blocks = 0);

// The comparison loop of forEachPairWithinExhaustive: the fastest this processor
// runs (AVX-512 VPOPCNTDQ: eight pairs per instruction; else the popcnt
// instruction; else portable code), or the portable one, which tests compare.
enum class PopcountKernel { Fastest, Portable };

// Pairs within the bound that forEachPairWithinExhaustive hands on at most, and
// how many it found in all: a caller that will refuse beyond a bound counts the
// pairs without holding them.
struct PairsWithin
{
    qint64 handOnAtMost = std::numeric_limits<qint64>::max();
    qint64 found = 0; // set by the scan
};

// Calls found(i, j, distance) for every pair i < j of fingerprints (low `bits`
// bits) within maxDistance by comparing all pairs: square tiles of the pair
// triangle, spread over the core thread pool, one popcount per pair. found is
// called on the calling thread, tile by tile, in (i, j) order within a tile;
// with `within`, only until handOnAtMost pairs were handed on (the rest are
// counted in within->found). Returns the number of pairs compared. Checks control between tiles (throws
// nd::Cancelled). At most 2^32 - 1 fingerprints (else std::invalid_argument).
qint64 forEachPairWithinExhaustive(const std::vector<std::uint64_t> &fingerprints, int bits, int maxDistance,
                                   const HammingIndex::Found &found, const JobControl *control = nullptr,
                                   PopcountKernel kernel = PopcountKernel::Fastest, PairsWithin *within = nullptr);

} // namespace nd::features
