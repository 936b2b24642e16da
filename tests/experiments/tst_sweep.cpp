#include "eval/queryevaluation.h"
#include "experiments/protocols.h"
#include "experiments/sweep.h"
#include "experiments/sweepoutcome.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/truthstore.h"
#include "store/reviewstore.h"
#include "store/workspace.h"

#include <QFile>
#include <QTemporaryDir>
#include "testsupport.h"

#include <QTest>

#include <memory>
#include <stdexcept>

using namespace Qt::StringLiterals;
using namespace nd;

class TestSweep : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void parsesRanges();
    void parsesListsAndSteps();
    void rejectsBadAxes();
    void expandsMethodsOutermost();
    void methodParamsReachOnlyTheirMethod();
    void reusesIdenticalRuns();
    void cancelKeepsFinishedPoints();
    void bestTablePerPoint();
    void outcomeNamesEachPointAsItFinishes();
    void truthChangesReuseEveryRun();
    void queryMacroOnSyntheticSources();
    void queryMacroNeedsQueries();
    void queriesFromFile();
    void parsesProtocols();

private:
    qint64 doneRuns() const;
    test::ScratchWorkspace m_workspace;
    qint64 m_collection = 0;
};

void TestSweep::init()
{
    m_workspace.open(u"sweep.ndwb"_s);
    m_collection = test::addClusteredCollection(
        *m_workspace, u"tiny"_s, m_workspace.folder(),
        {{u"fox"_s, u"the quick brown fox jumps over the lazy dog near the river bank today"_s},
         {u"fox"_s, u"the quick brown fox jumps over the lazy dog near the river bank now"_s},
         {u"single2"_s, u"astronomy students watched distant stars through a large telescope"_s},
         {u"single3"_s, u"cooking pasta with garlic olive oil and fresh basil leaves tonight"_s}});
}

void TestSweep::cleanup()
{
    m_workspace.close();
}

qint64 TestSweep::doneRuns() const
{
    qint64 n = 0;
    for (const auto &run : store::RunStore(*m_workspace).runs(m_collection))
        n += run.status == store::RunStatus::Done ? 1 : 0;
    return n;
}

void TestSweep::parsesRanges()
{
    const auto axis = experiments::parseAxis(u"shingle_size=1..5"_s);
    QCOMPARE(axis.parameter, u"shingle_size"_s);
    QCOMPARE(axis.values, (QVariantList{1LL, 2LL, 3LL, 4LL, 5LL}));
    QCOMPARE(axis.values.first().typeId(), int(QMetaType::LongLong));
}

void TestSweep::parsesListsAndSteps()
{
    QCOMPARE(experiments::parseAxis(u"lexicons=1,4,7,10"_s).values, (QVariantList{1LL, 4LL, 7LL, 10LL}));
    const auto stepped = experiments::parseAxis(u"target_threshold=0.1..0.5:0.1"_s);
    QCOMPARE(stepped.values.size(), 5); // upper bound inclusive despite 0.1 not being exact
    QCOMPARE(stepped.values.at(2).toDouble(), 0.3);
    QCOMPARE(stepped.values.last().toDouble(), 0.5);
    QCOMPARE(experiments::parseAxis(u"compressor=snappy,zlib"_s).values, (QVariantList{u"snappy"_s, u"zlib"_s}));
    QCOMPARE(experiments::parseAxis(u"max_distance=2..10:4"_s).values, (QVariantList{2LL, 6LL, 10LL}));
}

void TestSweep::rejectsBadAxes()
{
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, experiments::parseAxis(u"shingle_size"_s));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, experiments::parseAxis(u"k=5..1"_s));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, experiments::parseAxis(u"k=1..x"_s));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, experiments::parseAxis(u"k=1..3:0"_s));
}

void TestSweep::expandsMethodsOutermost()
{
    experiments::SweepSpec spec{
        .collectionId = m_collection,
        .methods = {u"simhash-shingles"_s, u"simhash-lexicons"_s},
        .axes = {experiments::parseAxis(u"bits=32,64"_s), experiments::parseAxis(u"max_distance=2..3"_s)}};
    const auto points = experiments::expandGrid(spec);
    QCOMPARE(points.size(), 8);
    QCOMPARE(points[0].method, u"simhash-shingles"_s);
    QCOMPARE(points[3].method, u"simhash-shingles"_s);
    QCOMPARE(points[4].method, u"simhash-lexicons"_s);
    // First axis slowest: (32,2) (32,3) (64,2) (64,3).
    QCOMPARE(points[1].gridValues.value(u"bits"_s).toInt(), 32);
    QCOMPARE(points[1].gridValues.value(u"max_distance"_s).toInt(), 3);
    QCOMPARE(points[2].gridValues.value(u"bits"_s).toInt(), 64);
    QCOMPARE(points[2].gridValues.value(u"max_distance"_s).toInt(), 2);
    QCOMPARE(points[0].gridValues.size(), 2);
    QVERIFY(points[0].params.size() > 2); // resolved: defaults filled
    spec.fixedParams.insert(u"no_such_param"_s, 1);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, experiments::expandGrid(spec));
}

void TestSweep::methodParamsReachOnlyTheirMethod()
{
    // `measure` exists for shingling only: as a per-method parameter it must not
    // be offered to minhash (which would reject it as unknown).
    experiments::SweepSpec spec{.collectionId = m_collection, .methods = {u"shingling"_s, u"minhash"_s}};
    spec.methodParams.insert(u"shingling"_s, {{u"measure"_s, u"containment"_s}});
    const auto points = experiments::expandGrid(spec);
    QCOMPARE(points.size(), 2);
    QCOMPARE(points[0].params.value(u"measure"_s).toString(), u"containment"_s);
    QVERIFY(!points[1].params.contains(u"measure"_s));
}

void TestSweep::reusesIdenticalRuns()
{
    experiments::SweepSpec spec{.collectionId = m_collection,
                                .methods = {u"shingling"_s},
                                .axes = {experiments::parseAxis(u"shingle_size=1..3"_s)}};
    JobControl control;
    int called = 0;
    const auto first =
        experiments::runSweep(*m_workspace, spec, control, [&](const experiments::GridPoint &) { ++called; });
    QCOMPARE(called, 3);
    QCOMPARE(doneRuns(), 3);
    for (const auto &p : first)
        QVERIFY(!p.reused);
    // Extending the grid recomputes only the new value; given as strings, as the CLI passes them.
    spec.axes = {experiments::GridAxis{u"shingle_size"_s, {u"1"_s, u"2"_s, u"3"_s, u"4"_s}}};
    const auto second = experiments::runSweep(*m_workspace, spec, control);
    QCOMPARE(doneRuns(), 4);
    for (int i = 0; i < 3; ++i) {
        QVERIFY(second[i].reused);
        QCOMPARE(second[i].runId, first[i].runId);
        QCOMPARE(second[i].seconds, 0.0);
    }
    QVERIFY(!second[3].reused);
    const auto third = experiments::runSweep(*m_workspace, spec, control);
    QCOMPARE(doneRuns(), 4);
    for (const auto &p : third)
        QVERIFY(p.reused);
    // Other preprocessing is another setting: nothing reused.
    spec.preprocessing.stem = false;
    const auto fourth = experiments::runSweep(*m_workspace, spec, control);
    QVERIFY(!fourth[0].reused);
    QCOMPARE(doneRuns(), 8);
}

void TestSweep::cancelKeepsFinishedPoints()
{
    experiments::SweepSpec spec{.collectionId = m_collection,
                                .methods = {u"shingling"_s},
                                .axes = {experiments::parseAxis(u"shingle_size=1..3"_s)}};
    QStringList phases;
    JobControl control([&](qint64, qint64, const QString &phase) {
        if (phases.isEmpty() || phases.last() != phase)
            phases.append(phase);
    });
    bool cancelled = false;
    try {
        experiments::runSweep(*m_workspace, spec, control, [&](const experiments::GridPoint &) { control.cancel(); });
    } catch (const Cancelled &) {
        cancelled = true;
    }
    QVERIFY(cancelled);
    QCOMPARE(doneRuns(), 1);
    QCOMPARE(phases.value(0), u"grid point 1 of 3"_s);
    QVERIFY(!phases.contains(u"grid point 2 of 3"_s));
}

void TestSweep::bestTablePerPoint()
{
    experiments::SweepSpec spec{.collectionId = m_collection,
                                .methods = {u"shingling"_s},
                                .axes = {experiments::parseAxis(u"shingle_size=2"_s)}};
    JobControl control;
    const auto rows = experiments::bestFTable(*m_workspace, experiments::runSweep(*m_workspace, spec, control));
    QCOMPARE(rows.size(), 1);
    // The fox pair shares most 2-shingles and is the only positive; others share none.
    QCOMPARE(rows[0].best.f1, 1.0);
    QCOMPARE(rows[0].best.precision, 1.0);
    QVERIFY(rows[0].best.threshold > 0.5);
}

void TestSweep::outcomeNamesEachPointAsItFinishes()
{
    // Two methods, so each point's curve is named with its method too.
    experiments::SweepSpec spec{.collectionId = m_collection,
                                .methods = {u"shingling"_s, u"minhash"_s},
                                .axes = {experiments::parseAxis(u"shingle_size=2,3"_s)}};
    JobControl control;
    QStringList names;
    QList<double> bestF1;
    const experiments::SweepOutcome outcome =
        experiments::runSweepOutcome(*m_workspace, spec, experiments::Metric::F1, u"F1"_s, {}, control,
                                     [&](const experiments::SweepPointOutcome &point) {
                                         QCOMPARE(point.series.size(), 1);
                                         QCOMPARE(point.rows.size(), 1);
                                         names.append(point.series.first().name);
                                         bestF1.append(point.rows.first().best.f1);
                                     });
    QCOMPARE(outcome.points.size(), 4);
    QCOMPARE(names.size(), 4);
    QCOMPARE(names.first(), experiments::pointLabel(outcome.points.first(), true));
    QVERIFY(names.first().contains(u"shingling"_s));
    QVERIFY(names.last().contains(u"minhash"_s));
    // The end's table is the points' rows as they came; without a preset's own
    // figure, the figure has one curve per point.
    QCOMPARE(outcome.rows.size(), 4);
    for (int i = 0; i < 4; ++i)
        QCOMPARE(outcome.rows[i].best.f1, bestF1[i]);
    QCOMPARE(outcome.rows[0].best.f1, 1.0); // the fox pair alone shares 2-shingles
    QCOMPARE(outcome.figure.series.size(), 4);
    QCOMPARE(outcome.figure.title, u"F1"_s);

    // Scored again: the same rows, no run added.
    const qint64 runs = doneRuns();
    const experiments::SweepOutcome again =
        experiments::sweepOutcome(*m_workspace, outcome.points, experiments::Metric::F1, u"F1"_s);
    QCOMPARE(doneRuns(), runs);
    QCOMPARE(again.rows.size(), 4);
    QCOMPARE(again.rows[3].best.f1, outcome.rows[3].best.f1);
}

void TestSweep::truthChangesReuseEveryRun()
{
    // The evaluation is not a run setting: the reviewers' decisions as truth
    // re-score the stored runs. bob says the fox pair is no duplicate, so
    // nothing is positive and the best F falls from 1 to 0.
    experiments::SweepSpec spec{.collectionId = m_collection,
                                .methods = {u"shingling"_s},
                                .axes = {experiments::parseAxis(u"shingle_size=2"_s)}};
    JobControl control;
    const auto stored = experiments::runSweep(*m_workspace, spec, control);
    QCOMPARE(experiments::bestFTable(*m_workspace, stored).first().best.f1, 1.0);
    const auto ids = store::CollectionStore(*m_workspace).documents(m_collection);
    store::ReviewStore(*m_workspace)
        .decide(m_collection, {store::orderedPair(ids[0].id, ids[1].id)}, store::Decision::NotDuplicate, {}, u"bob"_s);
    spec.truth = pipeline::TruthSource::parse(u"reviews:bob"_s);
    const auto reviewed = experiments::runSweep(*m_workspace, spec, control);
    QCOMPARE(doneRuns(), 1);
    QVERIFY(reviewed.first().reused);
    QCOMPARE(reviewed.first().runId, stored.first().runId);
    QCOMPARE(reviewed.first().truth.reviewer, u"bob"_s);
    QCOMPARE(experiments::bestFTable(*m_workspace, reviewed).first().best.f1, 0.0);
}

void TestSweep::queryMacroOnSyntheticSources()
{
    store::CollectionStore collectionStore(*m_workspace);
    store::TruthStore truthStore(*m_workspace);
    store::RunStore runStore(*m_workspace);
    const qint64 base = collectionStore.createCollection(u"long"_s, m_workspace.folder());
    const QStringList texts = {
        u"alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon phi chi psi omega"_s,
        u"red orange yellow green blue indigo violet black white grey brown pink purple cyan magenta olive navy maroon teal silver gold"_s};
    for (const QString &text : texts) {
        collectionStore.addDocument(base,
                                    test::textDocument(u"t%1.txt"_s.arg(collectionStore.documents(base).size()), text));
    }
    experiments::SynthOptions options;
    options.sourceCollectionId = base;
    options.sources = 2;
    options.variants = 4;
    options.editRate = 0.1;
    JobControl control;
    const qint64 synthetic = experiments::makeSyntheticCollection(*m_workspace, options, control);
    const QList<qint64> sources = experiments::syntheticSources(*m_workspace, synthetic);
    QCOMPARE(sources.size(), 2);
    for (qint64 id : sources)
        QVERIFY(experiments::isSyntheticSource(collectionStore.document(id)->path));
    QVERIFY(experiments::syntheticSources(*m_workspace, m_collection).isEmpty());

    experiments::SweepSpec spec{.collectionId = synthetic, .methods = {u"shingling"_s}};
    spec.protocol = experiments::EvaluationProtocol::parse(u"query-macro"_s, u"sources"_s);
    const auto points = experiments::runSweep(*m_workspace, spec, control);
    const auto row = experiments::bestFTable(*m_workspace, points).first();
    QCOMPARE(row.protocolUsed, u"query-macro"_s);
    QCOMPARE(row.queries, 2);
    // The same numbers as the per-query evaluation of the run's pairs with the sources as queries.
    const eval::QueryEvaluation direct(runStore.pairs(points.first().runId),
                                       eval::GroundTruth::fromClusters(truthStore.clusters(synthetic)),
                                       ScoreKind::Similarity, sources);
    QCOMPARE(row.best.f1, direct.best().f1);
    QCOMPARE(row.best.threshold, direct.best().threshold);
    QVERIFY(row.best.f1 > 0.0);
    // Each source's 4 variants are relevant; a variant is edited, so its pairs score below 1.
    QCOMPARE(direct.curve().last().recall, 1.0);
}

void TestSweep::queryMacroNeedsQueries()
{
    // The tiny collection was imported, not synthesised: it has no sources.
    experiments::SweepSpec spec{.collectionId = m_collection, .methods = {u"shingling"_s}};
    spec.protocol = experiments::EvaluationProtocol::parse(u"query-macro"_s);
    JobControl control;
    const auto points = experiments::runSweep(*m_workspace, spec, control);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, experiments::bestFTable(*m_workspace, points));
    // The paper presets fall back to pairwise micro there.
    auto fallback = points;
    fallback[0].protocol.microWithoutSources = true;
    const auto row = experiments::bestFTable(*m_workspace, fallback).first();
    QCOMPARE(row.protocolUsed, u"micro"_s);
    QCOMPARE(row.best.f1, 1.0);
    // Every document of the truth as a query: only d0 and d1 have a relevant
    // document (each other), and the fox pair is found first: MacroP = MacroR = 1.
    fallback[0].protocol = experiments::EvaluationProtocol::parse(u"query-macro"_s, u"all"_s);
    const auto all = experiments::bestFTable(*m_workspace, fallback).first();
    QCOMPARE(all.queries, 2);
    QCOMPARE(all.best.precision, 1.0);
    QCOMPARE(all.best.recall, 1.0);
}

void TestSweep::queriesFromFile()
{
    const auto documents = store::CollectionStore(*m_workspace).documents(m_collection);
    QFile file(m_workspace.filePath(u"queries.txt"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(u"# by file name, then by id\nd0.txt\n%1\n"_s.arg(documents[2].id).toUtf8());
    file.close();
    const auto truth = eval::GroundTruth::fromClusters(store::TruthStore(*m_workspace).clusters(m_collection));
    const auto protocol = experiments::EvaluationProtocol::parse(u"query-macro"_s, file.fileName());
    QCOMPARE(protocol.queries, experiments::EvaluationProtocol::Queries::File);
    QCOMPARE(experiments::resolveQueries(*m_workspace, m_collection, protocol, truth),
             (QList<qint64>{documents[0].id, documents[2].id}));
    QVERIFY(file.open(QIODevice::Append));
    file.write("no-such-document.txt\n");
    file.close();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             experiments::resolveQueries(*m_workspace, m_collection, protocol, truth));
}

void TestSweep::parsesProtocols()
{
    QCOMPARE(experiments::EvaluationProtocol::parse({}).kind, experiments::EvaluationProtocol::Kind::PairwiseMicro);
    QCOMPARE(experiments::EvaluationProtocol::parse(u"cluster-macro"_s).kindName(), u"cluster-macro"_s);
    const auto all = experiments::EvaluationProtocol::parse(u"query-macro"_s, u"all"_s);
    QCOMPARE(all.queries, experiments::EvaluationProtocol::Queries::All);
    QCOMPARE(all.queriesName(), u"all"_s);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, experiments::EvaluationProtocol::parse(u"macro"_s));
}

QTEST_GUILESS_MAIN(TestSweep)
#include "tst_sweep.moc"
