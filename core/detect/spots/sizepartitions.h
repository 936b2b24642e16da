#pragma once

// The candidate search of SpotSigs (Theobald et al. 2008), shared with SL+ST:
// documents ranked by the size of their feature set, an inverted index of the
// features over those ranks, and for each document the later ranks that share a
// feature while their sizes still allow the Jaccard bound (J(A, B) <= |A| / |B|
// for |A| <= |B|).

#include "detect/detectsupport.h"

#include <QHash>

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

namespace nd::detect::spots {

// A document's scored partners: (partner rank, score).
using PartnerScores = std::vector<std::pair<std::uint32_t, double>>;

class SizePartitions
{
public:
    // sizes[i] is document i's size (the multiset's count, or the set's);
    // documents smaller than minSize (at least 1) take no part. keysOf(i, f)
    // calls f(key) once for each distinct feature key of document i.
    template<typename KeysOf>
    SizePartitions(const std::vector<qint64> &sizes, qint64 minSize, KeysOf &&keysOf)
    {
        for (std::size_t i = 0; i < sizes.size(); ++i) {
            if (sizes[i] >= std::max<qint64>(minSize, 1))
                m_order.push_back(i);
        }
        std::stable_sort(m_order.begin(), m_order.end(),
                         [&](std::size_t x, std::size_t y) { return sizes[x] < sizes[y]; });
        for (std::size_t r = 0; r < m_order.size(); ++r) {
            m_sizes.push_back(sizes[m_order[r]]);
            keysOf(m_order[r], [&](std::uint64_t key) { m_postings[key].push_back(std::uint32_t(r)); });
        }
    }

    const std::vector<std::size_t> &order() const { return m_order; } // document indices, ascending size
    std::size_t size() const { return m_order.size(); }
    qint64 distinctKeys() const { return m_postings.size(); }

    // The ranks after `rank` that share a key with it and whose size B keeps
    // B * bound <= A, ascending, once per shared key. Thread-safe.
    template<typename KeysOf>
    std::vector<std::uint32_t> partners(std::size_t rank, double bound, KeysOf &&keysOf) const
    {
        const double own = double(m_sizes[rank]);
        std::vector<std::uint32_t> found;
        keysOf(m_order[rank], [&](std::uint64_t key) {
            // constFind: called on several threads, operator[] could insert.
            const std::vector<std::uint32_t> &list = *m_postings.constFind(key);
            auto it = std::upper_bound(list.begin(), list.end(), std::uint32_t(rank));
            // Ascending sizes: once B * bound > A, Jaccard < bound for the rest.
            for (; it != list.end() && !(double(m_sizes[*it]) * bound > own); ++it)
                found.push_back(*it);
        });
        std::sort(found.begin(), found.end());
        return found;
    }

    // rows[r] as pairs of document ids, sorted.
    ScoredPairs pairs(const std::vector<PartnerScores> &rows, const std::vector<DetectDocument> &documents) const
    {
        ScoredPairs pairs;
        for (std::size_t r = 0; r < rows.size(); ++r) {
            for (const auto &[s, score] : rows[r])
                pairs.push_back(support::orderedPair(documents[m_order[r]].id, documents[m_order[s]].id, score));
        }
        support::sortPairs(pairs);
        return pairs;
    }

private:
    std::vector<std::size_t> m_order;
    std::vector<qint64> m_sizes;                                 // by rank
    QHash<std::uint64_t, std::vector<std::uint32_t>> m_postings; // ranks, ascending
};

} // namespace nd::detect::spots
