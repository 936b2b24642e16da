#include "detect/detector.h"
#include "detecttesthelpers.h"

#include <QTest>

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
    const DetectResult result =
        m_detector->detect(docs, {{u"shingle_size"_s, 2}, {u"measure"_s, measure}}, control);
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
    const std::vector<DetectDocument> docs{document(1, u"a b"_s), document(2, u"a b"_s),
                                           document(3, u"a b c d"_s), document(4, QString()),
                                           document(5, QString())};
    nd::JobControl control;
    const DetectResult result = m_detector->detect(docs, {}, control);
    QCOMPARE(result.pairs.size(), std::size_t(1));
    QCOMPARE(result.pairs[0].a, 1);
    QCOMPARE(result.pairs[0].b, 2);
    QCOMPARE(result.pairs[0].score, 1.0);
}

void TestShinglingDetector::cancels()
{
    nd::JobControl control;
    control.cancel();
    const std::vector<DetectDocument> docs{document(1, u"a b"_s), document(2, u"a b"_s)};
    QVERIFY_THROWS_EXCEPTION(nd::Cancelled, m_detector->detect(docs, {}, control));
}

QTEST_GUILESS_MAIN(TestShinglingDetector)
#include "tst_shinglingdetector.moc"
