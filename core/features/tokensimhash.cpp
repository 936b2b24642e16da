#include "features/tokensimhash.h"

#include <array>
#include <cmath>
#include <vector>

namespace nd::features {

namespace {

// The 64-lane vote compiled for AVX2 and for the x86-64 baseline, picked at load
// time (GCC function multi-versioning); the constant trip count lets it vectorise.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__SANITIZE_ADDRESS__)
#define ND_VECTOR_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define ND_VECTOR_CLONES
#endif

// Bit k of byte b, as 0/1 lanes: kBits<T>[b][k]. A hash votes as eight rows of
// this table, so the 64-lane add needs no per-lane shift and vectorises.
template<typename T>
struct BitRows
{
    T rows[256][8];
    constexpr BitRows() : rows{}
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
void vote(const std::uint64_t *hashes, const double *weights, std::size_t count,
          double *setWeight)
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
void voteUnweighted(const std::uint64_t *hashes, std::size_t count, std::uint32_t *setCount)
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

} // namespace

void IdfTable::addDocument(std::span<const std::uint64_t> tokenHashes)
{
    ++m_documents;
    for (const std::uint64_t hash : tokenHashes) {
        Entry &entry = m_entries.insert(hash);
        if (entry.lastDocument != m_documents) {
            entry.lastDocument = m_documents;
            ++entry.documentFrequency;
        }
    }
}

void IdfTable::finish()
{
    const double n = double(m_documents);
    m_unseenIdf = std::log(1.0 + n) + 1.0;
    HashKeyedMap<Entry> finished(m_entries.size());
    m_entries.forEach([&](std::uint64_t hash, const Entry &entry) {
        Entry &out = finished.insert(hash);
        out = entry;
        out.idf = std::log((1.0 + n) / (1.0 + double(entry.documentFrequency))) + 1.0;
    });
    m_entries = std::move(finished);
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
    double total = 0.0;
    for (std::size_t s = 0; s < tokenHashes.size(); ++s)
        total += weights[s] = idf->idf(tokenHashes[s]);
    std::array<double, 64> setWeight{};
    vote(tokenHashes.data(), weights.data(), tokenHashes.size(), setWeight.data());
    for (int i = 0; i < used; ++i) {
        if (2.0 * setWeight[std::size_t(i)] - total > 0.0)
            result |= std::uint64_t(1) << i;
    }
    return result;
}

} // namespace nd::features
