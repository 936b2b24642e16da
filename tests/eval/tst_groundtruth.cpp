#include "eval/groundtruth.h"

#include <QTest>

using namespace nd::eval;

class TestGroundTruth : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void clusters()
    {
        // x = {1, 2, 3}, y = {4, 5}, z = {6} (a cluster of one has no pairs), 7 unlabelled.
        const auto truth = GroundTruth::fromClusters({{1, QStringLiteral("x")},
                                                      {2, QStringLiteral("x")},
                                                      {3, QStringLiteral("x")},
                                                      {4, QStringLiteral("y")},
                                                      {5, QStringLiteral("y")},
                                                      {6, QStringLiteral("z")}});
        QCOMPARE(truth.positivePairCount(), 3 + 1);
        QCOMPARE(truth.clusterCount(), 2);
        QCOMPARE(truth.label(2, 1), PairLabel::Positive);
        QCOMPARE(truth.label(4, 5), PairLabel::Positive);
        QCOMPARE(truth.label(3, 4), PairLabel::Negative);
        QCOMPARE(truth.label(6, 7), PairLabel::Negative);
        QCOMPARE(truth.clusterIndex(6), -1);
        QCOMPARE(truth.clusterName(truth.clusterIndex(1)), QStringLiteral("x"));
    }

    void closedWorldPairs()
    {
        // Only positives listed: every other pair is negative.
        const auto truth = GroundTruth::fromPairs({{1, 2}, {4, 3}}, {});
        QCOMPARE(truth.positivePairCount(), 2);
        QCOMPARE(truth.label(3, 4), PairLabel::Positive);
        QCOMPARE(truth.label(1, 3), PairLabel::Negative);
        QVERIFY(!truth.hasClusters());
    }

    void openWorldPairs()
    {
        // A negative is listed: unlisted pairs are left out of the counts.
        const auto truth = GroundTruth::fromPairs({{1, 2}}, {{1, 3}});
        QCOMPARE(truth.label(1, 2), PairLabel::Positive);
        QCOMPARE(truth.label(3, 1), PairLabel::Negative);
        QCOMPARE(truth.label(2, 3), PairLabel::Ignored);
    }
};

QTEST_GUILESS_MAIN(TestGroundTruth)
#include "tst_groundtruth.moc"
