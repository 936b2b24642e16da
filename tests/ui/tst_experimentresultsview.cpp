// The experiment results view: the figure grows curve by curve with its best-F
// rows, a finished figure replaces it, a study's tables show under it.
#include "charts/figurechart.h"
#include "experiments/studytables.h"
#include "ui/experimentresultsview.h"
#include "ui/studytablesview.h"

#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd;

namespace {

experiments::Series series(const QString &name, double best)
{
    experiments::Series s;
    s.name = name;
    s.x = {0.1, 0.5, 0.9};
    s.y = {0.2, best, 0.1};
    return s;
}

experiments::BestRow row(int k, double f1, double threshold)
{
    experiments::BestRow r;
    r.point.method = u"shingling"_s;
    r.point.gridValues.insert(u"shingle_size"_s, k);
    r.best.f1 = f1;
    r.best.threshold = threshold;
    r.best.precision = 1.0;
    r.best.recall = 0.5;
    return r;
}

} // namespace

class TestExperimentResultsView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void growsAsPointsFinish();
    void studyTablesShowWithTheirFigure();
};

void TestExperimentResultsView::growsAsPointsFinish()
{
    ui::ExperimentResultsView view;
    view.clear(u"F1 against the threshold"_s);
    QVERIFY(!view.hasCurves());
    QCOMPARE(view.figure().title, u"F1 against the threshold"_s);

    view.append({series(u"k = 2"_s, 0.8)}, {row(2, 0.8, 0.5)}, u"Jaccard"_s, u"F1"_s);
    view.append({series(u"k = 3"_s, 0.6)}, {row(3, 0.6, 0.4)}, QString(), QString());
    QVERIFY(view.hasCurves());
    QCOMPARE(view.figure().series.size(), 2);
    QCOMPARE(view.figure().xLabel, u"Jaccard"_s); // kept when a later point brings none
    QVERIFY(view.chart()->seriesGraph(1));
    QCOMPARE(view.bestModel()->rowCount(), 2);
    QCOMPARE(view.bestModel()->item(0, 0)->text(), u"shingle_size = 2"_s);
    QCOMPARE(view.bestModel()->item(1, 2)->data(Qt::UserRole).toDouble(), 0.6);
    QCOMPARE(view.bestModel()->item(1, 3)->data(Qt::UserRole).toDouble(), 0.4);

    view.setRows({row(4, 0.9, 0.3)});
    QCOMPARE(view.bestModel()->rowCount(), 1);
    view.clear(u"again"_s);
    QCOMPARE(view.bestModel()->rowCount(), 0);
    QVERIFY(!view.hasCurves());
}

void TestExperimentResultsView::studyTablesShowWithTheirFigure()
{
    ui::ExperimentResultsView view;
    view.resize(800, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *best = view.findChild<QTableView *>(u"bestFTable"_s);
    QVERIFY(best && best->isVisible());
    experiments::Figure figure;
    figure.title = u"study"_s;
    figure.series = {series(u"a"_s, 0.5)};
    experiments::StudyTable table;
    table.title = u"Table I"_s;
    table.columns = {u"word"_s, u"cosine"_s};
    table.rows = {{u"alpha"_s, u"0.5"_s}};
    experiments::addTable(figure, table);
    view.setFigure(figure);
    QCOMPARE(view.studyTables()->tableCount(), 1);
    QVERIFY(view.studyTables()->isVisible());
    // The tables take the best-F table's place and a third of the height: a
    // splitter leaves a widget shown again at no height unless told.
    QVERIFY(!best->isVisible());
    QVERIFY(view.sizes().at(2) >= 600 / 4);
    QVERIFY(view.studyTables()->height() >= 600 / 4);
    view.clear(u"sweep"_s);
    QCOMPARE(view.studyTables()->tableCount(), 0);
    QVERIFY(!view.studyTables()->isVisible());
    QVERIFY(best->isVisible());
    QVERIFY(view.sizes().at(1) >= 600 / 4);
}

QTEST_MAIN(TestExperimentResultsView)
#include "tst_experimentresultsview.moc"
