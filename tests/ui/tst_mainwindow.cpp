// End to end through the real widgets: import a folder of clustered near-
// duplicates, run MinHash, move the threshold, open a pair.
#include "store/collectionstore.h"
#include "store/workspace.h"
#include "testsupport.h"
#include "ui/collectionbrowser.h"
#include "ui/collectionmodel.h"
#include "ui/documentdialog.h"
#include "ui/documentmodel.h"
#include "ui/importdialog.h"
#include "ui/mainwindow.h"
#include "ui/results/resultspanel.h"
#include "ui/runmodel.h"
#include "ui/runpanel.h"

#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace nd;
using namespace nd::ui;

namespace {

constexpr int kSlow = 120000; // generous: the machine is shared; nothing here is timed

// Three stories; each cluster holds copies with a few words changed.
const char *const kStories[] = {
    "The river town woke early on market day. Farmers carried baskets of apples, pears and late plums "
    "across the old stone bridge while the baker opened his shutters and the smell of warm bread drifted "
    "over the square. Children chased pigeons between the stalls and the clock tower struck seven.",
    "Our committee reviewed the annual budget and found that maintenance of the public library had been "
    "underfunded for three consecutive years. We recommend a modest increase in the allocation for roof "
    "repairs, new shelving and longer opening hours during the examination period in spring.",
    "To cook the lentil soup, rinse the lentils, chop two onions and a carrot, and fry them gently in "
    "olive oil with cumin. Add the lentils, a bay leaf and a litre of stock, then simmer for thirty minutes "
    "until soft. Season with salt, pepper and a squeeze of lemon before serving.",
};

QByteArray variant(const char *story, int n)
{
    QString text = QString::fromUtf8(story);
    // Small, different edits per copy: a near-duplicate, not an exact one.
    const QStringList swaps[] = {{QStringLiteral("early"), QStringLiteral("slowly")},
                                 {QStringLiteral("three"), QStringLiteral("four")},
                                 {QStringLiteral("gently"), QStringLiteral("slowly")},
                                 {QStringLiteral("the"), QStringLiteral("that")}};
    if (n > 0)
        text.replace(swaps[n - 1].at(0), swaps[n - 1].at(1));
    text += QStringLiteral(" Copy %1.").arg(n);
    return text.toUtf8();
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void importRunAndReview();
    void refusesForeignWorkspace();
    void runPanelFitsItsColumn();
};

void TestMainWindow::initTestCase()
{
    test::useTestSettings(QStringLiteral("tst_mainwindow"));
}

void TestMainWindow::importRunAndReview()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString clusters[] = {QStringLiteral("market"), QStringLiteral("budget"), QStringLiteral("soup")};
    int written = 0;
    for (int c = 0; c < 3; ++c) {
        for (int n = 0; n < (c == 0 ? 4 : 3); ++n) {
            nd::test::writeFile(dir, QStringLiteral("corpus/%1/doc%2.txt").arg(clusters[c]).arg(n),
                                variant(kStories[c], n));
            ++written;
        }
    }
    QCOMPARE(written, 10);

    MainWindow window;
    QString error;
    QVERIFY2(window.openWorkspace(dir.filePath(QStringLiteral("test.ndw")), &error), qPrintable(error));
    QVERIFY(window.windowTitle().contains(QStringLiteral("test.ndw")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // Import through the dialog's widgets.
    window.showImportDialog({dir.filePath(QStringLiteral("corpus"))});
    ImportDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = window.findChild<ImportDialog *>()) && dialog->isVisible());
    QCOMPARE(dialog->paths().size(), 1);
    auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("collectionName"));
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("Fixture"));
    auto *clusterCheck = dialog->findChild<QCheckBox *>(QStringLiteral("clustersCheck"));
    QTest::mouseClick(clusterCheck, Qt::LeftButton);
    QVERIFY(clusterCheck->isChecked());
    QSignalSpy imported(&window, &MainWindow::importFinished);
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("importButton")), Qt::LeftButton);

    QTRY_COMPARE_WITH_TIMEOUT(imported.count(), 1, kSlow);
    CollectionModel *collections = window.browser()->collectionModel();
    QCOMPARE(collections->rowCount(), 1);
    const store::CollectionInfo info = collections->collections().first();
    QCOMPARE(info.name, QStringLiteral("Fixture"));
    QCOMPARE(info.documentCount, 10);
    QCOMPARE(info.truthKind, QStringLiteral("clusters"));
    QCOMPARE(window.browser()->currentCollection(), info.id);
    QTRY_COMPARE(window.browser()->documentModel()->rowCount(), 10);

    // Filter the document list, then open one document.
    auto *filter = window.browser()->findChild<QLineEdit *>(QStringLiteral("documentFilter"));
    QTest::keyClicks(filter, QStringLiteral("soup/"));
    auto *documents = window.browser()->findChild<QTableView *>(QStringLiteral("documentView"));
    QCOMPARE(documents->model()->rowCount(), 3);
    documents->setFocus();
    documents->setCurrentIndex(documents->model()->index(0, 0));
    QTest::keyClick(documents, Qt::Key_Return);
    DocumentDialog *docDialog = nullptr;
    QTRY_VERIFY((docDialog = window.findChild<DocumentDialog *>()) != nullptr);
    QVERIFY(docDialog->findChild<QPlainTextEdit *>(QStringLiteral("documentText"))
                ->toPlainText()
                .contains(QStringLiteral("lentil")));
    QVERIFY(docDialog->findChild<QLabel *>(QStringLiteral("documentPath"))->text().contains(QStringLiteral("soup/")));
    docDialog->close();

    // Run MinHash from the run panel.
    RunPanel *runPanel = window.runPanel();
    auto *methods = runPanel->findChild<QComboBox *>(QStringLiteral("methodCombo"));
    const int minhash = methods->findData(QStringLiteral("minhash"));
    QVERIFY2(minhash >= 0, "the minhash detector is registered");
    methods->setCurrentIndex(minhash);
    QCOMPARE(runPanel->method(), QStringLiteral("minhash"));
    ResultsPanel *results = window.resultsPanel();
    QSignalSpy shown(results, &ResultsPanel::runShown);
    auto *runButton = runPanel->findChild<QPushButton *>(QStringLiteral("runButton"));
    QVERIFY(runButton->isEnabled());
    QTest::mouseClick(runButton, Qt::LeftButton);

    QTRY_VERIFY_WITH_TIMEOUT(shown.count() >= 1, kSlow);
    RunModel *runs = window.browser()->runModel();
    QCOMPARE(runs->rowCount(), 1);
    QCOMPARE(runs->runs().first().status, store::RunStatus::Done);
    QCOMPARE(shown.last().at(0).toLongLong(), runs->runs().first().id);
    QCOMPARE(results->currentRun(), runs->runs().first().id);

    // Review the run's pairs: the threshold, the pair list and the pair view are
    // in the Review mode.
    window.showMode(MainWindow::Mode::Review);
    // Move the threshold with the keyboard.
    auto *slider = results->findChild<QAbstractSlider *>(QStringLiteral("thresholdSlider"));
    QVERIFY(slider);
    const double before = results->threshold();
    const int position = slider->value();
    slider->setFocus();
    QTest::keyClick(slider, position > slider->minimum() ? Qt::Key_Left : Qt::Key_Right);
    QTRY_VERIFY(results->threshold() != before);

    // Open the first pair.
    auto *pairs = results->findChild<QAbstractItemView *>(QStringLiteral("pairTable"));
    QVERIFY(pairs);
    QTRY_VERIFY(pairs->model()->rowCount() > 0);
    QSignalSpy opened(results, &ResultsPanel::pairOpened);
    pairs->setFocus();
    pairs->selectionModel()->setCurrentIndex(pairs->model()->index(0, 0),
                                             QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QTest::keyClick(pairs, Qt::Key_Return);
    QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, kSlow);

    const qint64 a = opened.first().at(0).toLongLong();
    const qint64 b = opened.first().at(1).toLongLong();
    store::CollectionStore collectionStore(*window.workspace());
    const auto docA = collectionStore.document(a);
    const auto docB = collectionStore.document(b);
    QVERIFY(docA && docB);
    auto *pairView = results->findChild<QWidget *>(QStringLiteral("pairView"));
    QVERIFY(pairView);
    // Both documents' text must be on screen in the pair view's text panes
    // (which number shared passages with "[n]" markers; the fixture has no brackets).
    auto showsText = [pairView](const QString &text) {
        static const QRegularExpression marker(QStringLiteral("\\[\\d+\\]"));
        for (auto *edit : pairView->findChildren<QPlainTextEdit *>()) {
            if (edit->toPlainText().remove(marker).contains(text))
                return true;
        }
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(showsText(docA->text) && showsText(docB->text), kSlow);
}

void TestMainWindow::refusesForeignWorkspace()
{
    QTemporaryDir dir;
    const QByteArray foreign = "This is not a NearDup workspace, just some text that must survive.";
    const QString path = nd::test::writeFile(dir, QStringLiteral("notes.ndw"), foreign);
    MainWindow window;
    QString error;
    QVERIFY(!window.openWorkspace(path, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(window.workspace() == nullptr);
    QVERIFY(!window.windowTitle().contains(QStringLiteral("notes.ndw")));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), foreign); // nothing lost
}

void TestMainWindow::runPanelFitsItsColumn()
{
    // The run panel's column in the Collections mode has no sideways scroll bar:
    // in a window of a smaller screen (the first start takes 90 % of 1400 x 900)
    // the panel, which keeps its minimum width, must be wholly visible, up to
    // its Run button's right edge.
    QTemporaryDir dir;
    MainWindow window;
    QString error;
    QVERIFY2(window.openWorkspace(dir.filePath(QStringLiteral("small.ndw")), &error), qPrintable(error));
    window.resize(1260, 810);
    window.showMode(MainWindow::Mode::Collections);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    auto *panel = window.findChild<RunPanel *>(QStringLiteral("runPanel"));
    QVERIFY(panel);
    QVERIFY(panel->isVisible());
    auto *run = panel->findChild<QPushButton *>(QStringLiteral("runButton"));
    QVERIFY(run);
    QWidget *viewport = panel->parentWidget(); // the scroll area's viewport
    const QRect button(run->mapTo(viewport, QPoint(0, 0)), run->size());
    QVERIFY2(viewport->rect().contains(button.topRight()),
             qPrintable(
                 QStringLiteral("button right edge %1, viewport width %2").arg(button.right()).arg(viewport->width())));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
