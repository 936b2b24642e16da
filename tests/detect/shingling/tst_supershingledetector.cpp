#include "detect/detector.h"
#include "detecttesthelpers.h"
#include "base/hashing.h"
#include "features/shingleminhash.h"
#include "features/shingles.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd::detect;
using namespace nd::detect::testing;

class TestSuperShingleDetector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void signatureIsMinimumOfMixedHashes();
    void identicalShareAll();
    void disjointAreNeverCandidates();
    void oneInCommonIsNotACandidate();
    void groupsSharedByHand_data();
    void groupsSharedByHand();
    void rejectsIndivisibleGroups();

private:
    const Detector *m_detector = nullptr;
};

namespace {

std::vector<std::uint64_t> supersOf(const QString &text, int w, int k, int groups)
{
    const auto set = nd::features::shingleSet(nd::features::tokenHashes(text.split(u' ')), w);
    std::vector<std::uint64_t> signature(static_cast<std::size_t>(k));
    nd::features::minHashSignature(set, nd::features::minHashSeeds(k), signature);
    return nd::features::superShingles(signature, groups);
}

int inCommon(const std::vector<std::uint64_t> &a, const std::vector<std::uint64_t> &b)
{
    int n = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        n += a[i] == b[i];
    return n;
}

} // namespace

void TestSuperShingleDetector::initTestCase()
{
    m_detector = Registry::instance().find(u"supershingle");
    QVERIFY(m_detector);
    QCOMPARE(m_detector->scoreKind(), nd::ScoreKind::Similarity);
    const ThresholdRange range = m_detector->thresholdRange({});
    QCOMPARE(range.minimum, 1.0);
    QCOMPARE(range.maximum, 6.0);
    QCOMPARE(range.suggested, 2.0);
    QVERIFY(!m_detector->allPairs({}));
}

void TestSuperShingleDetector::signatureIsMinimumOfMixedHashes()
{
    // Set {5, 9}, 3 functions: slot i = min(mix64(5 ^ s_i), mix64(9 ^ s_i)), s_i = seedAt(i).
    const std::vector<std::uint64_t> set{5, 9};
    std::vector<std::uint64_t> slots(3);
    nd::features::minHashSignature(set, nd::features::minHashSeeds(3), slots);
    for (std::size_t i = 0; i < 3; ++i) {
        const std::uint64_t s = nd::seedAt(i);
        QCOMPARE(slots[i], std::min(nd::mix64(5 ^ s), nd::mix64(9 ^ s)));
    }
    // 6 slots into 3 super-shingles of 2: hash of slots 2g, 2g+1 seeded by g.
    const std::vector<std::uint64_t> sig{1, 2, 3, 4, 5, 6};
    const auto supers = nd::features::superShingles(sig, 3);
    QCOMPARE(supers.size(), std::size_t(3));
    QCOMPARE(supers[1], nd::hashSpan(std::span(sig).subspan(2, 2), 1));
}

void TestSuperShingleDetector::identicalShareAll()
{
    const QString text = u"the quick brown fox jumps over the lazy dog again"_s;
    const std::vector<DetectDocument> docs{document(4, text), document(2, text),
                                           document(9, u"entirely other words here and there"_s)};
    nd::JobControl control;
    const DetectResult result = m_detector->detect(docs, {}, control);
    QCOMPARE(pairMap(result.pairs), (PairScores{{{2, 4}, 6.0}}));
    QCOMPARE(result.stats.value(u"minhashes"_s).toInt(), 84);
}

void TestSuperShingleDetector::disjointAreNeverCandidates()
{
    // No shared shingle: every min-hash differs, so no super-shingle is shared
    // and not even a one-in-common pair is counted.
    const std::vector<DetectDocument> docs{document(1, u"a b c d e f"_s), document(2, u"g h i j k l"_s),
                                           document(3, QString())};
    nd::JobControl control;
    const DetectResult result = m_detector->detect(docs, {{u"min_common"_s, 1}}, control);
    QVERIFY(result.pairs.empty());
    QCOMPARE(result.stats.value(u"comparisons"_s).toInt(), 0);
    QCOMPARE(result.stats.value(u"signatures"_s).toInt(), 2);
}

void TestSuperShingleDetector::oneInCommonIsNotACandidate()
{
    // 6 min-hashes in 6 groups of 1 over w = 1: a super-shingle is shared when
    // that one min-hash agrees. A = 20 words; B_m = the first m of them plus
    // others. Find, with the same functions, a B sharing exactly 1 and one
    // sharing exactly 2 of A's 6.
    QStringList a;
    for (int i = 0; i < 20; ++i)
        a << u"a%1"_s.arg(i);
    const QString textA = a.join(u' ');
    const auto sa = supersOf(textA, 1, 6, 6);
    QString one;
    QString two;
    for (int m = 1; m < 20 && (one.isEmpty() || two.isEmpty()); ++m) {
        for (int v = 0; v < 20 && (one.isEmpty() || two.isEmpty()); ++v) {
            QStringList b = a.mid(0, m);
            for (int j = 0; j < 20; ++j)
                b << u"b%1x%2"_s.arg(j).arg(v);
            const QString textB = b.join(u' ');
            const int common = inCommon(sa, supersOf(textB, 1, 6, 6));
            if (common == 1 && one.isEmpty())
                one = textB;
            if (common == 2 && two.isEmpty())
                two = textB;
        }
    }
    QVERIFY(!one.isEmpty());
    QVERIFY(!two.isEmpty());
    const Params params{{u"shingle_size"_s, 1}, {u"minhashes"_s, 6}, {u"groups"_s, 6}};
    nd::JobControl control;
    const std::vector<DetectDocument> docs{document(1, textA), document(2, one)};
    DetectResult result = m_detector->detect(docs, params, control); // min_common 2
    QVERIFY(result.pairs.empty());
    QCOMPARE(result.stats.value(u"pairs_below_min_common"_s).toInt(), 1);
    Params loose = params;
    loose[u"min_common"_s] = 1;
    result = m_detector->detect(docs, loose, control);
    QCOMPARE(result.pairs.size(), std::size_t(1));
    QCOMPARE(result.pairs[0].score, 1.0);

    result = m_detector->detect({document(1, textA), document(2, two)}, params, control);
    QCOMPARE(result.pairs.size(), std::size_t(1));
    QCOMPARE(result.pairs[0].score, 2.0);
}

void TestSuperShingleDetector::groupsSharedByHand_data()
{
    QTest::addColumn<int>("groups");
    // Beside oneInCommonIsNotACandidate, which finds its inputs with the same
    // functions, a case whose score follows from the definitions alone. w = 1,
    // 6 min-hashes cut into `groups` super-shingles of 6 / groups:
    //   D1 "a b c d e f" and D2 "f e d c b a a" have the same shingle set
    //   {a, b, c, d, e, f}, so every min-hash and every super-shingle agrees:
    //   score = groups (1, 2, 3 or 6).
    //   D3 "g h i j" shares no shingle with them; mix64 is a bijection, so no
    //   mixed value of D3 equals one of D1's: no min-hash, no super-shingle in
    //   common, no pair even at min_common = 1.
    QTest::newRow("1 group of 6") << 1;
    QTest::newRow("2 groups of 3") << 2;
    QTest::newRow("3 groups of 2") << 3;
    QTest::newRow("6 groups of 1") << 6;
}

void TestSuperShingleDetector::groupsSharedByHand()
{
    QFETCH(int, groups);
    const std::vector<DetectDocument> docs{document(1, u"a b c d e f"_s), document(2, u"f e d c b a a"_s),
                                           document(3, u"g h i j"_s)};
    nd::JobControl control;
    for (const int minCommon : {1, groups}) {
        const DetectResult result = m_detector->detect(
            docs, {{u"shingle_size"_s, 1}, {u"minhashes"_s, 6}, {u"groups"_s, groups}, {u"min_common"_s, minCommon}},
            control);
        QCOMPARE(pairMap(result.pairs), (PairScores{{{1, 2}, double(groups)}}));
    }
}

void TestSuperShingleDetector::rejectsIndivisibleGroups()
{
    QString error;
    QVERIFY(m_detector->resolve({{u"minhashes"_s, 84}, {u"groups"_s, 5}}, &error).isEmpty());
    QVERIFY(!error.isEmpty());
    error.clear();
    QVERIFY(m_detector->resolve({{u"groups"_s, 6}, {u"min_common"_s, 7}}, &error).isEmpty());
    QVERIFY(!error.isEmpty());
    error.clear();
    const Params p = m_detector->resolve({{u"minhashes"_s, 84}, {u"groups"_s, 7}}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(p.value(u"min_common"_s).toInt(), 2);
    QCOMPARE(p.value(u"shingle_size"_s).toInt(), 4);
}

QTEST_GUILESS_MAIN(TestSuperShingleDetector)
#include "tst_supershingledetector.moc"
