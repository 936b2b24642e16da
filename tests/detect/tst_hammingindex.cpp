#include "features/hammingindex.h"

#include <QRandomGenerator>
#include <QTest>

#include <set>
#include <tuple>

using nd::features::HammingIndex;
using Found = std::set<std::tuple<std::size_t, std::size_t, int>>;

class TestHammingIndex : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void blocks_data();
    void blocks();
    void matchesBruteForce_data();
    void matchesBruteForce();
    void rejectsBadArguments();
    void cancels();
};

void TestHammingIndex::blocks_data()
{
    QTest::addColumn<int>("bits");
    QTest::addColumn<int>("k");
    QTest::addColumn<QList<int>>("widths");
    QTest::newRow("64/3: four 16-bit blocks") << 64 << 3 << QList<int>{16, 16, 16, 16};
    // 64 = 6 * 10 + 4: the first four blocks get the extra bit.
    QTest::newRow("64/5") << 64 << 5 << QList<int>{11, 11, 11, 11, 10, 10};
    QTest::newRow("32/0: one block") << 32 << 0 << QList<int>{32};
}

void TestHammingIndex::blocks()
{
    QFETCH(int, bits);
    QFETCH(int, k);
    QFETCH(QList<int>, widths);
    const HammingIndex index(bits, k);
    QCOMPARE(index.tables(), k + 1);
    std::uint64_t covered = 0;
    int shift = 0;
    for (int b = 0; b < index.tables(); ++b) {
        const auto &block = index.blocks()[std::size_t(b)];
        QCOMPARE(block.width, widths[b]);
        QCOMPARE(block.shift, shift);
        QCOMPARE(covered & block.mask, std::uint64_t(0)); // disjoint
        covered |= block.mask;
        shift += block.width;
    }
    QCOMPARE(covered, bits == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << bits) - 1);
}

void TestHammingIndex::matchesBruteForce_data()
{
    QTest::addColumn<int>("bits");
    QTest::addColumn<int>("k");
    QTest::newRow("64/3") << 64 << 3;
    QTest::newRow("64/0") << 64 << 0;
    QTest::newRow("64/6") << 64 << 6;
    QTest::newRow("32/4") << 32 << 4;
}

void TestHammingIndex::matchesBruteForce()
{
    QFETCH(int, bits);
    QFETCH(int, k);
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

    const std::uint64_t mask = bits == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << bits) - 1;
    Found expected;
    for (std::size_t i = 0; i < fps.size(); ++i) {
        for (std::size_t j = i + 1; j < fps.size(); ++j) {
            const int d = std::popcount((fps[i] ^ fps[j]) & mask);
            if (d <= k)
                expected.insert({i, j, d});
        }
    }
    QVERIFY(expected.size() >= std::size_t(plantedWithin)); // the planted neighbours are there
    QVERIFY(plantedWithin >= 30);

    Found found;
    int calls = 0;
    const HammingIndex index(bits, k);
    const qint64 candidates = index.forEachPairWithin(fps, [&](std::size_t i, std::size_t j, int d) {
        ++calls;
        found.insert({i, j, d});
    });
    QCOMPARE(found, expected);
    QCOMPARE(calls, int(found.size())); // each pair reported once
    QVERIFY(candidates >= qint64(found.size()));
    const qint64 allPairs = qint64(fps.size()) * qint64(fps.size() - 1) / 2;
    QVERIFY2(candidates < allPairs / 10, "the index must not examine all pairs");
}

void TestHammingIndex::rejectsBadArguments()
{
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HammingIndex(65, 3));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HammingIndex(64, 64));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HammingIndex(64, -1));
}

void TestHammingIndex::cancels()
{
    nd::JobControl control;
    control.cancel();
    const HammingIndex index(64, 3);
    const std::vector<std::uint64_t> fps{1, 1, 3};
    QVERIFY_THROWS_EXCEPTION(nd::Cancelled,
                             index.forEachPairWithin(fps, [](std::size_t, std::size_t, int) {}, &control));
}

QTEST_GUILESS_MAIN(TestHammingIndex)
#include "tst_hammingindex.moc"
