// Paper 001's protocol: documents split by whole clusters, keywords from the
// training documents only, every pair of the held-out documents scored.
#include "eval/groundtruth.h"
#include "learn/holdout.h"

#include <QTest>

#include <set>

using namespace Qt::StringLiterals;
using namespace nd::learn;

class TestHoldout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fourDocumentsByHand();
    void testDocumentWithoutTrainingKeywordIsMissed();
    void splitKeepsClustersWhole();
    void splitFollowsPositivePairGroups();
    void splitRefusesWhatCannotBeSplit();
    void holdoutResultCountsMissedPositives();
};

static nd::text::PreparedDocument doc(qint64 id, const QString &words)
{
    return {id, words, words.split(u' ')};
}

// Documents 1 "apple banana" and 2 "apple cherry" (cluster A) for training, 3
// "apple date" and 4 (cluster B, its words given) held out; every pair of each side.
static HoldoutSets twoClusterSets(const QString &fourthWords)
{
    const std::vector<nd::text::PreparedDocument> docs{doc(1, u"apple banana"_s), doc(2, u"apple cherry"_s),
                                                       doc(3, u"apple date"_s), doc(4, fourthWords)};
    const auto truth = nd::eval::GroundTruth::fromClusters({{1, u"A"_s}, {2, u"A"_s}, {3, u"B"_s}, {4, u"B"_s}});
    DocumentSplit split;
    split.training = {0, 1};
    split.test = {2, 3};
    PairSetOptions options;
    options.allPairs = true;
    nd::JobControl control;
    return buildHoldoutSets(docs, truth, split, options, control);
}

// Training {1, 2} (cluster A), test {3, 4} (cluster B). Training pairs: (1,2)
// only; test pairs: (3,4) only. Keywords at threshold 0 are the training words
// apple, banana, cherry; date and elder occur only in test documents and are no
// dimension, so 3 and 4 are both the vector (apple) and their cosine is 1 (over
// every word it would be 2 / sqrt(2 x 3) = 0.816 with raw counts).
// Training idf over 2 documents: apple log(3/3) + 1 = 1, banana and cherry
// log(3/2) + 1 = 1.405465; cosine(1, 2) = 1 / (1 + 1.405465^2) = 0.336097.
void TestHoldout::fourDocumentsByHand()
{
    const HoldoutSets sets = twoClusterSets(u"apple date elder"_s);
    QCOMPARE(sets.training.keywords, std::size_t(3));
    QCOMPARE(sets.training.vocabulary, std::size_t(3));
    QCOMPARE(sets.training.samples.labels, (std::vector<int>{1}));
    QVERIFY(qAbs(sets.training.samples.row(0)[1] - 0.336097f) < 1e-5f);
    QCOMPARE(sets.test.columns, std::size_t(13));
    QCOMPARE(sets.test.labels, (std::vector<int>{1}));
    QVERIFY(qAbs(sets.test.row(0)[1] - 1.0f) < 1e-6f);
    QCOMPARE(sets.test.row(0)[0], 0.0f); // Euclidean distance of equal vectors
    QCOMPARE(sets.droppedTestDocuments, std::size_t(0));
    QCOMPARE(sets.missedPositives, qint64(0));
}

// Document 4 has none of the training keywords: it is dropped as the paper drops
// documents, and its positive pair with 3 counts as missed, not as unasked.
void TestHoldout::testDocumentWithoutTrainingKeywordIsMissed()
{
    const HoldoutSets sets = twoClusterSets(u"date elder"_s);
    QCOMPARE(sets.test.rows(), std::size_t(0));
    QCOMPARE(sets.droppedTestDocuments, std::size_t(1));
    QCOMPARE(sets.missedPositives, qint64(1));
}

// Ten documents: clusters A (1-3), B (4, 5), C (6-8), and 9, 10 in none. Whatever
// the seed, a cluster is never split and the two sides share no document.
void TestHoldout::splitKeepsClustersWhole()
{
    const std::vector<qint64> ids{1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    const auto truth = nd::eval::GroundTruth::fromClusters({{1, u"A"_s},
                                                            {2, u"A"_s},
                                                            {3, u"A"_s},
                                                            {4, u"B"_s},
                                                            {5, u"B"_s},
                                                            {6, u"C"_s},
                                                            {7, u"C"_s},
                                                            {8, u"C"_s},
                                                            {9, u"D"_s},
                                                            {10, u"E"_s}});
    std::set<std::vector<std::size_t>> distinct;
    for (quint64 seed = 1; seed <= 20; ++seed) {
        const DocumentSplit split = splitDocuments(ids, truth, 0.5, seed);
        QCOMPARE(split.training.size() + split.test.size(), std::size_t(10));
        QCOMPARE(split.trainingGroups + split.testGroups, 5); // A, B, C, 9, 10
        QVERIFY(split.test.size() >= 5);                      // groups are held out until half the documents are
        std::vector<int> side(10, -1);
        for (std::size_t d : split.training)
            side[d] = 0;
        for (std::size_t d : split.test) {
            QCOMPARE(side[d], -1); // in one side only
            side[d] = 1;
        }
        QCOMPARE(side[0], side[1]);
        QCOMPARE(side[1], side[2]);
        QCOMPARE(side[3], side[4]);
        QCOMPARE(side[5], side[6]);
        QCOMPARE(side[6], side[7]);
        // Same seed, same split.
        QCOMPARE(splitDocuments(ids, truth, 0.5, seed).test, split.test);
        distinct.insert(split.test);
    }
    QVERIFY(distinct.size() > 1); // the seed matters
}

// Labelled pairs: 1-2 and 2-3 positive make one group {1, 2, 3}; 4 is alone. At
// a quarter held out (one document wanted) either {4} or the whole group is held out.
void TestHoldout::splitFollowsPositivePairGroups()
{
    const auto truth = nd::eval::GroundTruth::fromPairs({{1, 2}, {2, 3}}, {{3, 4}});
    for (quint64 seed = 1; seed <= 10; ++seed) {
        const DocumentSplit split = splitDocuments({1, 2, 3, 4}, truth, 0.25, seed);
        QVERIFY2(split.test == (std::vector<std::size_t>{3}) || split.test == (std::vector<std::size_t>{0, 1, 2}),
                 qPrintable(u"seed %1"_s.arg(seed)));
        QCOMPARE(split.testGroups, 1);
        QCOMPARE(split.trainingGroups, 1);
    }
}

void TestHoldout::splitRefusesWhatCannotBeSplit()
{
    const auto oneCluster = nd::eval::GroundTruth::fromClusters({{1, u"A"_s}, {2, u"A"_s}, {3, u"A"_s}});
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, splitDocuments({1, 2, 3}, oneCluster, 0.5, 1));
    const auto two = nd::eval::GroundTruth::fromClusters({{1, u"A"_s}, {2, u"A"_s}, {3, u"B"_s}, {4, u"B"_s}});
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, splitDocuments({1, 2, 3, 4}, two, 0.0, 1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, splitDocuments({1, 2, 3, 4}, two, 1.0, 1));
    const DocumentSplit split = splitDocuments({1, 2, 3, 4}, two, 0.5, 1);
    QCOMPARE(split.test.size(), std::size_t(2));
}

// The missed positives join the false negatives: a classifier calling the one
// scored positive pair a duplicate has TP 1, FN 1 (the dropped document's pair),
// so recall 0.5.
void TestHoldout::holdoutResultCountsMissedPositives()
{
    HoldoutSets sets;
    sets.training.samples.columns = sets.test.columns = 1;
    sets.training.samples.values = {0.0f, 0.1f, 0.9f, 1.0f};
    sets.training.samples.labels = {0, 0, 1, 1};
    sets.test.values = {0.95f, 0.05f};
    sets.test.labels = {1, 0};
    sets.missedPositives = 1;
    nd::JobControl control;
    const CrossValidation result = trainAndTest(u"decision-tree"_s, sets, control);
    QCOMPARE(result.truePositives, qint64(1));
    QCOMPARE(result.falsePositives, qint64(0));
    QCOMPARE(result.falseNegatives, qint64(1));
    QCOMPARE(result.recall, 0.5);
    QCOMPARE(result.precision, 1.0);
}

QTEST_GUILESS_MAIN(TestHoldout)
#include "tst_holdout.moc"
