#include "features/shinglesampling.h"

#include <QTest>

#include <numeric>

using namespace nd::features;

class TestShingleSampling : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void modKeepsRemainder();
    void broderCapsAt400();
    void smallestKeepsFirstN();
    void residueOf128BitHashes();
    void noneKeepsAll();
};

void TestShingleSampling::modKeepsRemainder()
{
    const std::vector<std::uint64_t> set{3, 10, 25, 50, 51, 75, 76};
    // mod 25, r = 0: 25, 50, 75 (3, 10, 51, 76 leave 3, 10, 1, 1).
    QCOMPARE(sampleShingles(set, {SamplingMethod::Mod, 25, 0, 0}), (std::vector<std::uint64_t>{25, 50, 75}));
    // r = 1: 51 and 76.
    QCOMPARE(sampleShingles(set, {SamplingMethod::Mod, 25, 1, 0}), (std::vector<std::uint64_t>{51, 76}));
    // mod 5, r = 0: 10, 25, 50, 75.
    QCOMPARE(sampleShingles(set, {SamplingMethod::Mod, 5, 0, 0}), (std::vector<std::uint64_t>{10, 25, 50, 75}));
    // mod 1 keeps everything.
    QCOMPARE(sampleShingles(set, {SamplingMethod::Mod, 1, 0, 0}), set);
}

void TestShingleSampling::broderCapsAt400()
{
    // 1..20000: the multiples of 25 are 25, 50, ..., 20000 (800 of them);
    // Broder keeps the 400 smallest: 25 .. 10000.
    std::vector<std::uint64_t> set(20000);
    std::iota(set.begin(), set.end(), 1);
    const auto kept = sampleShingles(set, {SamplingMethod::Broder, 25, 0, 400});
    QCOMPARE(kept.size(), std::size_t(400));
    QCOMPARE(kept.front(), 25u);
    QCOMPARE(kept.back(), 10000u);
    // Fewer than 400 survivors: all of them (1..5000 -> 200).
    set.resize(5000);
    QCOMPARE(sampleShingles(set, {SamplingMethod::Broder, 25, 0, 400}).size(), std::size_t(200));
}

void TestShingleSampling::smallestKeepsFirstN()
{
    // Heintze: the N smallest hashes; {2, 7, 9, 40, 41} with N = 3 -> {2, 7, 9}.
    const std::vector<std::uint64_t> set{2, 7, 9, 40, 41};
    QCOMPARE(sampleShingles(set, {SamplingMethod::Smallest, 1, 0, 3}), (std::vector<std::uint64_t>{2, 7, 9}));
    QCOMPARE(sampleShingles(set, {SamplingMethod::Smallest, 1, 0, 100}), set);
}

void TestShingleSampling::residueOf128BitHashes()
{
    // 2^64 = 18446744073709551616 ends in 16, so 2^64 mod 25 = 16;
    // hi = 1, lo = 9 is 2^64 + 9 -> 25 mod 25 = 0; hi = 1, lo = 0 -> 16.
    QCOMPARE(residue(Hash128{1, 0}, 25), 16u);
    QCOMPARE(residue(Hash128{1, 9}, 25), 0u);
    // 2^64 mod 8 = 0, so only lo matters: 13 mod 8 = 5.
    QCOMPARE(residue(Hash128{12345, 13}, 8), 5u);
    QCOMPARE(residue(std::uint64_t(77), 25), 2u);
    const std::vector<Hash128> set{{0, 3}, {0, 25}, {1, 0}, {1, 9}};
    const auto kept = sampleShingles(set, {SamplingMethod::Mod, 25, 0, 0});
    QCOMPARE(kept.size(), std::size_t(2));
    QVERIFY(kept[0] == (Hash128{0, 25}));
    QVERIFY(kept[1] == (Hash128{1, 9}));
}

void TestShingleSampling::noneKeepsAll()
{
    const std::vector<std::uint64_t> set{1, 2, 3};
    QCOMPARE(sampleShingles(set, {}), set);
}

QTEST_GUILESS_MAIN(TestShingleSampling)
#include "tst_shinglesampling.moc"
