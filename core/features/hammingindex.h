#pragma once

#include "jobs/jobcontrol.h"

#include <bit>
#include <cstdint>
#include <functional>
#include <vector>

namespace nd::features {

// Finds every pair of f-bit fingerprints within Hamming distance k without
// comparing all pairs (Manku, Jain & Das Sarma 2007). The f bits are cut into
// k + 1 blocks; by the pigeonhole principle two fingerprints that differ in at
// most k bits agree exactly on at least one block, so it is enough to compare
// fingerprints that share a block value. One sorted table per block.
//
// Kept small on purpose: Manku's permuted tables with a top-bit prefix lookup
// (more tables, longer keys, fewer false candidates) will grow out of it.
class HammingIndex
{
public:
    struct Block
    {
        int shift = 0; // lowest bit of the block
        int width = 0;
        std::uint64_t mask = 0; // the block's bits, in place
    };

    // bits: 1..64, fingerprints use their low `bits` bits; maxDistance: 0..bits-1.
    HammingIndex(int bits, int maxDistance);

    int bits() const { return m_bits; }
    int maxDistance() const { return m_maxDistance; }
    int tables() const { return int(m_blocks.size()); }
    const std::vector<Block> &blocks() const { return m_blocks; }

    // Calls found(i, j, distance) once for every pair of indices i < j into
    // fingerprints whose distance is <= maxDistance. Returns the number of
    // distinct candidate pairs examined (those sharing at least one block).
    // Checks control for cancellation (throws nd::Cancelled) when given.
    using Found = std::function<void(std::size_t i, std::size_t j, int distance)>;
    qint64 forEachPairWithin(const std::vector<std::uint64_t> &fingerprints, const Found &found,
                             const JobControl *control = nullptr) const;

    static int distance(std::uint64_t a, std::uint64_t b) { return std::popcount(a ^ b); }

private:
    int m_bits;
    int m_maxDistance;
    std::uint64_t m_fullMask;
    std::vector<Block> m_blocks;
};

} // namespace nd::features
