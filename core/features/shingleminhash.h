#pragma once

// MinHash signatures of shingle sets (Broder 1997), the same hash family as
// the minhash detector: slot i is min over the set of mix64(x ^ seedAt(i)).

#include <cstdint>
#include <span>
#include <vector>

namespace nd::features {

// seedAt(0 .. count-1).
std::vector<std::uint64_t> minHashSeeds(int count);

// Writes the signature of `set` into `slots` (one slot per seed); an empty set
// leaves every slot at the maximum value.
void minHashSignature(std::span<const std::uint64_t> set, std::span<const std::uint64_t> seeds,
                      std::span<std::uint64_t> slots);

// MinHash signatures for the minhash detector, built for speed: one 64-bit hash
// per shingle, then either
//  - Permutations: slot i = min over the set of a_i * x + b_i mod 2^32 (x: the low
//    32 bits of the shingle hash; a_i odd, so each is a bijection and every slot
//    alone is an exact min-hash of a random-oracle x, P[slots equal] = Jaccard up
//    to 32-bit collisions). All slots in one branch-free 32-bit multiply-add-min
//    loop the compiler vectorises, instead of a 64-bit mixer per slot; or
//  - OnePermutation: one hash per shingle, its high bits pick one of k bins and the
//    low 32 bits compete for that bin's minimum (Li et al. 2012); empty bins borrow
//    the value of the bin that a hash of (empty bin, attempt) first hits non-empty,
//    the same sequence for every document: Shrivastava's optimal densification
//    (ICML 2017), which keeps P[slots equal] = Jaccard.
// Values are stored zero-extended in 64-bit slots; an empty set leaves every slot
// at the 64-bit maximum, which no 32-bit value reaches.
class MinHasher
{
public:
    enum class Scheme { Permutations, OnePermutation };

    MinHasher(int slots, Scheme scheme);

    int slots() const { return m_slots; }
    Scheme scheme() const { return m_scheme; }

    // The signature of `shingles` (hashes; duplicates change nothing) into
    // `signature`, which holds slots() values.
    void sign(std::span<const std::uint64_t> shingles, std::span<std::uint64_t> signature) const;

private:
    void signPermutations(std::span<const std::uint64_t> shingles, std::span<std::uint64_t> signature) const;
    void signOnePermutation(std::span<const std::uint64_t> shingles, std::span<std::uint64_t> signature) const;

    int m_slots = 0;
    Scheme m_scheme = Scheme::Permutations;
    // a_i and b_i, padded to whole blocks of the vector loop.
    std::vector<std::uint32_t> m_multipliers;
    std::vector<std::uint32_t> m_offsets;
};

// Fetterly et al.'s super-shingles: the hash of each run of `groupSize`
// consecutive slots, seeded by the group's index so that equal values in
// different groups never count as shared.
std::vector<std::uint64_t> superShingles(std::span<const std::uint64_t> signature, int groups);

} // namespace nd::features
