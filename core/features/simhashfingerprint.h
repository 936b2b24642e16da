#pragma once

#include <cstdint>
#include <span>
#include <utility>

namespace nd::features {

// A feature of a simhash: its 64-bit hash and its weight.
using WeightedFeature = std::pair<std::uint64_t, double>;

// Charikar's simhash of weighted features (papers 000 and 002): bit i is set iff
// the sum of +weight over the features whose hash has bit i set and -weight over
// the others is > 0. Only the low `bits` (1..64) bits are used. A tie (sum 0) gives 0.
std::uint64_t simhashFingerprint(std::span<const WeightedFeature> features, int bits);

} // namespace nd::features
