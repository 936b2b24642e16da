#include "features/candidatejaccard.h"

#include "base/cpufeatures.h"
#include "jobs/parallel.h"

#ifdef ND_X86_DISPATCH
#include <immintrin.h>
#endif

#include <algorithm>
#include <utility>

namespace nd::features {

namespace {

// Fibonacci hashing: the top bits of the product, whatever the keys' low bits.
inline std::size_t fibonacciSlot(std::uint64_t key, int bits)
{
    return std::size_t((key * 0x9E3779B97F4A7C15ull) >> (64 - bits));
}

// How many of `keys` lie in the windows of `table` (see ShingleSet), one
// comparison of four slots a key and no branch on what it finds; a key 0 (the
// empty slot's mark) counts as `hasZero`. For the x86-64 baseline and, chosen at
// run time, for AVX2.
std::size_t countInWindows(const std::uint64_t *table, int bits, std::span<const std::uint64_t> keys, bool hasZero)
{
    std::size_t count = 0;
    for (const std::uint64_t key : keys) {
        const std::uint64_t *window = table + fibonacciSlot(key, bits);
        const bool held = (window[0] == key) | (window[1] == key) | (window[2] == key) | (window[3] == key);
        count += key != 0 ? held : hasZero;
    }
    return count;
}

#ifdef ND_X86_DISPATCH
__attribute__((target("avx2"))) std::size_t countInWindowsAvx2(const std::uint64_t *table, int bits,
                                                               std::span<const std::uint64_t> keys, bool hasZero)
{
    std::size_t count = 0;
    for (const std::uint64_t key : keys) {
        const __m256i window = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(table + fibonacciSlot(key, bits)));
        const __m256i equal = _mm256_cmpeq_epi64(window, _mm256_set1_epi64x(static_cast<long long>(key)));
        const bool held = _mm256_movemask_epi8(equal) != 0;
        count += key != 0 ? held : hasZero;
    }
    return count;
}
#endif

// An open-addressing set of 64-bit shingle hashes, at most an eighth to a
// quarter full, in which every key lies within a window of four slots from
// its home slot (linear probing that stops at the window and never wraps; the
// table has three slots more than its power of two). A look-up then compares
// the whole window at once instead of walking a chain: the walk's branch was
// mispredicted for the keys whose home slot held another key, and counting a
// candidate's shared shingles this way takes a third of the time (0.56 against
// 1.7 us for two sets of 480 random keys with AVX2, 1.0 without). A key whose
// window is full (about one random key in 5,000 at this load) goes to a short
// overflow list that is searched only when it is not empty. Key 0 marks an
// empty slot, so the element 0 is a flag apart.
class ShingleSet
{
public:
    static constexpr std::size_t kWindow = 4;

    // Empties the set and sizes it for `elements` keys. Only the slots filled
    // since the last reset are cleared: the set is reset once per document, and
    // clearing its whole table (32 to 64 KiB) each time cost more than filling it.
    void reset(std::size_t elements)
    {
        for (const std::size_t i : m_filled)
            m_keys[i] = 0;
        m_filled.clear();
        m_overflow.clear();
        m_bits = 4;
        while ((std::size_t(1) << m_bits) < 8 * elements)
            ++m_bits;
        const std::size_t slots = (std::size_t(1) << m_bits) + kWindow - 1;
        if (m_keys.size() < slots)
            m_keys.assign(slots, 0);
        m_hasZero = false;
    }

    // True when the key was not in the set yet.
    bool insert(std::uint64_t key)
    {
        if (key == 0)
            return !std::exchange(m_hasZero, true);
        const std::size_t home = fibonacciSlot(key, m_bits);
        for (std::size_t i = home; i < home + kWindow; ++i) {
            if (m_keys[i] == key)
                return false;
            if (m_keys[i] == 0) {
                m_keys[i] = key;
                m_filled.push_back(i);
                return true;
            }
        }
        if (std::find(m_overflow.begin(), m_overflow.end(), key) != m_overflow.end())
            return false;
        m_overflow.push_back(key);
        return true;
    }

    // How many of `keys`, which are distinct, the set holds.
    std::size_t countContained(std::span<const std::uint64_t> keys) const
    {
        std::size_t count = 0;
#ifdef ND_X86_DISPATCH
        if (cpu::extensions().avx2)
            count = countInWindowsAvx2(m_keys.data(), m_bits, keys, m_hasZero);
        else
#endif
            count = countInWindows(m_keys.data(), m_bits, keys, m_hasZero);
        if (!m_overflow.empty()) {
            for (const std::uint64_t key : keys)
                count += std::find(m_overflow.begin(), m_overflow.end(), key) != m_overflow.end();
        }
        return count;
    }

private:
    std::vector<std::uint64_t> m_keys; // 0 except at m_filled
    std::vector<std::size_t> m_filled;
    std::vector<std::uint64_t> m_overflow; // the keys whose window was full
    int m_bits = 4;
    bool m_hasZero = false;
};

} // namespace

std::vector<double> candidateJaccards(std::size_t documentCount,
                                      std::span<const std::pair<std::uint32_t, std::uint32_t>> candidates,
                                      const ShinglesOf &shinglesOf, JobControl &control)
{
    std::vector<double> result(candidates.size(), 0.0);
    if (candidates.empty())
        return result;
    // The candidates grouped by their first document (a counting sort): each
    // group's document is put in a table once and the others' sets looked up in it.
    std::vector<std::size_t> groupStart(documentCount + 1, 0);
    std::vector<char> needed(documentCount, 0);
    for (const auto &[i, j] : candidates) {
        ++groupStart[i + 1];
        needed[i] = needed[j] = 1;
    }
    for (std::size_t d = 0; d < documentCount; ++d)
        groupStart[d + 1] += groupStart[d];
    std::vector<std::uint32_t> byFirst(candidates.size());
    {
        std::vector<std::size_t> next(groupStart.begin(), groupStart.end() - 1);
        for (std::size_t c = 0; c < candidates.size(); ++c)
            byFirst[next[candidates[c].first]++] = std::uint32_t(c);
    }
    std::vector<std::uint32_t> documents, groups;
    for (std::size_t d = 0; d < documentCount; ++d) {
        if (needed[d])
            documents.push_back(std::uint32_t(d));
        if (groupStart[d + 1] > groupStart[d])
            groups.push_back(std::uint32_t(d));
    }

    // Candidates that are mostly pairs of documents in no other pair (a simhash
    // run's 1,881 among 3,762 documents): each document's shingles serve once,
    // so keeping them only costs an allocation each and their fresh pages (the
    // verification took 26 ms, 14 us a pair). Then each group's document goes
    // into the table and its partners' distinct shingles are counted in it as
    // they come.
    if (candidates.size() < documents.size()) {
        parallelFor(
            groups.size(), control,
            [&](std::size_t g) {
                thread_local std::vector<std::uint64_t> shingles;
                thread_local std::vector<std::uint64_t> distinct;
                thread_local ShingleSet table;
                thread_local ShingleSet seen;
                const std::uint32_t first = groups[g];
                shinglesOf(first, shingles);
                table.reset(shingles.size());
                std::size_t firstSize = 0;
                for (const std::uint64_t key : shingles)
                    firstSize += table.insert(key);
                for (std::size_t k = groupStart[first]; k < groupStart[first + 1]; ++k) {
                    const std::uint32_t c = byFirst[k];
                    shinglesOf(candidates[c].second, shingles);
                    seen.reset(shingles.size());
                    distinct.clear();
                    for (const std::uint64_t key : shingles) {
                        if (seen.insert(key))
                            distinct.push_back(key);
                    }
                    const std::size_t shared = table.countContained(distinct);
                    const std::size_t unionSize = firstSize + distinct.size() - shared;
                    result[c] = unionSize == 0 ? 0.0 : double(shared) / double(unionSize);
                }
            },
            64);
        return result;
    }

    // Otherwise each needed document's distinct shingles, once, on the core pool.
    std::vector<std::vector<std::uint64_t>> sets(documentCount);
    parallelFor(documents.size(), control, [&](std::size_t k) {
        thread_local std::vector<std::uint64_t> shingles;
        thread_local ShingleSet seen;
        const std::size_t d = documents[k];
        shinglesOf(d, shingles);
        seen.reset(shingles.size());
        std::vector<std::uint64_t> &distinct = sets[d];
        distinct.reserve(shingles.size());
        for (const std::uint64_t key : shingles) {
            if (seen.insert(key))
                distinct.push_back(key);
        }
    });

    // |A ∩ B| by looking B's distinct shingles up in A's table; |A ∪ B| = |A| + |B| - |A ∩ B|.
    parallelFor(
        groups.size(), control,
        [&](std::size_t g) {
            thread_local ShingleSet table;
            const std::uint32_t first = groups[g];
            const std::vector<std::uint64_t> &a = sets[first];
            table.reset(a.size());
            for (const std::uint64_t key : a)
                table.insert(key);
            for (std::size_t k = groupStart[first]; k < groupStart[first + 1]; ++k) {
                const std::uint32_t c = byFirst[k];
                const std::vector<std::uint64_t> &b = sets[candidates[c].second];
                const std::size_t shared = table.countContained(b);
                const std::size_t unionSize = a.size() + b.size() - shared;
                result[c] = unionSize == 0 ? 0.0 : double(shared) / double(unionSize);
            }
        },
        64);
    return result;
}

} // namespace nd::features
