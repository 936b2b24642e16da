#include "detect/detector.h"
#include "detect/shingling/shinglingdetector.h"
#include "detecttesthelpers.h"
#include "features/shingles.h"

#include <QTest>

#include <unordered_map>

using namespace Qt::StringLiterals;
using namespace nd::detect;
using namespace nd::detect::testing;

class TestShinglingDetector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void handExample_data();
    void handExample();
    void commonShinglesAreSkipped();
    void shortAndEmptyDocuments();
    void cancels();
    void modSamplingScoresTheSamples();
    void modSamplingByHand();
    void broderSamplingCapsAt400();
    void smallestSampling();
    void md5GivesTheSameResemblance();
    void collisionsAt32Bits();
    void spillEqualsInMemory_data();
    void spillEqualsInMemory();
    void rejectsRemainderNotBelowModulus();

private:
    const Detector *m_detector = nullptr;
};

void TestShinglingDetector::initTestCase()
{
    m_detector = Registry::instance().find(u"shingling");
    QVERIFY(m_detector);
    QCOMPARE(m_detector->scoreKind(), nd::ScoreKind::Similarity);
    QCOMPARE(m_detector->thresholdRange({}).suggested, 0.5);
}

void TestShinglingDetector::handExample_data()
{
    QTest::addColumn<QString>("measure");
    QTest::addColumn<double>("ab");
    QTest::addColumn<double>("ad");
    QTest::addColumn<double>("bd");
    // w = 2. A = "a b c d e" -> {ab, bc, cd, de}; B = "a b c d f" -> {ab, bc, cd, df};
    // D = "a b c" -> {ab, bc}; C = "x y z w v" shares nothing with anyone.
    // A,B: |∩| = 3, |∪| = 5, min = 4 -> resemblance 0.6, containment 0.75.
    // A,D and B,D: |∩| = 2, |∪| = 4, min = 2 -> resemblance 0.5, containment 1.
    QTest::newRow("resemblance") << u"resemblance"_s << 0.6 << 0.5 << 0.5;
    QTest::newRow("containment") << u"containment"_s << 0.75 << 1.0 << 1.0;
}

void TestShinglingDetector::handExample()
{
    QFETCH(QString, measure);
    QFETCH(double, ab);
    QFETCH(double, ad);
    QFETCH(double, bd);
    // Ids out of order on purpose: a pair is (smaller id, larger id).
    const std::vector<DetectDocument> docs{document(10, u"a b c d e"_s), document(3, u"a b c d f"_s),
                                           document(7, u"x y z w v"_s), document(5, u"a b c"_s)};
    nd::JobControl control;
    const DetectResult result = m_detector->detect(docs, {{u"shingle_size"_s, 2}, {u"measure"_s, measure}}, control);
    const auto pairs = pairMap(result.pairs);
    QCOMPARE(pairs.size(), std::size_t(3)); // C (id 7) is never a candidate
    QCOMPARE(pairs.at({3, 10}), ab);
    QCOMPARE(pairs.at({5, 10}), ad);
    QCOMPARE(pairs.at({3, 5}), bd);
    QCOMPARE(result.stats.value(u"candidates"_s).toInt(), 3);
    QCOMPARE(result.stats.value(u"shingles"_s).toInt(), 4 + 4 + 4 + 2);
    // Shared counts: ab in 3 docs (3 pair updates), bc in 3 (3), cd in 2 (1) = 7.
    QCOMPARE(result.stats.value(u"comparisons"_s).toInt(), 7);
}

void TestShinglingDetector::commonShinglesAreSkipped()
{
    // w = 2: X = {ab, bc, cd}, Y = {ab, bc, ce}, Z = {ab, bx, xy}.
    const std::vector<DetectDocument> docs{document(1, u"a b c d"_s), document(2, u"a b c e"_s),
                                           document(3, u"a b x y"_s)};
    nd::JobControl control;

    // No limit: X,Y 2/(3+3-2) = 0.5; X,Z and Y,Z 1/(3+3-1) = 0.2.
    DetectResult all = m_detector->detect(docs, {{u"shingle_size"_s, u"2"_s}, {u"max_posting"_s, 0}}, control);
    auto pairs = pairMap(all.pairs);
    QCOMPARE(pairs.size(), std::size_t(3));
    QCOMPARE(pairs.at({1, 2}), 0.5);
    QCOMPARE(pairs.at({1, 3}), 0.2);
    QCOMPARE(pairs.at({2, 3}), 0.2);
    QCOMPARE(all.stats.value(u"posting_lists_skipped"_s).toInt(), 0);

    // max_posting = 2: "ab" (3 documents) is common and dropped from every set:
    // X = {bc, cd}, Y = {bc, ce}, Z = {bx, xy} -> only X,Y: 1/(2+2-1) = 1/3.
    DetectResult limited = m_detector->detect(docs, {{u"shingle_size"_s, 2}, {u"max_posting"_s, 2}}, control);
    pairs = pairMap(limited.pairs);
    QCOMPARE(pairs.size(), std::size_t(1));
    QCOMPARE(pairs.at({1, 2}), 1.0 / 3.0);
    QCOMPARE(limited.stats.value(u"posting_lists_skipped"_s).toInt(), 1);
    QCOMPARE(limited.stats.value(u"postings_skipped"_s).toInt(), 3);
}

void TestShinglingDetector::shortAndEmptyDocuments()
{
    // Fewer tokens than w = 4: one shingle of all tokens, so "a b" twice matches.
    const std::vector<DetectDocument> docs{document(1, u"a b"_s), document(2, u"a b"_s), document(3, u"a b c d"_s),
                                           document(4, QString()), document(5, QString())};
    nd::JobControl control;
    const DetectResult result = m_detector->detect(docs, {}, control);
    QCOMPARE(pairMap(result.pairs), (PairScores{{{1, 2}, 1.0}}));
}

void TestShinglingDetector::cancels()
{
    nd::JobControl control;
    control.cancel();
    const std::vector<DetectDocument> docs{document(1, u"a b"_s), document(2, u"a b"_s)};
    QVERIFY_THROWS_EXCEPTION(nd::Cancelled, m_detector->detect(docs, {}, control));
}

namespace {

// The sampled 64-bit shingle set of a text, worked out with the same functions
// the detector uses: shingles whose hash mod n = r.
std::vector<std::uint64_t> modSample(const QString &text, int w, std::uint64_t n, std::uint64_t r)
{
    std::vector<std::uint64_t> kept;
    for (std::uint64_t h : nd::features::shingleSet(nd::features::tokenHashes(text.split(u' ')), w)) {
        if (h % n == r)
            kept.push_back(h);
    }
    return kept;
}

// n words from a vocabulary of `vocabulary`, a fixed pseudo-random sequence.
QString words(std::uint64_t seed, int n, int vocabulary)
{
    QStringList out;
    std::uint64_t x = seed;
    for (int i = 0; i < n; ++i) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        out << u"w%1"_s.arg((x >> 33) % std::uint64_t(vocabulary));
    }
    return out.join(u' ');
}

} // namespace

void TestShinglingDetector::modSamplingScoresTheSamples()
{
    // w = 1 over 40 shared words plus a few of each own: each document's
    // sample keeps the words whose hash is even; the score is the Jaccard of
    // the two samples, not of the full sets.
    const QString a = words(1, 40, 1000) + u" only1 only2 only3"_s;
    const QString b = words(1, 40, 1000) + u" other1 other2 other3 other4 other5"_s;
    const auto sa = modSample(a, 1, 2, 0);
    const auto sb = modSample(b, 1, 2, 0);
    const double expected = nd::features::jaccard(sa, sb);
    QVERIFY(expected > 0.0);
    const std::vector<DetectDocument> docs{document(1, a), document(2, b)};
    nd::JobControl control;
    const DetectResult result = m_detector->detect(
        docs, {{u"shingle_size"_s, 1}, {u"sampling"_s, u"mod"_s}, {u"sample_modulus"_s, 2}}, control);
    QCOMPARE(result.pairs.size(), std::size_t(1));
    QCOMPARE(result.pairs[0].score, expected);
    QCOMPARE(result.stats.value(u"shingles_sampled"_s).toInt(), int(sa.size() + sb.size()));
    const int full = int(nd::features::shingleSet(nd::features::tokenHashes(a.split(u' ')), 1).size()
                         + nd::features::shingleSet(nd::features::tokenHashes(b.split(u' ')), 1).size());
    QCOMPARE(result.stats.value(u"shingles"_s).toInt(), full);
    QVERIFY(result.stats.value(u"shingles_sampled"_s).toInt() < full);
}

void TestShinglingDetector::modSamplingByHand()
{
    // Beside modSamplingScoresTheSamples, whose expected score comes from the
    // sampling functions themselves, a case worked by hand. w = 1, n = 2: r = 0
    // keeps the words whose shingle hash is even, r = 1 the odd ones. The hash is
    // asked only which words are even: e1, e2 even, o1, o2 odd.
    //   A = "e1 e2 o1", B = "e1 o2"
    //   full sets  A = {e1, e2, o1}, B = {e1, o2}: |A ∩ B| = 1, |A ∪ B| = 4 -> 0.25
    //   r = 0      A' = {e1, e2},    B' = {e1}:     |∩| = 1,     |∪| = 2     -> 0.5
    //   shingles 3 + 2 = 5, sampled 2 + 1 = 3
    //   r = 1      A' = {o1},        B' = {o2}:     nothing shared          -> no pair
    QStringList even;
    QStringList odd;
    for (int i = 0; even.size() < 2 || odd.size() < 2; ++i) {
        const QString word = u"v%1"_s.arg(i);
        const std::uint64_t h = nd::features::shingleSet(nd::features::tokenHashes({word}), 1).front();
        QStringList &side = h % 2 == 0 ? even : odd;
        if (side.size() < 2)
            side << word;
    }
    const QString a = QStringList{even[0], even[1], odd[0]}.join(u' ');
    const QString b = QStringList{even[0], odd[1]}.join(u' ');
    const std::vector<DetectDocument> docs{document(1, a), document(2, b)};
    nd::JobControl control;
    const Params mod{{u"shingle_size"_s, 1}, {u"sampling"_s, u"mod"_s}, {u"sample_modulus"_s, 2}};
    const DetectResult none = m_detector->detect(docs, {{u"shingle_size"_s, 1}}, control);
    QCOMPARE(none.pairs.size(), std::size_t(1));
    QCOMPARE(none.pairs[0].score, 0.25);
    const DetectResult even0 = m_detector->detect(docs, mod, control);
    QCOMPARE(even0.pairs.size(), std::size_t(1));
    QCOMPARE(even0.pairs[0].score, 0.5);
    QCOMPARE(even0.stats.value(u"shingles"_s).toInt(), 5);
    QCOMPARE(even0.stats.value(u"shingles_sampled"_s).toInt(), 3);
    Params odd1 = mod;
    odd1[u"sample_remainder"_s] = 1;
    QVERIFY(m_detector->detect(docs, odd1, control).pairs.empty());
}

void TestShinglingDetector::broderSamplingCapsAt400()
{
    // 20,000 distinct words with w = 1: about 800 hashes are multiples of 25,
    // Broder keeps the 400 smallest. Two copies: 400 + 400 sampled, resemblance 1.
    QStringList many;
    for (int i = 0; i < 20000; ++i)
        many << u"t%1"_s.arg(i);
    const QString text = many.join(u' ');
    QVERIFY(modSample(text, 1, 25, 0).size() > 400);
    const std::vector<DetectDocument> docs{document(1, text), document(2, text)};
    nd::JobControl control;
    const DetectResult result =
        m_detector->detect(docs, {{u"shingle_size"_s, 1}, {u"sampling"_s, u"broder"_s}}, control);
    QCOMPARE(result.stats.value(u"shingles"_s).toInt(), 40000);
    QCOMPARE(result.stats.value(u"shingles_sampled"_s).toInt(), 800);
    QCOMPARE(result.stats.value(u"sampled_share"_s).toDouble(), 0.02);
    QCOMPARE(result.pairs.size(), std::size_t(1));
    QCOMPARE(result.pairs[0].score, 1.0);
}

void TestShinglingDetector::smallestSampling()
{
    // Heintze with N = 2 over w = 1: each document keeps its 2 smallest word
    // hashes; two documents sharing exactly their 2 smallest score 1 even
    // though their full sets differ.
    const std::vector<std::uint64_t> h =
        nd::features::shingleSet(nd::features::tokenHashes(u"p q r s t"_s.split(u' ')), 1); // sorted hashes
    // Find the two words with the smallest hashes among p..t.
    QStringList byHash;
    for (std::uint64_t v : h) {
        for (const QString &word : u"p q r s t"_s.split(u' ')) {
            if (nd::features::shingleSet(nd::features::tokenHashes({word}), 1).front() == v)
                byHash << word;
        }
    }
    // A = all five words, B = the two smallest plus none of the rest.
    const std::vector<DetectDocument> docs{document(1, u"p q r s t"_s), document(2, byHash[0] + u' ' + byHash[1])};
    nd::JobControl control;
    const DetectResult result = m_detector->detect(
        docs, {{u"shingle_size"_s, 1}, {u"sampling"_s, u"smallest"_s}, {u"sample_size"_s, 2}}, control);
    QCOMPARE(result.pairs.size(), std::size_t(1));
    QCOMPARE(result.pairs[0].score, 1.0); // unsampled it would be 2/5
    QCOMPARE(result.stats.value(u"shingles_sampled"_s).toInt(), 4);
}

void TestShinglingDetector::md5GivesTheSameResemblance()
{
    // The hand example of handExample(): A,B 0.6; A,D and B,D 0.5 with 64-bit
    // XXH3 and with 128-bit MD5 fingerprints alike.
    const std::vector<DetectDocument> docs{document(10, u"a b c d e"_s), document(3, u"a b c d f"_s),
                                           document(7, u"x y z w v"_s), document(5, u"a b c"_s)};
    nd::JobControl control;
    for (const QString &bits : {u"64"_s, u"128"_s}) {
        const auto pairs =
            pairMap(m_detector->detect(docs, {{u"shingle_size"_s, 2}, {u"hash_bits"_s, bits}}, control).pairs);
        QCOMPARE(pairs.size(), std::size_t(3));
        QCOMPARE(pairs.at({3, 10}), 0.6);
        QCOMPARE(pairs.at({5, 10}), 0.5);
        QCOMPARE(pairs.at({3, 5}), 0.5);
    }
}

void TestShinglingDetector::collisionsAt32Bits()
{
    // Find two words whose (w = 1) shingle hashes differ but agree in their
    // low 32 bits: by the birthday bound one such pair turns up among a few
    // 100,000 words. At 32 bits the two one-word documents look identical, at
    // 64 bits they share nothing.
    std::unordered_map<std::uint64_t, int> seen;
    int x = -1;
    int y = -1;
    for (int i = 0; i < 400000 && x < 0; ++i) {
        const std::uint64_t h = nd::features::shingleSet(nd::features::tokenHashes({u"c%1"_s.arg(i)}), 1).front();
        const auto [it, inserted] = seen.emplace(h & 0xffffffffULL, i);
        if (!inserted) {
            x = it->second;
            y = i;
        }
    }
    QVERIFY(x >= 0);
    const std::vector<DetectDocument> docs{document(1, u"c%1"_s.arg(x)), document(2, u"c%1"_s.arg(y))};
    nd::JobControl control;
    QVERIFY(m_detector->detect(docs, {{u"shingle_size"_s, 1}}, control).pairs.empty());
    const DetectResult narrow = m_detector->detect(docs, {{u"shingle_size"_s, 1}, {u"hash_bits"_s, 32}}, control);
    QCOMPARE(narrow.pairs.size(), std::size_t(1));
    QCOMPARE(narrow.pairs[0].score, 1.0);
    // 40 bits keep them apart (their 40-bit prefixes differ unless very unlucky,
    // which the check below would show).
    const bool equal40 = nd::features::truncateHash(
                             nd::features::shingleSet(nd::features::tokenHashes({u"c%1"_s.arg(x)}), 1).front(), 40)
        == nd::features::truncateHash(nd::features::shingleSet(nd::features::tokenHashes({u"c%1"_s.arg(y)}), 1).front(),
                                      40);
    QCOMPARE(m_detector->detect(docs, {{u"shingle_size"_s, 1}, {u"hash_bits"_s, 40}}, control).pairs.empty(), !equal40);
}

void TestShinglingDetector::spillEqualsInMemory_data()
{
    QTest::addColumn<QString>("bits");
    QTest::addColumn<QString>("sampling");
    QTest::newRow("64") << u"64"_s << u"none"_s;
    QTest::newRow("128") << u"128"_s << u"none"_s;
    QTest::newRow("64 mod") << u"64"_s << u"mod"_s;
}

void TestShinglingDetector::spillEqualsInMemory()
{
    QFETCH(QString, bits);
    QFETCH(QString, sampling);
    // 30 documents of 30 words from 40: many shared shingles and pairs. With
    // a memory unit of 1 byte, memory_mb = 512 is 256 bytes per sort, about 16
    // postings or 32 pair keys per run: dozens of runs on disk, merged back.
    std::vector<DetectDocument> docs;
    for (int i = 0; i < 30; ++i)
        docs.push_back(document(100 - i, words(std::uint64_t(i % 7), 30, 40) + u' ' + words(std::uint64_t(i), 10, 40)));
    const Params params{{u"shingle_size"_s, 2},
                        {u"hash_bits"_s, bits},
                        {u"sampling"_s, sampling},
                        {u"sample_modulus"_s, 2},
                        {u"memory_mb"_s, 512}};
    nd::JobControl control;
    const DetectResult inMemory = m_detector->detect(docs, params, control);
    const ShinglingDetector tiny(1);
    const DetectResult spilled = tiny.detect(docs, params, control);
    QCOMPARE(inMemory.stats.value(u"spilled_runs"_s).toInt(), 0);
    QVERIFY(spilled.stats.value(u"spilled_runs"_s).toInt() > 10);
    QVERIFY(inMemory.pairs.size() > 50);
    QCOMPARE(spilled.pairs.size(), inMemory.pairs.size());
    for (std::size_t i = 0; i < inMemory.pairs.size(); ++i) {
        QCOMPARE(spilled.pairs[i].a, inMemory.pairs[i].a);
        QCOMPARE(spilled.pairs[i].b, inMemory.pairs[i].b);
        QCOMPARE(spilled.pairs[i].score, inMemory.pairs[i].score);
    }
    QCOMPARE(spilled.stats.value(u"comparisons"_s), inMemory.stats.value(u"comparisons"_s));
}

void TestShinglingDetector::rejectsRemainderNotBelowModulus()
{
    QString error;
    QVERIFY(
        m_detector->resolve({{u"sampling"_s, u"mod"_s}, {u"sample_modulus"_s, 8}, {u"sample_remainder"_s, 8}}, &error)
            .isEmpty());
    QVERIFY(!error.isEmpty());
    error.clear();
    const Params ok =
        m_detector->resolve({{u"sampling"_s, u"mod"_s}, {u"sample_modulus"_s, 8}, {u"sample_remainder"_s, 7}}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(ok.value(u"hash_bits"_s).toString(), u"64"_s);
    QCOMPARE(ok.value(u"memory_mb"_s).toInt(), 1024);
}

QTEST_GUILESS_MAIN(TestShinglingDetector)
#include "tst_shinglingdetector.moc"
