#include "features/candidatejaccard.h"
#include "base/hashing.h"
#include "features/shingleminhash.h"
#include "features/shingles.h"
#include "features/tokensimhash.h"

#include <QCryptographicHash>
#include <QTest>
#include <QtEndian>

#include <algorithm>
#include <cmath>
#include <random>

using namespace Qt::StringLiterals;
using namespace nd::features;
using nd::hashSpan;
using nd::mix64;

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
    void shingleHashesKeepOrderAndRepeats();
    void onePermutationBinsByHand();
    void permutationSlotsAreMinima();
    void minHashEstimatesAreUnbiased_data();
    void minHashEstimatesAreUnbiased();
    void tokenSimhashByHand();
    void idfTableIdsByHand();
    void candidateJaccardsByHand();
    void candidateJaccardsEqualSortedSetJaccard_data();
    void candidateJaccardsEqualSortedSetJaccard();
    void candidateJaccardsOfKeysSharingOneSlot();
    void idfTableIsSmoothed();
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
    // Unsorted, with repeats and the element 0 (kept apart from the empty slots):
    // A = 5 0 5 7 9 -> {0, 5, 7, 9}; B = 9 9 0 3 -> {0, 3, 9};
    // A ∩ B = {0, 9}, A ∪ B = {0, 3, 5, 7, 9}: 2/5.
    const std::vector<std::uint64_t> x{5, 0, 5, 7, 9}, y{9, 9, 0, 3};
    QCOMPARE(jaccardOfUnsorted(x, y), 0.4);
    QCOMPARE(jaccardOfUnsorted(y, x), 0.4);
    QCOMPARE(jaccardOfUnsorted(x, x), 1.0);
    QCOMPARE(jaccardOfUnsorted({}, {}), 0.0);
    QCOMPARE(jaccardOfUnsorted(x, {}), 0.0);
    // The sorted sets' Jaccard on shingles of a longer text with repeats.
    std::vector<std::uint64_t> longA, longB;
    for (std::uint64_t t = 0; t < 400; ++t) {
        longA.push_back(t * 0x9E3779B97F4A7C15ull % 1000);
        longB.push_back((t * 7 + 3) * 0x9E3779B97F4A7C15ull % 1000);
    }
    std::vector<std::uint64_t> setA = longA, setB = longB;
    for (auto *set : {&setA, &setB}) {
        std::sort(set->begin(), set->end());
        set->erase(std::unique(set->begin(), set->end()), set->end());
    }
    QCOMPARE(jaccardOfUnsorted(longA, longB), jaccard(setA, setB));
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

void TestShingles::shingleHashesKeepOrderAndRepeats()
{
    // Tokens a b a b: 2-shingles (a b), (b a), (a b) in text order, the repeat kept.
    const std::vector<std::uint64_t> t{11, 22, 11, 22};
    std::vector<std::uint64_t> out{99}; // replaced, not appended to
    shingleHashes(t, 2, out);
    const std::uint64_t ab = hashSpan(std::span<const std::uint64_t>(t).first(2));
    const std::uint64_t ba = hashSpan(std::span<const std::uint64_t>(t).subspan(1, 2));
    QCOMPARE(out, (std::vector<std::uint64_t>{ab, ba, ab}));
    shingleHashes(std::span<const std::uint64_t>(t).first(1), 3, out); // shorter than w
    QCOMPARE(out, (std::vector<std::uint64_t>{hashSpan(std::span<const std::uint64_t>(t).first(1))}));
    shingleHashes({}, 3, out);
    QVERIFY(out.empty());
    // Every width, those with a loop of their own (1-5) and the general one, is
    // hashSpan() of each window: 10 tokens give 10 - w + 1 shingles.
    const std::vector<std::uint64_t> ten{1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    for (int w = 1; w <= 7; ++w) {
        shingleHashes(ten, w, out);
        QCOMPARE(out.size(), std::size_t(10 - w + 1));
        for (std::size_t i = 0; i < out.size(); ++i)
            QCOMPARE(out[i], hashSpan(std::span<const std::uint64_t>(ten).subspan(i, std::size_t(w))));
    }
}

void TestShingles::onePermutationBinsByHand()
{
    // k = 4 bins; bin = (high32 * 4) >> 32, value = low32.
    //   x1 = 0x00000001'00000009: bin (1 * 4) >> 32 = 0, value 9
    //   x2 = 0x80000000'00000005: bin (2^31 * 4) >> 32 = 2, value 5
    //   x3 = 0x00000002'00000004: bin 0, value 4 (beats 9 in bin 0)
    // Bins 1 and 3 are empty and borrow from bin 0 or 2, whichever their fixed
    // probe sequence reaches first: the same choice for every set with bins 0, 2 full.
    const MinHasher hasher(4, MinHasher::Scheme::OnePermutation);
    std::vector<std::uint64_t> slots(4);
    hasher.sign(std::vector<std::uint64_t>{0x0000000100000009ULL, 0x8000000000000005ULL}, slots);
    QCOMPARE(slots[0], std::uint64_t(9));
    QCOMPARE(slots[2], std::uint64_t(5));
    const std::uint64_t from1 = slots[1] == 9 ? 0 : 2;
    const std::uint64_t from3 = slots[3] == 9 ? 0 : 2;
    QVERIFY(slots[1] == 9 || slots[1] == 5);
    QVERIFY(slots[3] == 9 || slots[3] == 5);
    hasher.sign(std::vector<std::uint64_t>{0x0000000100000009ULL, 0x8000000000000005ULL, 0x0000000200000004ULL}, slots);
    QCOMPARE(slots[0], std::uint64_t(4));
    QCOMPARE(slots[2], std::uint64_t(5));
    QCOMPARE(slots[1], std::uint64_t(from1 == 0 ? 4 : 5)); // same donor as before
    QCOMPARE(slots[3], std::uint64_t(from3 == 0 ? 4 : 5));
    // One element fills one bin; every other bin borrows its value.
    hasher.sign(std::vector<std::uint64_t>{0x0000000300000007ULL}, slots);
    QCOMPARE(slots, (std::vector<std::uint64_t>(4, 7)));
    hasher.sign({}, slots);
    QCOMPARE(slots, (std::vector<std::uint64_t>(4, ~std::uint64_t(0))));
}

void TestShingles::permutationSlotsAreMinima()
{
    // Each slot is a min over the set of a bijection of the low 32 bits, so the
    // signature of a union is the slot-wise minimum, repeats change nothing, and
    // the high 32 bits are ignored.
    const MinHasher hasher(40, MinHasher::Scheme::Permutations);
    std::vector<std::uint64_t> x(40), y(40), xy(40), high(40);
    hasher.sign(std::vector<std::uint64_t>{0x1234567890ULL}, x);
    hasher.sign(std::vector<std::uint64_t>{0xabcdef01ULL}, y);
    hasher.sign(std::vector<std::uint64_t>{0xabcdef01ULL, 0x1234567890ULL, 0xabcdef01ULL}, xy);
    hasher.sign(std::vector<std::uint64_t>{0xffff000000000000ULL | 0x34567890ULL}, high);
    for (std::size_t i = 0; i < 40; ++i) {
        QCOMPARE(xy[i], std::min(x[i], y[i]));
        QCOMPARE(high[i], x[i]);
        QVERIFY(x[i] <= 0xffffffffULL);
    }
    QVERIFY(x != y);
    // Different slots are different functions.
    QVERIFY(std::count(x.begin(), x.end(), x[0]) < 3);

    // Slot i is the minimum of a_i x + b_i mod 2^32, a_i (odd) and b_i the high
    // and low halves of the slot's seed, also with a slot count that is not a
    // whole number of the vector loops' blocks (100 = 64 + 36).
    const MinHasher wide(100, MinHasher::Scheme::Permutations);
    const std::vector<std::uint64_t> shingles{0x1234567890ULL, 0xabcdef01ULL, 0x42ULL};
    std::vector<std::uint64_t> signature(100);
    wide.sign(shingles, signature);
    for (std::size_t i = 0; i < 100; ++i) {
        const std::uint64_t seed = nd::seedAt(i);
        const std::uint32_t a = std::uint32_t(seed >> 32) | 1u, b = std::uint32_t(seed);
        std::uint32_t expected = ~std::uint32_t(0);
        for (const std::uint64_t shingle : shingles)
            expected = std::min(expected, std::uint32_t(a * std::uint32_t(shingle) + b));
        QCOMPARE(signature[i], std::uint64_t(expected));
    }
}

void TestShingles::minHashEstimatesAreUnbiased_data()
{
    QTest::addColumn<int>("scheme");
    QTest::addColumn<int>("shared");
    QTest::addColumn<int>("own");
    // Jaccard = shared / (shared + 2 own): 0.2, 0.5 and 0.9; sets of 40..450
    // elements, i.e. from far fewer to far more elements than the 128 bins.
    for (int scheme : {0, 1}) {
        const char *name = scheme ? "one-permutation" : "permutations";
        QTest::addRow("%s J=0.2", name) << scheme << 50 << 100;
        QTest::addRow("%s J=0.5", name) << scheme << 20 << 10;
        QTest::addRow("%s J=0.9", name) << scheme << 405 << 22;
    }
}

void TestShingles::minHashEstimatesAreUnbiased()
{
    QFETCH(int, scheme);
    QFETCH(int, shared);
    QFETCH(int, own);
    const double jaccard = double(shared) / double(shared + 2 * own);
    constexpr int k = 128;
    constexpr int pairs = 400;
    const MinHasher hasher(k, scheme ? MinHasher::Scheme::OnePermutation : MinHasher::Scheme::Permutations);
    std::mt19937_64 random(12345);
    double sum = 0.0, sumSquares = 0.0;
    std::vector<std::uint64_t> a, b, sa(k), sb(k);
    for (int p = 0; p < pairs; ++p) {
        a.clear();
        b.clear();
        for (int i = 0; i < shared; ++i) {
            const std::uint64_t x = mix64(random());
            a.push_back(x);
            b.push_back(x);
        }
        for (int i = 0; i < own; ++i) {
            a.push_back(mix64(random()));
            b.push_back(mix64(random()));
        }
        hasher.sign(a, sa);
        hasher.sign(b, sb);
        int equal = 0;
        for (int i = 0; i < k; ++i)
            equal += sa[std::size_t(i)] == sb[std::size_t(i)];
        const double estimate = double(equal) / k;
        sum += estimate;
        sumSquares += estimate * estimate;
    }
    const double mean = sum / pairs;
    const double variance = sumSquares / pairs - mean * mean;
    // k independent slots: variance J (1 - J) / k; the mean of 400 estimates has
    // standard deviation sqrt(J (1 - J) / k / 400) <= 0.0022: 5 of them allowed.
    const double binomial = jaccard * (1.0 - jaccard) / k;
    QVERIFY2(std::abs(mean - jaccard) < 5 * std::sqrt(binomial / pairs),
             qPrintable(u"mean %1 for J = %2"_s.arg(mean).arg(jaccard)));
    // Correlated slots would inflate the variance (one-permutation hashing samples
    // without replacement, so it may be lower).
    QVERIFY2(variance < 1.5 * binomial, qPrintable(u"variance %1, independent slots %2"_s.arg(variance).arg(binomial)));
}

void TestShingles::tokenSimhashByHand()
{
    // Three 64-bit "tokens" (only the low 4 bits shown, all other bits 0):
    //   x = 0b0011, y = 0b0101, z = 0b1000, sequence x x y z.
    // TF vote per bit (+1 set, -1 clear, per occurrence):
    //   bit 0: x x y set, z clear: 3 - 1 = 2 > 0  -> 1
    //   bit 1: x x set, y z clear: 0               -> 0 (a tie gives 0)
    //   bit 2: y set: 1 - 3 < 0                    -> 0
    //   bit 3: z set: 1 - 3 < 0                    -> 0;  higher bits all clear -> 0
    // so the fingerprint is 0b0001.
    const std::vector<std::uint64_t> tokens{0b0011, 0b0011, 0b0101, 0b1000};
    QCOMPARE(tokenSimhash(tokens, 64), std::uint64_t(0b0001));
    // With IDF weights from the "collection" {x}, {x}, {x y z}: N = 3, df(x) = 3,
    // df(y) = df(z) = 1; idf(x) = ln(4/4) + 1 = 1, idf(y) = idf(z) = ln(4/2) + 1 = 1.693.
    //   bit 1: x x set (2), y z clear (3.386): negative -> 0
    //   bit 0: x x y set (3.693) vs z (1.693): positive  -> 1
    //   bit 3: z (1.693) vs x x y (3.693): negative       -> 0
    IdfTable idf;
    idf.addDocument(std::vector<std::uint64_t>{0b0011});
    idf.addDocument(std::vector<std::uint64_t>{0b0011, 0b0011});
    idf.addDocument(std::vector<std::uint64_t>{0b0011, 0b0101, 0b1000});
    idf.finish();
    QCOMPARE(tokenSimhash(tokens, 64, &idf), std::uint64_t(0b0001));
    // Only the low `bits` bits: with x x x z z the low bits 0 and 1 of x win 3 : 2.
    const std::vector<std::uint64_t> heavy{0b0011, 0b0011, 0b0011, 0b1000, 0b1000};
    QCOMPARE(tokenSimhash(heavy, 64), std::uint64_t(0b0011));
    QCOMPARE(tokenSimhash(heavy, 1), std::uint64_t(0b0001));
    QCOMPARE(tokenSimhash({}, 64), std::uint64_t(0));
}

void TestShingles::idfTableIsSmoothed()
{
    // N = 3 documents: {a, a}, {a, b}, {}: df(a) = 2 (repeats count once), df(b) = 1.
    IdfTable idf;
    idf.addDocument(std::vector<std::uint64_t>{7, 7});
    idf.addDocument(std::vector<std::uint64_t>{7, 8});
    idf.addDocument({});
    idf.finish();
    QCOMPARE(idf.documentCount(), 3.0);
    QCOMPARE(idf.idf(7), std::log(4.0 / 3.0) + 1.0);
    QCOMPARE(idf.idf(8), std::log(4.0 / 2.0) + 1.0);
    QCOMPARE(idf.idf(9), std::log(4.0) + 1.0); // unseen: df = 0
    // Key 0 is the table's empty marker, yet a token hash 0 is counted like any other.
    IdfTable zero;
    zero.addDocument(std::vector<std::uint64_t>{0});
    zero.addDocument(std::vector<std::uint64_t>{5});
    zero.finish();
    QCOMPARE(zero.idf(0), std::log(3.0 / 2.0) + 1.0);
}

void TestShingles::idfTableIdsByHand()
{
    // Ids are dense, in order of first appearance: D1 = [7 9 7] -> 0 1 0; D2 = [9 4]
    // -> 1 2. df(7) = 1, df(9) = 2, df(4) = 1 over N = 2: idf = ln(3/2) + 1 for ids
    // 0 and 2, ln(3/3) + 1 = 1 for id 1; by id and by hash alike.
    IdfTable idf;
    std::vector<std::uint32_t> ids1(3), ids2(2);
    idf.addDocument(std::vector<std::uint64_t>{7, 9, 7}, ids1.data());
    idf.addDocument(std::vector<std::uint64_t>{9, 4}, ids2.data());
    idf.finish();
    QCOMPARE(ids1, (std::vector<std::uint32_t>{0, 1, 0}));
    QCOMPARE(ids2, (std::vector<std::uint32_t>{1, 2}));
    QCOMPARE(idf.idfOfId(0), std::log(1.5) + 1.0);
    QCOMPARE(idf.idfOfId(1), 1.0);
    QCOMPARE(idf.idfOfId(2), idf.idf(4));
    std::vector<double> out(4);
    idf.idfs(std::vector<std::uint64_t>{9, 7, 4, 5}, out.data());
    QCOMPARE(out, (std::vector<double>{1.0, std::log(1.5) + 1.0, std::log(1.5) + 1.0, std::log(3.0) + 1.0}));
}

void TestShingles::candidateJaccardsByHand()
{
    // Documents as token sequences, 2-shingles: D0 = 1 2 3 4 -> {12, 23, 34};
    // D1 = 1 2 3 5 -> {12, 23, 35}; D2 = 1 2 1 2 -> {12, 21} (12 twice, once in the
    // set); D3 = 8 9 (in no candidate: its set is never built).
    //   J(D0, D1) = |{12, 23}| / |{12, 23, 34, 35}| = 2/4 = 0.5
    //   J(D0, D2) = |{12}| / |{12, 23, 34, 21}| = 1/4
    //   J(D2, D2) = 1
    const std::vector<std::vector<std::uint64_t>> docs{{1, 2, 3, 4}, {1, 2, 3, 5}, {1, 2, 1, 2}, {8, 9}};
    std::vector<int> built(docs.size(), 0);
    const std::vector<std::pair<std::uint32_t, std::uint32_t>> candidates{{0, 1}, {0, 2}, {2, 2}};
    // The documents' 2-shingles, counting how often each document is read.
    const auto countedShingles = [&](std::size_t d, std::vector<std::uint64_t> &shingles) {
        ++built[d];
        shingleHashes(docs[d], 2, shingles);
    };
    nd::JobControl control;
    const auto jaccards = candidateJaccards(docs.size(), candidates, countedShingles, control);
    QCOMPARE(jaccards, (std::vector<double>{0.5, 0.25, 1.0}));
    QCOMPARE(built, (std::vector<int>{1, 1, 1, 0})); // once each, and never D3
    QVERIFY(candidateJaccards(docs.size(), {}, {}, control).empty());

    // Pairs of documents in no other pair, fewer than the documents they name (the
    // path that keeps no sets): J(D0, D1) = 0.5 as above; D2 {12, 21} and D3 {89}
    // share nothing: 0.
    std::fill(built.begin(), built.end(), 0);
    const std::vector<std::pair<std::uint32_t, std::uint32_t>> disjoint{{0, 1}, {3, 2}};
    const auto disjointJaccards = candidateJaccards(docs.size(), disjoint, countedShingles, control);
    QCOMPARE(disjointJaccards, (std::vector<double>{0.5, 0.0}));
    QCOMPARE(built, (std::vector<int>{1, 1, 1, 1}));
}

void TestShingles::candidateJaccardsOfKeysSharingOneSlot()
{
    // Keys made to share their home slot in candidateJaccards' hash table (its
    // Fibonacci hashing undone: key * 0x9E3779B97F4A7C15 = (7 << 40) + i), so all
    // but a few of a set's keys overflow the slots near home. A = keys 1-20,
    // B = keys 11-30 and 100: |A ∩ B| = 10, |A ∪ B| = 31, J = 10/31; J(A, A) = 1.
    constexpr std::uint64_t golden = 0x9E3779B97F4A7C15ull;
    std::uint64_t inverse = golden; // Newton's iteration for golden^-1 mod 2^64
    for (int step = 0; step < 6; ++step)
        inverse *= 2 - golden * inverse;
    QCOMPARE(inverse * golden, std::uint64_t(1));
    auto key = [&](std::uint64_t i) { return ((std::uint64_t(7) << 40) + i) * inverse; };
    std::vector<std::vector<std::uint64_t>> docs(2);
    for (std::uint64_t i = 1; i <= 20; ++i)
        docs[0].push_back(key(i));
    for (std::uint64_t i = 11; i <= 30; ++i)
        docs[1].push_back(key(i));
    docs[1].push_back(key(100));
    docs[1].push_back(key(11)); // a repeat counts once
    const std::vector<std::pair<std::uint32_t, std::uint32_t>> candidates{{0, 1}, {1, 0}, {0, 0}};
    nd::JobControl control;
    const auto jaccards = candidateJaccards(
        docs.size(), candidates, [&](std::size_t d, std::vector<std::uint64_t> &shingles) { shingles = docs[d]; },
        control);
    QCOMPARE(jaccards, (std::vector<double>{10.0 / 31.0, 10.0 / 31.0, 1.0}));
}

void TestShingles::candidateJaccardsEqualSortedSetJaccard_data()
{
    QTest::addColumn<bool>("everyPair");
    // Every pair: the documents' sets are kept and shared. Disjoint pairs and a
    // self pair, fewer than the documents: no set is kept.
    QTest::newRow("every pair") << true;
    QTest::newRow("disjoint pairs") << false;
}

void TestShingles::candidateJaccardsEqualSortedSetJaccard()
{
    QFETCH(bool, everyPair);
    // Sets of 0-600 values drawn from 0..999 with repeats, the value 0 among them,
    // and every pair in both orders and with itself: each score equals the Jaccard
    // of the sorted, duplicate-free sets.
    std::mt19937_64 random(11);
    std::vector<std::vector<std::uint64_t>> docs(12);
    for (std::size_t d = 0; d < docs.size(); ++d) {
        std::uniform_int_distribution<std::uint64_t> value(0, 999);
        const std::size_t size = d == 3 ? 0 : std::size_t(random() % 600);
        for (std::size_t k = 0; k < size; ++k)
            docs[d].push_back(d % 2 ? value(random) : value(random) * 0x9E3779B97F4A7C15ull);
    }
    std::vector<std::pair<std::uint32_t, std::uint32_t>> candidates{{0, 1}, {2, 3},   {5, 4}, {6, 7},
                                                                    {9, 8}, {10, 11}, {3, 3}};
    if (everyPair) {
        candidates.clear();
        for (std::uint32_t i = 0; i < docs.size(); ++i) {
            for (std::uint32_t j = 0; j < docs.size(); ++j)
                candidates.emplace_back(i, j);
        }
    }
    nd::JobControl control;
    const auto jaccards = candidateJaccards(
        docs.size(), candidates, [&](std::size_t d, std::vector<std::uint64_t> &shingles) { shingles = docs[d]; },
        control);
    auto sortedSet = [](std::vector<std::uint64_t> set) {
        std::sort(set.begin(), set.end());
        set.erase(std::unique(set.begin(), set.end()), set.end());
        return set;
    };
    for (std::size_t c = 0; c < candidates.size(); ++c) {
        const auto &[i, j] = candidates[c];
        QCOMPARE(jaccards[c], jaccard(sortedSet(docs[i]), sortedSet(docs[j])));
    }
}

QTEST_GUILESS_MAIN(TestShingles)
#include "tst_shingles.moc"
