#include "eval/curvedecimation.h"

#include <QTest>

using namespace nd;
using namespace nd::eval;

// The P/R/F curve of tst_evaluation's worked example (clusters x = {1,2,3},
// y = {4,5}; 4 positive pairs):
//   (1,2) 0.9 P | (3,4) 0.8 N | (1,3) 0.7 P, (2,4) 0.7 N | (4,5) 0.5 P | (2,3) 0.2 P
// threshold  precision  recall  F1
//   0.9       1          0.25    0.4
//   0.8       0.5        0.25    1/3
//   0.7       0.5        0.5     0.5
//   0.5       0.6        0.75    2/3
//   0.2       2/3        1       0.8      <- best F1
class TestCurveDecimation : public QObject
{
    Q_OBJECT

private:
    static Evaluation example(bool asDistance)
    {
        ScoredPairs pairs{{1, 2, 0.9}, {3, 4, 0.8}, {1, 3, 0.7}, {2, 4, 0.7}, {4, 5, 0.5}, {2, 3, 0.2}};
        if (asDistance)
            for (auto &pair : pairs)
                pair.score = 1.0 - pair.score; // same order, reversed meaning
        const GroundTruth truth = GroundTruth::fromClusters({{1, QStringLiteral("x")},
                                                             {2, QStringLiteral("x")},
                                                             {3, QStringLiteral("x")},
                                                             {4, QStringLiteral("y")},
                                                             {5, QStringLiteral("y")}});
        return Evaluation(pairs, truth, asDistance ? ScoreKind::Distance : ScoreKind::Similarity);
    }

    static QList<double> keys(const QList<CurvePoint> &points)
    {
        QList<double> out;
        for (const CurvePoint &p : points)
            out.append(p.key);
        return out;
    }

    static bool near(const QList<double> &actual, const QList<double> &expected)
    {
        if (actual.size() != expected.size())
            return false;
        for (qsizetype i = 0; i < actual.size(); ++i)
            if (std::abs(actual.at(i) - expected.at(i)) > 1e-12)
                return false;
        return true;
    }

private Q_SLOTS:
    // Enough columns: every point, in ascending thresholds, and the best point.
    void similarityCurveAscendingWithBest()
    {
        const PlotCurves curves = plotCurves(example(false).curve(), 0.0, 1.0, 4096);
        QVERIFY(near(keys(curves.f1), {0.2, 0.5, 0.7, 0.8, 0.9}));
        QList<double> f1;
        for (const CurvePoint &p : curves.f1)
            f1.append(p.value);
        QVERIFY(near(f1, {0.8, 2.0 / 3, 0.5, 1.0 / 3, 0.4}));
        QCOMPARE(curves.precision.first().value, 2.0 / 3);
        QCOMPARE(curves.recall.last().value, 0.25);
        QVERIFY(curves.hasBest);
        QCOMPARE(curves.best.threshold, 0.2);
        QCOMPARE(curves.best.f1, 0.8);
        QCOMPARE(curves.minimum, 0.0);
        QCOMPARE(curves.maximum, 1.0);
    }

    // Two columns over [0, 1]: column 0 holds 0.2 alone; column 1 holds
    // 0.5, 0.7, 0.8, 0.9. Per column: first, lowest, highest, last (once each).
    //   F1 in column 1:        2/3 (first, highest), 0.5, 1/3 (lowest), 0.4 (last) -> 0.5, 0.8, 0.9
    //   precision in column 1: 0.6 (first), 0.5 (lowest: the first of the two), 0.5, 1 (highest, last)
    //                          -> 0.5, 0.7, 0.9
    void twoColumnsKeepFirstExtremesLast()
    {
        const PlotCurves curves = plotCurves(example(false).curve(), 0.0, 1.0, 2);
        QVERIFY(near(keys(curves.f1), {0.2, 0.5, 0.8, 0.9}));
        QVERIFY(near(keys(curves.precision), {0.2, 0.5, 0.7, 0.9}));
        // Recall 1, 0.75, 0.5, 0.25, 0.25: column 1 first 0.75, lowest and last 0.25 at 0.8 and 0.9.
        QVERIFY(near(keys(curves.recall), {0.2, 0.5, 0.8, 0.9}));
        // The best point comes from the full curve, not the decimated one.
        QCOMPARE(curves.best.threshold, 0.2);
    }

    // Distances: the curve already ascends (0.1 strictest ... 0.8); the axis
    // range is widened to the data (0.1 and 0.8 lie outside [0.3, 0.6]).
    void distanceCurveAndRangeWidened()
    {
        const PlotCurves curves = plotCurves(example(true).curve(), 0.3, 0.6, 4096);
        QVERIFY(near(keys(curves.f1), {0.1, 0.2, 0.3, 0.5, 0.8}));
        QVERIFY(std::abs(curves.minimum - 0.1) < 1e-12);
        QVERIFY(std::abs(curves.maximum - 0.8) < 1e-12);
        QVERIFY(std::abs(curves.best.threshold - 0.8) < 1e-12);
    }

    void emptyCurve()
    {
        const PlotCurves curves = plotCurves({}, 0.0, 0.0, 16);
        QVERIFY(!curves.hasBest);
        QVERIFY(curves.f1.isEmpty());
        QCOMPARE(curves.maximum, 1.0); // an empty range becomes one unit wide
    }

    // Steps held to the right (similarities) keep the right end of every flat
    // run; held to the left, the left end. Values 1, 0.98, 0.9, 0.89, 0.5,
    // tolerance 0.05:
    //   from the left:  keep 1 (0); 0.98 is within 0.05 of 1; 0.9 is not (2);
    //                   0.89 is within 0.05 of 0.9; the last (4)   -> 0, 2, 4
    //   from the right: keep 0.5 (4); 0.89 is not within (3); 0.9 is within
    //                   0.05 of 0.89; 0.98 is not (1); the first (0) -> 0, 1, 3, 4
    void dropFlatStepsByHand()
    {
        const QList<CurvePoint> points{{0, 1.0}, {1, 0.98}, {2, 0.9}, {3, 0.89}, {4, 0.5}};
        QVERIFY(near(keys(dropFlatSteps(points, 0.05, false)), {0, 2, 4}));
        QVERIFY(near(keys(dropFlatSteps(points, 0.05, true)), {0, 1, 3, 4}));
    }
};

QTEST_GUILESS_MAIN(TestCurveDecimation)
#include "tst_curvedecimation.moc"
