#include "eval/evaluation.h"

#include <QTest>

using namespace nd;
using namespace nd::eval;

// Worked example: clusters x = {1,2,3} (3 positive pairs) and y = {4,5} (1 pair): 4 positives.
// Scored pairs, most alike first:
//   (1,2) 0.9 P | (3,4) 0.8 N | (1,3) 0.7 P, (2,4) 0.7 N | (4,5) 0.5 P | (2,3) 0.2 P
// threshold  TP FP  precision  recall  F1
//   0.9       1  0   1          0.25    0.4
//   0.8       1  1   0.5        0.25    1/3
//   0.7       2  2   0.5        0.5     0.5
//   0.5       3  2   0.6        0.75    2/3
//   0.2       4  2   2/3        1       0.8
// Per cluster at 0.2: x: TP 3 of 5 flagged touching x -> P 0.6, R 1, F 0.75;
//                     y: TP 1 of 3 flagged touching y ((3,4),(2,4),(4,5)) -> P 1/3, R 1, F 0.5.
//   macro P = 0.4667, macro R = 1, macro F = 0.625.
// At 0.7: x: TP 2 of 4 -> P 0.5, R 2/3, F 4/7; y: TP 0 -> F 0; macro F = 2/7.
class TestEvaluation : public QObject
{
    Q_OBJECT

private:
    static GroundTruth truth()
    {
        return GroundTruth::fromClusters({{1, QStringLiteral("x")},
                                          {2, QStringLiteral("x")},
                                          {3, QStringLiteral("x")},
                                          {4, QStringLiteral("y")},
                                          {5, QStringLiteral("y")}});
    }
    static ScoredPairs pairs(bool asDistance)
    {
        ScoredPairs p{{1, 2, 0.9}, {3, 4, 0.8}, {1, 3, 0.7}, {2, 4, 0.7}, {4, 5, 0.5}, {2, 3, 0.2}};
        if (asDistance) {
            for (auto &pair : p)
                pair.score = 1.0 - pair.score; // same order, reversed meaning
        }
        return p;
    }

private Q_SLOTS:
    void curveByHand_data()
    {
        QTest::addColumn<bool>("distance");
        QTest::newRow("similarity") << false;
        QTest::newRow("distance") << true;
    }

    void curveByHand()
    {
        QFETCH(bool, distance);
        const Evaluation e(pairs(distance), truth(), distance ? ScoreKind::Distance : ScoreKind::Similarity);
        QCOMPARE(e.positives(), 4);
        QCOMPARE(e.curve().size(), 5);
        const double expectedP[] = {1.0, 0.5, 0.5, 0.6, 2.0 / 3};
        const double expectedR[] = {0.25, 0.25, 0.5, 0.75, 1.0};
        const double expectedF[] = {0.4, 1.0 / 3, 0.5, 2.0 / 3, 0.8};
        for (int i = 0; i < 5; ++i) {
            QVERIFY(qFuzzyCompare(e.curve().at(i).precision, expectedP[i]));
            QVERIFY(qFuzzyCompare(e.curve().at(i).recall, expectedR[i]));
            QVERIFY(qFuzzyCompare(e.curve().at(i).f1, expectedF[i]));
        }
        const OperatingPoint best = e.best();
        QCOMPARE(best.truePositives, 4);
        QCOMPARE(best.falsePositives, 2);
        QVERIFY(qFuzzyCompare(best.threshold, distance ? 0.8 : 0.2));
        QVERIFY(qFuzzyCompare(best.macroPrecision, (0.6 + 1.0 / 3) / 2));
        QVERIFY(qFuzzyCompare(best.macroRecall, 1.0));
        QVERIFY(qFuzzyCompare(best.macroF1, 0.625));
        QVERIFY(qFuzzyCompare(e.curve().at(2).macroF1, 2.0 / 7));
    }

    void operatingPointAtAnyThreshold()
    {
        const Evaluation e(pairs(false), truth(), ScoreKind::Similarity);
        QCOMPARE(e.at(0.75).truePositives, 1); // pairs >= 0.75: (1,2), (3,4)
        QCOMPARE(e.at(0.75).falsePositives, 1);
        QCOMPARE(e.at(0.75).threshold, 0.75);
        QCOMPARE(e.at(0.7).flagged, 4); // ties at 0.7 are flagged together
        QCOMPARE(e.at(0.95).flagged, 0);
        QCOMPARE(e.at(0.0).truePositives, 4);
        QCOMPARE(e.flaggedCount(0.75), 2);
        QCOMPARE(e.flaggedCount(0.7), 4);
        QCOMPARE(e.flaggedCount(-1.0), 6);

        const Evaluation d(pairs(true), truth(), ScoreKind::Distance);
        QCOMPARE(d.at(0.25).flagged, 2); // distances <= 0.25: 0.1, 0.2
        QCOMPARE(d.flaggedCount(0.05), 0);
        QVERIFY(d.ranked().front().pair.score <= d.ranked().back().pair.score);
    }

    void openWorldPairsLeaveUnlabelledOut()
    {
        const auto truth = GroundTruth::fromPairs({{1, 2}}, {{1, 3}});
        const Evaluation e(ScoredPairs{{1, 2, 0.9}, {2, 3, 0.8}, {1, 3, 0.5}}, truth, ScoreKind::Similarity);
        QCOMPARE(e.at(0.8).flagged, 1); // (2,3) is ignored, not a false positive
        QCOMPARE(e.at(0.8).precision, 1.0);
        QCOMPARE(e.at(0.5).precision, 0.5);
        QCOMPARE(e.flaggedCount(0.8), 2); // but it is still listed
        QCOMPARE(e.ranked().at(1).label, PairLabel::Ignored);
    }

    void recallCountsPositivesNeverScored()
    {
        const Evaluation e(ScoredPairs{{1, 2, 1.0}}, truth(), ScoreKind::Similarity);
        QCOMPARE(e.best().recall, 0.25);
        QCOMPARE(e.best().precision, 1.0);
    }
};

QTEST_GUILESS_MAIN(TestEvaluation)
#include "tst_evaluation.moc"
