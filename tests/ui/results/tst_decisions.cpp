// The review loop on real widgets, offscreen: one-key decisions stored in the
// workspace, undo / redo, next undecided pair, the decision filter, report export.
#include "pipeline/reportbuilder.h"
#include "review/report.h"
#include "store/collectionstore.h"
#include "store/reviewstore.h"
#include "store/workspace.h"
#include "ui/clusterview.h"
#include "charts/reportpdf.h"
#include "ui/reportexport.h"
#include "ui/results/decisionbar.h"
#include "ui/results/matchnavigator.h"
#include "ui/results/textpane.h"
#include "ui/results/pairtablemodel.h"
#include "ui/results/pairview.h"
#include "ui/results/resultspanel.h"
#include "testsupport.h"

#include <QAction>
#include <QCheckBox>
#include <QLabel>
#include <QSettings>
#include <QApplication>
#include <QFile>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace nd::ui;
using nd::store::Decision;

class TestDecisions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void oneKeyDecisionUndoRedo();
    void bulkDecisionIsOneUndoStep();
    void autoAdvanceAndNextUndecided();
    void decisionFilterAndColumn();
    void clusterViewSplitsAndFilters();
    void exportsHtmlAndPdf();
    void wholeReviewFlow();

private:
    void showRun(ResultsPanel &panel);
    // showRun, without auto-advance, in a shown and active window of this size;
    // returns the panel's pair table, null when that failed (the test has failed then).
    QTableView *showActive(ResultsPanel &panel, QSize size);
    QHash<nd::store::DocumentPair, nd::store::ReviewDecision> stored() const;

    nd::test::ScratchWorkspace m_workspace;
    qint64 m_collection = 0;
    qint64 m_run = 0;
    QList<qint64> m_ids;
};

void TestDecisions::initTestCase()
{
    nd::test::useTestSettings(u"tst_decisions"_s);
    // Pair-view workers (explanations, overview) may still be finishing from the
    // previous test on a 2-core machine; the run loader must not queue behind them.
    QThreadPool::globalInstance()->setMaxThreadCount(std::max(8, QThreadPool::globalInstance()->maxThreadCount()));
}

void TestDecisions::init()
{
    DecisionBar::setReviewer(u"tester"_s);
    m_workspace.open(u"d.ndw"_s);
    m_collection = nd::store::CollectionStore(*m_workspace).createCollection(u"four"_s, QString());
    const QString shared = u"the river carries fine sediment downstream every spring season"_s;
    // Document 2 quotes most of the shared sentence: excluding quotes lowers its score.
    m_ids = nd::test::addTextDocuments(*m_workspace, m_collection,
                                       {u"One: "_s + shared,
                                        u"Two: “the river carries fine sediment downstream” every spring season"_s,
                                        u"Stars and planets at night."_s, u"Cooking pasta with garlic."_s},
                                       u"doc%1.txt"_s, 1);
    // Ranked: (1,2) 0.9, (2,3) 0.8, (3,4) 0.7; no ground truth, so the panel
    // starts at its range's top; tests set the threshold to flag all three.
    m_run =
        nd::test::storeFinishedRun(*m_workspace, m_collection, u"shingling"_s,
                                   {{m_ids[0], m_ids[1], 0.9}, {m_ids[1], m_ids[2], 0.8}, {m_ids[2], m_ids[3], 0.7}});
}

void TestDecisions::cleanup()
{
    // Workers started for the pair view (passages, explanations) finish before
    // their workspace closes and before the next test queues its run loader.
    QThreadPool::globalInstance()->waitForDone(20000);
    QCoreApplication::processEvents();
    m_workspace.close();
}

QTableView *TestDecisions::showActive(ResultsPanel &panel, QSize size)
{
    panel.resize(size);
    showRun(panel);
    if (QTest::currentTestFailed())
        return nullptr;
    panel.decisionBar()->setAutoAdvance(false);
    panel.show();
    if (!QTest::qWaitForWindowActive(&panel)) {
        QTest::qFail("the panel's window did not become active", __FILE__, __LINE__);
        return nullptr;
    }
    return panel.findChild<QTableView *>(u"pairTable"_s);
}

void TestDecisions::showRun(ResultsPanel &panel)
{
    QSignalSpy shown(&panel, &ResultsPanel::runShown);
    // The panel opens the most alike pair, (1,2), by itself; wait for the pair
    // view to load it so none of its workers outlives the test's workspace.
    QSignalSpy pairShown(panel.pairView(), &nd::ui::PairView::pairShown);
    panel.setWorkspace(m_workspace.get());
    QSignalSpy failed(&panel, &ResultsPanel::runFailed);
    panel.showRun(m_run);
    QVERIFY2(shown.wait(10000), failed.isEmpty() ? "no signal" : qPrintable(failed.first().at(1).toString()));
    QVERIFY(pairShown.count() > 0 || pairShown.wait(10000));
    panel.setThreshold(0.5);
    auto *table = panel.findChild<QTableView *>(u"pairTable"_s);
    QCOMPARE(table->model()->rowCount(), 3);
    QCOMPARE(table->currentIndex().row(), 0);
    QCOMPARE(panel.decisionBar()->pair(), nd::store::orderedPair(m_ids[0], m_ids[1]));
}

QHash<nd::store::DocumentPair, nd::store::ReviewDecision> TestDecisions::stored() const
{
    return nd::store::ReviewStore(*m_workspace).currentDecisions(m_collection, u"tester"_s);
}

void TestDecisions::oneKeyDecisionUndoRedo()
{
    ResultsPanel panel;
    QTableView *table = showActive(panel, QSize(1200, 800));
    if (!table)
        return;
    table->setFocus();
    QTest::keyClick(table, Qt::Key_P);
    auto decisions = stored();
    QCOMPARE(decisions.size(), 1);
    QCOMPARE(decisions.value({m_ids[0], m_ids[1]}).decision, Decision::Plagiarism);
    QCOMPARE(decisions.value({m_ids[0], m_ids[1]}).reviewer, u"tester"_s);
    QVERIFY(panel.decisionBar()->action(Decision::Plagiarism)->isChecked());

    QTest::keyClick(table, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(stored().isEmpty());
    QTest::keyClick(table, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    decisions = stored();
    QCOMPARE(decisions.size(), 1);
    QCOMPARE(decisions.value({m_ids[0], m_ids[1]}).decision, Decision::Plagiarism);

    // A note typed in the field keeps its letters (no decision from "n").
    auto *note = panel.findChild<QLineEdit *>(u"decisionNote"_s);
    note->setFocus();
    QTest::keyClicks(note, u"nun"_s);
    QTest::keyClick(note, Qt::Key_Return);
    decisions = stored();
    QCOMPARE(decisions.value({m_ids[0], m_ids[1]}).decision, Decision::Plagiarism);
    QCOMPARE(decisions.value({m_ids[0], m_ids[1]}).note, u"nun"_s);
}

void TestDecisions::bulkDecisionIsOneUndoStep()
{
    ResultsPanel panel;
    QTableView *table = showActive(panel, QSize(1200, 800));
    if (!table)
        return;
    QCOMPARE(table->selectionMode(), QAbstractItemView::ExtendedSelection);
    table->setFocus();
    // Row 0 is current; Shift+Down twice extends the selection to all 3 rows.
    table->selectRow(0);
    QTest::keyClick(table, Qt::Key_Down, Qt::ShiftModifier);
    QTest::keyClick(table, Qt::Key_Down, Qt::ShiftModifier);
    QCOMPARE(table->selectionModel()->selectedRows().size(), 3);
    QCOMPARE(panel.decisionBar()->selectedPairs().size(), 3);
    QTest::keyClick(table, Qt::Key_N);
    auto decisions = stored();
    QCOMPARE(decisions.size(), 3);
    for (const auto &d : std::as_const(decisions))
        QCOMPARE(d.decision, Decision::NotDuplicate);
    QVERIFY(decisions.contains({m_ids[2], m_ids[3]}));
    QCOMPARE(table->model()->index(2, nd::ui::PairTableModel::Decision).data().toString(), u"not a duplicate"_s);
    // One action: a single Ctrl+Z takes back all three.
    QTest::keyClick(table, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(stored().isEmpty());
    // Back to one selected row (a plain click, Enter opens it): a key decides
    // the open pair only.
    const QModelIndex second = table->model()->index(1, 0);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(second).center());
    QCOMPARE(table->selectionModel()->selectedRows().size(), 1);
    QTest::keyClick(table, Qt::Key_Return);
    QCOMPARE(panel.decisionBar()->pair(), nd::store::orderedPair(m_ids[1], m_ids[2]));
    QTest::keyClick(table, Qt::Key_U);
    decisions = stored();
    QCOMPARE(decisions.size(), 1);
    QCOMPARE(decisions.value({m_ids[1], m_ids[2]}).decision, Decision::Unsure);
}

void TestDecisions::autoAdvanceAndNextUndecided()
{
    ResultsPanel panel;
    showRun(panel);
    panel.decisionBar()->setAutoAdvance(true);
    QSignalSpy opened(&panel, &ResultsPanel::pairOpened);
    panel.decisionBar()->decide(Decision::NotDuplicate);
    // Auto-advance: the next undecided pair is (2,3).
    QCOMPARE(opened.count(), 1);
    QCOMPARE(opened.last().at(0).toLongLong(), m_ids[1]);
    QCOMPARE(opened.last().at(1).toLongLong(), m_ids[2]);
    QCOMPARE(panel.decisionBar()->pair(), nd::store::orderedPair(m_ids[1], m_ids[2]));
    // Next undecided skips the shown pair: (3,4).
    QVERIFY(panel.openNextUndecided());
    QCOMPARE(panel.decisionBar()->pair(), nd::store::orderedPair(m_ids[2], m_ids[3]));
    // And wraps round to (2,3), the only other undecided one.
    QVERIFY(panel.openNextUndecided());
    QCOMPARE(panel.decisionBar()->pair(), nd::store::orderedPair(m_ids[1], m_ids[2]));
    panel.decisionBar()->decide(Decision::Unsure);
    panel.decisionBar()->decide(Decision::NearDuplicate); // on (3,4) after auto-advance
    QCOMPARE(stored().size(), 3);
    QVERIFY(!panel.openNextUndecided()); // all decided
}

void TestDecisions::decisionFilterAndColumn()
{
    ResultsPanel panel;
    showRun(panel);
    panel.decisionBar()->setAutoAdvance(false);
    panel.decisionBar()->decide(Decision::Plagiarism);
    auto *table = panel.findChild<QTableView *>(u"pairTable"_s);
    QAbstractItemModel *model = table->model();
    QCOMPARE(model->index(0, nd::ui::PairTableModel::Decision).data().toString(), u"plagiarism"_s);
    QVERIFY(model->index(1, nd::ui::PairTableModel::Decision).data().toString().isEmpty());
    using State = nd::ui::PairFilterProxy::DecisionState;
    panel.pairFilter()->setDecisionState(State::Undecided);
    QCOMPARE(model->rowCount(), 2);
    panel.pairFilter()->setDecisionState(State::Plagiarism);
    QCOMPARE(model->rowCount(), 1);
    panel.pairFilter()->setDecisionState(State::NotDuplicate);
    QCOMPARE(model->rowCount(), 0);
    // Undo re-filters at once: the pair is undecided again.
    panel.pairFilter()->setDecisionState(State::Undecided);
    panel.decisionBar()->undo();
    QCOMPARE(model->rowCount(), 3);
}

void TestDecisions::clusterViewSplitsAndFilters()
{
    ResultsPanel panel;
    showRun(panel);
    nd::ui::ClusterView view(&panel);
    // 1-2 0.9, 2-3 0.8, 3-4 0.7: one chain of four, weakest link 3-4.
    QCOMPARE(view.clusters().size(), 1);
    QCOMPARE(view.clusters().first().size(), 4);
    QCOMPARE(view.clusters().first().weakestLink->score, 0.7);
    QVERIFY(view.tree()->topLevelItem(0)->text(2).contains(u"doc3.txt"_s));
    QVERIFY(view.splitCluster(0));
    QCOMPARE(view.clusters().size(), 2);
    QCOMPARE(view.clusters().at(0).size(), 3); // {1, 2, 3} and {4}
    QCOMPARE(view.clusters().at(1).size(), 1);
    view.showClusterPairs(0); // the pairs inside {1, 2, 3}: 1-2 and 2-3
    auto *table = panel.findChild<QTableView *>(u"pairTable"_s);
    QCOMPARE(table->model()->rowCount(), 2);
    view.showClusterPairs(-1);
    QCOMPARE(table->model()->rowCount(), 3);
    panel.setThreshold(0.85); // follows the threshold: only 1-2 left
    QCOMPARE(view.clusters().size(), 1);
    QCOMPARE(view.clusters().first().size(), 2);
}

void TestDecisions::exportsHtmlAndPdf()
{
    ResultsPanel panel;
    showRun(panel);
    panel.decisionBar()->setAutoAdvance(false);
    panel.decisionBar()->decide(Decision::Plagiarism);
    nd::review::ReportOptions options;
    options.threshold = panel.threshold();
    options.reviewer = DecisionBar::reviewer();
    const nd::review::ReportData data = nd::pipeline::buildReport(*m_workspace, m_run, options);
    QCOMPARE(data.pairs.size(), 3);
    QVERIFY(data.pairs.first().decided);
    QString error;
    const QString html = m_workspace.filePath(u"report.html"_s);
    const QString pdf = m_workspace.filePath(u"report.pdf"_s);
    QVERIFY2(nd::charts::reportexport::write(data, html, &error), qPrintable(error));
    QVERIFY2(nd::charts::reportexport::write(data, pdf, &error), qPrintable(error));
    QFile htmlFile(html);
    QVERIFY(htmlFile.open(QIODevice::ReadOnly));
    // The report names the decision as the decision bar does.
    QVERIFY(QString::fromUtf8(htmlFile.readAll()).contains(DecisionBar::decisionLabel(Decision::Plagiarism)));
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QVERIFY(pdfFile.size() > 1000);
    QVERIFY(pdfFile.read(5).startsWith("%PDF-"));
}

void TestDecisions::wholeReviewFlow()
{
    // Open a pair, step through its matches with the keyboard, decide with one
    // key, undo, exclude quotes, advance to the next undecided pair, decide,
    // export a report: the workspace holds exactly the decisions made.
    QSettings().remove(u"pairView"_s);
    ResultsPanel panel;
    QTableView *table = showActive(panel, QSize(1400, 900)); // opens (1,2)
    if (!table)
        return;
    nd::ui::PairView *view = panel.pairView();
    QVERIFY(view->passages().size() >= 1);
    view->paneA()->setFocus();
    QTest::keyClick(view->paneA(), Qt::Key_F3);
    QCOMPARE(view->navigator()->current(), 1);
    QTest::keyClick(view->paneA(), Qt::Key_End, Qt::ControlModifier);
    QCOMPARE(view->navigator()->current(), int(view->passages().size()));

    table->setFocus();
    QTest::keyClick(table, Qt::Key_P);
    QCOMPARE(stored().value({m_ids[0], m_ids[1]}).decision, Decision::Plagiarism);
    QTest::keyClick(table, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(stored().isEmpty());
    QTest::keyClick(table, Qt::Key_D);

    // Exclude quotes: B's quoted words leave its score; A has no quotes.
    auto *label = view->findChild<QLabel *>(u"containment"_s);
    const QString before = label->text();
    const nd::compare::Containment all = view->containment();
    QTest::mouseClick(view->findChild<QCheckBox *>(u"excludeQuotes"_s), Qt::LeftButton, {}, QPoint(6, 6));
    QVERIFY(view->findChild<QCheckBox *>(u"excludeQuotes"_s)->isChecked());
    QVERIFY(label->text() != before);
    QVERIFY(label->text().contains(u"before exclusions"_s));
    QCOMPARE(view->containmentExcluding().aInB(), all.aInB());
    QVERIFY(view->containmentExcluding().bInA() < all.bInA());
    QVERIFY(!view->excludedRanges(true).isEmpty());

    // Next undecided: (2,3); decide it with one key.
    QSignalSpy shown(view, &nd::ui::PairView::pairShown);
    panel.decisionBar()->nextUndecidedAction()->trigger();
    QCOMPARE(panel.decisionBar()->pair(), nd::store::orderedPair(m_ids[1], m_ids[2]));
    QVERIFY(shown.count() > 0 || shown.wait(10000));
    table->setFocus();
    QTest::keyClick(table, Qt::Key_N);

    nd::review::ReportOptions options;
    options.threshold = panel.threshold();
    options.reviewer = DecisionBar::reviewer();
    options.decidedOnly = true;
    const auto data = nd::pipeline::buildReport(*m_workspace, m_run, options);
    QCOMPARE(data.pairs.size(), 2);
    QString error;
    const QString html = m_workspace.filePath(u"flow.html"_s);
    QVERIFY2(nd::charts::reportexport::write(data, html, &error), qPrintable(error));
    QFile file(html);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray report = file.readAll();
    QVERIFY(report.contains("near-duplicate") || report.contains("Near-duplicate"));

    const auto decisions = stored();
    QCOMPARE(decisions.size(), 2);
    QCOMPARE(decisions.value({m_ids[0], m_ids[1]}).decision, Decision::NearDuplicate);
    QCOMPARE(decisions.value({m_ids[1], m_ids[2]}).decision, Decision::NotDuplicate);
    QSettings().remove(u"pairView"_s);
}

QTEST_MAIN(TestDecisions)
#include "tst_decisions.moc"
