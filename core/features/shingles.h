#pragma once

#include <QStringList>

#include <cstdint>
#include <span>
#include <vector>

namespace nd::features {

// hashToken() of every token, in order.
std::vector<std::uint64_t> tokenHashes(const QStringList &tokens);

// The set of word w-shingles (Broder 1997) as sorted, duplicate-free 64-bit
// hashes. A text with fewer than w tokens (but at least one) gets one shingle of
// all its tokens, so short documents still compare; no tokens give an empty set.
std::vector<std::uint64_t> shingleSet(std::span<const std::uint64_t> tokenHashes, int w);

// |A ∩ B| of two sorted, duplicate-free sets.
std::size_t intersectionSize(std::span<const std::uint64_t> a, std::span<const std::uint64_t> b);

// |A ∩ B| / |A ∪ B|; 0 when both are empty.
double jaccard(std::span<const std::uint64_t> a, std::span<const std::uint64_t> b);

} // namespace nd::features
