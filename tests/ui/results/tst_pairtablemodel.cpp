#include "fourdocs.h"
#include "ui/results/pairtablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;
using namespace nd::ui;

class TestPairTableModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rowsFollowThreshold_data();
    void rowsFollowThreshold();
    void thresholdMovesInsertAndRemoveWithoutReset();
    void newRunAtANewThresholdInOneReset();
    void cellContents();
    void proxyFiltersAndSorts();
};

namespace {

// A pair table behind its filter proxy, the proxy checked by QAbstractItemModelTester throughout.
struct ProxiedTable
{
    PairTableModel model;
    PairFilterProxy proxy;
    QAbstractItemModelTester proxyTester{&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest};

    ProxiedTable() { proxy.setSourceModel(&model); }
};

} // namespace

void TestPairTableModel::rowsFollowThreshold_data()
{
    QTest::addColumn<bool>("distance");
    QTest::addColumn<double>("threshold");
    QTest::addColumn<int>("rows");
    // Similarity scores 0.9, 0.7, 0.5, 0.3, 0.3: flagged when score >= t.
    QTest::newRow("sim 0.95") << false << 0.95 << 0;
    QTest::newRow("sim 0.9") << false << 0.9 << 1;
    QTest::newRow("sim 0.6") << false << 0.6 << 2;
    QTest::newRow("sim 0.5") << false << 0.5 << 3;
    QTest::newRow("sim 0.3 (tie)") << false << 0.3 << 5;
    QTest::newRow("sim 0") << false << 0.0 << 5;
    // Distances 2, 5, 9, 12, 12: flagged when score <= t.
    QTest::newRow("dist 1") << true << 1.0 << 0;
    QTest::newRow("dist 2") << true << 2.0 << 1;
    QTest::newRow("dist 8") << true << 8.0 << 2;
    QTest::newRow("dist 9") << true << 9.0 << 3;
    QTest::newRow("dist 12 (tie)") << true << 12.0 << 5;
    QTest::newRow("dist 64") << true << 64.0 << 5;
}

void TestPairTableModel::rowsFollowThreshold()
{
    QFETCH(bool, distance);
    QFETCH(double, threshold);
    QFETCH(int, rows);
    PairTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEvaluation(std::make_shared<nd::eval::Evaluation>(distance ? fourDocDistance() : fourDocSimilarity()),
                        fourDocNames());
    model.setThreshold(threshold);
    QCOMPARE(model.rowCount(), rows);
    QCOMPARE(PairTableModel::flaggedCount(*model.evaluation(), threshold), rows);
}

void TestPairTableModel::thresholdMovesInsertAndRemoveWithoutReset()
{
    ProxiedTable t;
    QAbstractItemModelTester tester(&t.model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    t.model.setThreshold(0.9);
    t.model.setEvaluation(std::make_shared<nd::eval::Evaluation>(fourDocSimilarity()), fourDocNames());
    QCOMPARE(t.model.rowCount(), 1);

    QSignalSpy resets(&t.model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&t.model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&t.model, &QAbstractItemModel::rowsRemoved);
    t.model.setThreshold(0.3);
    QCOMPARE(t.model.rowCount(), 5);
    QCOMPARE(t.proxy.rowCount(), 5);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.first().at(1).toInt(), 1); // rows 1..4 appended after row 0
    QCOMPARE(inserted.first().at(2).toInt(), 4);
    t.model.setThreshold(0.7);
    QCOMPARE(t.model.rowCount(), 2);
    QCOMPARE(t.proxy.rowCount(), 2);
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed.first().at(1).toInt(), 2);
    QCOMPARE(removed.first().at(2).toInt(), 4);
    t.model.setThreshold(0.65); // still 0.9 and 0.7: no signal at all
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(removed.count(), 1);
    QCOMPARE(resets.count(), 0);
}

void TestPairTableModel::newRunAtANewThresholdInOneReset()
{
    // Threshold 0 flags all five pairs (scores 0.9, 0.7, 0.5, 0.3, 0.3); the new
    // run arrives with threshold 0.6, which flags 0.9 and 0.7: the one reset
    // shows those two rows, and no row of the other three is laid out first.
    ProxiedTable t;
    t.model.setThreshold(0.0);
    QSignalSpy resets(&t.proxy, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&t.proxy, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&t.proxy, &QAbstractItemModel::rowsRemoved);
    t.model.setEvaluation(std::make_shared<nd::eval::Evaluation>(fourDocSimilarity()), fourDocNames(), 0.6);
    QCOMPARE(t.model.threshold(), 0.6);
    QCOMPARE(t.proxy.rowCount(), 2);
    QCOMPARE(resets.count(), 1);
    QCOMPARE(inserted.count(), 0);
    QCOMPARE(removed.count(), 0);
    t.model.setThreshold(0.6); // what the panel's threshold readout does next: nothing changes
    QCOMPARE(inserted.count(), 0);
    QCOMPARE(removed.count(), 0);
}

void TestPairTableModel::cellContents()
{
    QLocale::setDefault(QLocale::c());
    PairTableModel model;
    model.setThreshold(0.0);
    model.setEvaluation(std::make_shared<nd::eval::Evaluation>(fourDocSimilarity()), fourDocNames());
    QCOMPARE(model.columnCount(), 5); // with the review Decision column
    // Ranked: (1,2) 0.9 P, (1,3) 0.7 N, (3,4) 0.5 P, then the tie at 0.3 by ids: (2,3), (2,4).
    QCOMPARE(model.index(0, PairTableModel::DocumentA).data().toString(), u"alpha.txt"_s);
    QCOMPARE(model.index(0, PairTableModel::DocumentB).data().toString(), u"beta.txt"_s);
    QCOMPARE(model.index(0, PairTableModel::Score).data().toString(), u"0.9000"_s);
    QCOMPARE(model.index(0, PairTableModel::Truth).data().toString(), u"duplicate"_s);
    QCOMPARE(model.index(1, PairTableModel::Truth).data().toString(), u"not duplicate"_s);
    QCOMPARE(model.index(3, PairTableModel::DocumentA).data(PairTableModel::DocumentIdARole).toLongLong(), 2);
    QCOMPARE(model.index(3, PairTableModel::DocumentB).data(PairTableModel::DocumentIdBRole).toLongLong(), 3);
    QCOMPARE(model.headerData(0, Qt::Vertical, Qt::DisplayRole).toInt(), 1);

    // Integral distances show without decimals; unknown ids fall back to "#id".
    PairTableModel distances;
    distances.setThreshold(100);
    auto names2 = fourDocNames();
    names2.remove(4);
    distances.setEvaluation(std::make_shared<nd::eval::Evaluation>(fourDocDistance()), names2);
    QCOMPARE(distances.index(0, PairTableModel::Score).data().toString(), u"2"_s);
    QCOMPARE(distances.index(4, PairTableModel::DocumentB).data().toString(), u"#4"_s);

    // Open-world truth: unlisted pairs are unlabelled.
    const auto truth = nd::eval::GroundTruth::fromPairs({{1, 2}}, {{1, 3}});
    PairTableModel open;
    open.setEvaluation(std::make_shared<nd::eval::Evaluation>(nd::ScoredPairs{{1, 2, 0.9}, {1, 3, 0.8}, {2, 3, 0.7}},
                                                              truth, nd::ScoreKind::Similarity),
                       fourDocNames());
    open.setThreshold(0.0);
    QCOMPARE(open.index(2, PairTableModel::Truth).data().toString(), u"unlabelled"_s);
}

void TestPairTableModel::proxyFiltersAndSorts()
{
    ProxiedTable t;
    t.model.setThreshold(0.0);
    t.model.setEvaluation(std::make_shared<nd::eval::Evaluation>(fourDocSimilarity()), fourDocNames());
    QCOMPARE(t.proxy.rowCount(), 5);

    t.proxy.setNameFilter(u"GAMMA"_s); // document 3: pairs (1,3), (3,4), (2,3)
    QCOMPARE(t.proxy.rowCount(), 3);
    t.proxy.setNameFilter({});
    const double open = std::numeric_limits<double>::quiet_NaN();
    t.proxy.setScoreRange(0.5, open); // 0.9, 0.7, 0.5
    QCOMPARE(t.proxy.rowCount(), 3);
    t.proxy.setScoreRange(0.4, 0.8); // 0.7, 0.5
    QCOMPARE(t.proxy.rowCount(), 2);
    t.proxy.setNameFilter(u"alpha"_s); // of those, only (1,3) 0.7
    QCOMPARE(t.proxy.rowCount(), 1);
    QCOMPARE(t.proxy.index(0, PairTableModel::Score).data(PairTableModel::ScoreRole).toDouble(), 0.7);

    // Filters hold while the threshold moves.
    t.proxy.setNameFilter({});
    t.proxy.setScoreRange(open, open);
    t.model.setThreshold(0.6);
    QCOMPARE(t.proxy.rowCount(), 2);

    // Sorting by score ascending puts the weakest flagged pair first.
    t.proxy.sort(PairTableModel::Score, Qt::AscendingOrder);
    QCOMPARE(t.proxy.index(0, PairTableModel::Score).data(PairTableModel::ScoreRole).toDouble(), 0.7);
    t.model.setThreshold(0.3);
    QCOMPARE(t.proxy.index(0, PairTableModel::Score).data(PairTableModel::ScoreRole).toDouble(), 0.3);
    t.proxy.sort(PairTableModel::DocumentA, Qt::DescendingOrder);
    QCOMPARE(t.proxy.index(0, PairTableModel::DocumentA).data().toString(), u"gamma.txt"_s);
}

QTEST_MAIN(TestPairTableModel)
#include "tst_pairtablemodel.moc"
