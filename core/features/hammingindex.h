#pragma once

#include "jobs/jobcontrol.h"

#include <bit>
#include <cstdint>
#include <functional>
#include <vector>

namespace nd::features {

// Finds f-bit fingerprints within Hamming distance k without comparing all pairs:
// Manku, Jain & Das Sarma 2007 ("Detecting near-duplicates for web crawling"),
// the method paper 002 (Yu et al.) describes.
//
// The f bits are cut into n >= k + 1 blocks. Two fingerprints that differ in at
// most k bits differ in at most k blocks, so they agree exactly on at least n - k
// of them. There is one table per choice of n - k blocks, C(n, n - k) = C(n, k)
// tables: a bit permutation that moves the chosen blocks to the top bits, and a
// sorted array of permuted fingerprints. A query binary-searches, in every table,
// the range whose top bits (the prefix) equal its own, and checks the exact
// distance of the few fingerprints there. n = k + 1 is the simple pigeonhole
// design (002's example: k = 3, four 16-bit blocks, four tables with 16-bit
// prefixes); a larger n gives longer prefixes (fewer false candidates) for more
// tables (Manku: k = 3 with six blocks -> 20 tables with 32-bit prefixes).
// Manku's two-level design (002's 16 tables of 28 bits) is not built here; the
// one-level design with n = 7 (35 tables, ~36-bit prefix) covers the same need.
class HammingIndex
{
public:
    struct Block
    {
        int shift = 0; // lowest bit of the block
        int width = 0;
        std::uint64_t mask = 0; // the block's bits, in place
    };

    struct Table
    {
        std::vector<int> prefixBlocks; // the n - k blocks moved to the top, ascending
        std::vector<int> order;        // all blocks in permuted order, top first
        int prefixBits = 0;
        std::uint64_t prefixMask = 0;  // the prefix blocks' bits, in original place
    };

    struct Stats
    {
        qint64 candidates = 0; // distinct fingerprints/pairs whose exact distance was checked
        qint64 probes = 0;     // prefix lookups (one per fingerprint and table)
    };

    // bits: 1..64 (fingerprints use their low `bits` bits); maxDistance: 0..bits-1;
    // blockCount: k+1..bits, or 0 for k + 1. Throws std::invalid_argument, also when
    // the design would need more than maxTableCount tables.
    HammingIndex(int bits, int maxDistance, int blockCount = 0);

    static constexpr int maxTableCount = 4096;
    static std::uint64_t binomial(int n, int k);

    // Manku's rule: the prefix should have about log2(fingerprintCount) bits, so a
    // prefix range holds O(1) fingerprints; the fewest blocks whose shortest prefix
    // reaches that with at most maxTables tables, else the longest prefix within
    // maxTables.
    static int chooseBlockCount(int bits, int maxDistance, std::size_t fingerprintCount,
                                int maxTables = 32);

    int bits() const { return m_bits; }
    int maxDistance() const { return m_maxDistance; }
    int blockCount() const { return int(m_blocks.size()); }
    int tables() const { return int(m_tables.size()); }
    const std::vector<Block> &blocks() const { return m_blocks; }
    const std::vector<Table> &tableDesigns() const { return m_tables; }
    int shortestPrefix() const;

    // The fingerprint with table t's blocks rearranged: prefix blocks on top.
    std::uint64_t permute(std::size_t t, std::uint64_t fingerprint) const;

    // Calls found(i, j, distance) once for every pair of indices i < j into
    // fingerprints whose distance is <= maxDistance. Returns the number of
    // distinct candidate pairs examined (those sharing a table's prefix).
    // Checks control for cancellation (throws nd::Cancelled) when given.
    using Found = std::function<void(std::size_t i, std::size_t j, int distance)>;
    qint64 forEachPairWithin(const std::vector<std::uint64_t> &fingerprints, const Found &found,
                             const JobControl *control = nullptr, Stats *stats = nullptr) const;

    // Query mode: build() the sorted permuted tables once, then query() any
    // fingerprint: found(index, distance) once for every stored fingerprint within
    // maxDistance (indices into the built vector, in no particular order).
    void build(std::vector<std::uint64_t> fingerprints);
    std::size_t size() const { return m_stored.size(); }
    using QueryFound = std::function<void(std::size_t index, int distance)>;
    Stats query(std::uint64_t fingerprint, const QueryFound &found) const;

    static int distance(std::uint64_t a, std::uint64_t b) { return std::popcount(a ^ b); }

private:
    std::uint64_t prefixOf(std::size_t t, std::uint64_t permuted) const
    {
        return permuted >> (m_bits - m_tables[t].prefixBits);
    }
    // Whether a pair with this difference was already met in a table before t.
    bool seenInEarlierTable(std::uint64_t diff, std::size_t t) const;

    int m_bits;
    int m_maxDistance;
    std::uint64_t m_fullMask;
    std::vector<Block> m_blocks;
    std::vector<Table> m_tables;

    struct Entry
    {
        std::uint64_t permuted;
        std::uint32_t index;
    };
    std::vector<std::uint64_t> m_stored;
    std::vector<std::vector<Entry>> m_sorted; // per table, by permuted value
};

} // namespace nd::features
