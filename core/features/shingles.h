#pragma once

#include <QStringList>

#include <compare>
#include <cstdint>
#include <span>
#include <vector>

namespace nd::features {

// hashToken() of every token, in order.
std::vector<std::uint64_t> tokenHashes(const QStringList &tokens);

// The hash of every word w-shingle in text order, duplicates kept (what a
// MinHash needs: repeating an element does not change a minimum), into `out`;
// short and empty texts as in shingleSet().
void shingleHashes(std::span<const std::uint64_t> tokenHashes, int w, std::vector<std::uint64_t> &out);

// hashSpan() of every window of `width` (>= 1) token hashes, in text order, into
// out[0 .. tokenHashes.size() - width]; nothing when the text is shorter.
void windowHashes(std::span<const std::uint64_t> tokenHashes, std::size_t width, std::uint64_t *out);

// The set of word w-shingles (Broder 1997) as sorted, duplicate-free 64-bit
// hashes. A text with fewer than w tokens (but at least one) gets one shingle of
// all its tokens, so short documents still compare; no tokens give an empty set.
std::vector<std::uint64_t> shingleSet(std::span<const std::uint64_t> tokenHashes, int w);

// The low `bits` bits of a 64-bit shingle hash (bits = 32, 40 or 64). A
// truncated XXH3 behaves like the 32/40-bit Rabin fingerprints of older work
// (paper 004 §4.3), collisions included: about one pair of distinct shingles
// collides per 2^16 shingles at 32 bits, per 2^20 at 40 bits.
constexpr std::uint64_t truncateHash(std::uint64_t hash, int bits)
{
    return bits >= 64 ? hash : hash & ((std::uint64_t(1) << bits) - 1);
}

// shingleSet() with every hash truncated to `bits`, sorted and duplicate-free
// again (shingles whose short fingerprints collide count once, as they would).
std::vector<std::uint64_t> shingleSet(std::span<const std::uint64_t> tokenHashes, int w, int bits);

// A 128-bit shingle fingerprint (paper 004 uses MD5), compared as the number
// hi * 2^64 + lo.
struct Hash128
{
    std::uint64_t hi = 0;
    std::uint64_t lo = 0;
    friend constexpr auto operator<=>(const Hash128 &, const Hash128 &) = default;
};

// The set of word w-shingles as MD5 digests of the shingle's tokens joined by
// single spaces in UTF-8 (big-endian halves), sorted and duplicate-free; short
// and empty texts as in shingleSet(). Slower than the XXH3 path: for the
// collision-free comparison paper 004 makes, not for everyday runs.
std::vector<Hash128> md5ShingleSet(const QStringList &tokens, int w);

// |A ∩ B| of two sorted, duplicate-free sets.
std::size_t intersectionSize(std::span<const std::uint64_t> a, std::span<const std::uint64_t> b);

// |A ∩ B| / |A ∪ B|; 0 when both are empty.
double jaccard(std::span<const std::uint64_t> a, std::span<const std::uint64_t> b);

// The same for the sets of the elements of two sequences in any order, repeats
// allowed, through a hash table of both rather than sorting each: for a pair of
// documents compared once, which is what verifying candidates does.
double jaccardOfUnsorted(std::span<const std::uint64_t> a, std::span<const std::uint64_t> b);

} // namespace nd::features
