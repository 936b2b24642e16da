// A study's tables in the experiment panel, offscreen: paper 001's Tables I and II
// run through the panel show the core's words and numbers.
#include "experiments/keywordtables.h"
#include "experiments/presets.h"
#include "experiments/studytables.h"
#include "pipeline/runservice.h"
#include "store/workspace.h"
#include "ui/experimentpanel.h"
#include "ui/jobrunner.h"
#include "ui/studytablesview.h"
#include "testsupport.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd;

class TestStudyTables : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void viewShowsEveryTableAndHidesWithout();
    void tablesPresetThroughThePanel();
};

void TestStudyTables::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestStudyTables::viewShowsEveryTableAndHidesWithout()
{
    experiments::Figure figure;
    experiments::addTable(figure,
                          {u"Table A"_s, {u"Word"_s, u"Score"_s}, {{u"alpha"_s, u"0.5"_s}, {u"beta"_s, u"0.25"_s}}});
    experiments::addTable(figure, {u"Table B"_s, {u"Classifier"_s}, {{u"knn"_s}}});
    ui::StudyTablesView view;
    view.show();
    view.setFigure(figure);
    QVERIFY(view.isVisible());
    QCOMPARE(view.tableCount(), 2);
    const auto tables = view.findChildren<QTableWidget *>(u"studyTable"_s);
    QCOMPARE(tables[0]->rowCount(), 2);
    QCOMPARE(tables[0]->horizontalHeaderItem(1)->text(), u"Score"_s);
    QCOMPARE(tables[0]->item(1, 0)->text(), u"beta"_s);
    QCOMPARE(tables[1]->item(0, 0)->text(), u"knn"_s);
    view.setFigure({});
    QVERIFY(!view.isVisible());
    QCOMPARE(view.tableCount(), 0);
}

void TestStudyTables::tablesPresetThroughThePanel()
{
    QTemporaryDir dir;
    store::Workspace workspace(dir.filePath(u"tables.ndwb"_s));
    const qint64 collection =
        test::addClusteredCollection(workspace, u"tiny"_s, dir.path(),
                                     {{u"fox"_s, u"quick brown fox jumps over lazy dog near river bank"_s},
                                      {u"fox"_s, u"quick brown fox leaps over lazy dog near river"_s},
                                      {u"stars"_s, u"astronomy students watched distant stars through telescope"_s},
                                      {u"stars"_s, u"astronomy students watched stars through large telescope"_s}});

    ui::JobRunner runner;
    ui::ExperimentPanel panel(&runner);
    panel.show();
    panel.setWorkspace(&workspace);
    panel.setCollection(collection);
    const experiments::Preset *preset = experiments::findPreset(u"chhajed2017-tables1-2"_s);
    QVERIFY(preset);
    QSignalSpy finished(&panel, &ui::ExperimentPanel::sweepFinished);
    panel.runStudy(*preset);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 120000);

    // The core's tables on the same documents.
    JobControl control;
    std::vector<QStringList> tokens;
    for (const auto &document : pipeline::prepareDocuments(workspace, collection, {}, control))
        tokens.push_back(document.tokens);
    const experiments::KeywordTables expected = experiments::keywordTables(tokens, 10, control);

    auto *view = panel.findChild<ui::StudyTablesView *>();
    QVERIFY(view);
    QVERIFY(view->isVisible());
    QCOMPARE(view->tableCount(), 2);
    const auto tables = view->findChildren<QTableWidget *>(u"studyTable"_s);
    QCOMPARE(tables[1]->rowCount(), int(expected.byCosine.size()));
    for (int r = 0; r < tables[1]->rowCount(); ++r) {
        QCOMPARE(tables[1]->item(r, 0)->text(), expected.byCosine[r].word);
        QCOMPARE(tables[1]->item(r, 1)->text(), QString::number(expected.byCosine[r].centroidCosine, 'f', 10));
    }
    QCOMPARE(tables[0]->item(0, 0)->text(), expected.byAverage[0].word);
}

QTEST_MAIN(TestStudyTables)
#include "tst_studytables.moc"
