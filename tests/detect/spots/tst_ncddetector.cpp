#include "detect/detector.h"
#include "detecttesthelpers.h"

#include <QTest>

#include <zlib.h>

#include <string>

using namespace Qt::StringLiterals;
using namespace nd::detect;
using namespace nd::detect::testing;

namespace {

std::size_t zlibSize(const std::string &data)
{
    uLongf size = compressBound(uLong(data.size()));
    std::string out(size, '\0');
    compress2(reinterpret_cast<Bytef *>(out.data()), &size, reinterpret_cast<const Bytef *>(data.data()),
              uLong(data.size()), 6);
    return size;
}

// The formula, written out again rather than calling the code under test.
double ncd(const std::string &x, const std::string &y)
{
    const double cx = double(zlibSize(x));
    const double cy = double(zlibSize(y));
    return (double(zlibSize(x + y)) - std::min(cx, cy)) / std::max(cx, cy);
}

} // namespace

class TestNcdDetector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void formulaWithZlib();
    void p1SkipsPairsBySize();
    void p2SkipsByTriangleInequality();
    void threadsDoNotChangeResults();

private:
    const Detector *m_detector = nullptr;
};

void TestNcdDetector::initTestCase()
{
    m_detector = Registry::instance().find(u"ncd");
    QVERIFY(m_detector);
    QCOMPARE(m_detector->scoreKind(), nd::ScoreKind::Distance);
    QVERIFY(m_detector->allPairs({}));
    QVERIFY(!m_detector->allPairs({{u"pruning"_s, u"P1"_s}}));
    QCOMPARE(m_detector->thresholdRange({}).maximum, 1.1);
}

void TestNcdDetector::formulaWithZlib()
{
    const std::string x = "the quick brown fox jumps over the lazy dog and runs away";
    const std::string y = "the quick brown fox jumped over the lazy cat and ran away";
    const std::string z = "lorem ipsum dolor sit amet, consectetur adipiscing elit";
    // Ids out of input order: C(xy) concatenates in input order (x before y),
    // whatever the ids; the pair is reported as (smaller id, larger id).
    const std::vector<DetectDocument> docs{document(9, QString::fromStdString(x)),
                                           document(4, QString::fromStdString(y)),
                                           document(6, QString::fromStdString(z))};
    nd::JobControl control;
    const DetectResult result =
        m_detector->detect(docs, {{u"compressor"_s, u"zlib"_s}, {u"pruning"_s, u"none"_s}}, control);
    const auto pairs = pairMap(result.pairs);
    QCOMPARE(pairs.size(), std::size_t(3));
    QCOMPARE(pairs.at({4, 9}), ncd(x, y));
    QCOMPARE(pairs.at({6, 9}), ncd(x, z));
    QCOMPARE(pairs.at({4, 6}), ncd(y, z));
    // The near-duplicate pair is closer than the unrelated ones.
    QVERIFY(pairs.at({4, 9}) < pairs.at({6, 9}));
    QCOMPARE(result.stats.value(u"comparisons"_s).toInteger(), 3);
    QCOMPARE(result.stats.value(u"compressions"_s).toInteger(), 6);
}

void TestNcdDetector::p1SkipsPairsBySize()
{
    // Texts of distinct characters: Snappy stores them as one literal,
    // C = length + 2 (varint length byte + literal tag byte).
    //   A  8 chars -> C 10;  B 10 -> 12;  C 18 -> 20;  D 38 -> 40.
    // tau = 0.5: P1 skips a pair when C(small)/C(large) < 0.5:
    //   A-B 10/12 keep, A-C 10/20 = 0.5 keep (not <), A-D 10/40 skip,
    //   B-C 12/20 keep, B-D 12/40 skip, C-D 20/40 = 0.5 keep.
    const std::vector<DetectDocument> docs{document(1, u"abcdefgh"_s), document(2, u"ijklmnopqr"_s),
                                           document(3, u"ABCDEFGHIJKLMNOPQR"_s),
                                           document(4, u"0123456789STUVWXYZstuvwxyz!#$%&()*+-/<"_s)};
    nd::JobControl control;
    const DetectResult result = m_detector->detect(docs, {{u"pruning"_s, u"P1"_s}, {u"max_distance"_s, 0.5}}, control);
    const auto pairs = pairMap(result.pairs);
    QCOMPARE(pairs.size(), std::size_t(4));
    QVERIFY(!pairs.contains({1, 4}));
    QVERIFY(!pairs.contains({2, 4}));
    QVERIFY(pairs.contains({1, 3}));
    QVERIFY(pairs.contains({3, 4}));
    QCOMPARE(result.stats.value(u"pruned_p1"_s).toInteger(), 2);
    QCOMPARE(result.stats.value(u"comparisons"_s).toInteger(), 4);
}

void TestNcdDetector::p2SkipsByTriangleInequality()
{
    // Snappy, as worked out here (the default is zstd): K and I are the same 40
    // distinct characters, J 40 others; all C = 42 (a 40-byte literal), so
    // P1 keeps every pair and the sort keeps input order K, I, J.
    // Row K: NCD(K,I) ~ 0.07 (I is one back-reference), NCD(K,J) ~ 0.98 (no match).
    // Pair I-J: |NCD(K,I) - NCD(K,J)| ~ 0.9 > tau = 0.5, so P2 skips it.
    const QString k = u"abcdefghijklmnopqrstuvwxyz0123456789ABCD"_s;
    const QString j = u"EFGHIJKLMNOPQRSTUVWXYZ!#$%&()*+-/<=>?@[]"_s;
    const std::vector<DetectDocument> docs{document(1, k), document(2, k), document(3, j)};
    nd::JobControl control;
    const DetectResult result = m_detector->detect(
        docs, {{u"compressor"_s, u"snappy"_s}, {u"pruning"_s, u"P1+P2"_s}, {u"max_distance"_s, 0.5}}, control);
    const auto pairs = pairMap(result.pairs);
    QCOMPARE(result.stats.value(u"pruned_p1"_s).toInteger(), 0);
    QCOMPARE(result.stats.value(u"pruned_p2"_s).toInteger(), 1);
    QCOMPARE(pairs.size(), std::size_t(2));
    QVERIFY(!pairs.contains({2, 3}));
    QVERIFY(pairs.at({1, 2}) < 0.2);
    QVERIFY(pairs.at({1, 3}) > 0.9);

    // Without P2 the pair is scored, and indeed above tau.
    const DetectResult p1 = m_detector->detect(
        docs, {{u"compressor"_s, u"snappy"_s}, {u"pruning"_s, u"P1"_s}, {u"max_distance"_s, 0.5}}, control);
    QVERIFY(pairMap(p1.pairs).at({2, 3}) > 0.5);
}

void TestNcdDetector::threadsDoNotChangeResults()
{
    std::vector<DetectDocument> docs;
    for (int i = 0; i < 24; ++i) {
        QString text;
        for (int w = 0; w < 30; ++w)
            text += u"w%1 "_s.arg((i % 5) * 7 + w * (1 + i % 3));
        docs.push_back(document(100 - i, text));
    }
    for (const QString &pruning : {u"none"_s, u"P1"_s, u"P1+P2"_s}) {
        const auto [a, b] =
            detectOnOneAndTwoThreads(*m_detector, docs, {{u"pruning"_s, pruning}, {u"max_distance"_s, 0.6}});
        QVERIFY(!a.pairs.empty());
        QCOMPARE(pairMap(a.pairs), pairMap(b.pairs));
        QCOMPARE(a.stats.value(u"pruned_p2"_s), b.stats.value(u"pruned_p2"_s));
    }
}

QTEST_GUILESS_MAIN(TestNcdDetector)
#include "tst_ncddetector.moc"
