#include "experiments/figures.h"
#include "experiments/presets.h"
#include "experiments/runtimefigures.h"
#include "experiments/subsets.h"
#include "experiments/sweep.h"
#include "detect/detector.h"
#include "features/compressor.h"
#include "pipeline/evaluationservice.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/truthstore.h"
#include "store/workspace.h"

#include <QJsonArray>
#include <QSet>
#include <QTemporaryDir>
#include "testsupport.h"

#include <QTest>

#include <cmath>
#include <memory>
#include <stdexcept>

using namespace Qt::StringLiterals;
using namespace nd;

class TestZhang2016Presets : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void runtimeFigureShowsStoredTimes();
    void summaryBarsFromStoredScores();
    void scalingFigureNormalisesToSmallest();
    void nestedSubsetsGrowInsideEachOther();
    void subsetCollectionKeepsItsTruth();
    void presetGrids();
    void table2FigureMatchesRuns();
    void variantFiguresMatchRuns();
    void compressorAndThreadFiguresMatchRuns();
    void fig11StudyRunsOnNestedSubsets();
    void fig6AtThePapersTaus();
    void fig7TimesEveryMethodAtEveryTau();
    void table1RunsTheSevenSettings();
    void fig1ComparesIdenticalPrefixes();

private:
    // Each series is its point's F1 at tau 0.1 .. 0.9, the best of them marked.
    void verifyF1AtThePapersTaus(const experiments::Figure &figure, const QList<experiments::GridPoint> &points);
    qint64 fakeRun(const QString &method, double detectSeconds, const ScoredPairs &pairs = {},
                   const QJsonObject &params = {});
    QList<experiments::GridPoint> runPreset(const QString &id);
    test::ScratchWorkspace m_workspace;
    qint64 m_collection = 0;
    QList<qint64> m_ids; // documents in insertion order
};

void TestZhang2016Presets::init()
{
    m_workspace.open(u"zhang.ndwb"_s);
    store::CollectionStore collectionStore(*m_workspace);
    m_collection = collectionStore.createCollection(u"tiny news"_s, m_workspace.folder());
    // Two clusters of three near-duplicates and two unrelated texts, each with
    // enough commas (3 or more) for punctuation-spot signatures.
    const QStringList texts = {
        u"The river, which runs north, floods the valley, the farms, and the town every spring, says the mayor."_s,
        u"The river, which runs north, floods the valley, the farms, and the old town each spring, says the mayor."_s,
        u"Every spring, the river, which runs north, floods the valley, the farms, and the town, the mayor says."_s,
        u"Markets fell sharply, traders said, as oil, gold, and the dollar rose on Monday, the report noted."_s,
        u"Markets fell sharply, traders said on Monday, as oil, gold, and the dollar rose, the report noted."_s,
        u"Markets fell, traders said, as oil, gold, and the dollar rose sharply on Monday, a report noted."_s,
        u"Our garden grows tomatoes, beans, squash, and herbs, which we share with neighbours, friends, and family."_s,
        u"The orchestra played Brahms, Dvorak, and Mahler, then, after a pause, an encore by Elgar, to applause."_s};
    for (int i = 0; i < texts.size(); ++i) {
        store::NewDocument doc = test::textDocument(u"d%1.txt"_s.arg(i), texts[i]);
        doc.cluster = i < 3 ? u"river"_s : i < 6 ? u"markets"_s : QString();
        m_ids.append(collectionStore.addDocument(m_collection, doc));
    }
}

void TestZhang2016Presets::cleanup()
{
    m_workspace.close();
    m_ids.clear();
}

qint64 TestZhang2016Presets::fakeRun(const QString &method, double detectSeconds, const ScoredPairs &pairs,
                                     const QJsonObject &params)
{
    return test::storeFinishedRun(*m_workspace, m_collection, method, pairs, params,
                                  {{u"preprocess"_s, 5.0}, {u"detect"_s, detectSeconds}});
}

// The best operating point of a point's run up to the top of its detector's
// threshold range (all the tested methods but spotsigs score distances).
static eval::OperatingPoint bestWithinRange(const store::Workspace &workspace, const experiments::GridPoint &point)
{
    const auto evaluation = pipeline::evaluateRun(workspace, point.runId);
    const auto range = detect::Registry::instance().find(point.method)->thresholdRange(point.params);
    eval::OperatingPoint best;
    for (const auto &op : evaluation.curve()) {
        const bool whole = evaluation.scoreKind() == ScoreKind::Distance ? op.threshold <= range.maximum
                                                                         : op.threshold >= range.minimum;
        if (whole && op.f1 > best.f1)
            best = op;
    }
    return best;
}

QList<experiments::GridPoint> TestZhang2016Presets::runPreset(const QString &id)
{
    const experiments::Preset *preset = experiments::findPreset(id);
    if (!preset || !preset->sweep)
        throw std::invalid_argument(id.toStdString());
    JobControl control;
    return experiments::runSweep(*m_workspace, preset->sweep(m_collection), control);
}

void TestZhang2016Presets::runtimeFigureShowsStoredTimes()
{
    // Three runs, stored out of x order: each curve is sorted by x and shows the
    // stored "detect" seconds, not the preprocessing time (5 s in every run).
    auto point = [&](double tau, const QString &window, double seconds) {
        experiments::GridPoint p;
        p.method = u"signcd"_s;
        p.params = {{u"max_distance"_s, tau}, {u"window"_s, window}};
        p.runId = fakeRun(u"signcd"_s, seconds);
        return p;
    };
    const QList<experiments::GridPoint> points{point(0.7, u"1L"_s, 2.5), point(0.3, u"1L"_s, 1.0),
                                               point(0.3, u"2"_s, 4.0)};
    const auto figure = experiments::runtimeFigure(
        *m_workspace, points, u"max_distance"_s,
        [](const experiments::GridPoint &p) { return u"Sig-"_s + p.params.value(u"window"_s).toString(); }, u"t"_s);
    QCOMPARE(figure.yLabel, u"Detection time (s)"_s);
    QCOMPARE(figure.series.size(), 2);
    QCOMPARE(figure.series[0].name, u"Sig-1L"_s);
    QCOMPARE(figure.series[0].x, (QVector<double>{0.3, 0.7}));
    QCOMPARE(figure.series[0].y, (QVector<double>{1.0, 2.5}));
    QCOMPARE(figure.series[1].name, u"Sig-2"_s);
    QCOMPARE(figure.series[1].y, (QVector<double>{4.0}));
    QCOMPARE(experiments::detectionSeconds(*m_workspace, points[0].runId), 2.5);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, experiments::detectionSeconds(*m_workspace, 9999));
}

void TestZhang2016Presets::summaryBarsFromStoredScores()
{
    // Clusters 0-2 and 3-5: 6 positive pairs in all. The run scored (0,1) 0.2,
    // (1,2) 0.4, (0,3) 0.5 and (3,6) 0.9 (NCD distances: flagged when <= t).
    //   t = 0.2: TP 1, FP 0 -> P 1, R 1/6, F1 2/7
    //   t = 0.4: TP 2, FP 0 -> P 1, R 1/3, F1 1/2   <- best
    //   t = 0.5: TP 2, FP 1 -> P 2/3, R 1/3, F1 4/9  (also the F1 at t = 0.7)
    //   t = 0.9: TP 2, FP 2 -> P 1/2, R 1/3, F1 2/5
    const ScoredPairs pairs{
        {m_ids[0], m_ids[1], 0.2}, {m_ids[1], m_ids[2], 0.4}, {m_ids[0], m_ids[3], 0.5}, {m_ids[3], m_ids[6], 0.9}};
    experiments::GridPoint point;
    point.method = u"signcd"_s;
    point.runId = fakeRun(u"signcd"_s, 1.234, pairs);
    const auto name = [](const experiments::GridPoint &) { return u"snappy"_s; };
    const auto bars = experiments::summaryBarsFigure(*m_workspace, {point}, name, true, 0.7, u"t"_s);
    QCOMPARE(bars.kind, experiments::Figure::Kind::Bars);
    QCOMPARE(bars.xCategories, (QStringList{u"snappy\n1.23 s"_s}));
    QCOMPARE(bars.series.size(), 4);
    QCOMPARE(bars.series[0].name, u"Precision at max F1"_s);
    QCOMPARE(bars.series[0].y, (QVector<double>{1.0}));
    QCOMPARE(bars.series[1].name, u"Recall at max F1"_s);
    QVERIFY(std::abs(bars.series[1].y[0] - 1.0 / 3.0) < 1e-12);
    QCOMPARE(bars.series[2].name, u"Max F1"_s);
    QVERIFY(std::abs(bars.series[2].y[0] - 0.5) < 1e-12);
    QCOMPARE(bars.series[3].name, u"F1 at threshold 0.7"_s);
    QVERIFY(std::abs(bars.series[3].y[0] - 4.0 / 9.0) < 1e-12);
    QCOMPARE(bars.series[3].x, (QVector<double>{0.0}));
    // With tau 0.3 (the run's stored max_distance) the run is whole only up to
    // 0.3: the best is t = 0.2 (F1 2/7), although the run's scores beyond tau
    // reach F1 1/2 at 0.4.
    point.runId = fakeRun(u"signcd"_s, 1.234, pairs, {{u"max_distance"_s, 0.3}});
    const auto bounded = experiments::summaryBarsFigure(*m_workspace, {point}, name, true, 0.7, u"t"_s);
    QVERIFY(std::abs(bounded.series[2].y[0] - 2.0 / 7.0) < 1e-12);
    QVERIFY(std::abs(bounded.series[1].y[0] - 1.0 / 6.0) < 1e-12);
    // Without precision/recall and without a fixed threshold only the best F1 is left.
    const auto only = experiments::summaryBarsFigure(*m_workspace, {point}, name, false, qQNaN(), u"t"_s);
    QCOMPARE(only.series.size(), 1);
    QCOMPARE(only.series[0].name, u"Max F1"_s);
}

void TestZhang2016Presets::scalingFigureNormalisesToSmallest()
{
    // tau 0.5: 10 docs 2 s, 40 docs 8 s, 20 docs 4.5 s -> x 1, 2, 4; y 1, sqrt(2.25) = 1.5, sqrt(4) = 2.
    // tau 0.7: smallest run took 0 s: nothing to normalise to, so no points.
    auto sized = [&](qint64 n, double tau, double seconds) {
        experiments::SizedRun run;
        run.documents = n;
        run.point.method = u"signcd"_s;
        run.point.params = {{u"max_distance"_s, tau}};
        run.point.runId = fakeRun(u"signcd"_s, seconds);
        return run;
    };
    const auto figure = experiments::scalingFigure(
        *m_workspace,
        {sized(10, 0.5, 2.0), sized(40, 0.5, 8.0), sized(20, 0.5, 4.5), sized(10, 0.7, 0.0), sized(20, 0.7, 1.0)},
        [](const experiments::GridPoint &p) { return u"tau = %1"_s.arg(p.params.value(u"max_distance"_s).toDouble()); },
        u"t"_s);
    QCOMPARE(figure.series.size(), 3);
    QCOMPARE(figure.series[0].name, u"tau = 0.5"_s);
    QCOMPARE(figure.series[0].x, (QVector<double>{1.0, 2.0, 4.0}));
    QCOMPARE(figure.series[0].y, (QVector<double>{1.0, 1.5, 2.0}));
    QCOMPARE(figure.series[1].name, u"tau = 0.7"_s);
    QVERIFY(figure.series[1].x.isEmpty());
    QCOMPARE(figure.series[2].name, u"y = x (all pairs)"_s);
    QCOMPARE(figure.series[2].x, (QVector<double>{1.0, 4.0}));
    QCOMPARE(figure.series[2].y, (QVector<double>{1.0, 4.0}));
}

void TestZhang2016Presets::nestedSubsetsGrowInsideEachOther()
{
    const QList<qint64> ids{40, 10, 30, 20, 80, 60, 70, 50};
    QList<qint64> previous;
    for (int eighth = 1; eighth <= 8; ++eighth) {
        const QList<qint64> subset = experiments::nestedSubset(ids, eighth / 8.0, 7);
        QCOMPARE(subset.size(), eighth);                    // round(k/8 * 8) = k
        QCOMPARE(subset.mid(0, previous.size()), previous); // nested: a prefix of the larger one
        QCOMPARE(QSet<qint64>(subset.begin(), subset.end()).size(), subset.size());
        previous = subset;
    }
    QCOMPARE(QSet<qint64>(previous.begin(), previous.end()), QSet<qint64>(ids.begin(), ids.end()));
    // The input order does not matter, the seed does; tiny fractions keep one document.
    QList<qint64> reversed(ids.rbegin(), ids.rend());
    QCOMPARE(experiments::nestedSubset(reversed, 0.5, 7), experiments::nestedSubset(ids, 0.5, 7));
    QVERIFY(experiments::nestedSubset(ids, 1.0, 7) != experiments::nestedSubset(ids, 1.0, 8));
    QCOMPARE(experiments::nestedSubset(ids, 0.01, 7).size(), 1);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, experiments::nestedSubset(ids, 0.0, 7));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, experiments::nestedSubset(ids, 1.5, 7));
}

void TestZhang2016Presets::subsetCollectionKeepsItsTruth()
{
    store::CollectionStore collectionStore(*m_workspace);
    store::TruthStore truthStore(*m_workspace);
    JobControl control;
    const qint64 half = experiments::makeSubsetCollection(*m_workspace, m_collection, 0.5, 3, control);
    const QList<qint64> chosen = experiments::nestedSubset(m_ids, 0.5, 3);
    const auto documents = collectionStore.documents(half);
    QCOMPARE(documents.size(), 4);
    // Copies by path (d<i>.txt), each with the text and cluster of its original.
    QSet<QString> expectedPaths;
    for (qint64 id : chosen)
        expectedPaths.insert(collectionStore.document(id)->path);
    QSet<QString> paths;
    const auto original = truthStore.clusters(m_collection);
    for (const auto &doc : documents) {
        paths.insert(doc.path);
        const qint64 from = m_ids.at(doc.path.mid(1, 1).toInt());
        QCOMPARE(collectionStore.document(doc.id)->text, collectionStore.document(from)->text);
        QCOMPARE(doc.cluster, original.value(from));
    }
    QCOMPARE(paths, expectedPaths);
    QCOMPARE(collectionStore.collection(half)->sourcePath, u"subset:%1:0.5:3"_s.arg(m_collection));
    // Asked again: the same collection, nothing copied twice.
    const qint64 collections = collectionStore.collections().size();
    QCOMPARE(experiments::makeSubsetCollection(*m_workspace, m_collection, 0.5, 3, control), half);
    QCOMPARE(collectionStore.collections().size(), collections);

    // Labelled-pair truth is restricted to pairs with both documents in the subset.
    const qint64 paired = collectionStore.createCollection(u"paired"_s, u"p"_s);
    QList<qint64> pairedIds;
    for (int i = 0; i < 4; ++i) {
        pairedIds.append(
            collectionStore.addDocument(paired, test::textDocument(u"p%1.txt"_s.arg(i), u"text number %1"_s.arg(i))));
    }
    truthStore.setTruthPairs(
        paired,
        {{pairedIds[0], pairedIds[1], true}, {pairedIds[2], pairedIds[3], false}, {pairedIds[0], pairedIds[2], true}});
    const QList<qint64> kept = experiments::nestedSubset(pairedIds, 0.5, 11);
    qint64 expected = 0;
    for (const auto &pair : truthStore.truthPairs(paired))
        expected += kept.contains(pair.a) && kept.contains(pair.b) ? 1 : 0;
    const qint64 pairedHalf = experiments::makeSubsetCollection(*m_workspace, paired, 0.5, 11, control);
    QCOMPARE(qint64(truthStore.truthPairs(pairedHalf).size()), expected);
    QCOMPARE(collectionStore.collection(pairedHalf)->truthKind, expected > 0 ? u"pairs"_s : QString());
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             experiments::makeSubsetCollection(*m_workspace, 9999, 0.5, 1, control));
}

void TestZhang2016Presets::presetGrids()
{
    auto grid = [&](const QString &id) {
        const experiments::Preset *preset = experiments::findPreset(id);
        return preset ? experiments::expandGrid(preset->sweep(m_collection)) : QList<experiments::GridPoint>{};
    };
    const auto table = grid(u"zhang2016-table2"_s);
    QCOMPARE(table.size(), 6);
    QStringList methods;
    for (const auto &p : table)
        methods.append(p.method);
    QCOMPARE(methods, (QStringList{u"signcd"_s, u"spotsigncd"_s, u"ncd"_s, u"spotsigs"_s, u"simhash"_s, u"slst"_s}));
    QCOMPARE(table[0].params.value(u"pruning"_s).toString(), u"P1"_s);
    QCOMPARE(table[0].params.value(u"max_distance"_s).toDouble(), 0.9);
    QCOMPARE(table[0].params.value(u"threads"_s).toInt(), 1);
    QCOMPARE(table[2].params.value(u"pruning"_s).toString(), u"none"_s);
    QCOMPARE(table[2].params.value(u"compressor"_s).toString(), u"snappy"_s);
    QCOMPARE(table[4].params.value(u"bits"_s).toInt(), 64);
    // SpotSigs and SL+ST at tau 0.9 are Jaccard 0.1 (Sec. 5.3.3), on one thread.
    for (int i : {3, 5}) {
        QCOMPARE(table[i].params.value(u"min_similarity"_s).toDouble(), 0.1);
        QCOMPARE(table[i].params.value(u"threads"_s).toInt(), 1);
    }
    QVERIFY(experiments::findPreset(u"zhang2016-table2"_s)->table);

    const auto fig8 = grid(u"zhang2016-fig8"_s);
    QCOMPARE(fig8.size(), 5);
    QCOMPARE(fig8[1].params.value(u"window"_s).toString(), u"1R"_s);
    QCOMPARE(fig8[4].params.value(u"max_distance"_s).toDouble(), 0.9);
    const auto fig9 = grid(u"zhang2016-fig9"_s);
    QCOMPARE(fig9.size(), 5 * 9); // window x tau 0.1..0.9
    QCOMPARE(fig9[9].params.value(u"window"_s).toString(), u"1R"_s);
    QCOMPARE(fig9[9].params.value(u"max_distance"_s).toDouble(), 0.1);
    // The last tau of each window is the Fig. 8 run: same resolved settings, one cached run.
    QCOMPARE(fig9[8].params, fig8[0].params);
    QCOMPARE(grid(u"zhang2016-fig2"_s).size(), 5);
    QCOMPARE(grid(u"zhang2016-fig2"_s)[1].params.value(u"spots"_s).toString(), u"comma+fullstop"_s);
    QCOMPARE(grid(u"zhang2016-fig3"_s).size(), 45);

    const auto fig10 = grid(u"zhang2016-fig10"_s);
    QStringList compressors;
    for (const auto &p : fig10) {
        compressors.append(p.params.value(u"compressor"_s).toString());
        QCOMPARE(p.params.value(u"max_distance"_s).toDouble(), 0.7);
    }
    QCOMPARE(compressors, (QStringList{u"snappy"_s, u"lz4"_s, u"zlib"_s, u"zstd"_s, u"bzip2"_s, u"xz"_s}));
    const auto fig12 = grid(u"zhang2016-fig12"_s);
    QCOMPARE(fig12.size(), 4);
    QCOMPARE(fig12[3].params.value(u"threads"_s).toInt(), 8);

    const experiments::Preset *fig11 = experiments::findPreset(u"zhang2016-fig11"_s);
    QVERIFY(fig11);
    QVERIFY(fig11->isStudy());
}

void TestZhang2016Presets::table2FigureMatchesRuns()
{
    const auto points = runPreset(u"zhang2016-table2"_s);
    const auto figure = experiments::findPreset(u"zhang2016-table2"_s)->figure(*m_workspace, points);
    QCOMPARE(figure.kind, experiments::Figure::Kind::Bars);
    QCOMPARE(figure.series.size(), 3);
    QCOMPARE(figure.series[2].name, u"Max F1"_s);
    // Category labels break before the pruning so they stay one column wide.
    const QStringList names{u"SigNCD\nw/ P1"_s, u"SpotSigNCD\nw/ P1"_s, u"NCD"_s,
                            u"SpotSigs"_s,      u"simhash (64 bits)"_s, u"SL+ST"_s};
    QCOMPARE(figure.xCategories.size(), 6);
    for (int i = 0; i < 6; ++i) {
        // Run time as the paper measures it (preprocessing included), then detection alone.
        const double seconds =
            experiments::runSeconds(*m_workspace, points[i].runId, experiments::Timing::WithPreprocessing);
        const double detection = experiments::detectionSeconds(*m_workspace, points[i].runId);
        QCOMPARE(
            figure.xCategories[i],
            u"%1\n%2 s; %3 s"_s.arg(names[i], QString::number(seconds, 'f', 2), QString::number(detection, 'f', 2)));
        const eval::OperatingPoint best = bestWithinRange(*m_workspace, points[i]);
        QCOMPARE(figure.series[0].y[i], best.precision);
        QCOMPARE(figure.series[1].y[i], best.recall);
        QCOMPARE(figure.series[2].y[i], best.f1);
    }
}

void TestZhang2016Presets::variantFiguresMatchRuns()
{
    const auto fig8Points = runPreset(u"zhang2016-fig8"_s);
    const auto fig8 = experiments::findPreset(u"zhang2016-fig8"_s)->figure(*m_workspace, fig8Points);
    QStringList names;
    for (const auto &s : fig8.series)
        names.append(s.name);
    QCOMPARE(names, (QStringList{u"Sig-1L"_s, u"Sig-1R"_s, u"Sig-2"_s, u"Sig-4"_s, u"Sig-6"_s}));
    verifyF1AtThePapersTaus(fig8, fig8Points);

    const auto fig9Points = runPreset(u"zhang2016-fig9"_s);
    for (int i = 0; i < 5; ++i) // each variant's tau 0.9 run was Fig. 8's
        QCOMPARE(fig9Points[i * 9 + 8].runId, fig8Points[i].runId);
    const auto fig9 = experiments::findPreset(u"zhang2016-fig9"_s)->figure(*m_workspace, fig9Points);
    QCOMPARE(fig9.series.size(), 5);
    QCOMPARE(fig9.series[2].name, u"Sig-2"_s);
    QCOMPARE(fig9.series[2].x.size(), 9);
    QCOMPARE(fig9.series[2].x.first(), 0.1);
    QCOMPARE(
        fig9.series[2].y[4],
        experiments::runSeconds(*m_workspace, fig9Points[2 * 9 + 4].runId, experiments::Timing::WithPreprocessing));
}

void TestZhang2016Presets::compressorAndThreadFiguresMatchRuns()
{
    const auto fig10Points = runPreset(u"zhang2016-fig10"_s);
    const auto fig10 = experiments::findPreset(u"zhang2016-fig10"_s)->figure(*m_workspace, fig10Points);
    QCOMPARE(fig10.series.size(), 2);
    QCOMPARE(fig10.series[0].name, u"Max F1"_s);
    QCOMPARE(fig10.series[1].name, u"F1 at threshold 0.7"_s);
    QCOMPARE(fig10.xCategories.size(), 6);
    QVERIFY(fig10.xCategories[3].startsWith(u"zstd\n"_s));
    for (int i = 0; i < 6; ++i) {
        QCOMPARE(fig10.series[0].y[i], bestWithinRange(*m_workspace, fig10Points[i]).f1);
        QVERIFY(fig10.series[1].y[i] <= fig10.series[0].y[i]);
    }

    const auto fig12Points = runPreset(u"zhang2016-fig12"_s);
    const auto fig12 = experiments::findPreset(u"zhang2016-fig12"_s)->figure(*m_workspace, fig12Points);
    QCOMPARE(fig12.series.size(), 1);
    QCOMPARE(fig12.series[0].name, u"SigNCD w/ P1, tau = 0.7"_s);
    QCOMPARE(fig12.series[0].x, (QVector<double>{1, 2, 4, 8}));
    for (int i = 0; i < 4; ++i)
        QCOMPARE(fig12.series[0].y[i], experiments::detectionSeconds(*m_workspace, fig12Points[i].runId));
    QCOMPARE(fig12.xLabel, u"Threads"_s);
}

void TestZhang2016Presets::fig11StudyRunsOnNestedSubsets()
{
    store::CollectionStore collectionStore(*m_workspace);
    store::RunStore runStore(*m_workspace);
    const qint64 before = collectionStore.collections().size();
    JobControl control;
    const auto figure = experiments::findPreset(u"zhang2016-fig11"_s)->study(*m_workspace, m_collection, control, {});
    // 1/8 .. 7/8 of 8 documents are copied (1 .. 7 documents); 8/8 is the collection itself.
    const auto collections = collectionStore.collections();
    QCOMPARE(collections.size(), before + 7);
    QList<qint64> sizes;
    QSet<QString> previous;
    for (const auto &info : collections) {
        if (!info.sourcePath.startsWith(u"subset:"_s))
            continue;
        sizes.append(info.documentCount);
        QSet<QString> paths;
        for (const auto &doc : collectionStore.documents(info.id))
            paths.insert(doc.path);
        QVERIFY(paths.contains(previous)); // nested
        previous = paths;
    }
    QCOMPARE(sizes, (QList<qint64>{1, 2, 3, 4, 5, 6, 7}));
    QCOMPARE(figure.series.size(), 4);
    QCOMPARE(figure.series[0].name, u"tau = 0.5"_s);
    QCOMPARE(figure.series[2].name, u"tau = 0.7"_s);
    QCOMPARE(figure.series[3].name, u"y = x (all pairs)"_s);
    QCOMPARE(figure.series[3].y, (QVector<double>{1.0, 8.0}));
    // Each tau: x = n / 1 for n = 1..8, y = sqrt(t_n / t_1) from the stored times.
    for (int s = 0; s < 3; ++s) {
        QCOMPARE(figure.series[s].x, (QVector<double>{1, 2, 3, 4, 5, 6, 7, 8}));
        QCOMPARE(figure.series[s].y.first(), 1.0);
    }
    const double tau = 0.7;
    auto secondsOn = [&](qint64 collection) {
        for (const auto &run : runStore.runs(collection))
            if (run.method == u"signcd"_s && std::abs(run.params.value(u"max_distance"_s).toDouble() - tau) < 1e-9)
                return run.timings.value(u"detect"_s).toDouble();
        return qQNaN();
    };
    qint64 smallest = 0;
    for (const auto &info : collections)
        if (info.sourcePath.startsWith(u"subset:"_s) && info.documentCount == 1)
            smallest = info.id;
    QVERIFY(std::abs(figure.series[2].y.last() - std::sqrt(secondsOn(m_collection) / secondsOn(smallest))) < 1e-12);
    // Run again: subsets and runs are found, not made again.
    const qint64 runs = runStore.runs().size();
    experiments::findPreset(u"zhang2016-fig11"_s)->study(*m_workspace, m_collection, control, {});
    QCOMPARE(collectionStore.collections().size(), before + 7);
    QCOMPARE(qint64(runStore.runs().size()), runs);
}

void TestZhang2016Presets::verifyF1AtThePapersTaus(const experiments::Figure &figure,
                                                   const QList<experiments::GridPoint> &points)
{
    QCOMPARE(figure.series.size(), points.size());
    const QVector<double> taus{0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9};
    for (int i = 0; i < points.size(); ++i) {
        QCOMPARE(figure.series[i].x, taus);
        const auto evaluation = experiments::evaluatePoint(*m_workspace, points[i]);
        const bool distance = detect::Registry::instance().scoreKind(points[i].method) == ScoreKind::Distance;
        double best = -1.0;
        for (int t = 0; t < taus.size(); ++t) {
            // NCD distances at tau, Jaccard similarities at 1 - tau.
            const double f1 = evaluation.at(distance ? taus[t] : 1.0 - taus[t]).f1;
            QCOMPARE(figure.series[i].y[t], f1);
            best = std::max(best, f1);
        }
        QCOMPARE(figure.series[i].markY, best);
    }
}

void TestZhang2016Presets::fig6AtThePapersTaus()
{
    const auto points = runPreset(u"zhang2016-fig6"_s);
    QStringList methods;
    for (const auto &p : points)
        methods.append(p.method);
    QCOMPARE(methods, (QStringList{u"ncd"_s, u"spotsigs"_s, u"slst"_s, u"spotsigncd"_s, u"signcd"_s}));
    const auto figure = experiments::findPreset(u"zhang2016-fig6"_s)->figure(*m_workspace, points);
    QCOMPARE(figure.series.size(), 5);
    QCOMPARE(figure.series[2].name, u"SL+ST"_s);
    QCOMPARE(figure.series[4].name, u"SigNCD w/ P1"_s);
    verifyF1AtThePapersTaus(figure, points);
    QCOMPARE(figure.parameters.value(u"truth_clusters"_s).toInt(), 2);
    QVERIFY(figure.parameters.value(u"paper_data"_s).toString().contains(u"2,160"_s));
}

void TestZhang2016Presets::fig7TimesEveryMethodAtEveryTau()
{
    JobControl control;
    const auto figure = experiments::findPreset(u"zhang2016-fig7"_s)->study(*m_workspace, m_collection, control, {});
    QCOMPARE(figure.series.size(), 10);
    QCOMPARE(figure.series[0].name, u"NCD"_s);
    QCOMPARE(figure.series[1].name, u"NCD (detection)"_s);
    QCOMPARE(figure.series[4].name, u"SL+ST"_s);
    QCOMPARE(figure.series[8].name, u"SigNCD w/ P1"_s);
    const QJsonArray runs = figure.parameters.value(u"runs"_s).toArray();
    QCOMPARE(runs.size(), 5 * 9);
    store::RunStore runStore(*m_workspace);
    for (int i = 0; i < runs.size(); ++i) {
        const QJsonObject entry = runs[i].toObject();
        const double tau = entry.value(u"tau"_s).toDouble();
        const auto run = runStore.run(entry.value(u"run"_s).toInteger());
        QVERIFY(run);
        QCOMPARE(run->params.value(u"threads"_s).toInt(), 1);
        if (run->method == u"spotsigs"_s || run->method == u"slst"_s)
            QVERIFY(std::abs(run->params.value(u"min_similarity"_s).toDouble() - (1.0 - tau)) < 1e-9);
        else
            QCOMPARE(run->params.value(u"max_distance"_s).toDouble(), tau);
        QCOMPARE(run->params.value(u"pruning"_s).toString(),
                 run->method == u"ncd"_s              ? u"none"_s
                     : run->method.endsWith(u"ncd"_s) ? u"P1"_s
                                                      : QString());
        const int series = (i / 9) * 2;
        QCOMPARE(figure.series[series].x[i % 9], tau);
        QCOMPARE(figure.series[series].y[i % 9],
                 experiments::runSeconds(*m_workspace, run->id, experiments::Timing::WithPreprocessing));
        QCOMPARE(figure.series[series + 1].y[i % 9], experiments::detectionSeconds(*m_workspace, run->id));
    }
}

void TestZhang2016Presets::table1RunsTheSevenSettings()
{
    JobControl control;
    const auto figure = experiments::findPreset(u"zhang2016-table1"_s)->study(*m_workspace, m_collection, control, {});
    QCOMPARE(figure.kind, experiments::Figure::Kind::Bars);
    QCOMPARE(figure.xCategories.size(), 7);
    QVERIFY(figure.xCategories[6].startsWith(u"Setting 7\n"_s));
    QCOMPARE(figure.series.size(), 2);
    QCOMPARE(figure.series[1].name, u"F1 at threshold 0.3"_s);
    const QJsonArray settings = figure.parameters.value(u"settings"_s).toArray();
    QCOMPARE(settings.size(), 7);
    // Setting 7 of the paper: d 2, chain 3, IDF 0.5..1.0, at least 20 signatures, F1 0.59.
    const QJsonObject seventh = settings[6].toObject();
    QCOMPARE(seventh.value(u"d"_s).toInt(), 2);
    QCOMPARE(seventh.value(u"chain"_s).toInt(), 3);
    QCOMPARE(seventh.value(u"min_idf"_s).toDouble(), 0.5);
    QCOMPARE(seventh.value(u"min_spotsigs"_s).toInt(), 20);
    QCOMPARE(seventh.value(u"paper_f1"_s).toDouble(), 0.59);
    for (int i = 0; i < 7; ++i)
        QVERIFY(figure.series[1].y[i] <= figure.series[0].y[i]);
}

void TestZhang2016Presets::fig1ComparesIdenticalPrefixes()
{
    // One text of 2,600 bytes (ASCII) with enough commas for a signature: prefixes
    // of 1 and 2 KB; the whole collection's texts are joined after it in id order.
    store::CollectionStore collectionStore(*m_workspace);
    const qint64 collection = collectionStore.createCollection(u"long"_s, m_workspace.folder());
    QString text;
    for (int i = 0; text.size() < 2600; ++i)
        text += u"Item %1, then word%2, and more%3 text here. "_s.arg(i).arg(i * 7 % 13).arg(i % 5);
    text.truncate(2600);
    collectionStore.addDocument(collection, test::textDocument(u"long.txt"_s, text));
    JobControl control;
    const auto figure = experiments::findPreset(u"zhang2016-fig1"_s)->study(*m_workspace, collection, control, {});
    QCOMPARE(figure.series.size(), 2);
    QCOMPARE(figure.series[0].name, u"SigNCD"_s);
    QCOMPARE(figure.series[1].name, u"NCD"_s);
    QCOMPARE(figure.series[1].x, (QVector<double>{1.0, 2.0}));
    const std::string whole = text.toStdString() + '\n';
    for (int k = 0; k < 2; ++k) {
        const std::string prefix = whole.substr(0, std::size_t(k + 1) * 1024);
        const std::size_t c = features::compressedSize(features::Compressor::Snappy, prefix);
        const std::size_t cc = features::compressedSize(features::Compressor::Snappy, prefix, prefix);
        QCOMPARE(figure.series[1].y[k], double(cc - c) / double(c));
    }
    QCOMPARE(figure.parameters.value(u"compressor"_s).toString(), u"snappy"_s);
    QCOMPARE(figure.parameters.value(u"document_bytes"_s).toInteger(), 2601);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             experiments::findPreset(u"zhang2016-fig1"_s)
                                 ->study(*m_workspace, collection, control, {{{u"pruning"_s, u"P1"_s}}, {}}));
}

QTEST_GUILESS_MAIN(TestZhang2016Presets)
#include "tst_zhang2016presets.moc"
