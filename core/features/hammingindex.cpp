#include "features/hammingindex.h"

#include "base/vectorclones.h"
#include "jobs/corepool.h"

#include <algorithm>
#include <limits>
#include <numeric>
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

// Directory width for `count` fingerprints: about count / 2^slack of them per
// group, never more bits than the prefix has. Query tables keep their directory,
// so they use groups of 4..8 (slack 3: half a byte to a byte per fingerprint and
// table); the pair search's directory is temporary and uses groups of 0.5..1.
int directoryBitsFor(std::size_t count, int prefixBits, int slack)
{
    const int wanted = int(std::bit_width(count)) - slack;
    return std::clamp(wanted, 0, std::min(prefixBits, 30));
}

constexpr int queryDirectorySlack = 3;
constexpr int pairDirectorySlack = 0;
// The first counting-sort pass scatters into 2^11 places, which stay in the caches.
constexpr int partitionBits = 11;
// Query tables keep sketches when their buckets hold this many on average.
constexpr std::size_t sketchedBucketSize = 16;
// Below this many fingerprints a build is done on the calling thread.
constexpr std::size_t parallelBuildThreshold = 1 << 16;

void requireIndexable(std::size_t count)
{
    if (count > std::numeric_limits<std::uint32_t>::max())
        throw std::invalid_argument("HammingIndex: at most 2^32 - 1 fingerprints");
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

int HammingIndex::chooseBlockCount(int bits, int maxDistance, std::size_t fingerprintCount, int maxTables)
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
    : m_bits(bits)
    , m_maxDistance(maxDistance)
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

    // Stretches of adjacent set bits of mask, highest first, up to maxBits bits in all.
    const auto runsOf = [](std::uint64_t mask, int maxBits) {
        std::vector<Run> runs;
        for (std::uint64_t rest = mask; rest != 0 && maxBits > 0;) {
            const int top = 63 - std::countl_zero(rest);
            int low = top;
            while (low > 0 && ((rest >> (low - 1)) & 1))
                --low;
            low = std::max(low, top + 1 - maxBits);
            runs.push_back({low, top - low + 1});
            maxBits -= top - low + 1;
            rest &= ~(ones(top - low + 1) << low);
        }
        return runs;
    };
    for (const Table &table : m_tables) {
        m_prefixRuns.push_back(runsOf(table.prefixMask, 64));
        m_sketchRuns.push_back(runsOf(m_fullMask & ~table.prefixMask, 16));
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

std::uint64_t HammingIndex::gather(const std::vector<Run> &runs, std::uint64_t fingerprint)
{
    std::uint64_t key = 0;
    for (const Run &run : runs)
        key = (run.width >= 64 ? 0 : key << run.width) | ((fingerprint >> run.shift) & ones(run.width));
    return key;
}

std::uint64_t HammingIndex::prefixKey(std::size_t t, std::uint64_t fingerprint) const
{
    return gather(m_prefixRuns[t], fingerprint);
}

std::uint16_t HammingIndex::sketchKey(std::size_t t, std::uint64_t fingerprint) const
{
    return std::uint16_t(gather(m_sketchRuns[t], fingerprint));
}

bool HammingIndex::seenInEarlierTable(std::uint64_t diff, std::size_t t) const
{
    for (std::size_t e = 0; e < t; ++e) {
        if ((diff & m_tables[e].prefixMask) == 0)
            return true;
    }
    return false;
}

HammingIndex::Grouped HammingIndex::group(std::size_t t, const std::vector<std::uint64_t> &fingerprints,
                                          int directoryBits, bool withSketches) const
{
    // Counting sort on the directory key in two passes, so that no pass scatters
    // into more places than the caches hold: first by the key's top (at most)
    // partitionBits into partitions, then each partition, now small and contiguous,
    // by the remaining bits into its own stretch of the directory. Both passes are
    // stable, so the indices ascend within every group.
    const std::size_t count = fingerprints.size();
    const int high = std::min(directoryBits, partitionBits);
    const int low = directoryBits - high;
    const std::uint64_t lowMask = ones(low);
    Grouped grouped;
    grouped.directoryBits = directoryBits;
    grouped.starts.assign((std::size_t(1) << directoryBits) + 1, 0);
    grouped.ids.resize(count);

    std::vector<std::uint32_t> partitionStarts((std::size_t(1) << high) + 1, 0);
    for (std::uint64_t fingerprint : fingerprints)
        ++partitionStarts[(directoryKey(t, fingerprint, directoryBits) >> low) + 1];
    std::partial_sum(partitionStarts.begin(), partitionStarts.end(), partitionStarts.begin());
    // One 64-bit entry per fingerprint, by partition: its index, above it the key's
    // low bits (used next) and above those its sketch. Sketches are kept only where
    // all three fit (up to about 2^29 fingerprints): read later through the ids they
    // would cost a cache miss each, in an array of their own beside this one a
    // second scatter (measured: +51-58 % build time at 10^7, against +23-34 % packed).
    const int indexBits = std::max(1, int(std::bit_width(count)));
    const int sketchShift = indexBits + low;
    withSketches = withSketches && sketchShift + 16 <= 64;
    const std::uint64_t indexMask = ones(indexBits);
    std::vector<std::uint64_t> keyed(count);
    std::vector<std::uint32_t> next(partitionStarts.begin(), partitionStarts.end() - 1);
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint64_t key = directoryKey(t, fingerprints[i], directoryBits);
        std::uint64_t entry = ((key & lowMask) << indexBits) | i;
        if (withSketches)
            entry |= std::uint64_t(sketchKey(t, fingerprints[i])) << sketchShift;
        keyed[next[key >> low]++] = entry;
    }
    if (withSketches)
        grouped.sketches.resize(count);

    for (std::size_t p = 0; p + 1 < partitionStarts.size(); ++p) {
        // Count, turn the counts into group ends, then place the indices from the
        // last down, which leaves every start at the beginning of its group.
        std::uint32_t *starts = grouped.starts.data() + (p << low);
        const std::uint32_t begin = partitionStarts[p];
        const std::uint32_t end = partitionStarts[p + 1];
        for (std::uint32_t e = begin; e < end; ++e)
            ++starts[(keyed[e] >> indexBits) & lowMask];
        std::uint32_t groupEnd = begin;
        for (std::size_t g = 0; g <= lowMask; ++g) {
            groupEnd += starts[g];
            starts[g] = groupEnd;
        }
        for (std::uint32_t e = end; e-- > begin;) {
            const std::uint64_t entry = keyed[e];
            const std::uint32_t place = --starts[(entry >> indexBits) & lowMask];
            grouped.ids[place] = std::uint32_t(entry & indexMask);
            if (withSketches)
                grouped.sketches[place] = std::uint16_t(entry >> sketchShift);
        }
    }
    grouped.starts.back() = std::uint32_t(count);
    return grouped;
}

// Both searches are built twice (ND_VECTOR_CLONES) for the POPCNT instruction that
// comes with AVX2: the baseline x86-64 build counts bits with a call into libgcc,
// 3 % of a service check with its 16-bit sketches.
ND_VECTOR_CLONES qint64 HammingIndex::forEachPairWithin(const std::vector<std::uint64_t> &fingerprints,
                                                        const Found &found, const JobControl *control,
                                                        Stats *stats) const
{
    requireIndexable(fingerprints.size());
    Stats counted;
    qint64 sinceCheck = 0;
    std::vector<std::uint64_t> values(fingerprints.size()); // in group order, for locality

    for (std::size_t t = 0; t < m_tables.size(); ++t) {
        if (control)
            throwIfCancelled(*control);
        const Grouped grouped =
            group(t, fingerprints, directoryBitsFor(fingerprints.size(), m_tables[t].prefixBits, pairDirectorySlack));
        for (std::size_t p = 0; p < values.size(); ++p)
            values[p] = fingerprints[grouped.ids[p]] & m_fullMask;
        counted.probes += qint64(fingerprints.size());
        const std::uint64_t prefixMask = m_tables[t].prefixMask;

        for (std::size_t g = 0; g + 1 < grouped.starts.size(); ++g) {
            const std::size_t begin = grouped.starts[g];
            const std::size_t end = grouped.starts[g + 1];
            for (std::size_t p = begin; p + 1 < end; ++p) {
                for (std::size_t q = p + 1; q < end; ++q) {
                    if (control && ++sinceCheck >= 4096) {
                        sinceCheck = 0;
                        throwIfCancelled(*control);
                    }
                    const std::uint64_t diff = values[p] ^ values[q];
                    if ((diff & prefixMask) != 0)
                        continue; // same directory group, different prefix
                    // A pair sharing several prefixes is handled by the first table
                    // only, which deduplicates without a set of seen pairs.
                    if (seenInEarlierTable(diff, t))
                        continue;
                    ++counted.candidates;
                    const int d = std::popcount(diff);
                    if (d <= m_maxDistance)
                        found(grouped.ids[p], grouped.ids[q], d); // ids ascend in a group
                }
            }
        }
    }
    if (stats)
        *stats = counted;
    return counted.candidates;
}

void HammingIndex::build(std::vector<std::uint64_t> fingerprints)
{
    requireIndexable(fingerprints.size());
    for (auto &fingerprint : fingerprints)
        fingerprint &= m_fullMask;
    m_stored = std::move(fingerprints);
    m_grouped.assign(m_tables.size(), {});
    std::vector<std::size_t> tables(m_tables.size());
    std::iota(tables.begin(), tables.end(), std::size_t(0));
    const auto buildTable = [this](const std::size_t &t) {
        const int directoryBits = directoryBitsFor(m_stored.size(), m_tables[t].prefixBits, queryDirectorySlack);
        // Sketches pay where a prefix is too short to keep buckets small (paper 002's
        // four 16-bit prefixes at millions of fingerprints); a bucket of a few is
        // read as fast without them.
        const bool withSketches = (m_stored.size() >> directoryBits) >= sketchedBucketSize;
        m_grouped[t] = group(t, m_stored, directoryBits, withSketches);
    };
    if (m_stored.size() < parallelBuildThreshold)
        std::for_each(tables.begin(), tables.end(), buildTable);
    else
        blockingMapOn(corePool(), tables.begin(), tables.end(), buildTable);
}

ND_VECTOR_CLONES HammingIndex::Stats HammingIndex::query(std::uint64_t fingerprint, const QueryFound &found) const
{
    fingerprint &= m_fullMask;
    Stats stats;
    for (std::size_t t = 0; t < m_grouped.size(); ++t) {
        const Grouped &grouped = m_grouped[t];
        const std::uint64_t prefixMask = m_tables[t].prefixMask;
        const std::uint64_t g = directoryKey(t, fingerprint, grouped.directoryBits);
        ++stats.probes;
        // A bucket's ids and sketches are contiguous, the fingerprints they name lie
        // anywhere in m_stored: only those whose sketch is near enough are fetched.
        const std::uint16_t sketch = sketchKey(t, fingerprint);
        const bool sketched = !grouped.sketches.empty();
        const std::uint32_t begin = grouped.starts[g];
        const std::uint32_t end = grouped.starts[g + 1];
        for (std::uint32_t p = begin; p < end; ++p) {
            if (sketched && std::popcount(std::uint16_t(sketch ^ grouped.sketches[p])) > m_maxDistance)
                continue;
            const std::uint32_t index = grouped.ids[p];
            const std::uint64_t diff = fingerprint ^ m_stored[index];
            if ((diff & prefixMask) != 0 || seenInEarlierTable(diff, t))
                continue;
            ++stats.candidates;
            const int d = std::popcount(diff);
            if (d <= m_maxDistance)
                found(index, d);
        }
    }
    return stats;
}

std::size_t HammingIndex::memoryBytes() const
{
    std::size_t bytes = m_stored.capacity() * sizeof(std::uint64_t);
    for (const Grouped &grouped : m_grouped)
        bytes += (grouped.starts.capacity() + grouped.ids.capacity()) * sizeof(std::uint32_t)
            + grouped.sketches.capacity() * sizeof(std::uint16_t);
    return bytes;
}

} // namespace nd::features
