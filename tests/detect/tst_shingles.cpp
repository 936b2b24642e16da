#include "features/hashing.h"
#include "features/shingles.h"

#include <QCryptographicHash>
#include <QTest>
#include <QtEndian>

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
    void truncatedHashesKeepLowBits();
    void md5ShinglesAreDigestsOfJoinedTokens();
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

void TestShingles::truncatedHashesKeepLowBits()
{
    QCOMPARE(truncateHash(0x123456789abcdef0ULL, 32), 0x9abcdef0ULL);
    QCOMPARE(truncateHash(0x123456789abcdef0ULL, 40), 0x789abcdef0ULL);
    QCOMPARE(truncateHash(0x123456789abcdef0ULL, 64), 0x123456789abcdef0ULL);
    // The 32-bit set is the 64-bit set masked, re-sorted: a different set of values.
    const auto t = tokenHashes(u"a b c d e f g"_s.split(u' '));
    const auto wide = shingleSet(t, 2);
    const auto narrow = shingleSet(t, 2, 32);
    std::vector<std::uint64_t> masked;
    for (std::uint64_t h : wide)
        masked.push_back(h & 0xffffffffULL);
    std::sort(masked.begin(), masked.end());
    QCOMPARE(narrow, masked);
    QVERIFY(narrow != wide);
    QCOMPARE(shingleSet(t, 2, 64), wide);
    for (std::uint64_t h : shingleSet(t, 2, 40))
        QVERIFY(h < (std::uint64_t(1) << 40));
}

void TestShingles::md5ShinglesAreDigestsOfJoinedTokens()
{
    // "a b c" with w = 2: MD5("a b") and MD5("b c"), big-endian halves, sorted.
    const auto set = md5ShingleSet({u"a"_s, u"b"_s, u"c"_s}, 2);
    QCOMPARE(set.size(), std::size_t(2));
    std::vector<Hash128> expected;
    for (const char *text : {"a b", "b c"}) {
        const QByteArray d = QCryptographicHash::hash(QByteArray(text), QCryptographicHash::Md5);
        expected.push_back({qFromBigEndian<quint64>(d.constData()), qFromBigEndian<quint64>(d.constData() + 8)});
    }
    std::sort(expected.begin(), expected.end());
    QVERIFY(set == expected);
    // MD5("a b") = 0cc9cd4dd26c5137 b675a0d819cb9ab0 (worked out with md5sum).
    const Hash128 ab{0x0cc9cd4dd26c5137ULL, 0xb675a0d819cb9ab0ULL};
    QVERIFY(std::find(set.begin(), set.end(), ab) != set.end());
    // Short text: one shingle of all tokens; empty: none.
    QCOMPARE(md5ShingleSet({u"a"_s}, 4).size(), std::size_t(1));
    QVERIFY(md5ShingleSet({}, 4).empty());
}

QTEST_GUILESS_MAIN(TestShingles)
#include "tst_shingles.moc"
