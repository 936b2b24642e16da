#include "review/clusters.h"

#include <QTest>

using namespace nd;

class TestClusters : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void unionFindAndWeakestLinkByHand()
    {
        // 1-2 0.9, 2-3 0.5, 3-4 0.8, 1-3 0.4 chain four documents; 5-6 0.7 alone.
        // Maximum spanning tree of {1,2,3,4}: 1-2 0.9, 3-4 0.8, 2-3 0.5 (1-3 0.4
        // would close a cycle), so the weakest link is 2-3 0.5, not 1-3 0.4.
        const ScoredPairs pairs = {{1, 2, 0.9}, {2, 3, 0.5}, {3, 4, 0.8}, {1, 3, 0.4}, {5, 6, 0.7}};
        const auto clusters = review::findClusters(pairs, ScoreKind::Similarity);
        QCOMPARE(clusters.size(), 2);
        QCOMPARE(clusters[0].members, (QList<qint64>{1, 2, 3, 4}));
        QCOMPARE(clusters[0].edges.size(), 4);
        QVERIFY(clusters[0].weakestLink);
        QCOMPARE(clusters[0].weakestLink->a, 2);
        QCOMPARE(clusters[0].weakestLink->b, 3);
        QCOMPARE(clusters[0].weakestLink->score, 0.5);
        QCOMPARE(clusters[1].members, (QList<qint64>{5, 6}));
        QCOMPARE(clusters[1].weakestLink->score, 0.7);
    }

    void splitAtWeakestLinkByHand()
    {
        const ScoredPairs pairs = {{1, 2, 0.9}, {2, 3, 0.5}, {3, 4, 0.8}, {1, 3, 0.4}};
        const auto cluster = review::findClusters(pairs, ScoreKind::Similarity).first();
        const auto parts = review::splitAtWeakestLink(cluster, ScoreKind::Similarity);
        QCOMPARE(parts.size(), 2);
        QCOMPARE(parts[0].members, (QList<qint64>{1, 2}));
        QCOMPARE(parts[1].members, (QList<qint64>{3, 4}));
        // The bridging edges 2-3 and 1-3 are dropped; each part keeps its own.
        QCOMPARE(parts[0].edges.size(), 1);
        QCOMPARE(parts[0].weakestLink->score, 0.9);
        QCOMPARE(parts[1].weakestLink->score, 0.8);
        // A pair splits into two singletons without links.
        const auto singles = review::splitAtWeakestLink(parts[0], ScoreKind::Similarity);
        QCOMPARE(singles.size(), 2);
        QVERIFY(!singles[0].weakestLink);
        QCOMPARE(review::splitAtWeakestLink(singles[0], ScoreKind::Similarity).size(), 1);
    }

    void distancesUseLargestAsWeakest()
    {
        // Hamming distances: 1-2 1, 2-3 5, 3-4 2; the weakest link is the largest distance.
        const ScoredPairs pairs = {{1, 2, 1}, {2, 3, 5}, {3, 4, 2}};
        const auto clusters = review::findClusters(pairs, ScoreKind::Distance);
        QCOMPARE(clusters.size(), 1);
        QCOMPARE(clusters[0].weakestLink->score, 5.0);
        const auto parts = review::splitAtWeakestLink(clusters[0], ScoreKind::Distance);
        QCOMPARE(parts[0].members, (QList<qint64>{1, 2}));
        QCOMPARE(parts[1].members, (QList<qint64>{3, 4}));
    }

    void clustersAtThresholdUseTheFlaggedPrefix()
    {
        const ScoredPairs pairs = {{1, 2, 0.9}, {2, 3, 0.5}, {3, 4, 0.8}, {1, 3, 0.4}, {5, 6, 0.7}};
        const eval::Evaluation evaluation(pairs, eval::GroundTruth(), ScoreKind::Similarity);
        // At 0.5: 0.9, 0.8, 0.7, 0.5 flagged -> {1,2,3,4} and {5,6}.
        auto clusters = review::clustersAtThreshold(evaluation, 0.5);
        QCOMPARE(clusters.size(), 2);
        QCOMPARE(clusters[0].size(), 4);
        // At 0.6 the 2-3 link is gone: three pairs.
        clusters = review::clustersAtThreshold(evaluation, 0.6);
        QCOMPARE(clusters.size(), 3);
        QCOMPARE(clusters[0].members, (QList<qint64>{1, 2}));
        QCOMPARE(clusters[1].members, (QList<qint64>{3, 4}));
        QCOMPARE(clusters[2].members, (QList<qint64>{5, 6}));
        QVERIFY(review::clustersAtThreshold(evaluation, 0.95).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestClusters)
#include "tst_clusters.moc"
