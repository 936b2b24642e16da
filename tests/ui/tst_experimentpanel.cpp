// A small sweep through the panel's widgets: the chart's curves and the best-F
// table must show exactly the core's numbers (runSweep, bestFTable, evaluateRun).
#include "experiments/figures.h"
#include "experiments/sweep.h"
#include "pipeline/evaluationservice.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/reviewstore.h"
#include "store/workspace.h"
#include "charts/figurechart.h"
#include "ui/experimentpanel.h"
#include "ui/jobrunner.h"
#include "ui/mainwindow.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QMap>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QTemporaryDir>
#include "testsupport.h"

#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace nd;

class TestExperimentPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sweepMatchesCore();
    void sweepAgainstReviewsMatchesCore();
    void studyPresetDrawsItsFigure();
    void badGridIsReported();
    void presetFillsTheForm();
    void mainWindowMenu();
};

namespace {

constexpr int kSlow = 120000; // the machine is shared; nothing here is timed

qint64 makeCollection(const store::Workspace &workspace, const QString &dir)
{
    return test::addClusteredCollection(
        workspace, u"tiny"_s, dir,
        {{u"fox"_s, u"the quick brown fox jumps over the lazy dog near the river bank today"_s},
         {u"fox"_s, u"the quick brown fox jumps over the lazy dog near the river bank now"_s},
         {u"fox"_s, u"the quick brown fox leaps over a lazy dog near the river bank today"_s},
         {u"stars"_s, u"astronomy students watched distant stars through a large telescope"_s},
         {u"stars"_s, u"astronomy students watched the distant stars through a big telescope"_s},
         {u"pasta"_s, u"cooking pasta with garlic olive oil and fresh basil leaves tonight"_s}});
}

// The panel on the tiny collection.
struct TinyPanel
{
    QTemporaryDir dir;
    store::Workspace workspace{dir.filePath(u"panel.ndwb"_s)};
    qint64 collection = makeCollection(workspace, dir.path());
    ui::JobRunner runner;
    ui::ExperimentPanel panel{&runner};

    TinyPanel()
    {
        panel.setWorkspace(&workspace);
        panel.setCollection(collection);
    }
};

void checkMethod(QListWidget *methods, const QString &name)
{
    for (int i = 0; i < methods->count(); ++i)
        if (methods->item(i)->data(Qt::UserRole).toString() == name)
            methods->item(i)->setCheckState(Qt::Checked);
}

} // namespace

void TestExperimentPanel::initTestCase()
{
    test::useTestSettings(u"tst_experimentpanel"_s);
}

void TestExperimentPanel::sweepMatchesCore()
{
    TinyPanel tiny;
    auto &[dir, workspace, collection, runner, panel] = tiny;
    QVERIFY(dir.isValid());
    panel.show();

    checkMethod(panel.findChild<QListWidget *>(u"methodList"_s), u"shingling"_s);
    QTest::mouseClick(panel.findChild<QPushButton *>(u"addAxisButton"_s), Qt::LeftButton);
    auto *grid = panel.findChild<QTableWidget *>(u"gridTable"_s);
    QCOMPARE(grid->rowCount(), 1);
    auto *parameter = qobject_cast<QComboBox *>(grid->cellWidget(0, 0));
    QVERIFY(parameter);
    const int shingleSize = parameter->findData(u"shingle_size"_s);
    QVERIFY2(shingleSize >= 0, "the shingling parameters are offered");
    parameter->setCurrentIndex(shingleSize);
    grid->item(0, 1)->setText(u"2..3"_s);

    QSignalSpy finished(&panel, &ui::ExperimentPanel::sweepFinished);
    QSignalSpy inserted(panel.bestModel(), &QAbstractItemModel::rowsInserted);
    auto *run = panel.findChild<QPushButton *>(u"runSweepButton"_s);
    QVERIFY(run->isEnabled());
    QTest::mouseClick(run, Qt::LeftButton);
    QVERIFY(panel.isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kSlow);

    // Each point's row arrived through onPoint (one insert each) before the final
    // table from bestFTable replaced them (two more).
    QCOMPARE(inserted.count(), 4);
    const QList<experiments::GridPoint> points = panel.points();
    QCOMPARE(points.size(), 2);
    QCOMPARE(points.at(0).gridValues.value(u"shingle_size"_s).toInt(), 2);
    QCOMPARE(points.at(1).gridValues.value(u"shingle_size"_s).toInt(), 3);

    // The table holds the core's best-F rows, in grid order.
    const QList<experiments::BestRow> expected = experiments::bestFTable(workspace, points);
    QStandardItemModel *table = panel.bestModel();
    QCOMPARE(table->rowCount(), 2);
    for (int row = 0; row < 2; ++row) {
        const eval::OperatingPoint best = pipeline::evaluateRun(workspace, points.at(row).runId).best();
        QCOMPARE(expected.at(row).best.f1, best.f1);
        QCOMPARE(table->item(row, 0)->text(), u"shingle_size = %1"_s.arg(row + 2));
        QCOMPARE(table->item(row, 1)->text(), u"shingling"_s);
        QCOMPARE(table->item(row, 2)->data(Qt::UserRole).toDouble(), best.f1);
        QCOMPARE(table->item(row, 3)->data(Qt::UserRole).toDouble(), best.threshold);
        QCOMPARE(table->item(row, 4)->data(Qt::UserRole).toDouble(), best.precision);
        QCOMPARE(table->item(row, 5)->data(Qt::UserRole).toDouble(), best.recall);
    }
    // The fixture has true pairs that some threshold finds.
    QVERIFY(expected.at(0).best.f1 > 0.0);

    // One curve per grid point, with the core's values and the best F1 marked.
    charts::FigureChart *chart = panel.chart();
    QVERIFY(chart->seriesGraph(0) && chart->seriesGraph(1));
    QCOMPARE(chart->seriesGraph(2), nullptr);
    const experiments::Figure figure = experiments::familyFigure(workspace, points, experiments::Metric::F1, QString());
    for (int i = 0; i < 2; ++i) {
        QCPGraph *graph = chart->seriesGraph(i);
        QCOMPARE(graph->data()->size(), figure.series.at(i).x.size());
        QVERIFY(graph->data()->size() > 0);
        double top = 0.0;
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
            top = std::max(top, it->value);
        QCOMPARE(top, expected.at(i).best.f1);
    }
    QVERIFY(chart->markGraph());
    QCOMPARE(chart->markGraph()->data()->size(), 2);
    QVERIFY(panel.findChild<QPushButton *>(u"exportChartButton"_s)->isEnabled());

    // Running again reuses both runs and shows the same table.
    QTest::mouseClick(run, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, kSlow);
    QCOMPARE(panel.points().size(), 2);
    QVERIFY(panel.points().at(0).reused);
    QCOMPARE(panel.bestModel()->rowCount(), 2);
    QCOMPARE(panel.bestModel()->item(1, 2)->data(Qt::UserRole).toDouble(), expected.at(1).best.f1);
}

void TestExperimentPanel::sweepAgainstReviewsMatchesCore()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    store::Workspace workspace(dir.filePath(u"reviews.ndwb"_s));
    const qint64 collection = makeCollection(workspace, dir.path());
    // alice disagrees with the stored truth: the two most alike fox texts (one word
    // apart) are no duplicate, the first and third are, and she says nothing about
    // the rest (open world). The best F against her can reach at most 2/3.
    const auto docs = store::CollectionStore(workspace).documents(collection);
    store::ReviewStore reviews(workspace);
    reviews.decide(collection, {store::orderedPair(docs[0].id, docs[1].id)}, store::Decision::NotDuplicate, {},
                   u"alice"_s);
    reviews.decide(collection, {store::orderedPair(docs[0].id, docs[2].id)}, store::Decision::NearDuplicate, {},
                   u"alice"_s);

    ui::JobRunner runner;
    ui::ExperimentPanel panel(&runner);
    panel.setWorkspace(&workspace);
    panel.setCollection(collection);
    checkMethod(panel.findChild<QListWidget *>(u"methodList"_s), u"shingling"_s);
    QTest::mouseClick(panel.findChild<QPushButton *>(u"addAxisButton"_s), Qt::LeftButton);
    auto *grid = panel.findChild<QTableWidget *>(u"gridTable"_s);
    auto *parameter = qobject_cast<QComboBox *>(grid->cellWidget(0, 0));
    parameter->setCurrentIndex(parameter->findData(u"shingle_size"_s));
    grid->item(0, 1)->setText(u"1..2"_s);

    // The collection's reviewers are offered by name.
    auto *truth = panel.findChild<QComboBox *>(u"truthCombo"_s);
    const int alice = truth->findData(u"reviews:alice"_s);
    QVERIFY2(alice >= 0, "alice's decisions are offered as ground truth");
    truth->setCurrentIndex(alice);
    QCOMPARE(panel.spec().truth, pipeline::TruthSource::parse(u"reviews:alice"_s));

    QSignalSpy finished(&panel, &ui::ExperimentPanel::sweepFinished);
    panel.run();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kSlow);
    const QList<experiments::GridPoint> points = panel.points();
    QCOMPARE(points.size(), 2);

    // The table holds the core's numbers against alice's decisions, which differ
    // from the stored truth's on at least one point.
    const pipeline::TruthSource byAlice = pipeline::TruthSource::parse(u"reviews:alice"_s);
    bool differs = false;
    QStandardItemModel *table = panel.bestModel();
    QCOMPARE(table->rowCount(), 2);
    for (int row = 0; row < 2; ++row) {
        QCOMPARE(points.at(row).truth, byAlice);
        const eval::OperatingPoint best = pipeline::evaluateRun(workspace, points.at(row).runId, byAlice).best();
        QCOMPARE(table->item(row, 2)->data(Qt::UserRole).toDouble(), best.f1);
        QCOMPARE(table->item(row, 3)->data(Qt::UserRole).toDouble(), best.threshold);
        QCOMPARE(table->item(row, 4)->data(Qt::UserRole).toDouble(), best.precision);
        QCOMPARE(table->item(row, 5)->data(Qt::UserRole).toDouble(), best.recall);
        differs = differs || best.f1 != pipeline::evaluateRun(workspace, points.at(row).runId).best().f1;
    }
    QVERIFY(differs);

    // Back to the stored truth: the same runs scored again, nothing rerun.
    const qint64 runsBefore = store::RunStore(workspace).runs(collection).size();
    truth->setCurrentIndex(truth->findData(u"stored"_s));
    Q_EMIT truth->activated(truth->currentIndex());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, kSlow);
    QCOMPARE(store::RunStore(workspace).runs(collection).size(), runsBefore);
    for (int row = 0; row < 2; ++row) {
        QCOMPARE(panel.points().at(row).runId, points.at(row).runId);
        QCOMPARE(panel.bestModel()->item(row, 2)->data(Qt::UserRole).toDouble(),
                 pipeline::evaluateRun(workspace, points.at(row).runId).best().f1);
    }
}

void TestExperimentPanel::studyPresetDrawsItsFigure()
{
    // A study preset of this test's own (the paper presets' studies need a
    // labelled collection): its figure is drawn as the job ends.
    QTemporaryDir dir;
    store::Workspace workspace(dir.filePath(u"study.ndwb"_s));
    const qint64 collection = makeCollection(workspace, dir.path());
    experiments::Preset study;
    study.id = u"test-study"_s;
    study.title = u"Documents per cluster"_s;
    study.study = [](const store::Workspace &w, qint64 c, JobControl &control, const experiments::PresetOverrides &) {
        control.report(1, 1);
        experiments::Figure figure;
        figure.title = u"Documents per cluster"_s;
        experiments::Series counts{u"documents"_s, {}, {}};
        QMap<QString, int> perCluster;
        for (const auto &document : store::CollectionStore(w).documents(c))
            ++perCluster[document.cluster];
        for (auto it = perCluster.cbegin(); it != perCluster.cend(); ++it) {
            counts.x.append(counts.x.size());
            counts.y.append(it.value());
        }
        figure.series.append(counts);
        return figure;
    };
    ui::JobRunner runner;
    ui::ExperimentPanel panel(&runner);
    panel.setWorkspace(&workspace);
    panel.setCollection(collection);
    QSignalSpy finished(&panel, &ui::ExperimentPanel::sweepFinished);
    panel.runStudy(study);
    QVERIFY(panel.isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kSlow);
    QCPGraph *graph = panel.chart()->seriesGraph(0);
    QVERIFY(graph);
    // fox 3, pasta 1, stars 2 (clusters in name order).
    QCOMPARE(graph->data()->size(), 3);
    QCOMPARE(graph->data()->at(0)->value, 3.0);
    QCOMPARE(graph->data()->at(1)->value, 1.0);
    QCOMPARE(graph->data()->at(2)->value, 2.0);
    QVERIFY(panel.findChild<QLabel *>(u"sweepStatus"_s)->text().contains(u"Documents per cluster"_s));
}

void TestExperimentPanel::badGridIsReported()
{
    TinyPanel tiny;
    auto &[dir, workspace, collection, runner, panel] = tiny;
    checkMethod(panel.findChild<QListWidget *>(u"methodList"_s), u"shingling"_s);
    QTest::mouseClick(panel.findChild<QPushButton *>(u"addAxisButton"_s), Qt::LeftButton);
    auto *grid = panel.findChild<QTableWidget *>(u"gridTable"_s);
    grid->item(0, 1)->setText(u"5..1"_s);
    panel.run();
    QVERIFY(!panel.isRunning());
    QVERIFY(!panel.findChild<QLabel *>(u"sweepStatus"_s)->text().isEmpty());
    QCOMPARE(panel.bestModel()->rowCount(), 0);
}

void TestExperimentPanel::presetFillsTheForm()
{
    ui::JobRunner runner;
    ui::ExperimentPanel panel(&runner);
    panel.setCollection(7);
    auto *presets = panel.findChild<QComboBox *>(u"presetCombo"_s);
    const int fig2 = presets->findData(u"fan2012-fig2"_s);
    QVERIFY2(fig2 > 0, "the paper 000 Fig. 2 preset is offered");
    presets->setCurrentIndex(fig2);
    Q_EMIT presets->activated(fig2);

    const experiments::SweepSpec spec = panel.spec();
    QCOMPARE(spec.collectionId, 7);
    QCOMPARE(spec.methods, QStringList{u"simhash-shingles"_s});
    QCOMPARE(spec.axes.size(), 1);
    QCOMPARE(spec.axes.first().parameter, u"shingle_size"_s);
    QCOMPARE(spec.axes.first().values.size(), 5);
    QCOMPARE(spec.axes.first().values.last().toInt(), 5);
    QCOMPARE(spec.fixedParams.value(u"bits"_s).toInt(), 32);
    QCOMPARE(experiments::expandGrid(spec).size(), 5);
    // Paper 000's metric: per query, the sources as queries (pairwise where there are none).
    QCOMPARE(panel.findChild<QComboBox *>(u"protocolCombo"_s)->currentData().toString(), u"query-macro:sources"_s);
    QCOMPARE(spec.protocol.kind, experiments::EvaluationProtocol::Kind::QueryMacro);
    QVERIFY(spec.protocol.microWithoutSources);
}

void TestExperimentPanel::mainWindowMenu()
{
    QTemporaryDir dir;
    ui::MainWindow window;
    QString error;
    QVERIFY2(window.openWorkspace(dir.filePath(u"menu.ndwb"_s), &error), qPrintable(error));
    auto *action = window.findChild<QAction *>(u"experimentAction"_s);
    QVERIFY(action);
    action->trigger();
    auto *panel = window.findChild<ui::ExperimentPanel *>(u"experimentPanel"_s);
    QVERIFY(panel);
    QCOMPARE(window.currentMode(), ui::MainWindow::Mode::Experiments);
    QVERIFY(!panel->isHidden());
    // Without a collection there is nothing to sweep yet.
    QVERIFY(!panel->findChild<QPushButton *>(u"runSweepButton"_s)->isEnabled());
    window.showMode(ui::MainWindow::Mode::Review);
    action->trigger(); // shows the same panel again
    QCOMPARE(window.currentMode(), ui::MainWindow::Mode::Experiments);
    QCOMPARE(window.findChildren<ui::ExperimentPanel *>().size(), 1);
}

QTEST_MAIN(TestExperimentPanel)
#include "tst_experimentpanel.moc"
