#include "features/hammingindex.h"

#include <algorithm>
#include <stdexcept>

namespace nd::features {

HammingIndex::HammingIndex(int bits, int maxDistance)
    : m_bits(bits), m_maxDistance(maxDistance)
{
    if (bits < 1 || bits > 64)
        throw std::invalid_argument("HammingIndex: bits must be 1..64");
    if (maxDistance < 0 || maxDistance >= bits)
        throw std::invalid_argument("HammingIndex: maxDistance must be 0..bits-1");
    m_fullMask = bits == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << bits) - 1;

    // Blocks as even as possible: the first (bits % n) blocks get one extra bit.
    const int count = maxDistance + 1;
    int shift = 0;
    for (int b = 0; b < count; ++b) {
        const int width = bits / count + (b < bits % count ? 1 : 0);
        const std::uint64_t ones = width == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << width) - 1;
        m_blocks.push_back({shift, width, ones << shift});
        shift += width;
    }
}

qint64 HammingIndex::forEachPairWithin(const std::vector<std::uint64_t> &fingerprints,
                                       const Found &found, const JobControl *control) const
{
    struct Entry
    {
        std::uint64_t key;
        std::uint32_t index;
    };
    std::vector<Entry> table(fingerprints.size());
    qint64 candidates = 0;
    qint64 sinceCheck = 0;

    for (std::size_t t = 0; t < m_blocks.size(); ++t) {
        if (control)
            throwIfCancelled(*control);
        const std::uint64_t mask = m_blocks[t].mask;
        for (std::size_t i = 0; i < fingerprints.size(); ++i)
            table[i] = {fingerprints[i] & mask, std::uint32_t(i)};
        std::sort(table.begin(), table.end(), [](const Entry &x, const Entry &y) {
            return x.key != y.key ? x.key < y.key : x.index < y.index;
        });

        for (std::size_t begin = 0; begin < table.size();) {
            std::size_t end = begin + 1;
            while (end < table.size() && table[end].key == table[begin].key)
                ++end;
            for (std::size_t p = begin; p < end; ++p) {
                for (std::size_t q = p + 1; q < end; ++q) {
                    if (control && ++sinceCheck >= 4096) {
                        sinceCheck = 0;
                        throwIfCancelled(*control);
                    }
                    const std::size_t i = table[p].index; // sorted by index within a run: i < j
                    const std::size_t j = table[q].index;
                    const std::uint64_t diff = (fingerprints[i] ^ fingerprints[j]) & m_fullMask;
                    // A pair sharing several blocks is handled by the first one only,
                    // which deduplicates without a set of seen pairs.
                    bool seenEarlier = false;
                    for (std::size_t e = 0; e < t && !seenEarlier; ++e)
                        seenEarlier = (diff & m_blocks[e].mask) == 0;
                    if (seenEarlier)
                        continue;
                    ++candidates;
                    const int d = std::popcount(diff);
                    if (d <= m_maxDistance)
                        found(i, j, d);
                }
            }
            begin = end;
        }
    }
    return candidates;
}

} // namespace nd::features
