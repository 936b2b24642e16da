#include "features/shingleminhash.h"

#include "base/cpufeatures.h"
#include "base/vectorclones.h"
#include "base/hashing.h"

#include <algorithm>
#include <limits>

#ifdef ND_X86_DISPATCH
#include <immintrin.h>
#endif

namespace nd::features {

std::vector<std::uint64_t> minHashSeeds(int count)
{
    std::vector<std::uint64_t> seeds(std::size_t(std::max(count, 0)));
    for (std::size_t i = 0; i < seeds.size(); ++i)
        seeds[i] = seedAt(i);
    return seeds;
}

void minHashSignature(std::span<const std::uint64_t> set, std::span<const std::uint64_t> seeds,
                      std::span<std::uint64_t> slots)
{
    std::fill(slots.begin(), slots.end(), std::numeric_limits<std::uint64_t>::max());
    const std::size_t k = std::min(seeds.size(), slots.size());
    // Shingles outside, hash functions inside: the inner loop is branch-free.
    for (std::uint64_t x : set) {
        for (std::size_t i = 0; i < k; ++i)
            slots[i] = std::min(slots[i], mix64(x ^ seeds[i]));
    }
}

namespace {

// Lanes of the permutation loop: a constant trip count lets the compiler unroll
// and vectorise it at -O2 (16 x 32 bits: two AVX2 or four SSE2 registers).
constexpr std::size_t kBlock = 16;
constexpr std::uint32_t kEmpty = std::numeric_limits<std::uint32_t>::max();

std::size_t paddedSize(int slots)
{
    return (std::size_t(std::max(slots, 0)) + kBlock - 1) / kBlock * kBlock;
}

// The inner loop compiled for AVX2 and for the x86-64 baseline (base/vectorclones.h).

ND_VECTOR_CLONES
void minOfPermutations(const std::uint64_t *shingles, std::size_t count, const std::uint32_t *a, const std::uint32_t *b,
                       std::uint32_t *mins, std::size_t padded)
{
    // One block of slots at a time over all shingles: the block's minima, a and b
    // stay in registers (local arrays: no aliasing for the compiler to fear).
    for (std::size_t block = 0; block < padded; block += kBlock) {
        std::uint32_t m[kBlock], ma[kBlock], mb[kBlock];
        for (std::size_t i = 0; i < kBlock; ++i) {
            m[i] = kEmpty;
            ma[i] = a[block + i];
            mb[i] = b[block + i];
        }
        for (std::size_t s = 0; s < count; ++s) {
            const std::uint32_t x = std::uint32_t(shingles[s]);
            for (std::size_t i = 0; i < kBlock; ++i) {
                const std::uint32_t h = ma[i] * x + mb[i];
                m[i] = h < m[i] ? h : m[i];
            }
        }
        for (std::size_t i = 0; i < kBlock; ++i)
            mins[block + i] = m[i];
    }
}

#ifdef ND_X86_DISPATCH
// The same minima with AVX-512: a block is one register, and four blocks go
// over the shingles together, so the multiplies of different blocks overlap.
__attribute__((target("avx512f"))) void minOfPermutationsAvx512(const std::uint64_t *shingles, std::size_t count,
                                                                const std::uint32_t *a, const std::uint32_t *b,
                                                                std::uint32_t *mins, std::size_t padded)
{
    static_assert(kBlock == 16);
    // The masked min over all lanes: the unmasked intrinsic starts from an
    // undefined register, which GCC 12 warns may be used uninitialised.
    constexpr __mmask16 kAllLanes = 0xFFFF;
    std::size_t block = 0;
    for (; block + 4 * kBlock <= padded; block += 4 * kBlock) {
        const __m512i a0 = _mm512_loadu_si512(a + block), a1 = _mm512_loadu_si512(a + block + 16),
                      a2 = _mm512_loadu_si512(a + block + 32), a3 = _mm512_loadu_si512(a + block + 48);
        const __m512i b0 = _mm512_loadu_si512(b + block), b1 = _mm512_loadu_si512(b + block + 16),
                      b2 = _mm512_loadu_si512(b + block + 32), b3 = _mm512_loadu_si512(b + block + 48);
        __m512i m0 = _mm512_set1_epi32(-1), m1 = m0, m2 = m0, m3 = m0;
        for (std::size_t s = 0; s < count; ++s) {
            const __m512i x = _mm512_set1_epi32(int(std::uint32_t(shingles[s])));
            m0 = _mm512_mask_min_epu32(m0, kAllLanes, m0, _mm512_add_epi32(_mm512_mullo_epi32(a0, x), b0));
            m1 = _mm512_mask_min_epu32(m1, kAllLanes, m1, _mm512_add_epi32(_mm512_mullo_epi32(a1, x), b1));
            m2 = _mm512_mask_min_epu32(m2, kAllLanes, m2, _mm512_add_epi32(_mm512_mullo_epi32(a2, x), b2));
            m3 = _mm512_mask_min_epu32(m3, kAllLanes, m3, _mm512_add_epi32(_mm512_mullo_epi32(a3, x), b3));
        }
        _mm512_storeu_si512(mins + block, m0);
        _mm512_storeu_si512(mins + block + 16, m1);
        _mm512_storeu_si512(mins + block + 32, m2);
        _mm512_storeu_si512(mins + block + 48, m3);
    }
    for (; block < padded; block += kBlock) {
        const __m512i ab = _mm512_loadu_si512(a + block), bb = _mm512_loadu_si512(b + block);
        __m512i m = _mm512_set1_epi32(-1);
        for (std::size_t s = 0; s < count; ++s) {
            const __m512i x = _mm512_set1_epi32(int(std::uint32_t(shingles[s])));
            m = _mm512_mask_min_epu32(m, kAllLanes, m, _mm512_add_epi32(_mm512_mullo_epi32(ab, x), bb));
        }
        _mm512_storeu_si512(mins + block, m);
    }
}
#endif

} // namespace

MinHasher::MinHasher(int slots, Scheme scheme)
    : m_slots(std::max(slots, 0))
    , m_scheme(scheme)
{
    if (scheme != Scheme::Permutations)
        return;
    const std::size_t padded = paddedSize(m_slots);
    m_multipliers.resize(padded);
    m_offsets.resize(padded);
    for (std::size_t i = 0; i < padded; ++i) {
        const std::uint64_t seed = seedAt(i);
        m_multipliers[i] = std::uint32_t(seed >> 32) | 1u;
        m_offsets[i] = std::uint32_t(seed);
    }
}

void MinHasher::sign(std::span<const std::uint64_t> shingles, std::span<std::uint64_t> signature) const
{
    if (shingles.empty()) {
        std::fill(signature.begin(), signature.end(), std::numeric_limits<std::uint64_t>::max());
        return;
    }
    if (m_scheme == Scheme::Permutations)
        signPermutations(shingles, signature);
    else
        signOnePermutation(shingles, signature);
}

void MinHasher::signPermutations(std::span<const std::uint64_t> shingles, std::span<std::uint64_t> signature) const
{
    const std::size_t padded = m_multipliers.size();
    thread_local std::vector<std::uint32_t> mins;
    mins.resize(padded);
#ifdef ND_X86_DISPATCH
    if (cpu::hasAvx512f())
        minOfPermutationsAvx512(shingles.data(), shingles.size(), m_multipliers.data(), m_offsets.data(), mins.data(),
                                padded);
    else
#endif
        minOfPermutations(shingles.data(), shingles.size(), m_multipliers.data(), m_offsets.data(), mins.data(),
                          padded);
    const std::size_t k = std::min(signature.size(), std::size_t(m_slots));
    for (std::size_t i = 0; i < k; ++i)
        signature[i] = mins[i];
}

void MinHasher::signOnePermutation(std::span<const std::uint64_t> shingles, std::span<std::uint64_t> signature) const
{
    const std::size_t k = std::min(signature.size(), std::size_t(m_slots));
    if (k == 0)
        return;
    thread_local std::vector<std::uint32_t> bins;
    thread_local std::vector<char> filled;
    bins.assign(k, kEmpty);
    filled.assign(k, 0);
    for (const std::uint64_t x : shingles) {
        // High 32 bits scaled to [0, k) pick the bin (no modulo bias); the low 32
        // bits, independent of them, are the value.
        const std::size_t bin = std::size_t(((x >> 32) * std::uint64_t(k)) >> 32);
        const std::uint32_t value = std::uint32_t(x);
        bins[bin] = std::min(bins[bin], value);
        filled[bin] = 1;
    }
    for (std::size_t i = 0; i < k; ++i) {
        if (filled[i]) {
            signature[i] = bins[i];
            continue;
        }
        // Every document probes the same bins for bin i, so two documents copy
        // from the same donor whenever they share which bins are empty.
        for (std::uint64_t attempt = 1;; ++attempt) {
            const std::uint64_t probe = mix64(seedAt(i) ^ (attempt * 0x9e3779b97f4a7c15ULL));
            const std::size_t donor = std::size_t(((probe >> 32) * std::uint64_t(k)) >> 32);
            if (filled[donor]) {
                signature[i] = bins[donor];
                break;
            }
        }
    }
}

std::vector<std::uint64_t> superShingles(std::span<const std::uint64_t> signature, int groups)
{
    std::vector<std::uint64_t> result;
    if (groups <= 0)
        return result;
    const std::size_t size = signature.size() / std::size_t(groups);
    result.reserve(std::size_t(groups));
    for (std::size_t g = 0; g < std::size_t(groups); ++g)
        result.push_back(hashSpan(signature.subspan(g * size, size), g));
    return result;
}

} // namespace nd::features
