#pragma once

// xxHash inlined: the shared library costs a call per token, and token hashing
// is the hot loop of every signature-based detector.
#ifndef XXH_INLINE_ALL
#define XXH_INLINE_ALL
#endif
#include <xxhash.h>

#include <QByteArray>
#include <QByteArrayView>
#include <QStringView>

#include <cstdint>
#include <span>

namespace nd {

// 64-bit hash of a token: XXH3 over its UTF-16 code units, so no conversion to
// UTF-8 (and no allocation) is needed.
inline std::uint64_t hashToken(QStringView token)
{
    return XXH3_64bits(token.utf16(), std::size_t(token.size()) * sizeof(char16_t));
}

// A file's identity in the workspace (document.content_hash): XXH3-128 of its
// bytes in xxHash's canonical big-endian form, 16 bytes, as `xxhsum -H2` prints
// it. It tells files apart; it does not certify them against forgery (nor did the
// SHA-1 that rows imported before it hold, 20 bytes, which took 11 % of the CPU
// time of importing plain text: 1.6 GB/s against XXH3's tens).
inline QByteArray contentDigest(QByteArrayView bytes)
{
    XXH128_canonical_t canonical;
    XXH128_canonicalFromHash(&canonical, XXH3_128bits(bytes.data(), std::size_t(bytes.size())));
    return QByteArray(reinterpret_cast<const char *>(canonical.digest), qsizetype(sizeof canonical.digest));
}

// Hash of a run of already hashed tokens (a shingle). Combining the token hashes
// rather than re-reading the characters keeps shingling linear in the text size
// whatever the shingle size; the fixed 8-byte width plays the part of a separator.
inline std::uint64_t hashSpan(std::span<const std::uint64_t> hashes)
{
    return XXH3_64bits(hashes.data(), hashes.size() * sizeof(std::uint64_t));
}

// Hash of a run with a seed, so independent hash families (one per LSH band)
// never collide by construction.
inline std::uint64_t hashSpan(std::span<const std::uint64_t> hashes, std::uint64_t seed)
{
    return XXH3_64bits_withSeed(hashes.data(), hashes.size() * sizeof(std::uint64_t), seed);
}

// splitmix64's finaliser: a bijective 64-bit mixer. mix64(x ^ seed_i) with
// different seeds gives the independent hash functions MinHash needs for the
// price of two multiplications.
constexpr std::uint64_t mix64(std::uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

// Deterministic seed sequence (splitmix64 generator), so signatures are
// reproducible across runs and machines.
constexpr std::uint64_t seedAt(std::uint64_t index)
{
    return mix64(0x9e3779b97f4a7c15ULL * (index + 1));
}

} // namespace nd
