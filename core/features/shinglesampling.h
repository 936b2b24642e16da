#pragma once

// Per-document shingle sampling of the large-scale shingling literature, as
// paper 004 (Ye et al.) §2.1 and §4.4 list it. Sampling happens on each
// document's set before pairing; resemblance is then that of the samples.

#include "features/shingles.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace nd::features {

enum class SamplingMethod {
    None,     // every shingle
    Mod,      // hash mod n == r: ratio 1/n (paper 004 §4.4)
    Broder,   // hash mod n == r, then the `limit` smallest (Broder 1997: 1/25, 400)
    Smallest, // the `limit` smallest hashes (Heintze 1996)
};

struct SamplingRule
{
    SamplingMethod method = SamplingMethod::None;
    std::uint64_t modulus = 1;   // n, Mod and Broder
    std::uint64_t remainder = 0; // r < n, Mod and Broder
    std::size_t limit = 0;       // Broder and Smallest
};

// hash mod n, the 128-bit hash read as the number hi * 2^64 + lo.
std::uint64_t residue(std::uint64_t hash, std::uint64_t n);
std::uint64_t residue(const Hash128 &hash, std::uint64_t n);

// The sample of a sorted, duplicate-free set; the result is sorted too, and
// "smallest" means the first in that order.
std::vector<std::uint64_t> sampleShingles(const std::vector<std::uint64_t> &sortedSet, const SamplingRule &rule);
std::vector<Hash128> sampleShingles(const std::vector<Hash128> &sortedSet, const SamplingRule &rule);

} // namespace nd::features
