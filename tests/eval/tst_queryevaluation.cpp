#include "eval/queryevaluation.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd;
using namespace nd::eval;

// Six documents: cluster A = {1, 2, 3}, cluster B = {4, 5}, 6 alone. Queries 1 and 4,
// so relevant(1) = {2, 3} and relevant(4) = {5}.
//
//   pair   score  label
//   (2,3)  0.95   +   touches no query: changes nothing, gives no point
//   (1,2)  0.90   +
//   (1,4)  0.80   -   retrieved by both queries
//   (4,5)  0.70   +
//   (1,3)  0.60   +
//   (4,6)  0.50   -
//   (1,6)  0.30   -
//
// By hand, per threshold (P_q, R_q of query 1 | of query 4 -> MacroP, MacroR, F = 2PR/(P+R)):
//   0.9: 1, 1/2   | nothing retrieved: 0, 0  -> 1/2,  1/4 -> 1/3
//   0.8: 1/2, 1/2 | 0, 0                     -> 1/4,  1/4 -> 1/4
//   0.7: 1/2, 1/2 | 1/2, 1                   -> 1/2,  3/4 -> 3/5
//   0.6: 2/3, 1   | 1/2, 1                   -> 7/12, 1   -> 14/19   (best)
//   0.5: 2/3, 1   | 1/3, 1                   -> 1/2,  1   -> 2/3
//   0.3: 1/2, 1   | 1/3, 1                   -> 5/12, 1   -> 10/17
class TestQueryEvaluation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void macroCurveByHand();
    void pairsTruthGivesTheSameCurve();
    void queriesWithoutRelevantAreLeftOut();
    void distancesRunTheOtherWay();
    void ignoredPairsAreNotRetrieved();
    void atAndBest();

private:
    static ScoredPairs pairs();
    static GroundTruth clusters();
    static void compareCurve(const QList<OperatingPoint> &curve);
};

ScoredPairs TestQueryEvaluation::pairs()
{
    return {{2, 3, 0.95}, {1, 2, 0.9}, {1, 4, 0.8}, {4, 5, 0.7}, {1, 3, 0.6}, {4, 6, 0.5}, {1, 6, 0.3}};
}

GroundTruth TestQueryEvaluation::clusters()
{
    return GroundTruth::fromClusters({{1, u"A"_s}, {2, u"A"_s}, {3, u"A"_s}, {4, u"B"_s}, {5, u"B"_s}, {6, u"C"_s}});
}

void TestQueryEvaluation::compareCurve(const QList<OperatingPoint> &curve)
{
    const QList<double> thresholds{0.9, 0.8, 0.7, 0.6, 0.5, 0.3};
    const QList<double> macroP{1.0 / 2, 1.0 / 4, 1.0 / 2, 7.0 / 12, 1.0 / 2, 5.0 / 12};
    const QList<double> macroR{1.0 / 4, 1.0 / 4, 3.0 / 4, 1.0, 1.0, 1.0};
    const QList<double> f{1.0 / 3, 1.0 / 4, 3.0 / 5, 14.0 / 19, 2.0 / 3, 10.0 / 17};
    QCOMPARE(curve.size(), thresholds.size());
    for (int i = 0; i < curve.size(); ++i) {
        QCOMPARE(curve[i].threshold, thresholds[i]);
        QVERIFY2(qAbs(curve[i].precision - macroP[i]) < 1e-12, qPrintable(QString::number(i)));
        QVERIFY2(qAbs(curve[i].recall - macroR[i]) < 1e-12, qPrintable(QString::number(i)));
        QVERIFY2(qAbs(curve[i].f1 - f[i]) < 1e-12, qPrintable(QString::number(i)));
    }
    // Retrievals summed over the queries: at 0.3, query 1 has 4 (2 hits), query 4 has 3 (1 hit).
    QCOMPARE(curve.last().flagged, 7);
    QCOMPARE(curve.last().truePositives, 3);
    QCOMPARE(curve.last().falsePositives, 4);
}

void TestQueryEvaluation::macroCurveByHand()
{
    const QueryEvaluation evaluation(pairs(), clusters(), ScoreKind::Similarity, {1, 4});
    QCOMPARE(evaluation.queryCount(), 2);
    QCOMPARE(evaluation.skippedQueries(), 0);
    compareCurve(evaluation.curve());
}

void TestQueryEvaluation::pairsTruthGivesTheSameCurve()
{
    // Only positives listed: every other pair is negative, as with the clusters.
    const GroundTruth truth = GroundTruth::fromPairs({{1, 2}, {1, 3}, {2, 3}, {4, 5}}, {});
    const QueryEvaluation evaluation(pairs(), truth, ScoreKind::Similarity, {1, 4});
    compareCurve(evaluation.curve());
}

void TestQueryEvaluation::queriesWithoutRelevantAreLeftOut()
{
    // Document 6 has no relevant document (no recall): it leaves the means alone.
    // A query listed twice counts once.
    const QueryEvaluation evaluation(pairs(), clusters(), ScoreKind::Similarity, {1, 4, 6, 1});
    QCOMPARE(evaluation.queryCount(), 2);
    QCOMPARE(evaluation.skippedQueries(), 1);
    compareCurve(evaluation.curve());
    const QueryEvaluation none(pairs(), clusters(), ScoreKind::Similarity, {6});
    QCOMPARE(none.queryCount(), 0);
    QVERIFY(none.curve().isEmpty());
}

void TestQueryEvaluation::distancesRunTheOtherWay()
{
    // Distances 1 - s: the same order from strict to loose, thresholds 1 - t.
    ScoredPairs distances = pairs();
    for (ScoredPair &p : distances)
        p.score = 1.0 - p.score;
    const QueryEvaluation evaluation(distances, clusters(), ScoreKind::Distance, {1, 4});
    QCOMPARE(evaluation.curve().size(), 6);
    QVERIFY(qAbs(evaluation.best().threshold - 0.4) < 1e-12);
    QVERIFY(qAbs(evaluation.best().f1 - 14.0 / 19) < 1e-12);
}

void TestQueryEvaluation::ignoredPairsAreNotRetrieved()
{
    // Open world (a negative is listed): (4,6) and (1,6) are unlabelled, so ignored.
    // At 0.3 query 1 retrieved {2, 4, 3}: P = 2/3; query 4 {1, 5}: P = 1/2; both R = 1.
    const GroundTruth truth = GroundTruth::fromPairs({{1, 2}, {1, 3}, {4, 5}}, {{1, 4}});
    const QueryEvaluation evaluation(pairs(), truth, ScoreKind::Similarity, {1, 4});
    const OperatingPoint last = evaluation.curve().last();
    QCOMPARE(last.threshold, 0.3);
    QVERIFY(qAbs(last.precision - 7.0 / 12) < 1e-12);
    QCOMPARE(last.recall, 1.0);
    QCOMPARE(last.flagged, 5);
}

void TestQueryEvaluation::atAndBest()
{
    const QueryEvaluation evaluation(pairs(), clusters(), ScoreKind::Similarity, {1, 4});
    const OperatingPoint best = evaluation.best();
    QCOMPARE(best.threshold, 0.6);
    QVERIFY(qAbs(best.f1 - 14.0 / 19) < 1e-12);
    // 0.65 flags what 0.7 flags.
    const OperatingPoint between = evaluation.at(0.65);
    QCOMPARE(between.threshold, 0.65);
    QVERIFY(qAbs(between.f1 - 3.0 / 5) < 1e-12);
    // Stricter than every pair: nothing retrieved, all zero.
    const OperatingPoint strict = evaluation.at(0.99);
    QCOMPARE(strict.f1, 0.0);
    QCOMPARE(strict.flagged, 0);
}

QTEST_GUILESS_MAIN(TestQueryEvaluation)
#include "tst_queryevaluation.moc"
