#include "features/tokensimhash.h"

#include "base/cpufeatures.h"
#include "base/vectorclones.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace nd::features {

namespace {

// The 64-lane vote compiled for AVX2 and for the x86-64 baseline, picked at load
// time (GCC function multi-versioning); the constant trip count lets it vectorise.
// (Eight 8-lane accumulators of AVX2 leave no register for anything else, so
// there the sums live in memory; AVX-512 has registers for all 64 lanes.)
// And where the processor has AVX-512, a vote by masked adds (chosen at run time).
#ifdef ND_X86_DISPATCH
#include <immintrin.h>
#endif

// Bit k of byte b, as 0/1 lanes: kBits<T>[b][k]. A hash votes as eight rows of
// this table, so the 64-lane add needs no per-lane shift and vectorises.
template<typename T>
struct BitRows
{
    T rows[256][8];
    constexpr BitRows()
        : rows{}
    {
        for (int b = 0; b < 256; ++b) {
            for (int k = 0; k < 8; ++k)
                rows[b][k] = T((b >> k) & 1);
        }
    }
};
constexpr BitRows<double> kWeightRows;
constexpr BitRows<std::uint32_t> kCountRows;

ND_VECTOR_CLONES
void votePortable(const std::uint64_t *hashes, const double *weights, std::size_t count, double *setWeight)
{
    double sum[64] = {}; // local: no aliasing, so the lanes vectorise
    for (std::size_t s = 0; s < count; ++s) {
        const std::uint64_t hash = hashes[s];
        const double weight = weights[s];
        for (int j = 0; j < 8; ++j) {
            const double *row = kWeightRows.rows[(hash >> (8 * j)) & 0xff];
            for (int k = 0; k < 8; ++k)
                sum[8 * j + k] += row[k] * weight;
        }
    }
    for (int i = 0; i < 64; ++i)
        setWeight[i] = sum[i];
}

ND_VECTOR_CLONES
void voteUnweightedPortable(const std::uint64_t *hashes, std::size_t count, std::uint32_t *setCount)
{
    std::uint32_t sum[64] = {};
    for (std::size_t s = 0; s < count; ++s) {
        const std::uint64_t hash = hashes[s];
        for (int j = 0; j < 8; ++j) {
            const std::uint32_t *row = kCountRows.rows[(hash >> (8 * j)) & 0xff];
            for (int k = 0; k < 8; ++k)
                sum[8 * j + k] += row[k];
        }
    }
    for (int i = 0; i < 64; ++i)
        setCount[i] = sum[i];
}

#ifdef ND_X86_DISPATCH
// The hash's bytes are the masks of a masked add: lane k of accumulator j gains the
// weight iff bit 8j + k is set. No table, no multiply; every lane adds the same
// weights in the same order as votePortable, so the sums are bit for bit equal.
__attribute__((target("avx512f"))) void voteAvx512(const std::uint64_t *hashes, const double *weights,
                                                   std::size_t count, double *setWeight)
{
    // Eight named accumulators, so that they stay in registers.
    __m512d s0 = _mm512_setzero_pd(), s1 = s0, s2 = s0, s3 = s0, s4 = s0, s5 = s0, s6 = s0, s7 = s0;
    for (std::size_t s = 0; s < count; ++s) {
        const std::uint64_t hash = hashes[s];
        const __m512d w = _mm512_set1_pd(weights[s]);
        s0 = _mm512_mask_add_pd(s0, __mmask8(hash), s0, w);
        s1 = _mm512_mask_add_pd(s1, __mmask8(hash >> 8), s1, w);
        s2 = _mm512_mask_add_pd(s2, __mmask8(hash >> 16), s2, w);
        s3 = _mm512_mask_add_pd(s3, __mmask8(hash >> 24), s3, w);
        s4 = _mm512_mask_add_pd(s4, __mmask8(hash >> 32), s4, w);
        s5 = _mm512_mask_add_pd(s5, __mmask8(hash >> 40), s5, w);
        s6 = _mm512_mask_add_pd(s6, __mmask8(hash >> 48), s6, w);
        s7 = _mm512_mask_add_pd(s7, __mmask8(hash >> 56), s7, w);
    }
    const __m512d sums[8] = {s0, s1, s2, s3, s4, s5, s6, s7};
    for (int j = 0; j < 8; ++j)
        _mm512_storeu_pd(setWeight + 8 * j, sums[j]);
}

__attribute__((target("avx512f"))) void voteUnweightedAvx512(const std::uint64_t *hashes, std::size_t count,
                                                             std::uint32_t *setCount)
{
    const __m512i one = _mm512_set1_epi32(1);
    __m512i s0 = _mm512_setzero_si512(), s1 = s0, s2 = s0, s3 = s0;
    for (std::size_t s = 0; s < count; ++s) {
        const std::uint64_t hash = hashes[s];
        s0 = _mm512_mask_add_epi32(s0, __mmask16(hash), s0, one);
        s1 = _mm512_mask_add_epi32(s1, __mmask16(hash >> 16), s1, one);
        s2 = _mm512_mask_add_epi32(s2, __mmask16(hash >> 32), s2, one);
        s3 = _mm512_mask_add_epi32(s3, __mmask16(hash >> 48), s3, one);
    }
    const __m512i sums[4] = {s0, s1, s2, s3};
    for (int j = 0; j < 4; ++j)
        _mm512_storeu_si512(setCount + 16 * j, sums[j]);
}

#endif

void vote(const std::uint64_t *hashes, const double *weights, std::size_t count, double *setWeight)
{
#ifdef ND_X86_DISPATCH
    if (cpu::hasAvx512f())
        return voteAvx512(hashes, weights, count, setWeight);
#endif
    votePortable(hashes, weights, count, setWeight);
}

void voteUnweighted(const std::uint64_t *hashes, std::size_t count, std::uint32_t *setCount)
{
#ifdef ND_X86_DISPATCH
    if (cpu::hasAvx512f())
        return voteUnweightedAvx512(hashes, count, setCount);
#endif
    voteUnweightedPortable(hashes, count, setCount);
}

} // namespace

void IdfTable::addDocument(std::span<const std::uint64_t> tokenHashes, std::uint32_t *ids)
{
    ++m_documents;
    const std::size_t count = tokenHashes.size();
    for (std::size_t t = 0; t < count; ++t) {
        if (t + prefetchDistance < count)
            m_slots.prefetch(tokenHashes[t + prefetchDistance]);
        bool inserted = false;
        Slot &slot = m_slots.insert(tokenHashes[t], &inserted);
        if (inserted) {
            slot.id = std::uint32_t(m_documentFrequency.size());
            m_documentFrequency.push_back(0);
        }
        if (slot.lastDocument != m_documents) {
            slot.lastDocument = m_documents;
            ++m_documentFrequency[slot.id];
        }
        if (ids)
            ids[t] = slot.id;
    }
}

void IdfTable::addDocumentFrequency(std::uint64_t tokenHash, std::uint32_t frequency)
{
    bool inserted = false;
    Slot &slot = m_slots.insert(tokenHash, &inserted);
    if (inserted) {
        slot.id = std::uint32_t(m_documentFrequency.size());
        m_documentFrequency.push_back(0);
    }
    m_documentFrequency[slot.id] += frequency;
}

void IdfTable::finish()
{
    const double n = double(m_documents);
    m_unseenIdf = std::log(1.0 + n) + 1.0;
    m_idf.resize(m_documentFrequency.size());
    for (std::size_t id = 0; id < m_idf.size(); ++id)
        m_idf[id] = std::log((1.0 + n) / (1.0 + double(m_documentFrequency[id]))) + 1.0;
    m_documentFrequency = {};
}

void IdfTable::idfs(std::span<const std::uint64_t> tokenHashes, double *out) const
{
    const std::size_t count = tokenHashes.size();
    for (std::size_t t = 0; t < count; ++t) {
        if (t + prefetchDistance < count)
            m_slots.prefetch(tokenHashes[t + prefetchDistance]);
        out[t] = idf(tokenHashes[t]);
    }
}

std::uint64_t tokenSimhash(std::span<const std::uint64_t> tokenHashes, int bits, const IdfTable *idf)
{
    std::uint64_t result = 0;
    const int used = std::min(bits, 64);
    if (!idf) {
        // TF: the vote is a count, exact in integers.
        std::array<std::uint32_t, 64> setCount{};
        voteUnweighted(tokenHashes.data(), tokenHashes.size(), setCount.data());
        const std::uint64_t total = tokenHashes.size();
        for (int i = 0; i < used; ++i) {
            if (2 * std::uint64_t(setCount[std::size_t(i)]) > total)
                result |= std::uint64_t(1) << i;
        }
        return result;
    }
    thread_local std::vector<double> weights;
    weights.resize(tokenHashes.size());
    idf->idfs(tokenHashes, weights.data());
    return weightedSimhash(tokenHashes, weights, bits);
}

std::uint64_t weightedSimhash(std::span<const std::uint64_t> hashes, std::span<const double> weights, int bits)
{
    double total = 0.0;
    for (const double weight : weights)
        total += weight;
    std::array<double, 64> setWeight{};
    vote(hashes.data(), weights.data(), std::min(hashes.size(), weights.size()), setWeight.data());
    std::uint64_t result = 0;
    for (int i = 0; i < std::min(bits, 64); ++i) {
        if (2.0 * setWeight[std::size_t(i)] - total > 0.0)
            result |= std::uint64_t(1) << i;
    }
    return result;
}

} // namespace nd::features
