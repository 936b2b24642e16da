#include "features/candidatejaccard.h"

#include "jobs/parallel.h"

#include <algorithm>
#include <utility>

namespace nd::features {

namespace {

// An open-addressing set of 64-bit shingle hashes, at most an eighth to a
// quarter full: a look-up that misses (most of a candidate's shingles) then
// almost always stops at its first slot. Look-ups into a table of 550 random
// keys took 7.2 ns at most half full, 4.3 at a quarter and 3.4 at an eighth
// (CPU time on the loaded development machine). Key 0 marks an empty slot, so
// the element 0 is a flag apart.
class ShingleSet
{
public:
    // Empties the set and sizes it for `elements` keys. Only the slots filled
    // since the last reset are cleared: the set is reset once per document, and
    // clearing its whole table (32 to 64 KiB) each time cost more than filling it.
    void reset(std::size_t elements)
    {
        for (const std::size_t i : m_filled)
            m_keys[i] = 0;
        m_filled.clear();
        m_bits = 4;
        while ((std::size_t(1) << m_bits) < 8 * elements)
            ++m_bits;
        m_mask = (std::size_t(1) << m_bits) - 1;
        if (m_keys.size() <= m_mask)
            m_keys.assign(m_mask + 1, 0);
        m_hasZero = false;
    }

    // True when the key was not in the set yet.
    bool insert(std::uint64_t key)
    {
        if (key == 0)
            return !std::exchange(m_hasZero, true);
        for (std::size_t i = slot(key);; i = (i + 1) & m_mask) {
            if (m_keys[i] == key)
                return false;
            if (m_keys[i] == 0) {
                m_keys[i] = key;
                m_filled.push_back(i);
                return true;
            }
        }
    }

    bool contains(std::uint64_t key) const
    {
        if (key == 0)
            return m_hasZero;
        // One test per slot, true only for a slot holding another key: a
        // hit-or-miss branch would be mispredicted a third of the time, as a
        // third of a typical candidate's shingles are shared.
        std::size_t i = slot(key);
        std::uint64_t held = m_keys[i];
        while ((held != key) & (held != 0)) {
            i = (i + 1) & m_mask;
            held = m_keys[i];
        }
        return held == key;
    }

private:
    // Fibonacci hashing: the top bits of the product, whatever the keys' low bits.
    std::size_t slot(std::uint64_t key) const { return std::size_t((key * 0x9E3779B97F4A7C15ull) >> (64 - m_bits)); }

    std::vector<std::uint64_t> m_keys; // 0 except at m_filled
    std::vector<std::size_t> m_filled;
    std::size_t m_mask = 0;
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

    // Each needed document's distinct shingles, once, on the core pool.
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
                std::size_t shared = 0;
                for (const std::uint64_t key : b)
                    shared += table.contains(key);
                const std::size_t unionSize = a.size() + b.size() - shared;
                result[c] = unionSize == 0 ? 0.0 : double(shared) / double(unionSize);
            }
        },
        64);
    return result;
}

} // namespace nd::features
