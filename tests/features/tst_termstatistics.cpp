#include "base/hashing.h"
#include "features/termstatistics.h"

#include "testsupport.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;
using nd::hashToken;
using nd::features::TermStatistics;

class TestTermStatistics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void documentFrequencyIdfNidf();
    void nidfBand();
    void unseenAndDegenerate();
};

namespace {
// D1 "apple banana cherry banana", D2 "apple banana date", D3 "apple egg".
// df: apple 3, banana 2 (twice in D1 still counts once), cherry 1, date 1, egg 1; N = 3.
// idf = log(N/df): apple 0, banana log 1.5 = 0.405465, cherry/date/egg log 3 = 1.098612.
// max idf = log 3, so NIDF: apple 0, banana log 1.5 / log 3 = 0.369070, the rest 1.
TermStatistics threeDocuments()
{
    const std::vector<QStringList> docs{
        {u"apple"_s, u"banana"_s, u"cherry"_s, u"banana"_s},
        {u"apple"_s, u"banana"_s, u"date"_s},
        {u"apple"_s, u"egg"_s},
    };
    return TermStatistics(docs);
}
} // namespace

void TestTermStatistics::documentFrequencyIdfNidf()
{
    const TermStatistics stats = threeDocuments();
    QCOMPARE(stats.documentCount(), qint64(3));
    QCOMPARE(stats.termCount(), std::size_t(5));
    QCOMPARE(stats.documentFrequency(u"apple"), qint64(3));
    QCOMPARE(stats.documentFrequency(u"banana"), qint64(2));
    QCOMPARE(stats.documentFrequency(u"egg"), qint64(1));
    QCOMPARE(stats.idf(hashToken(u"apple")), 0.0);
    QVERIFY(std::abs(stats.idf(hashToken(u"banana")) - 0.405465) < 1e-6);
    QVERIFY(std::abs(stats.idf(hashToken(u"cherry")) - 1.098612) < 1e-6);
    QVERIFY(std::abs(stats.maxIdf() - 1.098612) < 1e-6);
    QCOMPARE(stats.nidf(u"apple"), 0.0);
    QVERIFY(std::abs(stats.nidf(u"banana") - 0.369070) < 1e-6);
    QCOMPARE(stats.nidf(u"date"), 1.0);
    // Smoothed: log((1 + 3) / (1 + 3)) + 1 = 1 for apple; log(4 / 2) + 1 = 1.693147 for egg.
    QCOMPARE(stats.smoothedIdf(hashToken(u"apple")), 1.0);
    QVERIFY(std::abs(stats.smoothedIdf(hashToken(u"egg")) - 1.693147) < 1e-6);
}

void TestTermStatistics::nidfBand()
{
    const TermStatistics stats = threeDocuments();
    // [0.2, 0.9]: only banana (0.369); apple (0) too common, the df-1 terms (1) too rare.
    QCOMPARE(stats.termsWithNidf(0.2, 0.9), nd::test::sortedTokenHashes({u"banana"_s}));
    // [0.3, 1.0]: banana and the three singletons.
    QCOMPARE(stats.termsWithNidf(0.3, 1.0),
             nd::test::sortedTokenHashes({u"banana"_s, u"cherry"_s, u"date"_s, u"egg"_s}));
    // [0, 0.1]: apple alone.
    QCOMPARE(stats.termsWithNidf(0.0, 0.1), nd::test::sortedTokenHashes({u"apple"_s}));
    // [0.4, 0.9]: nothing (banana is 0.369).
    QVERIFY(stats.termsWithNidf(0.4, 0.9).empty());
}

void TestTermStatistics::unseenAndDegenerate()
{
    const TermStatistics stats = threeDocuments();
    // Never seen: treated as df 1, the rarest possible, so NIDF 1.
    QCOMPARE(stats.documentFrequency(u"zebra"), qint64(0));
    QCOMPARE(stats.nidf(u"zebra"), 1.0);
    // One document: every idf is log(1/1) = 0, so every NIDF is 0, not NaN.
    const std::vector<QStringList> one{{u"x"_s, u"y"_s}};
    const TermStatistics single(one);
    QCOMPARE(single.maxIdf(), 0.0);
    QCOMPARE(single.nidf(u"x"), 0.0);
    const TermStatistics empty;
    QCOMPARE(empty.nidf(u"x"), 0.0);
    QVERIFY(empty.termsWithNidf(0.0, 1.0).empty());
}

QTEST_GUILESS_MAIN(TestTermStatistics)
#include "tst_termstatistics.moc"
