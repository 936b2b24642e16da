#include "features/hammingsearch.h"

#include "base/cpufeatures.h"

#include "jobs/corepool.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <stdexcept>

#ifdef ND_X86_DISPATCH
#include <immintrin.h>
#endif

namespace nd::features {

namespace {

// A pair found in a tile: row, column (both indices into the fingerprints), distance.
struct Hit
{
    std::uint32_t i;
    std::uint32_t j;
    std::uint32_t distance;
};

// A tile's pairs within the bound: kept up to `room`, only counted beyond, so
// that a scan where nearly every pair is within the bound does not hold them.
struct TileHits
{
    std::vector<Hit> kept;
    std::size_t room = 0;
    std::size_t beyond = 0;

    void add(std::size_t i, std::size_t j, int distance)
    {
        if (kept.size() < room)
            kept.push_back({std::uint32_t(i), std::uint32_t(j), std::uint32_t(distance)});
        else
            ++beyond;
    }
};

// Fingerprints per tile side: 2,048 of them are 16 KB, so a row tile and a
// column tile stay in the first-level cache while every pair between them is
// compared; 20,000 fingerprints make 55 tiles.
constexpr std::size_t tileSide = 2048;

// Every pair (i, j), rowBegin <= i < rowEnd, max(colBegin, i + 1) <= j < colEnd.
// The portable kernel: one popcount per pair, hits appended in (i, j) order.
template<typename Popcount>
void scanTilePortable(const std::uint64_t *v, std::size_t rowBegin, std::size_t rowEnd, std::size_t colBegin,
                      std::size_t colEnd, int maxDistance, TileHits &hits, Popcount popcount)
{
    for (std::size_t i = rowBegin; i < rowEnd; ++i) {
        const std::uint64_t a = v[i];
        for (std::size_t j = std::max(colBegin, i + 1); j < colEnd; ++j) {
            const int d = popcount(a ^ v[j]);
            if (d <= maxDistance)
                hits.add(i, j, d);
        }
    }
}

#ifdef ND_X86_DISPATCH
__attribute__((target("popcnt"))) void scanTilePopcnt(const std::uint64_t *v, std::size_t rowBegin, std::size_t rowEnd,
                                                      std::size_t colBegin, std::size_t colEnd, int maxDistance,
                                                      TileHits &hits)
{
    scanTilePortable(v, rowBegin, rowEnd, colBegin, colEnd, maxDistance, hits,
                     [](std::uint64_t x) { return int(__builtin_popcountll(x)); });
}

// Rows of a tile compared at once by the AVX-512 kernel: each column vector is
// loaded once for all of them, and the rows' popcounts are folded by a minimum
// into one compare and one rarely taken branch per eight columns. Testing each
// row's compare mask on its own was 3.5 times slower (0.083 s against 0.024 s
// for the 2 * 10^8 pairs of 20,000 fingerprints): the mask moves and branches,
// not the popcounts, were the loop's limit.
constexpr std::size_t kRowsAtOnce = 4;

// Columns j..j+7 (those of `lanes`) against the rows `rowVectors` broadcast,
// rows first..first+rows-1; hits with j > i (the pair triangle) appended in order.
__attribute__((target("avx512f,avx512vpopcntdq,popcnt"), always_inline)) inline void
compareColumns(const std::uint64_t *v, const __m512i (&rowVectors)[kRowsAtOnce], std::size_t first, std::size_t rows,
               std::size_t j, __mmask8 lanes, __m512i limit, TileHits &hits)
{
    const __m512i columns = _mm512_maskz_loadu_epi64(lanes, v + j);
    __m512i nearest = _mm512_popcnt_epi64(_mm512_xor_si512(rowVectors[0], columns));
    for (std::size_t k = 1; k < kRowsAtOnce; ++k)
        nearest = _mm512_mask_min_epu64(nearest, 0xFF, nearest, // masked: the plain form warns under GCC 12
                                        _mm512_popcnt_epi64(_mm512_xor_si512(rowVectors[k], columns)));
    if (__builtin_expect(_mm512_mask_cmple_epu64_mask(lanes, nearest, limit) == 0, 1))
        return;
    for (std::size_t k = 0; k < rows; ++k) {
        const std::size_t i = first + k;
        unsigned mask =
            _mm512_mask_cmple_epu64_mask(lanes, _mm512_popcnt_epi64(_mm512_xor_si512(rowVectors[k], columns)), limit);
        for (; mask != 0; mask &= mask - 1) {
            const std::size_t at = j + std::size_t(__builtin_ctz(mask));
            if (at > i)
                hits.add(i, at, __builtin_popcountll(v[i] ^ v[at]));
        }
    }
}

// Eight pairs per instruction, four rows at a time: XOR, VPOPCNTQ, and a
// compare into a mask whose set bits (rare: pairs within the bound) are the hits.
// A block of rows starts at the first column beyond its first row; the pairs of
// its later rows that are not beyond them are compared and dropped.
__attribute__((target("avx512f,avx512vpopcntdq,popcnt"))) void scanTileAvx512(const std::uint64_t *v,
                                                                              std::size_t rowBegin, std::size_t rowEnd,
                                                                              std::size_t colBegin, std::size_t colEnd,
                                                                              int maxDistance, TileHits &hits)
{
    const __m512i limit = _mm512_set1_epi64(maxDistance);
    const std::size_t hitsBefore = hits.kept.size();
    for (std::size_t first = rowBegin; first < rowEnd; first += kRowsAtOnce) {
        const std::size_t rows = std::min(kRowsAtOnce, rowEnd - first);
        __m512i rowVectors[kRowsAtOnce];
        for (std::size_t k = 0; k < kRowsAtOnce; ++k) // a short last block repeats its last row
            rowVectors[k] = _mm512_set1_epi64(std::int64_t(v[first + std::min(k, rows - 1)]));
        std::size_t j = std::max(colBegin, first + 1);
        for (; j + 8 <= colEnd; j += 8)
            compareColumns(v, rowVectors, first, rows, j, 0xFF, limit, hits);
        if (j < colEnd)
            compareColumns(v, rowVectors, first, rows, j, __mmask8((1u << (colEnd - j)) - 1), limit, hits);
    }
    // A block's hits come column by column; callers get them in (i, j) order, as
    // from the portable kernel.
    std::sort(hits.kept.begin() + std::ptrdiff_t(hitsBefore), hits.kept.end(),
              [](const Hit &x, const Hit &y) { return x.i != y.i ? x.i < y.i : x.j < y.j; });
}
#endif

using TileKernel = void (*)(const std::uint64_t *, std::size_t, std::size_t, std::size_t, std::size_t, int, TileHits &);

void scanTileBaseline(const std::uint64_t *v, std::size_t rowBegin, std::size_t rowEnd, std::size_t colBegin,
                      std::size_t colEnd, int maxDistance, TileHits &hits)
{
    scanTilePortable(v, rowBegin, rowEnd, colBegin, colEnd, maxDistance, hits,
                     [](std::uint64_t x) { return std::popcount(x); });
}

// The best kernel this processor runs, chosen once.
TileKernel tileKernel()
{
#ifdef ND_X86_DISPATCH
    static const TileKernel chosen = [] {
        const cpu::Extensions &has = cpu::extensions();
        if (has.avx512f && has.avx512vpopcntdq)
            return &scanTileAvx512;
        if (has.popcnt)
            return &scanTilePopcnt;
        return &scanTileBaseline;
    }();
    return chosen;
#else
    return &scanTileBaseline;
#endif
}

std::uint64_t lowBits(int bits)
{
    return bits >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << bits) - 1;
}

} // namespace

HammingSearchPlan planHammingSearch(int bits, int maxDistance, std::size_t count, int blocks)
{
    HammingSearchPlan plan;
    const double n = double(count);
    plan.exhaustiveCost = n * std::max(n - 1.0, 0.0) / 2.0;
    if (maxDistance > bits / 2) {
        plan.exhaustive = plan.forced = true;
        return plan;
    }
    plan.blocks = blocks > 0 ? blocks : HammingIndex::chooseBlockCount(bits, maxDistance, count);
    const HammingIndex design(bits, maxDistance, plan.blocks);
    plan.tables = design.tables();
    plan.prefixBits = design.shortestPrefix();
    const double candidates = double(plan.tables) * plan.exhaustiveCost / std::exp2(plan.prefixBits);
    plan.tableCost =
        double(plan.tables) * n * HammingSearchPlan::probeCost + candidates * HammingSearchPlan::candidateCost;
    plan.exhaustive = plan.exhaustiveCost < plan.tableCost;
    return plan;
}

qint64 forEachPairWithinExhaustive(const std::vector<std::uint64_t> &fingerprints, int bits, int maxDistance,
                                   const HammingIndex::Found &found, const JobControl *control, PopcountKernel kernel,
                                   PairsWithin *within)
{
    if (fingerprints.size() > std::numeric_limits<std::uint32_t>::max())
        throw std::invalid_argument("forEachPairWithinExhaustive: at most 2^32 - 1 fingerprints");
    const std::size_t n = fingerprints.size();
    std::vector<std::uint64_t> values(fingerprints);
    for (std::uint64_t &value : values)
        value &= lowBits(bits);

    // The tiles of the upper triangle, row tile <= column tile.
    struct Tile
    {
        std::size_t row = 0;
        std::size_t column = 0;
        TileHits hits;
    };
    std::vector<Tile> tiles;
    const std::size_t sides = (n + tileSide - 1) / tileSide;
    for (std::size_t r = 0; r < sides; ++r) {
        for (std::size_t c = r; c < sides; ++c)
            tiles.push_back({r * tileSide, c * tileSide, {}});
    }
    const TileKernel scanTile = kernel == PopcountKernel::Fastest ? tileKernel() : &scanTileBaseline;
    const qint64 handOnAtMost = within ? within->handOnAtMost : std::numeric_limits<qint64>::max();
    qint64 handedOn = 0;
    qint64 beyond = 0;
    // A batch of tiles at a time, so that cancellation is noticed and the hits of
    // a batch are handed on before the next is computed.
    const std::size_t batch = std::max<std::size_t>(8, std::size_t(corePool().maxThreadCount()) * 4);
    for (std::size_t begin = 0; begin < tiles.size(); begin += batch) {
        if (control)
            throwIfCancelled(*control);
        const auto first = tiles.begin() + std::ptrdiff_t(begin);
        const auto last = tiles.begin() + std::ptrdiff_t(std::min(tiles.size(), begin + batch));
        // Each tile of the batch may keep what is still to be handed on.
        const auto room = std::size_t(std::min<qint64>(handOnAtMost - handedOn, qint64(tileSide * tileSide)));
        const auto scan = [&](Tile &tile) {
            if (control && control->isCancelled())
                return;
            tile.hits.room = room;
            scanTile(values.data(), tile.row, std::min(n, tile.row + tileSide), tile.column,
                     std::min(n, tile.column + tileSide), maxDistance, tile.hits);
        };
        if (last - first == 1 || corePool().maxThreadCount() <= 1)
            std::for_each(first, last, scan);
        else
            blockingMapOn(corePool(), first, last, scan);
        if (control)
            throwIfCancelled(*control);
        for (auto tile = first; tile != last; ++tile) {
            for (const Hit &hit : tile->hits.kept) {
                if (handedOn < handOnAtMost) {
                    found(hit.i, hit.j, int(hit.distance));
                    ++handedOn;
                } else {
                    ++beyond;
                }
            }
            beyond += qint64(tile->hits.beyond);
            tile->hits = {};
        }
        if (control)
            control->report(qint64(last - tiles.begin()), qint64(tiles.size()));
    }
    if (within)
        within->found = handedOn + beyond;
    return qint64(n) * qint64(n - (n == 0 ? 0 : 1)) / 2;
}

} // namespace nd::features
