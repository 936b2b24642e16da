// PairView: long unmatched stretches folded, and the pair's score in every run.
#include "passages.h"
#include "ui/results/findbar.h"
#include "ui/results/matchnavigator.h"
#include "ui/results/overviewstrip.h"
#include "ui/results/pairview.h"
#include "ui/results/textpane.h"

#include "detect/detector.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using nd::compare::MatchedPassage;
using nd::ui::PairView;
using nd::ui::TextPane;

namespace {

QString lines(const QString &word, int count)
{
    QStringList all;
    for (int i = 0; i < count; ++i)
        all << u"%1 line %2"_s.arg(word).arg(i);
    return all.join(u'\n');
}

// A: line 0 shared, lines 1–100 "alpha line 0" … "alpha line 99", line 101
// shared. B: the same with "beta". Lines 1–100 are one unmatched run; with two
// context lines each side, lines 3–98 (0-based; 96 lines) fold, and the marker
// block goes before line 3: block 3. Line 3 is "alpha line 2", now block 4.
const QString kA = u"first shared words here\n"_s + lines(u"alpha"_s, 100) + u"\nlast shared words here"_s;
const QString kB = u"first shared words here\n"_s + lines(u"beta"_s, 100) + u"\nlast shared words here"_s;

void openFoldedPair(PairView &view)
{
    view.setFoldLines(20);
    view.setScrollTogether(false);
    view.showTexts(
        u"a"_s, kA, u"b"_s, kB,
        {passageOf(1, kA, kB, u"first shared words here"_s, 4), passageOf(2, kA, kB, u"last shared words here"_s, 4)});
}

// The view shown at 1000 by 600 with the pair open; false when its window never appeared.
bool showFoldedPair(PairView &view)
{
    view.resize(1000, 600);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return false;
    openFoldedPair(view);
    return true;
}

bool blockVisible(TextPane *pane, int block)
{
    return pane->document()->findBlockByNumber(block).isVisible();
}

} // namespace

class TestPairViewFolding : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(u"pairView"_s);
    }

    void longStretchFoldsWithRealLineNumbers()
    {
        PairView view;
        QVERIFY(showFoldedPair(view));
        for (TextPane *pane : {view.paneA(), view.paneB()}) {
            QCOMPARE(pane->folds().size(), 1);
            QCOMPARE(pane->folds().first().markerBlock, 3);
            QCOMPARE(pane->folds().first().lines, 96);
            QVERIFY(pane->folds().first().folded);
            QVERIFY(pane->isMarker(3));
            QVERIFY(blockVisible(pane, 3));
            QVERIFY(pane->document()->findBlockByNumber(3).text().isEmpty());
            for (int block : {4, 50, 99})
                QVERIFY(!blockVisible(pane, block));
            QVERIFY(blockVisible(pane, 2));
            QVERIFY(blockVisible(pane, 100));
            // Gutter numbers: the marker has none, the rest keep the text's lines.
            QCOMPARE(pane->lineNumber(2), 3);
            QCOMPARE(pane->lineNumber(3), 0);
            QCOMPARE(pane->lineNumber(4), 4);
            QCOMPARE(pane->lineNumber(100), 100);
            QCOMPARE(pane->lineNumber(102), 102);
        }
        QCOMPARE(TextPane::markerText(96), u"… 96 lines without matches — click to expand"_s);
        QCOMPARE(view.paneA()->document()->findBlockByNumber(4).text(), u"alpha line 2"_s);
        QCOMPARE(view.paneB()->document()->findBlockByNumber(99).text(), u"beta line 97"_s);
        // The text itself is whole: only the marker's empty line is added.
        QCOMPARE(view.paneA()->toPlainText().remove(u"[1]"_s).remove(u"[2]"_s),
                 QString(kA).insert(kA.indexOf(u"alpha line 2"_s), u'\n'));

        // Passages around the fold still work: markers, navigation, the strip.
        QCOMPARE(view.overview(false)->marks().size(), 2);
        view.showPassage(2);
        QCOMPARE(view.paneA()->textCursor().position(), view.markerPosition(2, false));
        QCOMPARE(view.paneB()->textCursor().position(), view.markerPosition(2, true));
        QVERIFY(view.paneA()->folds().first().folded);

        // Folded lines take no screen height: unfolding makes the pane scroll further.
        const int foldedRange = view.paneA()->verticalScrollBar()->maximum();
        const QRect marker = view.paneA()->cursorRect(QTextCursor(view.paneA()->document()->findBlockByNumber(3)));
        QTest::mouseClick(view.paneA()->viewport(), Qt::LeftButton, {}, marker.center() + QPoint(40, 0));
        QVERIFY(!view.paneA()->folds().first().folded);
        QVERIFY(!blockVisible(view.paneA(), 3));
        QVERIFY(blockVisible(view.paneA(), 4));
        QVERIFY(blockVisible(view.paneA(), 99));
        QTRY_VERIFY(view.paneA()->verticalScrollBar()->maximum() > foldedRange + 50);
        QVERIFY(view.paneB()->folds().first().folded); // each pane its own folds
    }

    void keyboardUnfolds()
    {
        PairView view;
        QVERIFY(showFoldedPair(view));
        TextPane *pane = view.paneB();
        pane->setFocus();
        QTextCursor onMarker(pane->document()->findBlockByNumber(3));
        pane->setTextCursor(onMarker); // the caret on the marker does not unfold it
        QVERIFY(pane->folds().first().folded);
        QTest::keyClick(pane, Qt::Key_Return);
        QVERIFY(!pane->folds().first().folded);
        QVERIFY(blockVisible(pane, 50));

        // "Show all lines" unfolds both panes; a new fold length folds again.
        view.setFoldLines(30);
        QCOMPARE(view.paneA()->foldedCount(), 1);
        QCOMPARE(view.paneB()->foldedCount(), 1);
        view.findChild<QPushButton *>(u"unfoldAll"_s)->click();
        QCOMPARE(view.paneA()->foldedCount(), 0);
        QCOMPARE(view.paneB()->foldedCount(), 0);
        // 96 lines are fewer than 100: nothing to fold; 0 folds nothing.
        view.setFoldLines(100);
        QVERIFY(view.paneA()->folds().isEmpty());
        view.setFoldLines(0);
        QVERIFY(view.paneA()->folds().isEmpty());
        QCOMPARE(QSettings().value(u"pairView/foldLines"_s).toInt(), 0);
    }

    void findAndJumpsUnfold()
    {
        PairView view;
        view.resize(1000, 600);
        view.show();
        view.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        openFoldedPair(view);
        // Find sees folded text; going to the hit unfolds its stretch, in A only.
        QCOMPARE(view.find(u"alpha line 50"_s), 1);
        QVERIFY(view.paneA()->folds().first().folded);
        view.findNext();
        QVERIFY(!view.paneA()->folds().first().folded);
        QVERIFY(view.paneB()->folds().first().folded);
        const QTextCursor hit = view.paneA()->textCursor();
        QCOMPARE(hit.selectedText(), u"alpha line 50"_s);
        QCOMPARE(view.paneA()->lineNumber(hit.blockNumber()), 52); // text line 51 counting from 0
        QVERIFY(hit.block().isVisible());
        QVERIFY(view.paneA()->viewport()->rect().contains(view.paneA()->cursorRect(hit).center()));

        // A click on the overview strip into the folded middle of B unfolds it.
        nd::ui::OverviewStrip *strip = view.overview(true);
        QTest::mouseClick(strip, Qt::LeftButton, {}, QPoint(strip->width() / 2, strip->height() / 2));
        QVERIFY(!view.paneB()->folds().first().folded);
        QVERIFY(view.paneB()->textCursor().block().isVisible());
    }

    void scoresOfEveryRun()
    {
        QTemporaryDir dir;
        const nd::store::Workspace workspace(dir.filePath(u"w.ndw"_s));
        nd::store::CollectionStore collectionStore(workspace);
        nd::store::RunStore runStore(workspace);
        const qint64 collection = collectionStore.createCollection(u"c"_s, {});
        const auto add = [&](const QString &path, const QString &text) {
            nd::store::NewDocument d = nd::test::textDocument(path, text);
            d.title = path;
            return collectionStore.addDocument(collection, d);
        };
        const qint64 a = add(u"a.txt"_s, kA);
        const qint64 b = add(u"b.txt"_s, kB);
        const auto *minhash = nd::detect::Registry::instance().find(u"minhash"_s);
        const auto *ncd = nd::detect::Registry::instance().find(u"ncd"_s);
        const auto addRun = [&](const nd::detect::Detector *detector, double score) {
            nd::store::RunInfo info;
            info.collectionId = collection;
            info.method = detector->name();
            info.params = QJsonObject::fromVariantMap(detector->resolve({}, nullptr));
            const qint64 run = runStore.createRun(info);
            runStore.storePairs(run, {{b, a, score}});
            return run;
        };
        const double minhashAt = minhash->thresholdRange(minhash->resolve({}, nullptr)).suggested;
        const qint64 first = addRun(minhash, minhashAt + 0.05);
        const qint64 second = addRun(ncd, 0.99);

        PairView view;
        view.setWorkspace(&workspace);
        view.setRun(second);
        QSignalSpy shown(&view, &PairView::pairShown);
        view.openPair(a, b);
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 10000);
        QTreeWidget *list = view.runScoreList();
        QCOMPARE(list->topLevelItemCount(), 2);
        QCOMPARE(list->topLevelItem(0)->data(0, Qt::UserRole).toLongLong(), first);
        QCOMPARE(list->topLevelItem(0)->text(3), minhash->title());
        QVERIFY(list->topLevelItem(0)->text(2).startsWith(u"yes (≥ "_s));
        QVERIFY(!list->topLevelItem(0)->font(0).bold());
        QCOMPARE(list->topLevelItem(1)->text(0), u"%1 (this run)"_s.arg(second));
        QVERIFY(list->topLevelItem(1)->font(0).bold());
        QCOMPARE(list->topLevelItem(1)->text(1), QLocale().toString(0.99, 'g', 4));
        QVERIFY2(list->topLevelItem(1)->text(2).startsWith(u"no (> "_s), qPrintable(list->topLevelItem(1)->text(2)));
        QVERIFY(list->topLevelItem(1)->text(4).contains(u"compressor="_s));
        QCOMPARE(list->headerItem()->text(4), u"Parameters (2 runs)"_s);
        // The same pair asked the other way round shows the same runs.
        view.openPair(b, a);
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 2, 10000);
        QCOMPARE(view.runScores().size(), 2);
        view.clear();
        QCOMPARE(list->topLevelItemCount(), 0);
        view.setWorkspace(nullptr);
    }
};

QTEST_MAIN(TestPairViewFolding)
#include "tst_pairviewfolding.moc"
