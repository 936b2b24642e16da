#include "eval/groundtruth.h"
#include "learn/pairdataset.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd::learn;

class TestPairDataset : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void positivesAndSampledNegatives();
};

static nd::text::PreparedDocument doc(qint64 id, const QString &words)
{
    return {id, words, words.split(u' ')};
}

// Clusters {1,2} and {3,4}; 5 is in no cluster. Positives: (1,2), (3,4). With
// ratio 1, two negatives out of the 8 cross pairs.
void TestPairDataset::positivesAndSampledNegatives()
{
    const std::vector<nd::text::PreparedDocument> docs{doc(1, u"a b c"_s), doc(2, u"a b c"_s), doc(3, u"x y"_s),
                                                       doc(4, u"x y z"_s), doc(5, u"q"_s)};
    const auto truth =
        nd::eval::GroundTruth::fromClusters({{1, u"A"_s}, {2, u"A"_s}, {3, u"B"_s}, {4, u"B"_s}, {5, u"C"_s}});
    PairSetOptions options;
    options.negativeRatio = 1.0;
    nd::JobControl control;
    const PairSet set = buildPairSet(docs, truth, options, control);
    QCOMPARE(set.samples.columns, std::size_t(13));
    QCOMPARE(set.samples.labels, (std::vector<int>{1, 1, 0, 0}));
    QCOMPARE(set.keywords, std::size_t(7));
    // (1,2) are the same vector: cosine (column 1) 1, Euclidean (column 0) 0.
    QVERIFY(qAbs(set.samples.row(0)[1] - 1.0f) < 1e-6f);
    QCOMPARE(set.samples.row(0)[0], 0.0f);
    // Same seed, same set.
    const PairSet again = buildPairSet(docs, truth, options, control);
    QCOMPARE(again.samples.values, set.samples.values);
}

QTEST_GUILESS_MAIN(TestPairDataset)
#include "tst_pairdataset.moc"
