#include "features/hammingindex.h"
#include "hammingtesthelpers.h"

#include <QRandomGenerator>
#include <QTest>

#include <map>
#include <numeric>
#include <set>
#include <tuple>

using nd::features::HammingIndex;
using namespace nd::features::testing;

namespace {

// 20,000 fingerprints (seed 2007): 14,000 random, then 6,000 copies of earlier ones
// (planted ones included, so chains form) with 0..5 bits flipped, so there are exact
// duplicates, pairs at every distance up to 3, and just beyond it; and every pair
// within 3 bits, by brute force over all 2 * 10^8 pairs (computed once).
struct RandomCollection
{
    std::vector<std::uint64_t> fingerprints;
    Found within3;
};

const RandomCollection &randomCollection()
{
    static const RandomCollection collection = [] {
        RandomCollection made;
        auto &fps = made.fingerprints;
        QRandomGenerator random(2007);
        for (int i = 0; i < 14000; ++i)
            fps.push_back(random.generate64());
        for (int i = 0; i < 6000; ++i) {
            std::uint64_t x = fps[std::size_t(random.bounded(int(fps.size())))];
            for (int f = i % 6; f > 0; --f)
                x ^= std::uint64_t(1) << random.bounded(64);
            fps.push_back(x);
        }
        made.within3 = bruteForcePairs(fps, 64, 3);
        return made;
    }();
    return collection;
}

} // namespace

class TestHammingIndex : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void blocks_data();
    void blocks();
    void tableDesigns_data();
    void tableDesigns();
    void permutationByHand();
    void chooseBlockCount_data();
    void chooseBlockCount();
    void matchesBruteForce_data();
    void matchesBruteForce();
    void queryByHand();
    void directoryNarrowerThanPrefixByHand();
    void sketchesSkipFarBucketEntriesByHand();
    void sketchedQueriesMatchBruteForce_data();
    void sketchedQueriesMatchBruteForce();
    void randomizedMatchesBruteForce_data();
    void randomizedMatchesBruteForce();
    void rejectsBadArguments();
    void cancels();
};

void TestHammingIndex::blocks_data()
{
    QTest::addColumn<int>("bits");
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("n");
    QTest::addColumn<QList<int>>("widths");
    QTest::newRow("64/3: four 16-bit blocks") << 64 << 3 << 0 << QList<int>{16, 16, 16, 16};
    // 64 = 6 * 10 + 4: the first four blocks get the extra bit.
    QTest::newRow("64/5") << 64 << 5 << 0 << QList<int>{11, 11, 11, 11, 10, 10};
    QTest::newRow("64/3 in 6 blocks") << 64 << 3 << 6 << QList<int>{11, 11, 11, 11, 10, 10};
    QTest::newRow("32/0: one block") << 32 << 0 << 0 << QList<int>{32};
}

void TestHammingIndex::blocks()
{
    QFETCH(int, bits);
    QFETCH(int, k);
    QFETCH(int, n);
    QFETCH(QList<int>, widths);
    const HammingIndex index(bits, k, n);
    QCOMPARE(index.blockCount(), int(widths.size()));
    std::uint64_t covered = 0;
    int shift = 0;
    for (int b = 0; b < index.blockCount(); ++b) {
        const auto &block = index.blocks()[std::size_t(b)];
        QCOMPARE(block.width, widths[b]);
        QCOMPARE(block.shift, shift);
        QCOMPARE(covered & block.mask, std::uint64_t(0)); // disjoint
        covered |= block.mask;
        shift += block.width;
    }
    QCOMPARE(covered, bits == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << bits) - 1);
}

void TestHammingIndex::tableDesigns_data()
{
    QTest::addColumn<int>("bits");
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("tables");
    QTest::addColumn<int>("shortestPrefix");
    // Paper 002's example: k = 3, four blocks of 16, C(4,3) = 4 tables, 16-bit prefixes.
    QTest::newRow("002: 64/3, 4 blocks") << 64 << 3 << 4 << 4 << 16;
    // Manku's 20-table design: six blocks (11,11,11,11,10,10), 3 as prefix, C(6,3) = 20;
    // the shortest prefix is 10 + 10 + 11 = 31 bits.
    QTest::newRow("Manku: 64/3, 6 blocks") << 64 << 3 << 6 << 20 << 31;
    // Five blocks (13,13,13,13,12): C(5,3) = 10 tables, prefix 12 + 13 = 25 bits.
    QTest::newRow("64/3, 5 blocks") << 64 << 3 << 5 << 10 << 25;
    QTest::newRow("32/0: one table, whole key") << 32 << 0 << 1 << 1 << 32;
}

void TestHammingIndex::tableDesigns()
{
    QFETCH(int, bits);
    QFETCH(int, k);
    QFETCH(int, n);
    QFETCH(int, tables);
    QFETCH(int, shortestPrefix);
    const HammingIndex index(bits, k, n);
    QCOMPARE(index.tables(), tables);
    QCOMPARE(index.shortestPrefix(), shortestPrefix);
    std::set<std::vector<int>> distinct;
    for (const auto &table : index.tableDesigns()) {
        QCOMPARE(int(table.prefixBlocks.size()), n - k);
        QCOMPARE(int(table.order.size()), n); // a permutation of all blocks
        distinct.insert(table.prefixBlocks);
    }
    QCOMPARE(int(distinct.size()), tables); // every subset once
}

void TestHammingIndex::permutationByHand()
{
    // f = 8, k = 1, n = 2: block 0 = bits 0..3, block 1 = bits 4..7.
    // Table 0 puts block 0 on top, table 1 block 1. fp = 0xA5: block 0 = 0x5, block 1 = 0xA.
    const HammingIndex index(8, 1);
    QCOMPARE(index.tables(), 2);
    QCOMPARE(index.permute(0, 0xA5), std::uint64_t(0x5A));
    QCOMPARE(index.permute(1, 0xA5), std::uint64_t(0xA5));
}

void TestHammingIndex::chooseBlockCount_data()
{
    QTest::addColumn<int>("bits");
    QTest::addColumn<int>("k");
    QTest::addColumn<qulonglong>("count");
    QTest::addColumn<int>("n");
    // 1000 fingerprints: prefix of ceil(log2 1000) = 10 bits; 4 blocks give 16.
    QTest::newRow("64/3, 1000") << 64 << 3 << 1000ull << 4;
    // 2^34 (Manku's 8 billion): 4 -> 16, 5 -> 25, 6 -> 31 bits (20 tables); 7 needs 35 > 32.
    QTest::newRow("64/3, 2^34") << 64 << 3 << (1ull << 34) << 6;
    // 2^20: 5 blocks reach 25 >= 20 with 10 tables.
    QTest::newRow("64/3, 2^20") << 64 << 3 << (1ull << 20) << 5;
    // k = 16: C(18,16) = 153 tables is over the budget, so pigeonhole.
    QTest::newRow("64/16") << 64 << 16 << 1000ull << 17;
    QTest::newRow("64/0") << 64 << 0 << 1000ull << 1;
}

void TestHammingIndex::chooseBlockCount()
{
    QFETCH(int, bits);
    QFETCH(int, k);
    QFETCH(qulonglong, count);
    QFETCH(int, n);
    QCOMPARE(HammingIndex::chooseBlockCount(bits, k, std::size_t(count)), n);
}

void TestHammingIndex::matchesBruteForce_data()
{
    QTest::addColumn<int>("bits");
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("n");
    QTest::newRow("64/3 pigeonhole") << 64 << 3 << 0;
    QTest::newRow("64/3, 6 blocks (20 tables)") << 64 << 3 << 6;
    QTest::newRow("64/0") << 64 << 0 << 0;
    QTest::newRow("64/6, 8 blocks") << 64 << 6 << 8;
    QTest::newRow("32/4") << 32 << 4 << 0;
    QTest::newRow("32/2, 5 blocks") << 32 << 2 << 5;
}

void TestHammingIndex::matchesBruteForce()
{
    QFETCH(int, bits);
    QFETCH(int, k);
    QFETCH(int, n);
    // 300 random fingerprints plus 150 planted neighbours at 0..k+2 flipped bits,
    // so that pairs just inside and just outside k both exist.
    QRandomGenerator random(4242);
    std::vector<std::uint64_t> fps;
    for (int i = 0; i < 300; ++i)
        fps.push_back(random.generate64());
    int plantedWithin = 0;
    for (int i = 0; i < 150; ++i) {
        std::uint64_t x = fps[std::size_t(random.bounded(300))];
        const int flips = i % (k + 3); // a repeated bit only brings it closer
        plantedWithin += flips <= k ? 1 : 0;
        for (int f = 0; f < flips; ++f)
            x ^= std::uint64_t(1) << random.bounded(bits);
        fps.push_back(x);
    }

    const Found expected = bruteForcePairs(fps, bits, k);
    QVERIFY(expected.size() >= std::size_t(plantedWithin)); // the planted neighbours are there
    QVERIFY(plantedWithin >= 30);

    Found found;
    int calls = 0;
    HammingIndex index(bits, k, n);
    HammingIndex::Stats stats;
    const qint64 candidates = index.forEachPairWithin(
        fps,
        [&](std::size_t i, std::size_t j, int d) {
            ++calls;
            found.insert({i, j, d});
        },
        nullptr, &stats);
    QCOMPARE(found, expected);
    QCOMPARE(calls, int(found.size())); // each pair reported once
    QVERIFY(candidates >= qint64(found.size()));
    QCOMPARE(stats.candidates, candidates);
    QCOMPARE(stats.probes, qint64(index.tables()) * qint64(fps.size()));
    const qint64 allPairs = qint64(fps.size()) * qint64(fps.size() - 1) / 2;
    QVERIFY2(candidates < allPairs / 10, "the index must not examine all pairs");

    // Query mode finds the same neighbours, each once, with one probe per table.
    index.build(fps);
    QCOMPARE(index.size(), fps.size());
    Found queried;
    qint64 queryCandidates = 0;
    for (std::size_t q = 0; q < fps.size(); ++q) {
        std::set<std::size_t> seen;
        const auto s = index.query(fps[q], [&](std::size_t i, int d) {
            QVERIFY(seen.insert(i).second);
            if (q < i)
                queried.insert({q, i, d});
        });
        QVERIFY(seen.contains(q)); // itself, at distance 0
        QCOMPARE(s.probes, qint64(index.tables()));
        queryCandidates += s.candidates;
    }
    QCOMPARE(queried, expected);
    QVERIFY(queryCandidates < qint64(fps.size()) * qint64(fps.size()) / 5);
}

void TestHammingIndex::queryByHand()
{
    // f = 8, k = 1, n = 2 (nibbles). Stored: 0x00, 0x01 (1 bit from 0x00), 0x11 (2 bits),
    // 0xF0. Query 0x00: table 0 (low nibble on top) holds 0x00, 0xF0 under prefix 0 ->
    // 0x00 at 0, 0xF0 at 4 (rejected); table 1 (high nibble) holds 0x00, 0x01 under
    // prefix 0 -> 0x00 already seen in table 0, 0x01 at 1. So hits {0:0, 1:1},
    // 3 candidates checked (0x00, 0xF0, 0x01), 2 probes.
    HammingIndex index(8, 1);
    index.build({0x00, 0x01, 0x11, 0xF0});
    std::map<std::size_t, int> hits;
    const auto stats = index.query(0x00, [&](std::size_t i, int d) { hits[i] = d; });
    QCOMPARE(hits, (std::map<std::size_t, int>{{0, 0}, {1, 1}}));
    QCOMPARE(stats.candidates, qint64(3));
    QCOMPARE(stats.probes, qint64(2));
}

void TestHammingIndex::directoryNarrowerThanPrefixByHand()
{
    // f = 8, k = 1, n = 2 (nibbles), 16 stored: bit_width(16) - 3 = 2 directory bits,
    // narrower than the 4-bit prefixes, so a directory group mixes prefixes and the
    // whole prefix must still be compared. Table 0's prefix is the low nibble, its
    // group is its top two bits (3, 2); table 1's is the high nibble (bits 7, 6).
    const std::vector<std::uint64_t> stored{
        0x00, 0x01, 0x03, 0x10, 0x30, 0x21, 0xF0, 0x0F,  // near 0x00
        0xCC, 0xC4, 0x4C, 0x88, 0x84, 0x48, 0xEE, 0x77}; // bits 3|2 and 7|6 set: other groups
    HammingIndex index(8, 1);
    index.build(stored);
    QCOMPARE(index.directoryBits(0), 2);
    QCOMPARE(index.directoryBits(1), 2);
    // Query 0x00. Table 0, group "bits 3, 2 clear" = low nibble 0..3: 0x00, 0x01, 0x03,
    // 0x10, 0x30, 0x21, 0xF0; the low nibble is 0 for 0x00 (d 0), 0x10 (d 1), 0x30 (d 2),
    // 0xF0 (d 4): 4 candidates. Table 1, group high nibble 0..3: 0x00, 0x01, 0x03, 0x10,
    // 0x30, 0x21, 0x0F; high nibble 0 for 0x00 (already met in table 0: skipped), 0x01
    // (d 1), 0x03 (d 2), 0x0F (d 4): 3 candidates. Hits {0: 0, 3: 1, 1: 1}.
    std::map<std::size_t, int> hits;
    const auto stats = index.query(0x00, [&](std::size_t i, int d) { hits[i] = d; });
    QCOMPARE(hits, (std::map<std::size_t, int>{{0, 0}, {1, 1}, {3, 1}}));
    QCOMPARE(stats.candidates, qint64(7));
    QCOMPARE(stats.probes, qint64(2));
    // Memory: 16 fingerprints of 8 bytes = 128; per table 2^2 + 1 = 5 offsets and
    // 16 indices of 4 bytes = 84, two tables = 168; 296 in all.
    QCOMPARE(index.memoryBytes(), std::size_t(296));
}

void TestHammingIndex::sketchesSkipFarBucketEntriesByHand()
{
    // f = 8, k = 1, n = 2 (nibbles), all 256 values stored: bit_width(256) - 3 = 6
    // directory bits, clamped to the 4-bit prefix, so 16 buckets of 16 (the size from
    // which tables keep sketches). Query 0x00. Table 0 (low nibble on top) finds the
    // bucket 0x00, 0x10, ..., 0xF0; its sketch is the high nibble, and only 0, 1, 2, 4
    // and 8 are within 1 bit of the query's 0: 5 candidates, 0x00 (d 0) and 0x10, 0x20,
    // 0x40, 0x80 (d 1). Table 1 (high nibble on top, low nibble the sketch): bucket
    // 0x00 ... 0x0F, sketches 0, 1, 2, 4, 8 pass; 0x00 was met in table 0, so 4
    // candidates, 0x01, 0x02, 0x04, 0x08 (d 1). Without sketches: 16 + 15 candidates.
    std::vector<std::uint64_t> stored(256);
    std::iota(stored.begin(), stored.end(), std::uint64_t(0));
    HammingIndex index(8, 1);
    index.build(stored);
    QCOMPARE(index.directoryBits(0), 4);
    std::map<std::size_t, int> hits;
    const auto stats = index.query(0x00, [&](std::size_t i, int d) { hits[i] = d; });
    QCOMPARE(hits,
             (std::map<std::size_t, int>{
                 {0x00, 0}, {0x10, 1}, {0x20, 1}, {0x40, 1}, {0x80, 1}, {0x01, 1}, {0x02, 1}, {0x04, 1}, {0x08, 1}}));
    QCOMPARE(stats.candidates, qint64(9));
    QCOMPARE(stats.probes, qint64(2));
    // Memory: 256 fingerprints of 8 bytes = 2,048; per table 2^4 + 1 = 17 offsets and
    // 256 ids of 4 bytes = 1,092, and 256 sketches of 2 bytes = 512; two tables 3,208.
    QCOMPARE(index.memoryBytes(), std::size_t(2048 + 3208));
}

void TestHammingIndex::sketchedQueriesMatchBruteForce_data()
{
    QTest::addColumn<int>("bits");
    QTest::addColumn<int>("k");
    QTest::addColumn<double>("passing");
    // Pigeonhole designs with 4-bit prefixes for 2,000 fingerprints: buckets of ~125,
    // so the tables keep sketches, of the 12 and the 16 highest bits outside the
    // prefix. A random entry's sketch is within k of the query's with probability
    // sum C(12, i <= 3) / 2^12 = 299 / 4096 (7.3 %) and sum C(16, i <= 7) / 2^16 =
    // 26,333 / 65,536 (40 %).
    QTest::newRow("16/3") << 16 << 3 << 299.0 / 4096;
    QTest::newRow("32/7") << 32 << 7 << 26333.0 / 65536;
}

void TestHammingIndex::sketchedQueriesMatchBruteForce()
{
    QFETCH(int, bits);
    QFETCH(int, k);
    QFETCH(double, passing);
    QRandomGenerator random(77);
    std::vector<std::uint64_t> fps;
    for (int i = 0; i < 1500; ++i)
        fps.push_back(random.generate64() & ((std::uint64_t(1) << bits) - 1));
    for (int i = 0; i < 500; ++i) { // neighbours at 0..k+2 flipped bits
        std::uint64_t x = fps[std::size_t(random.bounded(1500))];
        for (int f = 0; f < i % (k + 3); ++f)
            x ^= std::uint64_t(1) << random.bounded(bits);
        fps.push_back(x);
    }
    const Found expected = bruteForcePairs(fps, bits, k);
    QVERIFY(expected.size() >= 300);

    HammingIndex index(bits, k);
    index.build(fps);
    Found queried;
    qint64 fetched = 0;
    for (std::size_t q = 0; q < fps.size(); ++q) {
        const auto stats = index.query(fps[q], [&](std::size_t i, int d) {
            if (q < i)
                queried.insert({q, i, d});
        });
        fetched += stats.candidates;
    }
    QCOMPARE(queried, expected);
    // Every query looks through k + 1 buckets of ~125: the sketches let through the
    // near entries and about `passing` of the others (less the ones met before).
    const double visited = double(fps.size()) * (k + 1) * double(fps.size()) / 16;
    QVERIFY2(double(fetched) < 1.2 * passing * visited, qPrintable(QString::number(fetched)));
}

void TestHammingIndex::randomizedMatchesBruteForce_data()
{
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("n");
    for (int k = 0; k <= 3; ++k) {
        QTest::addRow("64/%d, blocks for 20000", k) << k << HammingIndex::chooseBlockCount(64, k, 20000);
        QTest::addRow("64/%d, pigeonhole", k) << k << 0;
    }
}

void TestHammingIndex::randomizedMatchesBruteForce()
{
    QFETCH(int, k);
    QFETCH(int, n);
    const RandomCollection &collection = randomCollection();
    const std::vector<std::uint64_t> &fps = collection.fingerprints;
    Found expected;
    std::vector<int> atDistance(std::size_t(k) + 1, 0);
    for (const auto &pair : collection.within3) {
        const int d = std::get<2>(pair);
        if (d <= k) {
            expected.insert(pair);
            ++atDistance[std::size_t(d)];
        }
    }
    for (int d = 0; d <= k; ++d)
        QVERIFY2(atDistance[std::size_t(d)] >= 100, "every distance up to k is well represented");

    HammingIndex index(64, k, n);
    Found pairs;
    qint64 calls = 0;
    index.forEachPairWithin(fps, [&](std::size_t i, std::size_t j, int d) {
        ++calls;
        pairs.insert({i, j, d});
    });
    QCOMPARE(pairs, expected);
    QCOMPARE(calls, qint64(expected.size()));

    index.build(fps);
    Found queried;
    qint64 hits = 0;
    for (std::size_t q = 0; q < fps.size(); ++q) {
        index.query(fps[q], [&](std::size_t i, int d) {
            ++hits;
            if (q < i)
                queried.insert({q, i, d});
        });
    }
    QCOMPARE(queried, expected);
    // Each pair is met from both ends, and every fingerprint finds itself: nothing
    // reported twice.
    QCOMPARE(hits, 2 * qint64(expected.size()) + qint64(fps.size()));
}

void TestHammingIndex::rejectsBadArguments()
{
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HammingIndex(65, 3));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HammingIndex(64, 64));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HammingIndex(64, -1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HammingIndex(64, 3, 3));   // n <= k
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HammingIndex(64, 16, 40)); // C(40,16) tables
}

void TestHammingIndex::cancels()
{
    nd::JobControl control;
    control.cancel();
    const HammingIndex index(64, 3);
    const std::vector<std::uint64_t> fps{1, 1, 3};
    QVERIFY_THROWS_EXCEPTION(nd::Cancelled,
                             index.forEachPairWithin(
                                 fps, [](std::size_t, std::size_t, int) {}, &control));
}

QTEST_GUILESS_MAIN(TestHammingIndex)
#include "tst_hammingindex.moc"
