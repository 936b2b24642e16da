#include "features/similaritymeasures.h"

#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace nd::features;

class TestSimilarityMeasures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void handChecked_data();
    void handChecked();
    void hammingAndPearsonUseDimension();
    void names();
};

// a = (1, 0, 2), b = (2, 1, 2):  a.b = 2+0+4 = 6, |a|^2 = 5, |b|^2 = 9,
// a-b = (-1, -1, 0), a+b = (3, 1, 4), sets {0,2} and {0,1,2}.
void TestSimilarityMeasures::handChecked_data()
{
    QTest::addColumn<int>("measure");
    QTest::addColumn<double>("expected");
    auto row = [](Measure m, double v) { QTest::newRow(qPrintable(measureName(m))) << int(m) << v; };
    row(Measure::Euclidean, std::sqrt(2.0));            // sqrt(1+1+0)
    row(Measure::Cosine, 6.0 / (std::sqrt(5.0) * 3.0)); // 0.894427
    row(Measure::Jaccard, 2.0 / 3.0);                   // |{0,2}| / |{0,1,2}|
    row(Measure::ExtendedJaccard, 0.75);                // 6 / (5+9-6)
    row(Measure::Pearson, 3.0 / std::sqrt(12.0));       // (3*6-3*5) / sqrt((15-9)(27-25)) = 0.866025
    row(Measure::Manhattan, 2.0);                       // 1+1+0
    row(Measure::BrayCurtis, 0.25);                     // 2 / (3+1+4)
    row(Measure::Canberra, 4.0 / 3.0);                  // 1/3 + 1/1 + 0/4
    row(Measure::Chebyshev, 1.0);                       // max(1, 1, 0)
    row(Measure::Hamming, 2.0 / 3.0);                   // components 0 and 1 differ, of 3
    row(Measure::Overlap, 1.2);                         // 6 / min(5, 9)
    row(Measure::Minkowski, std::cbrt(2.0));            // (1+1+0)^(1/3) = 1.259921
    row(Measure::Dice, 12.0 / 14.0);                    // 2*6 / (5+9)
}

void TestSimilarityMeasures::handChecked()
{
    QFETCH(int, measure);
    QFETCH(double, expected);
    const SparseVector a{{0, 2}, {1.0, 2.0}};
    const SparseVector b{{0, 1, 2}, {2.0, 1.0, 2.0}};
    const double value = measureValue(Measure(measure), a, b, 3);
    QVERIFY2(std::abs(value - expected) < 1e-12, qPrintable(u"%1 != %2"_s.arg(value).arg(expected)));
    // Every measure here is symmetric.
    QVERIFY(std::abs(measureValue(Measure(measure), b, a, 3) - expected) < 1e-12);
}

void TestSimilarityMeasures::hammingAndPearsonUseDimension()
{
    // The same vectors in 4 dimensions (a 4th component zero in both).
    const SparseVector a{{0, 2}, {1.0, 2.0}};
    const SparseVector b{{0, 1, 2}, {2.0, 1.0, 2.0}};
    const MeasureValues v = allMeasures(a, b, 4);
    QCOMPARE(v[std::size_t(Measure::Hamming)], 0.5); // 2 of 4 differ
    // (4*6 - 3*5) / sqrt((4*5-9)(4*9-25)) = 9 / 11
    QVERIFY(std::abs(v[std::size_t(Measure::Pearson)] - 9.0 / 11.0) < 1e-12);
    QCOMPARE(v[std::size_t(Measure::Manhattan)], 2.0); // unchanged
    // An empty vector: degenerate denominators give 0, not NaN.
    const MeasureValues e = allMeasures(SparseVector{}, b, 3);
    for (double x : e)
        QVERIFY(!std::isnan(x));
    QCOMPARE(e[std::size_t(Measure::Cosine)], 0.0);
}

void TestSimilarityMeasures::names()
{
    QCOMPARE(measureNames().size(), qsizetype(kMeasureCount));
    QCOMPARE(measureName(Measure::ExtendedJaccard), u"extended-jaccard"_s);
    QVERIFY(isDistance(Measure::Hamming));
    QVERIFY(!isDistance(Measure::Dice));
}

QTEST_GUILESS_MAIN(TestSimilarityMeasures)
#include "tst_similaritymeasures.moc"
