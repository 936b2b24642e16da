// The best F of a pruned run is sought only where the run scored every
// candidate pair (eval::ScoredRange), in every consumer of the shared
// evaluation: bestFTable, evaluatePoint and the figures.
#include "eval/queryevaluation.h"
#include "experiments/evaluationprotocol.h"
#include "experiments/figures.h"
#include "experiments/sweep.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/truthstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;
using namespace nd;

namespace {

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-12;
}

} // namespace

class TestScoredRange : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void prunedDistanceRunStopsAtTau();
    void prunedSimilarityRunStopsAtItsBound();
    void unprunedRunsUseTheWholeCurve();
    void nothingWithinGivesTheBound();
    void boundItselfIsWithin();

private:
    experiments::GridPoint storedPoint(const QString &method, const QJsonObject &params, const ScoredPairs &pairs);
    test::ScratchWorkspace m_workspace;
    qint64 m_collection = 0;
    QList<qint64> m_ids;
};

void TestScoredRange::init()
{
    m_workspace.open(u"range.ndwb"_s);
    store::CollectionStore collectionStore(*m_workspace);
    store::TruthStore truthStore(*m_workspace);
    m_collection = collectionStore.createCollection(u"four"_s, m_workspace.folder());
    QHash<qint64, QString> clusters;
    for (int i = 0; i < 4; ++i) {
        const qint64 id =
            collectionStore.addDocument(m_collection, test::textDocument(u"d%1.txt"_s.arg(i), u"text %1"_s.arg(i)));
        m_ids.append(id);
        // d0, d1, d2 are one cluster (3 positive pairs); d3 stands alone.
        clusters.insert(id, i < 3 ? u"c"_s : u"single"_s);
    }
    truthStore.setClusters(m_collection, clusters);
}

void TestScoredRange::cleanup()
{
    m_workspace.close();
    m_ids.clear();
}

// A finished run with these stored parameters and scores, as a grid point.
experiments::GridPoint TestScoredRange::storedPoint(const QString &method, const QJsonObject &params,
                                                    const ScoredPairs &pairs)
{
    experiments::GridPoint point;
    point.method = method;
    point.params = params.toVariantMap();
    point.runId = test::storeFinishedRun(*m_workspace, m_collection, method, pairs, params, {{u"detect"_s, 1.0}});
    return point;
}

void TestScoredRange::prunedDistanceRunStopsAtTau()
{
    // signcd with P1 and tau = 0.3. Positives: (0,1), (0,2), (1,2). NCD scores,
    // flagged when <= t; the two pairs beyond tau were scored by chance of the
    // size partitions, and others beyond tau may have been skipped:
    //   t = 0.2:  TP 1, FP 0 -> P 1,   R 1/3, F 2*(1/3)/(4/3) = 1/2   <- best within tau
    //   t = 0.25: TP 1, FP 1 -> P 1/2, R 1/3, F 2*(1/6)/(5/6) = 2/5
    //   t = 0.5:  TP 2, FP 1 -> P 2/3, R 2/3, F 2/3                 (beyond tau)
    //   t = 0.6:  TP 3, FP 1 -> P 3/4, R 1,   F 2*(3/4)/(7/4) = 6/7 (beyond tau; the whole curve's best)
    const ScoredPairs pairs{
        {m_ids[0], m_ids[1], 0.2}, {m_ids[0], m_ids[3], 0.25}, {m_ids[1], m_ids[2], 0.5}, {m_ids[0], m_ids[2], 0.6}};
    const experiments::GridPoint point =
        storedPoint(u"signcd"_s, {{u"pruning"_s, u"P1"_s}, {u"max_distance"_s, 0.3}}, pairs);

    const eval::ScoredRange range = pipeline::scoredRange(*m_workspace, point.runId);
    QCOMPARE(range.kind, ScoreKind::Distance);
    QVERIFY(range.bound.has_value());
    QCOMPARE(*range.bound, 0.3);

    const experiments::ProtocolEvaluation evaluation = experiments::evaluatePoint(*m_workspace, point);
    QCOMPARE(evaluation.curve.size(), 4);
    QVERIFY(near(eval::bestOfCurve(evaluation.curve).f1, 6.0 / 7.0)); // what an unrestricted search would pick
    QCOMPARE(evaluation.best().threshold, 0.2);
    QVERIFY(near(evaluation.best().f1, 0.5));

    const experiments::BestRow row = experiments::bestFTable(*m_workspace, {point}).first();
    QCOMPARE(row.best.threshold, 0.2);
    QVERIFY(near(row.best.f1, 0.5));
    QCOMPARE(row.best.precision, 1.0);
    QVERIFY(near(row.best.recall, 1.0 / 3.0));

    const experiments::Figure family =
        experiments::familyFigure(*m_workspace, {point}, experiments::Metric::F1, u"t"_s);
    QCOMPARE(family.series.first().markX, 0.2);
    QVERIFY(near(family.series.first().markY, 0.5));
    // The curve itself is drawn whole, beyond tau too.
    QCOMPARE(family.series.first().x.size(), 4);
    const experiments::Figure methods = experiments::methodsFigure(*m_workspace, {point}, u"t"_s);
    QVERIFY(near(methods.series.first().markX, 1.0 - 0.2));
    QVERIFY(near(methods.series.first().markY, 0.5));

    // Per cluster the same holds: d0, d1, d2 form the only cluster of two or more.
    experiments::GridPoint macro = point;
    macro.protocol = experiments::EvaluationProtocol::parse(u"cluster-macro"_s);
    QVERIFY(experiments::evaluatePoint(*m_workspace, macro).best().threshold <= 0.3);
}

void TestScoredRange::prunedSimilarityRunStopsAtItsBound()
{
    // spotsigs with min_similarity 0.5, flagged when >= t:
    //   t = 0.9: TP 1, FP 0 -> F 1/2   <- best within the bound
    //   t = 0.6: TP 1, FP 1 -> F 2/5
    //   t = 0.4: TP 2, FP 1 -> F 2/3   (below the bound)
    //   t = 0.3: TP 3, FP 1 -> F 6/7   (below the bound; the whole curve's best)
    const ScoredPairs pairs{
        {m_ids[0], m_ids[1], 0.9}, {m_ids[0], m_ids[3], 0.6}, {m_ids[1], m_ids[2], 0.4}, {m_ids[0], m_ids[2], 0.3}};
    const experiments::GridPoint point = storedPoint(u"spotsigs"_s, {{u"min_similarity"_s, 0.5}}, pairs);
    const experiments::BestRow row = experiments::bestFTable(*m_workspace, {point}).first();
    QCOMPARE(row.best.threshold, 0.9);
    QVERIFY(near(row.best.f1, 0.5));
    const experiments::ProtocolEvaluation evaluation = experiments::evaluatePoint(*m_workspace, point);
    QVERIFY(near(eval::bestOfCurve(evaluation.curve).f1, 6.0 / 7.0));
}

void TestScoredRange::unprunedRunsUseTheWholeCurve()
{
    // The scores of the first test, without pruning (all pairs scored): t = 0.6, F 6/7.
    const ScoredPairs pairs{
        {m_ids[0], m_ids[1], 0.2}, {m_ids[0], m_ids[3], 0.25}, {m_ids[1], m_ids[2], 0.5}, {m_ids[0], m_ids[2], 0.6}};
    const experiments::GridPoint ncd =
        storedPoint(u"signcd"_s, {{u"pruning"_s, u"none"_s}, {u"max_distance"_s, 0.3}}, pairs);
    QVERIFY(!pipeline::scoredRange(*m_workspace, ncd.runId).bound);
    const experiments::BestRow row = experiments::bestFTable(*m_workspace, {ncd}).first();
    QCOMPARE(row.best.threshold, 0.6);
    QVERIFY(near(row.best.f1, 6.0 / 7.0));
    // spotsigs with bound 0 prunes nothing; shingling never does.
    QVERIFY(!pipeline::scoredRange(u"spotsigs"_s, {{u"min_similarity"_s, 0.0}}).bound);
    QVERIFY(!pipeline::scoredRange(u"shingling"_s, {}).bound);
    QVERIFY(!pipeline::scoredRange(u"no-such-method"_s, {}).bound);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pipeline::scoredRange(*m_workspace, 9999));
}

void TestScoredRange::nothingWithinGivesTheBound()
{
    // tau 0.1 and every score above it: no threshold within, so the best is the
    // bound itself with nothing flagged.
    const ScoredPairs pairs{{m_ids[0], m_ids[1], 0.2}, {m_ids[0], m_ids[2], 0.6}};
    const experiments::GridPoint point =
        storedPoint(u"signcd"_s, {{u"pruning"_s, u"P1"_s}, {u"max_distance"_s, 0.1}}, pairs);
    const eval::OperatingPoint best = experiments::evaluatePoint(*m_workspace, point).best();
    QCOMPARE(best.threshold, 0.1);
    QCOMPARE(best.f1, 0.0);
    QCOMPARE(best.truePositives, qint64(0));
    QCOMPARE(best.flagged, qint64(0));
}

void TestScoredRange::boundItselfIsWithin()
{
    eval::ScoredRange distance{ScoreKind::Distance, 0.3};
    QVERIFY(distance.contains(0.3));
    QVERIFY(distance.contains(0.1 + 0.2)); // 0.30000000000000004
    QVERIFY(!distance.contains(0.3001));
    eval::ScoredRange similarity{ScoreKind::Similarity, 0.5};
    QVERIFY(similarity.contains(0.5));
    QVERIFY(!similarity.contains(0.4999));
    QVERIFY(eval::ScoredRange{}.contains(-5.0));
}

QTEST_GUILESS_MAIN(TestScoredRange)
#include "tst_scoredrange.moc"
