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
// tables: a bit permutation that moves the chosen blocks to the top bits (the
// prefix), and the fingerprints ordered so that those with the same prefix are
// together. A query looks up, in every table, the fingerprints whose prefix equals
// its own, and checks the exact distance of the few found there. n = k + 1 is the
// simple pigeonhole design (002's example: k = 3, four 16-bit blocks, four tables
// with 16-bit prefixes); a larger n gives longer prefixes (fewer false candidates)
// for more tables (Manku: k = 3 with six blocks -> 20 tables with 32-bit prefixes).
// Manku's two-level design (002's 16 tables of 28 bits) is not built here; the
// one-level design with n = 7 (35 tables, ~36-bit prefix) covers the same need.
//
// Layout (what makes 10^8 fingerprints fit in memory): the fingerprints are kept
// once; a table is only the 4-byte indices of the fingerprints grouped by the top
// d bits of their prefix (d <= the prefix width, about log2(count) - 3), plus a
// directory of 2^d + 1 offsets, so that a prefix's group is found in O(1) and
// holds a handful of indices whose fingerprints are then compared on the whole
// prefix: 4 bytes and 0.5 to 1 byte of directory per fingerprint and table, plus
// the 8 of the fingerprint. Query tables whose buckets hold 16 or more on average
// (a prefix too short for the count) also keep a 2-byte sketch of each entry
// (sketchKey), so a query reads such a bucket in order and fetches few
// fingerprints. The groups come from a two-pass counting sort per table (no
// comparison sort; 8 bytes per fingerprint of scratch while a table is built),
// and the tables are built in parallel on the core thread pool.
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
        std::uint64_t prefixMask = 0; // the prefix blocks' bits, in original place
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
    static int chooseBlockCount(int bits, int maxDistance, std::size_t fingerprintCount, int maxTables = 32);

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
    // At most 2^32 - 1 fingerprints (else std::invalid_argument).
    using Found = std::function<void(std::size_t i, std::size_t j, int distance)>;
    qint64 forEachPairWithin(const std::vector<std::uint64_t> &fingerprints, const Found &found,
                             const JobControl *control = nullptr, Stats *stats = nullptr) const;

    // Query mode: build() the tables once, then query() any fingerprint:
    // found(index, distance) once for every stored fingerprint within maxDistance
    // (indices into the built vector, in no particular order). build() uses the
    // core thread pool (one table per task) and accepts at most 2^32 - 1
    // fingerprints (else std::invalid_argument).
    void build(std::vector<std::uint64_t> fingerprints);
    std::size_t size() const { return m_stored.size(); }
    // Fingerprint i of those build() was given (its low `bits` bits).
    std::uint64_t fingerprint(std::size_t i) const { return m_stored[i]; }
    using QueryFound = std::function<void(std::size_t index, int distance)>;
    Stats query(std::uint64_t fingerprint, const QueryFound &found) const;

    // Bytes held by what build() made: the fingerprints, and per table the
    // indices and the directory.
    std::size_t memoryBytes() const;
    // Directory bits of table t after build() (the top prefix bits it groups by).
    int directoryBits(std::size_t t) const { return m_grouped[t].directoryBits; }

    static int distance(std::uint64_t a, std::uint64_t b) { return std::popcount(a ^ b); }

private:
    // A stretch of adjacent prefix bits in the fingerprint: [shift, shift + width).
    struct Run
    {
        int shift = 0;
        int width = 0;
    };
    // Fingerprint indices grouped by the top directoryBits of their prefix key:
    // group g is ids[starts[g] .. starts[g + 1]), indices ascending within a group.
    struct Grouped
    {
        int directoryBits = 0;
        std::vector<std::uint32_t> starts; // 2^directoryBits + 1 offsets
        std::vector<std::uint32_t> ids;
        // Query tables with large buckets (and up to about 2^29 fingerprints):
        // sketchKey() of each id's fingerprint, beside it.
        std::vector<std::uint16_t> sketches;
    };

    // The bits of the runs, highest run first, packed into the low bits (a software pext).
    static std::uint64_t gather(const std::vector<Run> &runs, std::uint64_t fingerprint);
    // Table t's prefix bits gathered in their original order (a software pext);
    // prefixBits wide. Two fingerprints share the prefix iff their keys are equal.
    std::uint64_t prefixKey(std::size_t t, std::uint64_t fingerprint) const;
    std::uint64_t directoryKey(std::size_t t, std::uint64_t fingerprint, int directoryBits) const
    {
        return directoryBits == 0 ? 0 : prefixKey(t, fingerprint) >> (m_tables[t].prefixBits - directoryBits);
    }
    // Up to 16 of table t's bits outside the prefix, gathered. A stored fingerprint
    // whose sketch differs from the query's in more than maxDistance bits cannot be
    // within it, so a query rejects most of a bucket from the sketches, read in
    // order beside the ids, instead of fetching every fingerprint from wherever it
    // lies (at 10^7 fingerprints with 16-bit prefixes, ~150 a bucket, each a cache miss).
    std::uint16_t sketchKey(std::size_t t, std::uint64_t fingerprint) const;
    Grouped group(std::size_t t, const std::vector<std::uint64_t> &fingerprints, int directoryBits,
                  bool withSketches = false) const;
    // Whether a pair with this difference was already met in a table before t.
    bool seenInEarlierTable(std::uint64_t diff, std::size_t t) const;

    int m_bits;
    int m_maxDistance;
    std::uint64_t m_fullMask;
    std::vector<Block> m_blocks;
    std::vector<Table> m_tables;
    std::vector<std::vector<Run>> m_prefixRuns; // per table, highest bits first
    std::vector<std::vector<Run>> m_sketchRuns; // per table, highest bits first

    std::vector<std::uint64_t> m_stored;
    std::vector<Grouped> m_grouped; // per table
};

} // namespace nd::features
