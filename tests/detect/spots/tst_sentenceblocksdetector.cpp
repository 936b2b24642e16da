#include "detect/detector.h"
#include "detecttesthelpers.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd::detect;
using namespace nd::detect::testing;

class TestSentenceBlocksDetector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void scoresByHand_data();
    void scoresByHand();
    void badPositionsAreRefused();
    void threadsDoNotChangeResults();

private:
    const Detector *m_detector = nullptr;
};

void TestSentenceBlocksDetector::initTestCase()
{
    m_detector = Registry::instance().find(u"slst");
    QVERIFY(m_detector);
    QCOMPARE(m_detector->scoreKind(), nd::ScoreKind::Similarity);
    QVERIFY(!m_detector->allPairs({}));
}

// Positions 1,-1 (first and last term), blocks of 2 sentences. Features:
//   D1 "6|the|mat" "3|it|warm" "3|dogs|loudly"            blocks {A, B}
//   D2 "6|the|mat" "3|it|warm" "2|birds|sing"             blocks {A, C}
//   D3 as D1 ("dog lay" instead of "cat sat": same count, first and last term)
//   D4 "2|short|one", fewer sentences than a block:       one block {F}
//   D5 D1's three sentences and "2|cats|purr"             blocks {A, B, G}
// with A = (6|the|mat, 3|it|warm), B = (3|it|warm, 3|dogs|loudly).
// Jaccard of the block sets:
//   D1-D2 |{A}| / |{A,B,C}| = 1/3; D1-D3 2/2 = 1; D2-D3 1/3;
//   D1-D5 |{A,B}| / |{A,B,G}| = 2/3; D3-D5 2/3; D2-D5 |{A}| / |{A,B,C,G}| = 1/4.
//   D4 shares no block: never a candidate.
void TestSentenceBlocksDetector::scoresByHand_data()
{
    QTest::addColumn<double>("minSimilarity");
    QTest::addColumn<PairScores>("expected");
    QTest::newRow("every pair sharing a block")
        << 0.0 << PairScores{{{1, 2}, 1.0 / 3.0}, {{1, 3}, 1.0},       {{2, 3}, 1.0 / 3.0},
                             {{1, 5}, 2.0 / 3.0}, {{3, 5}, 2.0 / 3.0}, {{2, 5}, 0.25}};
    // Bound 0.7: D5 has 3 blocks, the others 2, and 2/3 < 0.7 rules out every
    // pair with D5; pairs of equal block counts stay, whatever their Jaccard.
    QTest::newRow("block-count bound prunes")
        << 0.7 << PairScores{{{1, 2}, 1.0 / 3.0}, {{1, 3}, 1.0}, {{2, 3}, 1.0 / 3.0}};
}

void TestSentenceBlocksDetector::scoresByHand()
{
    QFETCH(double, minSimilarity);
    QFETCH(PairScores, expected);
    const std::vector<DetectDocument> docs{
        document(1, u"The cat sat on the mat. It was warm. Dogs bark loudly."_s),
        document(2, u"The cat sat on the mat. It was warm. Birds sing."_s),
        document(3, u"The dog lay on the mat. It was warm. Dogs bark loudly."_s),
        document(4, u"Short one."_s),
        document(5, u"The cat sat on the mat. It was warm. Dogs bark loudly. Cats purr."_s),
    };
    nd::JobControl control;
    const DetectResult r = m_detector->detect(
        docs, {{u"block_size"_s, 2}, {u"positions"_s, u"1,-1"_s}, {u"min_similarity"_s, minSimilarity}}, control);
    const PairScores pairs = pairMap(r.pairs);
    QCOMPARE(pairs.size(), expected.size());
    for (const auto &[pair, score] : expected)
        QCOMPARE(pairs.at(pair), score);
    QCOMPARE(r.stats.value(u"sentences"_s).toInteger(), 3 + 3 + 3 + 1 + 4);
    QCOMPARE(r.stats.value(u"blocks"_s).toInteger(), 2 + 2 + 2 + 1 + 3);
}

void TestSentenceBlocksDetector::badPositionsAreRefused()
{
    QString error;
    QVERIFY(m_detector->resolve({{u"positions"_s, u"0"_s}}, &error).isEmpty());
    QVERIFY(error.contains(u"positions"_s));
    error.clear();
    QVERIFY(m_detector->resolve({{u"positions"_s, u"1,x"_s}}, &error).isEmpty());
    QVERIFY(!error.isEmpty());
    error.clear();
    QVERIFY(!m_detector->resolve({{u"positions"_s, u""_s}}, &error).isEmpty());
    QVERIFY(error.isEmpty());
}

void TestSentenceBlocksDetector::threadsDoNotChangeResults()
{
    std::vector<DetectDocument> many;
    for (int i = 0; i < 40; ++i) {
        QString text;
        for (int s = 0; s < 12; ++s)
            text += u"Word%1 and %2 more. "_s.arg((i % 5) + s % 4).arg(s % (1 + i % 3));
        many.push_back(document(i + 1, text));
    }
    const auto [one, two] = detectOnOneAndTwoThreads(*m_detector, many, {{u"block_size"_s, 2}});
    QVERIFY(!one.pairs.empty());
    QCOMPARE(pairMap(one.pairs), pairMap(two.pairs));
}

QTEST_GUILESS_MAIN(TestSentenceBlocksDetector)
#include "tst_sentenceblocksdetector.moc"
