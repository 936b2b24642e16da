#include "detect/detector.h"
#include "detecttesthelpers.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd::detect;
using namespace nd::detect::testing;

class TestSpotSigsDetector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void scoresByHand_data();
    void scoresByHand();
    void idfFilter();
    void threadsDoNotChangeResults();

private:
    std::vector<DetectDocument> docs() const;
    const Detector *m_detector = nullptr;
};

void TestSpotSigsDetector::initTestCase()
{
    m_detector = Registry::instance().find(u"spotsigs");
    QVERIFY(m_detector);
    QCOMPARE(m_detector->scoreKind(), nd::ScoreKind::Similarity);
    QVERIFY(!m_detector->allPairs({}));
    QString error;
    QVERIFY(m_detector->resolve({{u"min_idf"_s, 0.9}, {u"max_idf"_s, 0.5}}, &error).isEmpty());
    QVERIFY(!error.isEmpty());
}

// Antecedents {a, there, was, said, the, is}, distance 1, chain 1:
//   D1 "the cat sat. the cat ran. a dog barked." -> {the:cat x2, a:dog}
//   D2 "the cat slept. a dog barked. a bird sang." -> {the:cat, a:dog, a:bird}
//   D3 "there lions roam, the fox jumped." -> {there:lions, the:fox}
//   D4 "the cat purred." -> {the:cat}
std::vector<DetectDocument> TestSpotSigsDetector::docs() const
{
    return {document(1, u"the cat sat. the cat ran. a dog barked."_s),
            document(2, u"the cat slept. a dog barked. a bird sang."_s),
            document(3, u"there lions roam, the fox jumped."_s), document(4, u"the cat purred."_s)};
}

void TestSpotSigsDetector::scoresByHand_data()
{
    QTest::addColumn<double>("minSimilarity");
    QTest::addColumn<PairScores>("expected");
    // No IDF filter. Multiset Jaccard = sum min / sum max:
    //   D1,D2: min the:cat 1 + a:dog 1 = 2; max 2 + 1 + a:bird 1 = 4 -> 0.5
    //   D1,D4: min 1; max the:cat 2 + a:dog 1 = 3 -> 1/3
    //   D2,D4: min 1; max 1 + 1 + 1 = 3 -> 1/3
    //   D3 shares no signature: never a candidate.
    QTest::newRow("multiset Jaccard, no length bound")
        << 0.0 << PairScores{{{1, 2}, 0.5}, {{1, 4}, 1.0 / 3.0}, {{2, 4}, 1.0 / 3.0}};
    // Sizes: D4 1, D1 3, D2 3, D3 2. Bound 0.5: D4 with D1 or D2 has 1/3 < 0.5,
    // so only D1-D2 (3/3) remains among the pairs that share a signature.
    QTest::newRow("length bound prunes") << 0.5 << PairScores{{{1, 2}, 0.5}};
}

void TestSpotSigsDetector::scoresByHand()
{
    QFETCH(double, minSimilarity);
    QFETCH(PairScores, expected);
    nd::JobControl control;
    const DetectResult r = m_detector->detect(
        docs(),
        {{u"min_idf"_s, 0.0}, {u"max_idf"_s, 1.0}, {u"min_spotsigs"_s, 1}, {u"min_similarity"_s, minSimilarity}},
        control);
    const auto pairs = pairMap(r.pairs);
    QCOMPARE(pairs.size(), expected.size());
    for (const auto &[pair, score] : expected)
        QCOMPARE(pairs.at(pair), score);
}

void TestSpotSigsDetector::idfFilter()
{
    // N = 4, idf = log(N/df)/log(N): the:cat df 3 -> 0.2075 (kept, >= 0.2),
    // a:dog df 2 -> 0.5 (kept), a:bird, there:lions, the:fox df 1 -> 1.0 (> 0.85, dropped).
    // D2 becomes {the:cat, a:dog}: J(D1,D2) = (1 + 1) / (2 + 1) = 2/3; D3 is empty.
    // min_spotsigs 2 leaves D4 ({the:cat}) out as well.
    nd::JobControl control;
    const DetectResult r = m_detector->detect(docs(), {{u"min_spotsigs"_s, 2}, {u"min_similarity"_s, 0.0}}, control);
    const auto pairs = pairMap(r.pairs);
    QCOMPARE(pairs.size(), std::size_t(1));
    QCOMPARE(pairs.at({1, 2}), 2.0 / 3.0);
    QCOMPARE(r.stats.value(u"signatures"_s).toInteger(), 3 + 3 + 2 + 1);
    QCOMPARE(r.stats.value(u"signatures_kept"_s).toInteger(), 3 + 2 + 0 + 1);
}

void TestSpotSigsDetector::threadsDoNotChangeResults()
{
    std::vector<DetectDocument> many;
    for (int i = 0; i < 30; ++i) {
        QString text;
        for (int w = 0; w < 40; ++w)
            text += u"the w%1 was w%2 "_s.arg((i % 4) * 5 + w % 9).arg(w * (1 + i % 3));
        many.push_back(document(i + 1, text));
    }
    const auto [one, two] = detectOnOneAndTwoThreads(*m_detector, many, {{u"min_idf"_s, 0.0}, {u"max_idf"_s, 1.0}});
    QVERIFY(!one.pairs.empty());
    QCOMPARE(pairMap(one.pairs), pairMap(two.pairs));
}

QTEST_GUILESS_MAIN(TestSpotSigsDetector)
#include "tst_spotsigsdetector.moc"
