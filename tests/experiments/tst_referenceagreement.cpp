#include "experiments/referenceagreement.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/workspace.h"

#include <QTemporaryDir>
#include "testsupport.h"

#include <QTest>

#include <cmath>
#include <memory>
#include <stdexcept>

using namespace Qt::StringLiterals;
using namespace nd;
using experiments::AgreementCounts;

// Seven documents of chosen word counts:
//   d1 100, d2 300, d3 450 words -> group 0 (0-500)
//   d4 700, d5 800 words         -> group 1 (500-1000)
//   d6 1500, d7 1800 words       -> group 2 (1000-2000)
// Reference run:   (1,2) 0.9  (1,3) 0.6  (2,3) 0.4  (4,5) 0.8  (6,7) 0.7  (3,4) 0.55
// Run under test:  (1,2) 0.85 (1,3) 0.45 (2,3) 0.65 (4,5) 0.9  (6,7) 0.75 (5,6) 0.6
// Cross-group pairs take the shorter document's group: (3,4) -> 450 words -> group 0,
// (5,6) -> 800 words -> group 1.
class TestReferenceAgreement : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void pairGroupIsTheShorterDocuments();
    void perGroupAtHalf();
    void perGroupAtStrictThreshold();
    void undefinedWhenNothingFlagged();
    void curveFollowsThresholds();
    void distancesFlagBelowThreshold();
    void meanSkipsUndefinedTrials();
    void refusesRunsOfDifferentCollections();
    void paperThresholdsSpanHalfTo099();

private:
    qint64 addRun(qint64 collection, const ScoredPairs &pairs);
    test::ScratchWorkspace m_workspace;
    qint64 m_collection = 0;
    QList<qint64> m_doc; // m_doc[i] is d(i+1)
    qint64 m_run = 0;
    qint64 m_reference = 0;
};

qint64 TestReferenceAgreement::addRun(qint64 collection, const ScoredPairs &pairs)
{
    return test::storeFinishedRun(*m_workspace, collection, u"shingling"_s, pairs);
}

void TestReferenceAgreement::init()
{
    m_workspace.open(u"agreement.ndwb"_s);
    store::CollectionStore collectionStore(*m_workspace);
    m_collection = collectionStore.createCollection(u"sizes"_s, m_workspace.folder());
    m_doc.clear();
    const QList<qint64> words = {100, 300, 450, 700, 800, 1500, 1800};
    for (int i = 0; i < words.size(); ++i) {
        store::NewDocument doc = test::textDocument(u"d%1.txt"_s.arg(i + 1), u"document %1"_s.arg(i + 1));
        doc.wordCount = words[i];
        m_doc.append(collectionStore.addDocument(m_collection, doc));
    }
    auto d = [this](int i) { return m_doc[i - 1]; };
    m_reference = addRun(m_collection,
                         {{d(1), d(2), 0.9},
                          {d(1), d(3), 0.6},
                          {d(2), d(3), 0.4},
                          {d(4), d(5), 0.8},
                          {d(6), d(7), 0.7},
                          {d(3), d(4), 0.55}});
    m_run = addRun(m_collection,
                   {{d(1), d(2), 0.85},
                    {d(1), d(3), 0.45},
                    {d(2), d(3), 0.65},
                    {d(4), d(5), 0.9},
                    {d(6), d(7), 0.75},
                    {d(5), d(6), 0.6}});
}

void TestReferenceAgreement::cleanup()
{
    m_workspace.close();
}

void TestReferenceAgreement::pairGroupIsTheShorterDocuments()
{
    QCOMPARE(experiments::pairSizeGroup(450, 700), 0);
    QCOMPARE(experiments::pairSizeGroup(1500, 800), 1);
    QCOMPARE(experiments::pairSizeGroup(500, 9000), 1);
    QCOMPARE(experiments::pairSizeGroup(9500, 12000), 10);
}

void TestReferenceAgreement::perGroupAtHalf()
{
    // t = 0.5. Reference flags (1,2) (1,3) (3,4) in group 0, (4,5) in 1, (6,7) in 2.
    // The run flags (1,2) (2,3) in group 0, (4,5) (5,6) in 1, (6,7) in 2.
    // Both: (1,2), (4,5), (6,7).
    // group 0: P = 1/2, R = 1/3; group 1: P = 1/2, R = 1/1; group 2: P = R = 1;
    // overall: P = 3/5, R = 3/5.
    const auto agreement = experiments::loadAgreement(*m_workspace, m_run, m_reference).at(0.5);
    QCOMPARE(agreement.groups.size(), corpus::kSizeGroupCount);
    const AgreementCounts g0 = agreement.groups[0];
    QCOMPARE(g0.reference, 3);
    QCOMPARE(g0.flagged, 2);
    QCOMPARE(g0.agreed, 1);
    QCOMPARE(g0.precision(), 0.5);
    QCOMPARE(g0.recall(), 1.0 / 3.0);
    QCOMPARE(agreement.groups[1].precision(), 0.5);
    QCOMPARE(agreement.groups[1].recall(), 1.0);
    QCOMPARE(agreement.groups[2].precision(), 1.0);
    QCOMPARE(agreement.groups[2].recall(), 1.0);
    QCOMPARE(agreement.overall.flagged, 5);
    QCOMPARE(agreement.overall.reference, 5);
    QCOMPARE(agreement.overall.agreed, 3);
    QCOMPARE(agreement.overall.precision(), 0.6);
    QCOMPARE(agreement.overall.recall(), 0.6);
}

void TestReferenceAgreement::perGroupAtStrictThreshold()
{
    // t = 0.8: the reference keeps (1,2) 0.9 and (4,5) 0.8 (>= is inclusive);
    // the run keeps (1,2) 0.85 and (4,5) 0.9. Groups 0 and 1 agree fully; group 2
    // has nothing on either side.
    const auto agreement = experiments::loadAgreement(*m_workspace, m_run, m_reference).at(0.8);
    QCOMPARE(agreement.groups[0].precision(), 1.0);
    QCOMPARE(agreement.groups[0].recall(), 1.0);
    QCOMPARE(agreement.groups[1].precision(), 1.0);
    QCOMPARE(agreement.groups[1].reference, 1);
    QVERIFY(std::isnan(agreement.groups[2].precision()));
    QVERIFY(std::isnan(agreement.groups[2].recall()));
    QCOMPARE(agreement.overall.agreed, 2);
}

void TestReferenceAgreement::undefinedWhenNothingFlagged()
{
    const auto agreement = experiments::loadAgreement(*m_workspace, m_run, m_reference).at(0.95);
    QCOMPARE(agreement.overall.flagged, 0);
    QCOMPARE(agreement.overall.reference, 0);
    QVERIFY(std::isnan(agreement.overall.precision()));
    QVERIFY(std::isnan(agreement.overall.recall()));
}

void TestReferenceAgreement::curveFollowsThresholds()
{
    const auto curve = experiments::loadAgreement(*m_workspace, m_run, m_reference).curve({0.5, 0.7, 0.8});
    QCOMPARE(curve.size(), 3);
    QCOMPARE(curve[1].threshold, 0.7);
    // t = 0.7: reference (1,2) (4,5) (6,7); run (1,2) (4,5) (6,7): all agree.
    QCOMPARE(curve[1].overall.agreed, 3);
    QCOMPARE(curve[1].overall.precision(), 1.0);
    QCOMPARE(curve[0].overall.precision(), 0.6);
}

void TestReferenceAgreement::distancesFlagBelowThreshold()
{
    // Distances: flagged when score <= t. At t = 0.25 the run's (1,2) at 0.2 is
    // flagged and the reference's (1,2) at 0.3 is not: P = 0/1, R undefined.
    const QHash<qint64, qint64> words{{1, 100}, {2, 100}};
    const experiments::ReferenceAgreement agreement({{1, 2, 0.2}}, {{1, 2, 0.3}}, words, ScoreKind::Distance);
    const auto at = agreement.at(0.25);
    QCOMPARE(at.overall.flagged, 1);
    QCOMPARE(at.overall.precision(), 0.0);
    QVERIFY(std::isnan(at.overall.recall()));
    QCOMPARE(agreement.at(0.3).overall.agreed, 1);
}

void TestReferenceAgreement::meanSkipsUndefinedTrials()
{
    // Trial A in group 0: 1 agreed of 2 flagged, 3 in the reference (P 1/2, R 1/3).
    // Trial B: nothing flagged, 3 in the reference (P undefined, R 0).
    // Mean P = 1/2 (B has none), mean R = (1/3 + 0) / 2 = 1/6.
    experiments::Agreement a, b;
    a.groups.resize(corpus::kSizeGroupCount);
    b.groups.resize(corpus::kSizeGroupCount);
    a.threshold = b.threshold = 0.6;
    a.groups[0] = {1, 2, 3};
    b.groups[0] = {0, 0, 3};
    a.overall = a.groups[0];
    b.overall = b.groups[0];
    const experiments::GroupRates mean = experiments::meanRates({a, b});
    QCOMPARE(mean.threshold, 0.6);
    QCOMPARE(mean.groups[0].precision, 0.5);
    QCOMPARE(mean.groups[0].recall, 1.0 / 6.0);
    QVERIFY(std::isnan(mean.groups[1].precision));
    QVERIFY(std::isnan(mean.groups[1].recall));
}

void TestReferenceAgreement::refusesRunsOfDifferentCollections()
{
    const qint64 other = store::CollectionStore(*m_workspace).createCollection(u"other"_s, m_workspace.folder());
    const qint64 foreign = addRun(other, {});
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, experiments::loadAgreement(*m_workspace, m_run, foreign));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, experiments::loadAgreement(*m_workspace, m_run, 9999));
}

void TestReferenceAgreement::paperThresholdsSpanHalfTo099()
{
    const QList<double> t = experiments::paperThresholds();
    QCOMPARE(t.size(), 11);
    QCOMPARE(t.first(), 0.5);
    QCOMPARE(t[9], 0.95);
    QCOMPARE(t.last(), 0.99);
}

QTEST_GUILESS_MAIN(TestReferenceAgreement)
#include "tst_referenceagreement.moc"
