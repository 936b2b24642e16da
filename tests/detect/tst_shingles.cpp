#include "features/hashing.h"
#include "features/shingles.h"

#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace nd::features;

class TestShingles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tokenHashesAreUtf16Xxh3();
    void shingleSetOfWordPairs();
    void repeatedShinglesCountOnce();
    void shortTextIsOneShingle();
    void emptyTextHasNoShingles();
    void jaccardOfHandExample();
};

void TestShingles::tokenHashesAreUtf16Xxh3()
{
    const QString word = u"straße"_s;
    const auto hashes = tokenHashes({word, word, u"x"_s});
    QCOMPARE(hashes.size(), std::size_t(3));
    QCOMPARE(hashes[0], XXH3_64bits(word.utf16(), std::size_t(word.size()) * 2));
    QCOMPARE(hashes[0], hashes[1]);
    QVERIFY(hashes[0] != hashes[2]);
}

void TestShingles::shingleSetOfWordPairs()
{
    // "a b c d e" with w = 2: {ab, bc, cd, de}, each the XXH3 of two token hashes.
    const auto t = tokenHashes(u"a b c d e"_s.split(u' '));
    auto set = shingleSet(t, 2);
    std::vector<std::uint64_t> expected;
    for (std::size_t i = 0; i + 1 < t.size(); ++i)
        expected.push_back(hashSpan(std::span(t).subspan(i, 2)));
    std::sort(expected.begin(), expected.end());
    QCOMPARE(set, expected);
    QVERIFY(std::is_sorted(set.begin(), set.end()));
}

void TestShingles::repeatedShinglesCountOnce()
{
    // "a b a b a" with w = 2: ab, ba, ab, ba -> the set {ab, ba}.
    QCOMPARE(shingleSet(tokenHashes(u"a b a b a"_s.split(u' ')), 2).size(), std::size_t(2));
}

void TestShingles::shortTextIsOneShingle()
{
    const auto t = tokenHashes({u"a"_s, u"b"_s});
    const auto set = shingleSet(t, 4);
    QCOMPARE(set.size(), std::size_t(1));
    QCOMPARE(set[0], hashSpan(t));
}

void TestShingles::emptyTextHasNoShingles()
{
    QVERIFY(shingleSet({}, 3).empty());
    QCOMPARE(jaccard({}, {}), 0.0);
}

void TestShingles::jaccardOfHandExample()
{
    // A = {ab,bc,cd,de}, B = {ab,bc,cd,df}: |A∩B| = 3, |A∪B| = 5.
    const auto a = shingleSet(tokenHashes(u"a b c d e"_s.split(u' ')), 2);
    const auto b = shingleSet(tokenHashes(u"a b c d f"_s.split(u' ')), 2);
    QCOMPARE(intersectionSize(a, b), std::size_t(3));
    QCOMPARE(jaccard(a, b), 0.6);
}

QTEST_GUILESS_MAIN(TestShingles)
#include "tst_shingles.moc"
