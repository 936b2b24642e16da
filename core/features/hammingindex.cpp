#include "features/hammingindex.h"

#include <algorithm>
#include <stdexcept>

namespace nd::features {

namespace {

std::uint64_t ones(int width)
{
    return width >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << width) - 1;
}

// Width of the shortest prefix of a design: n - k blocks, the narrow ones first.
int shortestPrefixBits(int bits, int n, int k)
{
    const int narrow = n - bits % n; // blocks of bits / n; the others have one more
    const int chosen = n - k;
    return chosen * (bits / n) + std::max(0, chosen - narrow);
}

} // namespace

std::uint64_t HammingIndex::binomial(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    k = std::min(k, n - k);
    std::uint64_t result = 1;
    for (int i = 1; i <= k; ++i) {
        result = result * std::uint64_t(n - k + i) / std::uint64_t(i); // exact at every step
        if (result > (std::uint64_t(1) << 40))
            return result; // far beyond any usable design; avoid overflow
    }
    return result;
}

int HammingIndex::chooseBlockCount(int bits, int maxDistance, std::size_t fingerprintCount,
                                   int maxTables)
{
    const int target = std::max(1, int(std::bit_width(std::max<std::size_t>(fingerprintCount, 2) - 1)));
    int best = maxDistance + 1;
    int bestPrefix = shortestPrefixBits(bits, best, maxDistance);
    for (int n = maxDistance + 1; n <= bits; ++n) {
        if (binomial(n, maxDistance) > std::uint64_t(maxTables))
            break; // C(n, k) grows with n
        const int prefix = shortestPrefixBits(bits, n, maxDistance);
        if (prefix >= target)
            return n;
        if (prefix > bestPrefix) {
            best = n;
            bestPrefix = prefix;
        }
    }
    return best;
}

HammingIndex::HammingIndex(int bits, int maxDistance, int blockCount)
    : m_bits(bits), m_maxDistance(maxDistance)
{
    if (bits < 1 || bits > 64)
        throw std::invalid_argument("HammingIndex: bits must be 1..64");
    if (maxDistance < 0 || maxDistance >= bits)
        throw std::invalid_argument("HammingIndex: maxDistance must be 0..bits-1");
    const int n = blockCount == 0 ? maxDistance + 1 : blockCount;
    if (n <= maxDistance || n > bits)
        throw std::invalid_argument("HammingIndex: blockCount must be maxDistance+1..bits");
    if (binomial(n, maxDistance) > std::uint64_t(maxTableCount))
        throw std::invalid_argument("HammingIndex: too many tables for this block count");
    m_fullMask = ones(bits);

    // Blocks as even as possible: the first (bits % n) blocks get one extra bit.
    int shift = 0;
    for (int b = 0; b < n; ++b) {
        const int width = bits / n + (b < bits % n ? 1 : 0);
        m_blocks.push_back({shift, width, ones(width) << shift});
        shift += width;
    }

    // Every (n - k)-subset of the blocks, in lexicographic order.
    const int chosen = n - maxDistance;
    std::vector<int> pick(static_cast<std::size_t>(chosen));
    for (int i = 0; i < chosen; ++i)
        pick[std::size_t(i)] = i;
    while (true) {
        Table table;
        table.prefixBlocks = pick;
        std::vector<bool> inPrefix(std::size_t(n), false);
        for (int b : pick) {
            inPrefix[std::size_t(b)] = true;
            table.prefixBits += m_blocks[std::size_t(b)].width;
            table.prefixMask |= m_blocks[std::size_t(b)].mask;
            table.order.push_back(b);
        }
        for (int b = 0; b < n; ++b) {
            if (!inPrefix[std::size_t(b)])
                table.order.push_back(b);
        }
        m_tables.push_back(std::move(table));
        int i = chosen - 1;
        while (i >= 0 && pick[std::size_t(i)] == n - chosen + i)
            --i;
        if (i < 0)
            break;
        ++pick[std::size_t(i)];
        for (int j = i + 1; j < chosen; ++j)
            pick[std::size_t(j)] = pick[std::size_t(j - 1)] + 1;
    }
}

int HammingIndex::shortestPrefix() const
{
    int shortest = m_bits;
    for (const Table &table : m_tables)
        shortest = std::min(shortest, table.prefixBits);
    return shortest;
}

std::uint64_t HammingIndex::permute(std::size_t t, std::uint64_t fingerprint) const
{
    std::uint64_t result = 0;
    int top = m_bits;
    for (int b : m_tables[t].order) {
        const Block &block = m_blocks[std::size_t(b)];
        top -= block.width;
        result |= ((fingerprint >> block.shift) & ones(block.width)) << top;
    }
    return result;
}

bool HammingIndex::seenInEarlierTable(std::uint64_t diff, std::size_t t) const
{
    for (std::size_t e = 0; e < t; ++e) {
        if ((diff & m_tables[e].prefixMask) == 0)
            return true;
    }
    return false;
}

qint64 HammingIndex::forEachPairWithin(const std::vector<std::uint64_t> &fingerprints,
                                       const Found &found, const JobControl *control,
                                       Stats *stats) const
{
    // Sorted by (prefix, index), so that within a prefix run i < j holds.
    std::vector<Entry> table(fingerprints.size());
    Stats counted;
    qint64 sinceCheck = 0;

    for (std::size_t t = 0; t < m_tables.size(); ++t) {
        if (control)
            throwIfCancelled(*control);
        for (std::size_t i = 0; i < fingerprints.size(); ++i)
            table[i] = {prefixOf(t, permute(t, fingerprints[i] & m_fullMask)), std::uint32_t(i)};
        std::sort(table.begin(), table.end(), [](const Entry &x, const Entry &y) {
            return x.permuted != y.permuted ? x.permuted < y.permuted : x.index < y.index;
        });
        counted.probes += qint64(table.size());

        for (std::size_t begin = 0; begin < table.size();) {
            std::size_t end = begin + 1;
            while (end < table.size() && table[end].permuted == table[begin].permuted)
                ++end;
            for (std::size_t p = begin; p < end; ++p) {
                for (std::size_t q = p + 1; q < end; ++q) {
                    if (control && ++sinceCheck >= 4096) {
                        sinceCheck = 0;
                        throwIfCancelled(*control);
                    }
                    const std::size_t i = table[p].index;
                    const std::size_t j = table[q].index;
                    const std::uint64_t diff = (fingerprints[i] ^ fingerprints[j]) & m_fullMask;
                    // A pair sharing several prefixes is handled by the first table
                    // only, which deduplicates without a set of seen pairs.
                    if (seenInEarlierTable(diff, t))
                        continue;
                    ++counted.candidates;
                    const int d = std::popcount(diff);
                    if (d <= m_maxDistance)
                        found(i, j, d);
                }
            }
            begin = end;
        }
    }
    if (stats)
        *stats = counted;
    return counted.candidates;
}

void HammingIndex::build(std::vector<std::uint64_t> fingerprints)
{
    for (auto &fingerprint : fingerprints)
        fingerprint &= m_fullMask;
    m_stored = std::move(fingerprints);
    m_sorted.assign(m_tables.size(), {});
    for (std::size_t t = 0; t < m_tables.size(); ++t) {
        auto &sorted = m_sorted[t];
        sorted.resize(m_stored.size());
        for (std::size_t i = 0; i < m_stored.size(); ++i)
            sorted[i] = {permute(t, m_stored[i]), std::uint32_t(i)};
        std::sort(sorted.begin(), sorted.end(),
                  [](const Entry &x, const Entry &y) { return x.permuted < y.permuted; });
    }
}

HammingIndex::Stats HammingIndex::query(std::uint64_t fingerprint, const QueryFound &found) const
{
    fingerprint &= m_fullMask;
    Stats stats;
    for (std::size_t t = 0; t < m_sorted.size(); ++t) {
        const auto &sorted = m_sorted[t];
        const int low = m_bits - m_tables[t].prefixBits;
        const std::uint64_t permuted = permute(t, fingerprint);
        const std::uint64_t first = low >= 64 ? 0 : (permuted >> low) << low;
        const std::uint64_t last = first | ones(low);
        ++stats.probes;
        auto it = std::lower_bound(sorted.begin(), sorted.end(), first,
                                   [](const Entry &e, std::uint64_t v) { return e.permuted < v; });
        for (; it != sorted.end() && it->permuted <= last; ++it) {
            const std::uint64_t diff = fingerprint ^ m_stored[it->index];
            if (seenInEarlierTable(diff, t))
                continue;
            ++stats.candidates;
            const int d = std::popcount(diff);
            if (d <= m_maxDistance)
                found(it->index, d);
        }
    }
    return stats;
}

} // namespace nd::features
