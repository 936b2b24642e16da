#include "features/hammingsearch.h"
#include "hammingtesthelpers.h"

#include <QRandomGenerator>
#include <QTest>

#include <bit>
#include <set>
#include <tuple>

using nd::features::HammingIndex;
using nd::features::HammingSearchPlan;
using nd::features::PopcountKernel;
using namespace nd::features::testing;

namespace {

// `count` fingerprints (seeded): two thirds random, the rest copies of earlier ones
// with 0..(maxFlips) bits flipped, so that pairs at every small distance exist; the
// bits above `bits` are random garbage that every search must ignore.
std::vector<std::uint64_t> randomFingerprints(int count, int bits, int maxFlips, quint32 seed)
{
    QRandomGenerator random(seed);
    std::vector<std::uint64_t> fps;
    const int originals = count * 2 / 3;
    for (int i = 0; i < originals; ++i)
        fps.push_back(random.generate64());
    for (int i = originals; i < count; ++i) {
        std::uint64_t x = fps[std::size_t(random.bounded(int(fps.size())))];
        for (int f = i % (maxFlips + 1); f > 0; --f)
            x ^= std::uint64_t(1) << random.bounded(bits);
        fps.push_back(x);
    }
    return fps;
}

Found exhaustive(const std::vector<std::uint64_t> &fps, int bits, int k, PopcountKernel kernel,
                 qint64 *compared = nullptr)
{
    Found found;
    const qint64 pairs = nd::features::forEachPairWithinExhaustive(
        fps, bits, k,
        [&](std::size_t i, std::size_t j, int d) {
            QVERIFY(found.insert({i, j, d}).second);
        },
        nullptr, kernel);
    if (compared)
        *compared = pairs;
    return found;
}

Found tables(const std::vector<std::uint64_t> &fps, int bits, int k, int blocks)
{
    Found found;
    HammingIndex(bits, k, blocks).forEachPairWithin(fps, [&](std::size_t i, std::size_t j, int d) {
        found.insert({i, j, d});
    });
    return found;
}

} // namespace

class TestHammingSearch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void costModelByHand();
    void forcedBeyondHalf();
    void exhaustiveEqualsTablesAndBruteForce_data();
    void exhaustiveEqualsTablesAndBruteForce();
    void tinyAndEmpty();
    void pairsBeyondWhatIsHandedOnAreCounted_data();
    void pairsBeyondWhatIsHandedOnAreCounted();
    void cancels();
};

void TestHammingSearch::costModelByHand()
{
    // 20,000 fingerprints of 64 bits within 12 (the benchmark collection's setting).
    // chooseBlockCount: n = 13 gives C(13, 12) = 13 tables; n = 14 would need
    // C(14, 12) = 91 > 32, so 13 blocks (12 of 5 bits, 1 of 4): prefixes of one
    // block, the shortest 4 bits. Pairs: 20,000 * 19,999 / 2 = 199,990,000.
    //   candidates = 13 * 199,990,000 / 2^4 = 162,491,875
    //   tables     = 13 * 20,000 * 8 (probes) + 162,491,875 * 16 = 2,601,950,000
    // which is 13 times the 199,990,000 comparisons of all pairs: all pairs win.
    HammingSearchPlan plan = nd::features::planHammingSearch(64, 12, 20000);
    QCOMPARE(plan.blocks, 13);
    QCOMPARE(plan.tables, 13);
    QCOMPARE(plan.prefixBits, 4);
    QCOMPARE(plan.exhaustiveCost, 199990000.0);
    QCOMPARE(plan.tableCost, 2601950000.0);
    QVERIFY(plan.exhaustive);
    QVERIFY(!plan.forced);

    // Within 3 bits: the target prefix is bit_width(19,999) = 15 bits; n = 4 blocks of
    // 16 bits already reach it (prefix = one block), with C(4, 3) = 4 tables.
    //   candidates = 4 * 199,990,000 / 2^16 = 12,206.42...
    //   tables     = 4 * 20,000 * 8 + 12,206.42 * 16 = 640,000 + 195,302.7 = 835,302.7
    // far below 199,990,000: the tables win.
    plan = nd::features::planHammingSearch(64, 3, 20000);
    QCOMPARE(plan.blocks, 4);
    QCOMPARE(plan.tables, 4);
    QCOMPARE(plan.prefixBits, 16);
    QVERIFY(std::abs(plan.tableCost - (640000.0 + 4.0 * 199990000.0 / 65536.0 * 16.0)) < 1e-6);
    QVERIFY(!plan.exhaustive);

    // Two fingerprints: one comparison against 4 tables * 2 probes * 8 = 64 at least.
    plan = nd::features::planHammingSearch(64, 3, 2);
    QCOMPARE(plan.exhaustiveCost, 1.0);
    QVERIFY(plan.tableCost > 64.0);
    QVERIFY(plan.exhaustive);

    // An explicit block count is the design weighed: 64 bits in 6 blocks (11, 11, 11,
    // 11, 10, 10 bits) within 3 -> C(6, 3) = 20 tables with prefixes of 3 blocks, the
    // shortest 10 + 10 + 11 = 31 bits.
    plan = nd::features::planHammingSearch(64, 3, 20000, 6);
    QCOMPARE(plan.blocks, 6);
    QCOMPARE(plan.tables, 20);
    QCOMPARE(plan.prefixBits, 31);
    QVERIFY(!plan.exhaustive);
}

void TestHammingSearch::forcedBeyondHalf()
{
    // 17 of 32 bits is beyond f/2: no table design is weighed at all.
    const HammingSearchPlan plan = nd::features::planHammingSearch(32, 17, 1000);
    QVERIFY(plan.exhaustive);
    QVERIFY(plan.forced);
    QCOMPARE(plan.tables, 0);
    QCOMPARE(plan.exhaustiveCost, 1000.0 * 999.0 / 2.0);
}

void TestHammingSearch::exhaustiveEqualsTablesAndBruteForce_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("bits");
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("blocks");
    // 5,003 fingerprints make 3 x 3 tiles of 2,048, the last ones ragged (not a
    // multiple of the 8 pairs the vector loop takes at once).
    QTest::newRow("64 bits within 3") << 5003 << 64 << 3 << 0;
    QTest::newRow("64 bits within 12, 13 blocks") << 5003 << 64 << 12 << 13;
    QTest::newRow("32 bits within 5") << 3001 << 32 << 5 << 0;
    QTest::newRow("32 bits within 20 (beyond f/2)") << 700 << 32 << 20 << -1;
}

void TestHammingSearch::exhaustiveEqualsTablesAndBruteForce()
{
    QFETCH(int, count);
    QFETCH(int, bits);
    QFETCH(int, k);
    QFETCH(int, blocks);
    const auto fps = randomFingerprints(count, bits, k + 2, quint32(count + bits + k));
    const Found expected = bruteForcePairs(fps, bits, k);
    QVERIFY(expected.size() > std::size_t(count / 10)); // the planted copies at least
    qint64 compared = 0;
    QCOMPARE(exhaustive(fps, bits, k, PopcountKernel::Fastest, &compared), expected);
    QCOMPARE(compared, qint64(count) * (count - 1) / 2);
    QCOMPARE(exhaustive(fps, bits, k, PopcountKernel::Portable), expected);
    if (blocks >= 0)
        QCOMPARE(tables(fps, bits, k, blocks), expected);
}

void TestHammingSearch::tinyAndEmpty()
{
    // Worked by hand: 0b0000, 0b0111 (3 bits from the first), 0b1111 (4 and 1):
    // within 3 bits are (0, 1) at 3 and (1, 2) at 1; (0, 2) at 4 is not.
    const std::vector<std::uint64_t> fps{0b0000, 0b0111, 0b1111};
    const Found expected{{0, 1, 3}, {1, 2, 1}};
    QCOMPARE(exhaustive(fps, 64, 3, PopcountKernel::Fastest), expected);
    QCOMPARE(exhaustive(fps, 64, 3, PopcountKernel::Portable), expected);
    // With 2 bits only the low two count: 00, 11, 11 -> (0,1) 2, (0,2) 2, (1,2) 0, so
    // within 1 bit only (1, 2) at 0.
    const Found low{{1, 2, 0}};
    QCOMPARE(exhaustive(fps, 2, 1, PopcountKernel::Fastest), low);
    QCOMPARE(exhaustive(fps, 2, 1, PopcountKernel::Portable), low);
    qint64 compared = -1;
    QVERIFY(exhaustive({}, 64, 3, PopcountKernel::Fastest, &compared).empty());
    QCOMPARE(compared, qint64(0));
    QVERIFY(exhaustive({42}, 64, 3, PopcountKernel::Fastest, &compared).empty());
    QCOMPARE(compared, qint64(0));
}

void TestHammingSearch::pairsBeyondWhatIsHandedOnAreCounted_data()
{
    QTest::addColumn<int>("kernel");
    QTest::newRow("fastest") << int(PopcountKernel::Fastest);
    QTest::newRow("portable") << int(PopcountKernel::Portable);
}

void TestHammingSearch::pairsBeyondWhatIsHandedOnAreCounted()
{
    QFETCH(int, kernel);
    // 0, 0, 0, 1: distances 0 for the three pairs of zeros, 1 for the three with
    // the one; within 1 all six are found, within 0 only the three.
    const std::vector<std::uint64_t> four = {0, 0, 0, 1};
    for (const auto &[maxDistance, handOnAtMost, handedOn, found] :
         std::vector<std::tuple<int, qint64, int, qint64>>{{1, 2, 2, 6}, {1, 0, 0, 6}, {0, 2, 2, 3}, {1, 100, 6, 6}}) {
        nd::features::PairsWithin within;
        within.handOnAtMost = handOnAtMost;
        int calls = 0;
        nd::features::forEachPairWithinExhaustive(
            four, 64, maxDistance, [&](std::size_t, std::size_t, int) { ++calls; }, nullptr, PopcountKernel(kernel),
            &within);
        QCOMPARE(calls, handedOn);
        QCOMPARE(within.found, found);
    }
    // 2,100 equal fingerprints: 2,203,950 pairs in three tiles (2,048 a side), of
    // which ten are handed on.
    nd::features::PairsWithin within;
    within.handOnAtMost = 10;
    int calls = 0;
    nd::features::forEachPairWithinExhaustive(
        std::vector<std::uint64_t>(2100, 42), 64, 3,
        [&](std::size_t i, std::size_t j, int d) {
            QVERIFY(i < j && d == 0);
            ++calls;
        },
        nullptr, PopcountKernel(kernel), &within);
    QCOMPARE(calls, 10);
    QCOMPARE(within.found, qint64(2100) * 2099 / 2);
}

void TestHammingSearch::cancels()
{
    nd::JobControl control;
    control.cancel();
    const auto fps = randomFingerprints(100, 64, 3, 1);
    bool thrown = false;
    try {
        nd::features::forEachPairWithinExhaustive(
            fps, 64, 3, [](std::size_t, std::size_t, int) {}, &control);
    } catch (const nd::Cancelled &) {
        thrown = true;
    }
    QVERIFY(thrown);
}

QTEST_GUILESS_MAIN(TestHammingSearch)
#include "tst_hammingsearch.moc"
