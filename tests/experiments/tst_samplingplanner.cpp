#include "experiments/presets.h"
#include "experiments/samplingplanner.h"
#include "experiments/sizegroupfigures.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/workspace.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include "testsupport.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <memory>
#include <stdexcept>

using namespace Qt::StringLiterals;
using namespace nd;
using experiments::GroupRates;
using experiments::SamplingPlanner;

namespace {

GroupRates rates(std::initializer_list<experiments::Rates> groups)
{
    GroupRates r;
    r.groups = QVector<experiments::Rates>(groups);
    r.groups.resize(corpus::kSizeGroupCount);
    return r;
}

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// The sampling ratio 1/modulus a plan picks for each of its groups, in order.
QList<int> moduliOf(const experiments::SamplingPlan &plan)
{
    QList<int> moduli;
    for (const experiments::GroupPlan &group : plan.groups)
        moduli.append(group.modulus);
    return moduli;
}

} // namespace

class TestSamplingPlanner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void picksSmallestRatioPerGroup();
    void fallsBackToNoSampling();
    void plansFromStoredRunsAveragingTrials();
    void findsReferenceAmongGridPoints();
    void figuresNameEverySeries();
    void presetsExpand();
    void averagedPresetRunsEveryTrial();

private:
    SamplingPlanner handPlanner() const;
    void makeWorkspace();
    qint64 addRun(const ScoredPairs &pairs);
    test::ScratchWorkspace m_workspace;
    qint64 m_collection = 0;
    QList<qint64> m_doc;
};

// Groups with documents: 0 (2 documents, 400 words), 1 (1, 600), 2 (1, 1000); 2000 words.
// Precision per ratio (group 0, 1, 2):
//   1/2:  0.9   1.0   1.0
//   1/4:  0.7   0.95  1.0
//   1/8:  0.5   0.8   none flagged, none in the reference
//   1/16: 0.95  0.6   none flagged, but the reference has pairs (recall 0)
SamplingPlanner TestSamplingPlanner::handPlanner() const
{
    QVector<qint64> documents(corpus::kSizeGroupCount, 0), words(corpus::kSizeGroupCount, 0);
    documents[0] = 2, words[0] = 400;
    documents[1] = 1, words[1] = 600;
    documents[2] = 1, words[2] = 1000;
    SamplingPlanner planner(0.6, documents, words);
    planner.addRatio(2, rates({{0.9, 1}, {1.0, 1}, {1.0, 1}}));
    planner.addRatio(4, rates({{0.7, 1}, {0.95, 1}, {1.0, 1}}));
    planner.addRatio(8, rates({{0.5, 1}, {0.8, 1}, {kNaN, kNaN}}));
    planner.addRatio(16, rates({{0.95, 1}, {0.6, 1}, {kNaN, 0.0}}));
    return planner;
}

void TestSamplingPlanner::picksSmallestRatioPerGroup()
{
    // Requirement 0.9: group 0 meets it at 1/2 and 1/16 -> 1/16 (every ratio is
    // tried, not only up to the first failure); group 1 at 1/2 and 1/4 -> 1/4;
    // group 2 at 1/2, 1/4 and 1/8 (nothing to find) but not 1/16 -> 1/8.
    // Share = (400/16 + 600/4 + 1000/8) / 2000 = (25 + 150 + 125) / 2000 = 0.15.
    // One ratio for all: only 1/2 meets 0.9 in every group -> share 0.5.
    const experiments::SamplingPlan plan = handPlanner().plan(0.9);
    QCOMPARE(moduliOf(plan), (QList<int>{16, 4, 8}));
    QCOMPARE(plan.groups[0].group, 0);
    QCOMPARE(plan.groups[0].precision, 0.95);
    QVERIFY(std::isnan(plan.groups[2].precision));
    QCOMPARE(plan.shareProcessed, 0.15);
    QCOMPARE(plan.uniformModulus, 2);
    QCOMPARE(plan.uniformShare, 0.5);
    QCOMPARE(plan.threshold, 0.6);
}

void TestSamplingPlanner::fallsBackToNoSampling()
{
    // Requirement 0.99: no ratio reaches it in group 0 -> not sampled (1/1);
    // group 1 -> 1/2 (1.0); group 2 -> 1/8.
    // Share = (400 + 300 + 125) / 2000 = 0.4125; no single ratio serves every group.
    const experiments::SamplingPlan plan = handPlanner().plan(0.99);
    QCOMPARE(moduliOf(plan), (QList<int>{1, 2, 8}));
    QCOMPARE(plan.groups[0].precision, 1.0);
    QCOMPARE(plan.shareProcessed, 0.4125);
    QCOMPARE(plan.uniformModulus, 1);
    QCOMPARE(plan.uniformShare, 1.0);
    QVERIFY(!handPlanner().meets(16, 2, 0.5));
    QVERIFY(handPlanner().meets(8, 2, 0.99));
    QVERIFY(!handPlanner().meets(32, 0, 0.1)); // a ratio never tested
}

void TestSamplingPlanner::makeWorkspace()
{
    m_workspace.open(u"planner.ndwb"_s);
    store::CollectionStore collectionStore(*m_workspace);
    m_collection = collectionStore.createCollection(u"sizes"_s, m_workspace.folder());
    m_doc.clear();
    for (const qint64 words : {100, 200, 600, 700}) {
        store::NewDocument doc = test::textDocument(u"d%1.txt"_s.arg(m_doc.size() + 1), doc.path);
        doc.wordCount = words;
        m_doc.append(collectionStore.addDocument(m_collection, doc));
    }
}

qint64 TestSamplingPlanner::addRun(const ScoredPairs &pairs)
{
    return test::storeFinishedRun(*m_workspace, m_collection, u"shingling"_s, pairs);
}

// Documents d1 100, d2 200 words (group 0, 300 words), d3 600, d4 700 (group 1, 1300 words).
// Threshold 0.6. Reference: (1,2) 0.8, (3,4) 0.7.
// 1/2, r = 0: (1,2) 0.7, (3,4) 0.65, (1,3) 0.6 [group 0]: group 0 P 1/2; group 1 P 1.
// 1/2, r = 1: (1,2) 0.9, (3,4) 0.5: group 0 P 1; group 1 nothing flagged (R 0).
//   Mean of 1/2: group 0 P (1/2 + 1) / 2 = 0.75; group 1 P 1 (r = 0 only), R 0.5.
// 1/4, r = 0: (1,2) 0.61, (3,4) 0.3, (2,4) 0.9 [group 0]: group 0 P 1/2; group 1 nothing
//   flagged while the reference has (3,4): fails.
// Requirement 0.7: group 0 -> 1/2, group 1 -> 1/2; share 0.5.
// Requirement 0.8: group 0 -> none (1/1), group 1 -> 1/2; share (300 + 650) / 1600 = 0.59375.
void TestSamplingPlanner::plansFromStoredRunsAveragingTrials()
{
    makeWorkspace();
    auto d = [this](int i) { return m_doc[i - 1]; };
    const qint64 reference = addRun({{d(1), d(2), 0.8}, {d(3), d(4), 0.7}});
    const qint64 half0 = addRun({{d(1), d(2), 0.7}, {d(3), d(4), 0.65}, {d(1), d(3), 0.6}});
    const qint64 half1 = addRun({{d(1), d(2), 0.9}, {d(3), d(4), 0.5}});
    const qint64 quarter = addRun({{d(1), d(2), 0.61}, {d(3), d(4), 0.3}, {d(2), d(4), 0.9}});
    const SamplingPlanner planner =
        experiments::loadPlanner(*m_workspace, reference, {{2, {half0, half1}}, {4, {quarter}}}, 0.6);
    const experiments::SamplingPlan loose = planner.plan(0.7);
    QCOMPARE(moduliOf(loose), (QList<int>{2, 2}));
    QCOMPARE(loose.groups[0].documents, 2);
    QCOMPARE(loose.groups[0].words, 300);
    QCOMPARE(loose.groups[0].precision, 0.75);
    QCOMPARE(loose.groups[1].precision, 1.0);
    QCOMPARE(loose.shareProcessed, 0.5);
    const experiments::SamplingPlan strict = planner.plan(0.8);
    QCOMPARE(moduliOf(strict), (QList<int>{1, 2}));
    QCOMPARE(strict.shareProcessed, 0.59375);
}

void TestSamplingPlanner::findsReferenceAmongGridPoints()
{
    auto point = [](const QString &sampling, int modulus, int remainder, qint64 run) {
        experiments::GridPoint p;
        p.method = u"shingling"_s;
        p.params = {{u"sampling"_s, sampling}, {u"sample_modulus"_s, modulus}, {u"sample_remainder"_s, remainder}};
        p.runId = run;
        return p;
    };
    const auto runs =
        experiments::samplingRuns({point(u"mod"_s, 2, 0, 11), point(u"mod"_s, 1, 0, 10), point(u"mod"_s, 2, 1, 12),
                                   point(u"mod"_s, 8, 0, 13), point(u"broder"_s, 25, 0, 14)});
    QCOMPARE(runs.referenceRunId, 10);
    QCOMPARE(runs.trialsByModulus.keys(), (QList<int>{2, 8}));
    QCOMPARE(runs.trialsByModulus.value(2), (QList<qint64>{11, 12}));
    QCOMPARE(experiments::samplingRuns({point(u"none"_s, 25, 0, 20)}).referenceRunId, 20);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, experiments::samplingRuns({point(u"mod"_s, 4, 0, 21)}));
}

void TestSamplingPlanner::figuresNameEverySeries()
{
    makeWorkspace();
    auto d = [this](int i) { return m_doc[i - 1]; };
    experiments::GridPoint reference, half;
    reference.method = half.method = u"shingling"_s;
    reference.params = {{u"sampling"_s, u"none"_s}};
    half.params = {{u"sampling"_s, u"mod"_s}, {u"sample_modulus"_s, 2}};
    reference.runId = addRun({{d(1), d(2), 0.8}, {d(3), d(4), 0.7}});
    half.runId = addRun({{d(1), d(2), 0.7}, {d(3), d(4), 0.65}, {d(1), d(3), 0.6}});
    // At t = 0.5 .. 0.6 the run flags (1,2) (1,3) in group 0 (P 1/2) and (3,4) in group 1 (P 1);
    // at 0.65 and 0.7 (1,2) in group 0 (P 1) and, at 0.65 only, (3,4); from 0.7 group 1 has only
    // the reference's (3,4) (P undefined) and from 0.75 group 0 only the reference's (1,2).
    const experiments::Figure figure =
        experiments::sizeGroupFigure(*m_workspace, {reference, half}, 2, experiments::Metric::Precision, u"t"_s);
    QCOMPARE(figure.series.size(), 3);
    QCOMPARE(figure.series[0].name, u"0-500 words"_s);
    QCOMPARE(figure.series[1].name, u"500-1000 words"_s);
    QCOMPARE(figure.series[2].name, u"all sizes"_s);
    QCOMPARE(figure.series[0].x.first(), 0.5);
    QCOMPARE(figure.series[0].y.first(), 0.5);
    QCOMPARE(figure.series[0].y[2], 0.5);   // 0.6 is inclusive
    QCOMPARE(figure.series[0].y[4], 1.0);   // t = 0.7
    QCOMPARE(figure.series[0].x.size(), 5); // 0.5 .. 0.7
    QCOMPARE(figure.series[1].x.size(), 4); // 0.5 .. 0.65
    QVERIFY(figure.xLabel.contains(u"threshold"_s));
    QVERIFY(figure.yLabel.contains(u"Precision"_s));

    const experiments::Figure plan = experiments::samplingPlanFigure(*m_workspace, {reference, half}, {0.6}, u"p"_s);
    QCOMPARE(plan.series.size(), 2);
    QVERIFY(plan.series[0].name.startsWith(u"adaptive"_s));
    QVERIFY(plan.series[1].name.startsWith(u"one ratio"_s));
    // Requirement 0.5 at t = 0.6: both groups meet it at 1/2 -> 50 % of the shingles.
    QCOMPARE(plan.series[0].x.first(), 0.5);
    QCOMPARE(plan.series[0].y.first(), 50.0);
    // Requirement 0.99: group 0 (P 1/2) unsampled, group 1 at 1/2: (300 + 650) / 1600.
    QCOMPARE(plan.series[0].y.last(), 100.0 * 950.0 / 1600.0);
    QCOMPARE(plan.series[1].y.last(), 100.0);
}

void TestSamplingPlanner::presetsExpand()
{
    for (const QString &id : {u"ye2008-fig2"_s, u"ye2008-fig2b"_s, u"ye2008-fig3"_s, u"ye2008-fig4"_s}) {
        const experiments::Preset *preset = experiments::findPreset(id);
        QVERIFY2(preset, qPrintable(id));
        QVERIFY(preset->title.startsWith(u"Ye, Wen & Ma 2008"_s));
        const auto points = experiments::expandGrid(preset->sweep(1));
        QCOMPARE(points.size(), id == u"ye2008-fig4"_s ? 6 : 2);
        QCOMPARE(points.first().params.value(u"sample_modulus"_s).toInt(), 1); // the reference comes first
    }
    QVERIFY(experiments::findPreset(u"ye2008-fig3"_s)->title.contains(u"recall"_s));
    for (const QString &id : {u"ye2008-fig2-avg"_s, u"ye2008-fig2b-avg"_s, u"ye2008-fig3-avg"_s, u"ye2008-fig4-avg"_s})
        QVERIFY2(experiments::findPreset(id) && experiments::findPreset(id)->isStudy(), qPrintable(id));
}

void TestSamplingPlanner::averagedPresetRunsEveryTrial()
{
    // Real shingling runs on two near-identical texts and an unrelated one: the
    // "-avg" study of Fig. 2a runs the reference and the four trials r = 0..3 of
    // 1/4, and its figure averages all four.
    m_workspace.open(u"study.ndwb"_s);
    store::CollectionStore collectionStore(*m_workspace);
    store::RunStore runStore(*m_workspace);
    m_collection = collectionStore.createCollection(u"texts"_s, m_workspace.folder());
    const QStringList texts = {
        u"harbour cranes lift containers onto ships while gulls circle above grey water and dockers shout orders"_s,
        u"harbour cranes lift containers onto ships while gulls circle above grey water and dockers call orders"_s,
        u"mountain climbers check ropes crampons and weather reports before leaving the glacier camp at dawn"_s};
    for (const QString &text : texts) {
        store::NewDocument doc = test::textDocument(u"t%1.txt"_s.arg(texts.indexOf(text)), text);
        collectionStore.addDocument(m_collection, doc);
    }
    const experiments::Preset *preset = experiments::findPreset(u"ye2008-fig2-avg"_s);
    QVERIFY(preset);
    JobControl control;
    const experiments::Figure figure = preset->study(*m_workspace, m_collection, control, {});
    QCOMPARE(figure.parameters.value(u"trial_runs"_s).toArray().size(), 4);
    QCOMPARE(runStore.runs(m_collection).size(), 5);
    QCOMPARE(figure.series.last().name, u"all sizes"_s);
    // Running it again reuses every run.
    preset->study(*m_workspace, m_collection, control, {});
    QCOMPARE(runStore.runs(m_collection).size(), 5);
}

QTEST_GUILESS_MAIN(TestSamplingPlanner)
#include "tst_samplingplanner.moc"
