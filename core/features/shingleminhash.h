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

// Fetterly et al.'s super-shingles: the hash of each run of `groupSize`
// consecutive slots, seeded by the group's index so that equal values in
// different groups never count as shared.
std::vector<std::uint64_t> superShingles(std::span<const std::uint64_t> signature, int groups);

} // namespace nd::features
