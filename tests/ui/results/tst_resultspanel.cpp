#include "detect/detector.h"
#include "store/collectionstore.h"
#include "store/truthstore.h"
#include "store/workspace.h"
#include "ui/results/pairview.h"
#include "charts/prfchart.h"
#include "ui/results/resultspanel.h"
#include "ui/results/textpane.h"
#include "testsupport.h"

#include <QFile>
#include <QImage>
#include <QLabel>
#include <QSignalSpy>
#include <QSlider>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using nd::ui::ResultsPanel;

class TestResultsPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void showsRunAtBestF();
    void keyboardMovesThreshold();
    void enterOpensPairWithPassages();
    void distanceRunUsesIntegerSteps();
    void missingRunFailsClearly();
    void exportsFromPanel();

private:
    void setUpWorkspace();
    qint64 addRun(const QString &method, const nd::ScoredPairs &byIndex);
    // Shows the run in the panel and waits until it is shown.
    // Shows the run in the panel (resized first when a size is given).
    void showRunIn(nd::ui::ResultsPanel &panel, qint64 run, QSize size = {});
    QString summary(const ResultsPanel &panel) const;

    nd::test::ScratchWorkspace m_workspace;
    qint64 m_collection = 0;
    QList<qint64> m_ids; // document ids of docs 1..4 at [0..3]
};

namespace {

const QString kText1 = u"Every year the river carries fine sediment downstream every spring season, "
                       u"while the farmers of the valley wait."_s;
const QString kText2 = u"Nobody noticed how the river carries fine sediment downstream every spring "
                       u"season until the dam was built."_s;

} // namespace

void TestResultsPanel::init()
{
    try {
        setUpWorkspace();
    } catch (const nd::store::WorkspaceError &e) {
        QFAIL(qPrintable(e.message()));
    }
}

void TestResultsPanel::setUpWorkspace()
{
    QLocale::setDefault(QLocale::c());
    m_workspace.open(u"test.ndwb"_s);
    nd::store::CollectionStore collectionStore(*m_workspace);
    nd::store::TruthStore truthStore(*m_workspace);
    m_collection = collectionStore.createCollection(u"four"_s, m_workspace.folder());
    const QStringList texts = {kText1, kText2, u"Completely different words about astronomy and stars."_s,
                               u"Yet another unrelated note on cooking pasta with garlic."_s};
    m_ids.clear();
    for (int i = 0; i < texts.size(); ++i) {
        nd::store::NewDocument doc = nd::test::textDocument(u"doc%1.txt"_s.arg(i + 1), texts[i]);
        // As if doc1 were page 3 of a PDF and doc2 paragraph 2 of a DOCX.
        if (i == 0)
            doc.locations = {{0, 3, 0}};
        else if (i == 1)
            doc.locations = {{0, 0, 2}};
        m_ids.append(collectionStore.addDocument(m_collection, doc));
    }
    truthStore.setClusters(m_collection,
                           {{m_ids[0], u"x"_s}, {m_ids[1], u"x"_s}, {m_ids[2], u"y"_s}, {m_ids[3], u"y"_s}});
}

void TestResultsPanel::cleanup()
{
    m_workspace.close();
}

qint64 TestResultsPanel::addRun(const QString &method, const nd::ScoredPairs &byIndex)
{
    nd::ScoredPairs pairs;
    for (const nd::ScoredPair &p : byIndex)
        pairs.push_back({m_ids[int(p.a) - 1], m_ids[int(p.b) - 1], p.score});
    return nd::test::storeFinishedRun(*m_workspace, m_collection, method, pairs);
}

void TestResultsPanel::showRunIn(ResultsPanel &panel, qint64 run, QSize size)
{
    if (size.isValid())
        panel.resize(size);
    panel.setWorkspace(m_workspace.get());
    QSignalSpy shown(&panel, &ResultsPanel::runShown);
    panel.showRun(run);
    QTRY_COMPARE(shown.count(), 1);
    QCOMPARE(shown.first().first().toLongLong(), run);
}

QString TestResultsPanel::summary(const ResultsPanel &panel) const
{
    const auto *label = panel.findChild<QLabel *>(u"thresholdSummary"_s);
    return label ? label->text() : QString();
}

// The example of fourdocs.h: scores 0.9 (1,2)+, 0.7 (1,3)-, 0.5 (3,4)+, 0.3 (2,4)-, 0.3 (2,3)-.
// At 0.5: tp 2 fp 1, P 0.67 R 1 F1 0.80, macro F1 0.67, 3 pairs flagged (best F1).
static const nd::ScoredPairs kSimilarityPairs = {{1, 2, 0.9}, {1, 3, 0.7}, {3, 4, 0.5}, {2, 4, 0.3}, {2, 3, 0.3}};

void TestResultsPanel::showsRunAtBestF()
{
    const qint64 run = addRun(u"shingling"_s, kSimilarityPairs);
    ResultsPanel panel;
    showRunIn(panel, run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(panel.currentRun(), run);
    QCOMPARE(panel.threshold(), 0.5);
    QVERIFY(qAbs(panel.currentPoint().f1 - 0.8) < 1e-9);
    auto *table = panel.findChild<QTableView *>(u"pairTable"_s);
    QVERIFY(table);
    QCOMPARE(table->model()->rowCount(), 3);
    QCOMPARE(table->model()->index(0, 0).data().toString(), u"doc1.txt"_s);
    QCOMPARE(summary(panel), u"P 0.67  R 1.00  F1 0.80 (macro F1 0.67) at τ = 0.5, 3 pairs flagged"_s);
    QCOMPARE(panel.chart()->f1Graph()->dataCount(), 4);
    QCOMPARE(panel.chart()->thresholdMarker()->point1->coords().x(), 0.5);
}

void TestResultsPanel::keyboardMovesThreshold()
{
    ResultsPanel panel;
    showRunIn(panel, addRun(u"shingling"_s, kSimilarityPairs), QSize(1200, 800));
    if (QTest::currentTestFailed())
        return;
    auto *slider = panel.findChild<QSlider *>(u"thresholdSlider"_s);
    auto *table = panel.findChild<QTableView *>(u"pairTable"_s);
    QVERIFY(slider && table);
    QSignalSpy changed(&panel, &ResultsPanel::thresholdChanged);

    // 1000 steps over 0..1: one step right is 0.501, past the 0.5 pair.
    QTest::keyClick(slider, Qt::Key_Right);
    QCOMPARE(changed.count(), 1);
    QVERIFY(qAbs(panel.threshold() - 0.501) < 1e-9);
    QCOMPARE(table->model()->rowCount(), 2);
    QVERIFY(summary(panel).contains(u"2 pairs flagged"_s));
    QVERIFY(summary(panel).contains(u"P 0.50  R 0.50  F1 0.50"_s));
    QVERIFY(qAbs(panel.chart()->thresholdMarker()->point1->coords().x() - 0.501) < 1e-9);

    QTest::keyClick(slider, Qt::Key_Home); // τ = 0: everything flagged
    QCOMPARE(panel.threshold(), 0.0);
    QCOMPARE(table->model()->rowCount(), 5);
    QTest::keyClick(slider, Qt::Key_End); // τ = 1: nothing flagged
    QCOMPARE(table->model()->rowCount(), 0);
    QVERIFY(summary(panel).contains(u"0 pairs flagged"_s));
}

void TestResultsPanel::enterOpensPairWithPassages()
{
    ResultsPanel panel;
    showRunIn(panel, addRun(u"shingling"_s, kSimilarityPairs), QSize(1400, 800));
    if (QTest::currentTestFailed())
        return;
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));

    auto *table = panel.findChild<QTableView *>(u"pairTable"_s);
    QSignalSpy opened(&panel, &ResultsPanel::pairOpened);
    QSignalSpy pairShown(panel.pairView(), &nd::ui::PairView::pairShown);
    table->setFocus();
    table->setCurrentIndex(table->model()->index(0, 0)); // (doc1, doc2), the 0.9 pair
    QTest::keyClick(table, Qt::Key_Return);
    QCOMPARE(opened.count(), 1);
    QCOMPARE(opened.first().at(0).toLongLong(), m_ids[0]);
    QCOMPARE(opened.first().at(1).toLongLong(), m_ids[1]);
    QTRY_COMPARE(pairShown.count(), 1);

    // Shared: "river carries fine sediment downstream every spring season".
    const auto &passages = panel.pairView()->passages();
    QCOMPARE(passages.size(), 1);
    QCOMPARE(kText1.mid(passages[0].beginA, passages[0].endA - passages[0].beginA),
             u"river carries fine sediment downstream every spring season"_s);
    const QString paneA = panel.pairView()->paneA()->toPlainText();
    const QString paneB = panel.pairView()->paneB()->toPlainText();
    QVERIFY(paneA.contains(u"[1]river carries fine sediment"_s));
    QVERIFY(paneA.contains(u"while the farmers of the valley wait."_s));
    QVERIFY(paneB.contains(u"[1]river carries fine sediment"_s));
    QVERIFY(paneB.contains(u"until the dam was built."_s));
    QTextCursor cursor(panel.pairView()->paneA()->document());
    cursor.setPosition(panel.pairView()->markerPosition(1, false) + 5);
    QVERIFY(cursor.charFormat().hasProperty(QTextFormat::BackgroundBrush));
    // Provenance beside the passage: the page in A, the paragraph in B.
    QCOMPARE(panel.pairView()->matchList()->topLevelItem(0)->text(2), u"p. 3 / ¶ 2"_s);
}

void TestResultsPanel::distanceRunUsesIntegerSteps()
{
    const auto *simhash = nd::detect::Registry::instance().find(u"simhash");
    QVERIFY(simhash);
    const double k = simhash->thresholdRange({}).maximum;
    QVERIFY(k >= 2);
    // Distances 0 (1,2)+, 1 (1,3)-, 2 (3,4)+: best F1 at 2 (P 2/3, R 1, F1 0.8;
    // at 0: P 1, R 0.5, F1 0.67).
    const qint64 run = addRun(u"simhash"_s, {{1, 2, 0}, {1, 3, 1}, {3, 4, 2}});
    ResultsPanel panel;
    showRunIn(panel, run);
    if (QTest::currentTestFailed())
        return;
    auto *slider = panel.findChild<QSlider *>(u"thresholdSlider"_s);
    auto *table = panel.findChild<QTableView *>(u"pairTable"_s);
    QCOMPARE(slider->maximum(), int(k));
    QCOMPARE(panel.threshold(), 2.0);
    QCOMPARE(table->model()->rowCount(), 3);
    QTest::keyClick(slider, Qt::Key_Left); // distance 1: two pairs
    QCOMPARE(panel.threshold(), 1.0);
    QCOMPARE(table->model()->rowCount(), 2);
    QTest::keyClick(slider, Qt::Key_Home); // distance 0: one pair
    QCOMPARE(table->model()->rowCount(), 1);
    QCOMPARE(table->model()->index(0, 2).data().toString(), u"0"_s);
}

void TestResultsPanel::missingRunFailsClearly()
{
    ResultsPanel panel;
    panel.setWorkspace(m_workspace.get());
    QSignalSpy failed(&panel, &ResultsPanel::runFailed);
    QSignalSpy shown(&panel, &ResultsPanel::runShown);
    panel.showRun(4242);
    QTRY_COMPARE(failed.count(), 1);
    QVERIFY(failed.first().at(1).toString().contains(u"4242"_s));
    QCOMPARE(shown.count(), 0);
    QVERIFY(!panel.hasResults());
    QString error;
    QVERIFY(!panel.exportCurveCsv(m_workspace.filePath(u"x.csv"_s), &error));
    QVERIFY(!error.isEmpty());
}

void TestResultsPanel::exportsFromPanel()
{
    ResultsPanel panel;
    showRunIn(panel, addRun(u"shingling"_s, kSimilarityPairs));
    if (QTest::currentTestFailed())
        return;
    QString error;
    const QString png = m_workspace.filePath(u"c.png"_s);
    QVERIFY2(panel.exportChart(png, &error, QSize(300, 200), 2.0), qPrintable(error));
    QCOMPARE(QImage(png).size(), QSize(600, 400));
    QVERIFY2(panel.exportChart(m_workspace.filePath(u"c.svg"_s), &error), qPrintable(error));
    QVERIFY2(panel.exportChart(m_workspace.filePath(u"c.pdf"_s), &error), qPrintable(error));
    QVERIFY(QFile::exists(m_workspace.filePath(u"c.svg"_s)));
    QVERIFY(QFile::exists(m_workspace.filePath(u"c.pdf"_s)));
    const QString csv = m_workspace.filePath(u"c.csv"_s);
    QVERIFY2(panel.exportCurveCsv(csv, &error), qPrintable(error));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.contains("# method: shingling\n"));
    QVERIFY(bytes.contains("\nthreshold,tp,fp,precision,recall,f1,macro_f1\n"));
    QCOMPARE(bytes.count('\n'), 4 + 1 + 4); // 4 comment lines, header, 4 points
}

QTEST_MAIN(TestResultsPanel)
#include "tst_resultspanel.moc"
