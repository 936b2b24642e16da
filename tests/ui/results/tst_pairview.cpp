#include "passages.h"
#include "ui/results/explainpanel.h"
#include "ui/results/findbar.h"
#include "ui/results/matchnavigator.h"
#include "ui/results/overviewstrip.h"
#include "ui/results/pairview.h"
#include "ui/results/textpane.h"

#include "compare/passagematcher.h"
#include "text/preprocessor.h"

#include <QCheckBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QRandomGenerator>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace nd::ui;
using nd::compare::MatchedPassage;

class TestPairView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void markersAndHighlights();
    void matchListJumpsBothPanes();
    void scrollTogether();
    void navigateWithKeys();
    void findInBothPanes();
    void clickScrollsOtherPane();
    void containmentLabel();
    void nearPassageShowsChangedWords();
    void overviewStripJumps();
    void largeTextWaits();
    void wordWrapToggle();
    void explanationShown();
    void firstPaintOfLongPair();
    void excludeQuotesChangesScore();
};

namespace {

// A = "aaa SHARED ONE bbb SHARED TWO ccc", B = "SHARED TWO xx SHARED ONE".
// Passage 1 "SHARED ONE": A[4,14), B[14,24); passage 2 "SHARED TWO": A[19,29), B[0,10).
QList<MatchedPassage> twoPassages()
{
    return {passage(1, 4, 14, 14, 24, 2), passage(2, 19, 29, 0, 10, 2)};
}

QColor backgroundAt(QPlainTextEdit *pane, int position)
{
    QTextCursor cursor(pane->document());
    cursor.setPosition(position + 1); // the format of the character before the cursor
    return cursor.charFormat().background().color();
}

QString longText(const QString &word, int lines)
{
    QStringList all;
    for (int i = 0; i < lines; ++i)
        all << u"%1 line %2"_s.arg(word).arg(i);
    return all.join(u'\n');
}

} // namespace

void TestPairView::initTestCase()
{
    // Exclusions are remembered in QSettings: keep the user's out of the tests.
    QStandardPaths::setTestModeEnabled(true);
    QSettings().remove(u"pairView"_s);
    // These tests scroll through long unmatched texts; folding has its own tests.
    QSettings().setValue(u"pairView/foldLines"_s, 0);
}

void TestPairView::markersAndHighlights()
{
    PairView view;
    view.showTexts(u"a.txt"_s, u"aaa SHARED ONE bbb SHARED TWO ccc"_s, u"b.txt"_s, u"SHARED TWO xx SHARED ONE"_s,
                   twoPassages());
    // Markers go before each passage, in each pane's own order.
    QCOMPARE(view.paneA()->toPlainText(), u"aaa [1]SHARED ONE bbb [2]SHARED TWO ccc"_s);
    QCOMPARE(view.paneB()->toPlainText(), u"[2]SHARED TWO xx [1]SHARED ONE"_s);
    QCOMPARE(view.markerPosition(1, false), 4);
    QCOMPARE(view.markerPosition(2, false), 22);
    QCOMPARE(view.markerPosition(2, true), 0);
    QCOMPARE(view.markerPosition(1, true), 17);

    // Passages are highlighted, alternate colours, and the plain text is not.
    const QColor first = backgroundAt(view.paneA(), 7);   // 'S' of SHARED ONE
    const QColor second = backgroundAt(view.paneA(), 25); // 'S' of SHARED TWO
    const QColor plain = backgroundAt(view.paneA(), 0);
    QVERIFY(first.isValid() && first.alpha() > 0);
    QVERIFY(second.isValid() && second.alpha() > 0);
    QVERIFY(first != second);
    QVERIFY(plain != first && plain != second);
    QCOMPARE(backgroundAt(view.paneB(), 20), first); // same passage, same colour in B

    QCOMPARE(view.matchList()->topLevelItemCount(), 2);
    QCOMPARE(view.matchList()->topLevelItem(0)->text(0), u"1"_s);
    QCOMPARE(view.matchList()->topLevelItem(0)->text(3), u"SHARED ONE"_s);
    QCOMPARE(view.matchList()->topLevelItem(0)->text(2), QString()); // plain texts have no pages
    QVERIFY(view.paneA()->isReadOnly());
    QCOMPARE(view.paneA()->lineWrapMode(), QPlainTextEdit::WidgetWidth);
}

void TestPairView::matchListJumpsBothPanes()
{
    // Passage 1 sits near the end of A and near the start of B.
    const QString a = longText(u"alpha"_s, 300) + u"\nthe common words here"_s;
    const QString b = u"the common words here\n"_s + longText(u"beta"_s, 300);
    const MatchedPassage p = passageOf(1, a, b, u"the common words here"_s, 4);
    PairView view;
    view.resize(1000, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showTexts(u"a"_s, a, u"b"_s, b, {p});
    QCOMPARE(view.paneA()->verticalScrollBar()->value(), 0);

    view.matchList()->setCurrentItem(view.matchList()->topLevelItem(0));
    QCOMPARE(view.paneA()->textCursor().position(), view.markerPosition(1, false));
    QCOMPARE(view.paneB()->textCursor().position(), 0);
    // A scrolled down to its last lines; B stays at its top, where the passage is.
    QVERIFY(view.paneA()->verticalScrollBar()->value() > 0);
    QCOMPARE(view.paneB()->verticalScrollBar()->value(), 0);
}

void TestPairView::scrollTogether()
{
    PairView view;
    view.resize(1000, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showTexts(u"a"_s, longText(u"a"_s, 400), u"b"_s, longText(u"b"_s, 200), {});
    QScrollBar *barA = view.paneA()->verticalScrollBar();
    QScrollBar *barB = view.paneB()->verticalScrollBar();
    QVERIFY(barA->maximum() > 0 && barB->maximum() > 0);
    QVERIFY(view.scrollTogether());
    barA->setValue(barA->maximum() / 2);
    // Proportional: half way in A is half way in B.
    QVERIFY(qAbs(barB->value() - barB->maximum() / 2) <= 1);
    barA->setValue(barA->maximum());
    QCOMPARE(barB->value(), barB->maximum());

    view.setScrollTogether(false);
    barA->setValue(0);
    QCOMPARE(barB->value(), barB->maximum());
}

namespace {

QString positionLabel(const PairView &view)
{
    return view.navigator()->findChild<QLabel *>(u"matchPosition"_s)->text();
}

// Shows the view with the panes scrolling apart and one passage, "the common
// words here", that a and b share.
void showCommonPassage(PairView &view, const QString &a, const QString &b)
{
    view.resize(1000, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setScrollTogether(false);
    view.showTexts(u"a"_s, a, u"b"_s, b, {passageOf(1, a, b, u"the common words here"_s, 4)});
}

} // namespace

void TestPairView::navigateWithKeys()
{
    const QString a = u"x ONE y TWO z THREE"_s;
    const QString b = u"THREE TWO ONE"_s;
    PairView view;
    view.resize(1000, 500);
    view.show();
    view.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    view.showTexts(
        u"a"_s, a, u"b"_s, b,
        {passageOf(1, a, b, u"ONE"_s, 1), passageOf(2, a, b, u"TWO"_s, 1), passageOf(3, a, b, u"THREE"_s, 1)});
    QCOMPARE(positionLabel(view), u"3 passages"_s);
    view.paneA()->setFocus(); // F3 works from a pane too
    QTest::keyClick(view.paneA(), Qt::Key_F3);
    QCOMPARE(positionLabel(view), u"1 of 3"_s);
    QTest::keyClick(view.paneA(), Qt::Key_F3);
    QCOMPARE(positionLabel(view), u"2 of 3"_s);
    // Both panes went to passage 2, and the list follows.
    QCOMPARE(view.paneA()->textCursor().position(), view.markerPosition(2, false));
    QCOMPARE(view.paneB()->textCursor().position(), view.markerPosition(2, true));
    QCOMPARE(view.matchList()->currentItem()->text(0), u"2"_s);
    QTest::keyClick(view.paneA(), Qt::Key_F3, Qt::ShiftModifier);
    QCOMPARE(positionLabel(view), u"1 of 3"_s);
    view.navigator()->setFocus();
    QTest::keyClick(view.navigator(), Qt::Key_End, Qt::ControlModifier);
    QCOMPARE(positionLabel(view), u"3 of 3"_s);
    QCOMPARE(view.paneB()->textCursor().position(), 0); // THREE opens B
    QTest::keyClick(view.navigator(), Qt::Key_F3);      // stays on the last
    QCOMPARE(positionLabel(view), u"3 of 3"_s);
    QTest::keyClick(view.navigator(), Qt::Key_Home, Qt::ControlModifier);
    QCOMPARE(positionLabel(view), u"1 of 3"_s);
}

void TestPairView::findInBothPanes()
{
    PairView view;
    view.resize(1000, 500);
    view.show();
    view.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    view.showTexts(u"a.txt"_s, u"aaa SHARED ONE bbb SHARED TWO ccc"_s, u"b.txt"_s, u"SHARED TWO xx SHARED ONE"_s,
                   twoPassages());
    QVERIFY(!view.findBar()->isVisible());
    view.paneA()->setFocus();
    QTest::keyClick(view.paneA(), Qt::Key_F, Qt::ControlModifier);
    QVERIFY(view.findBar()->isVisible());
    QVERIFY(view.findBar()->field()->hasFocus());
    QTest::keyClicks(view.findBar()->field(), u"two"_s); // case-insensitive
    QCOMPARE(view.paneA()->extraSelections().size(), 1);
    QCOMPARE(view.paneB()->extraSelections().size(), 1);
    // The hit in A is "TWO" after marker [2]: 22 + 3 + 7.
    QCOMPARE(view.paneA()->extraSelections().first().cursor.selectionStart(), 32);
    QCOMPARE(view.paneA()->extraSelections().first().cursor.selectedText(), u"TWO"_s);
    QCOMPARE(view.paneB()->extraSelections().first().cursor.selectionStart(), 10);
    auto *result = view.findBar()->findChild<QLabel *>(u"findResult"_s);
    QCOMPARE(result->text(), u"2 hits"_s);
    QTest::keyClick(view.findBar()->field(), Qt::Key_Return);
    QCOMPARE(result->text(), u"1 of 2"_s);
    QCOMPARE(view.paneA()->textCursor().selectedText(), u"TWO"_s);
    QTest::keyClick(view.findBar()->field(), Qt::Key_Return);
    QCOMPARE(result->text(), u"2 of 2"_s);
    QCOMPARE(view.paneB()->textCursor().selectionStart(), 10);
    QCOMPARE(view.find(u"nowhere"_s), 0);
    QCOMPARE(result->text(), u"Not found"_s);
    QVERIFY(view.paneA()->extraSelections().isEmpty());
    QTest::keyClicks(view.findBar()->field(), u"x"_s);
    QTest::keyClick(view.findBar()->field(), Qt::Key_Escape); // closes the bar
    QVERIFY(!view.findBar()->isVisible());
    QVERIFY(view.paneB()->extraSelections().isEmpty());
}

void TestPairView::clickScrollsOtherPane()
{
    // The passage opens A and closes B.
    const QString a = u"the common words here\n"_s + longText(u"alpha"_s, 300);
    const QString b = longText(u"beta"_s, 300) + u"\nthe common words here"_s;
    PairView view;
    showCommonPassage(view, a, b);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(view.paneB()->verticalScrollBar()->value(), 0);
    QTextCursor inside(view.paneA()->document());
    inside.setPosition(view.markerPosition(1, false) + 8);
    const QPoint at = view.paneA()->cursorRect(inside).center();
    QTest::mouseClick(view.paneA()->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(view.paneA()->textCursor().position(), view.markerPosition(1, false) + 8);
    QCOMPARE(view.paneA()->verticalScrollBar()->value(), 0); // the clicked pane stays
    QVERIFY(view.paneB()->verticalScrollBar()->value() > 0);
    QCOMPARE(view.paneB()->textCursor().position(), view.markerPosition(1, true));
    QCOMPARE(positionLabel(view), u"1 of 1"_s);
}

void TestPairView::containmentLabel()
{
    PairView view;
    // 5 + 3 shared words; A has 10 words, B 40: 80 % and 20 %.
    QList<MatchedPassage> passages = twoPassages();
    passages[0].words = 5;
    passages[1].words = 3;
    view.showTexts(u"a.txt"_s, u"aaa SHARED ONE bbb SHARED TWO ccc"_s, u"b.txt"_s, u"SHARED TWO xx SHARED ONE"_s,
                   passages, 10, 40);
    QCOMPARE(view.containmentText(), u"A is 80 % in B; B is 20 % in A"_s);
    QCOMPARE(view.findChild<QLabel *>(u"containment"_s)->text(), u"A is 80 % in B; B is 20 % in A"_s);
    view.clear();
    QCOMPARE(view.findChild<QLabel *>(u"containment"_s)->text(), QString());
}

void TestPairView::nearPassageShowsChangedWords()
{
    const QString a = u"the quick brown fox jumps"_s;
    const QString b = u"the quick red fox jumps"_s;
    MatchedPassage p = passage(1, 0, a.size(), 0, b.size(), 4);
    p.editedWords = 2;
    PairView view;
    view.showTexts(u"a"_s, a, u"b"_s, b, {p}, 5, 5);
    QCOMPARE(view.changedWords(false), (QList<QPair<qsizetype, qsizetype>>{{10, 15}})); // brown
    QCOMPARE(view.changedWords(true), (QList<QPair<qsizetype, qsizetype>>{{10, 13}}));  // red
    QTextCursor cursor(view.paneA()->document());
    cursor.setPosition(3 + 11); // inside "brown", after the "[1]" marker
    QCOMPARE(cursor.charFormat().underlineStyle(), QTextCharFormat::WaveUnderline);
    cursor.setPosition(3 + 5); // inside "quick"
    QCOMPARE(cursor.charFormat().underlineStyle(), QTextCharFormat::NoUnderline);
    QCOMPARE(view.paneA()->toPlainText(), u"[1]"_s + a); // the text itself is untouched
}

void TestPairView::overviewStripJumps()
{
    const QString a = longText(u"alpha"_s, 300) + u"\nthe common words here"_s;
    const QString b = u"the common words here\n"_s + longText(u"beta"_s, 300);
    PairView view;
    showCommonPassage(view, a, b);
    if (QTest::currentTestFailed())
        return;
    nd::ui::OverviewStrip *strip = view.overview(false);
    QCOMPARE(strip->marks().size(), 1);
    QCOMPARE(strip->marks().first().begin, view.markerPosition(1, false));
    QCOMPARE(strip->positionAt(strip->height()), view.paneA()->document()->characterCount());
    QTest::mouseClick(strip, Qt::LeftButton, {}, QPoint(strip->width() / 2, strip->height() - 1));
    QVERIFY(view.paneA()->verticalScrollBar()->value() > 0);
    QCOMPARE(view.paneB()->verticalScrollBar()->value(), 0);
}

void TestPairView::largeTextWaits()
{
    PairView view;
    view.setLargeTextLimit(20);
    view.showTexts(u"a.txt"_s, u"aaa SHARED ONE bbb SHARED TWO ccc"_s, u"b.txt"_s, u"SHARED TWO xx SHARED ONE"_s,
                   twoPassages());
    QVERIFY(view.isLayoutHeldBack());
    QVERIFY(view.paneA()->toPlainText().isEmpty());
    QCOMPARE(view.matchList()->topLevelItemCount(), 2); // the list is there already
    view.layOutAnyway();
    QVERIFY(!view.isLayoutHeldBack());
    QCOMPARE(view.paneB()->toPlainText(), u"[2]SHARED TWO xx [1]SHARED ONE"_s);
}

void TestPairView::wordWrapToggle()
{
    PairView view;
    QVERIFY(view.wordWrap());
    view.findChild<QCheckBox *>(u"wordWrap"_s)->click();
    QVERIFY(!view.wordWrap());
    QCOMPARE(view.paneB()->lineWrapMode(), QPlainTextEdit::NoWrap);
    view.setWordWrap(true);
    QCOMPARE(view.paneA()->lineWrapMode(), QPlainTextEdit::WidgetWidth);
}

void TestPairView::explanationShown()
{
    PairView view;
    nd::compare::PairExplanation e;
    e.kind = nd::compare::PairExplanation::Simhash;
    e.method = u"simhash"_s;
    e.simhash.bits = 64;
    e.simhash.fingerprintA = 0b1011;
    e.simhash.fingerprintB = 0b0001;
    e.simhash.distance = 2;
    view.setExplanation(e);
    QVERIFY(view.explainPanel()->text().contains(u"Hamming distance 2"_s));
    QCOMPARE(view.explainPanel()->bitStrip()->differing(), std::uint64_t(0b1010));
    QCOMPARE(view.explainPanel()->bitStrip()->toolTip(), u"Bits that differ: 1, 3"_s);
    e.kind = nd::compare::PairExplanation::Unsupported;
    e.method = u"spotsigs"_s;
    view.setExplanation(e);
    QVERIFY(view.explainPanel()->text().contains(u"spotsigs"_s));
}

void TestPairView::firstPaintOfLongPair()
{
    // Two 20,000-word documents sharing about half their text in 200 passages:
    // prints the time from the texts to the first painted panes (not asserted;
    // the machine decides). The layout must stay one pass over each text.
    QRandomGenerator rng(42);
    QStringList vocabulary;
    for (int i = 0; i < 3000; ++i)
        vocabulary << u"w%1x"_s.arg(i);
    auto words = [&](int n) {
        QStringList out;
        for (int i = 0; i < n; ++i)
            out << vocabulary.at(int(rng.bounded(3000)));
        return out.join(u' ');
    };
    QStringList partsA;
    QStringList partsB;
    for (int i = 0; i < 200; ++i) {
        const QString shared = words(50);
        partsA << words(50) << shared;
        partsB << shared << words(50);
    }
    const QString a = partsA.join(u"\n"_s);
    const QString b = partsB.join(u"\n"_s);
    nd::text::PreprocessOptions options;
    options.stem = false;
    const nd::text::Preprocessor pre(options);
    QElapsedTimer timer;
    timer.start();
    const auto passages = nd::compare::matchPassages(a, b, pre, 5);
    const qint64 matchMs = timer.elapsed();
    QVERIFY(passages.size() >= 200);

    PairView view;
    view.resize(1200, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    timer.restart();
    view.showTexts(u"a"_s, a, u"b"_s, b, passages, 20000, 20000);
    const qint64 layoutMs = timer.elapsed();
    view.paneA()->viewport()->repaint();
    view.paneB()->viewport()->repaint();
    const qint64 paintMs = timer.elapsed();
    qInfo("20,000-word pair, %d passages: matching %lld ms, highlighted layout %lld ms, "
          "first paint of both panes %lld ms after showTexts",
          int(passages.size()), matchMs, layoutMs, paintMs);
    QCOMPARE(view.matchList()->topLevelItemCount(), passages.size());
    view.showPassage(int(passages.size()));
    QVERIFY(view.paneA()->verticalScrollBar()->value() > 0);
}

void TestPairView::excludeQuotesChangesScore()
{
    // A: 10 words, its first 6 shared with B (8 words): 60 % and 75 %.
    // Quoting "charlie delta" in A leaves 8 words of A, 4 of them shared: 50 %.
    const QString a = u"alpha bravo “charlie delta” echo foxtrot golf hotel india juliet"_s;
    const QString b = u"zulu alpha bravo charlie delta echo foxtrot yankee"_s;
    const nd::text::Preprocessor pre;
    const auto passages = nd::compare::matchPassages(a, b, pre, 5);
    QCOMPARE(passages.size(), 1);
    QCOMPARE(passages.first().words, 6);
    PairView view;
    view.resize(900, 500);
    view.show();
    view.showTexts(u"a"_s, a, u"b"_s, b, passages);
    auto *label = view.findChild<QLabel *>(u"containment"_s);
    QCOMPARE(label->text(), u"A is 60 % in B; B is 75 % in A"_s);

    auto *quotes = view.findChild<QCheckBox *>(u"excludeQuotes"_s);
    QVERIFY(quotes && !quotes->isChecked());
    QTest::mouseClick(quotes, Qt::LeftButton, {}, quotes->rect().center() - QPoint(quotes->width() / 2 - 6, 0));
    QVERIFY(quotes->isChecked());
    QCOMPARE(label->text(), u"A is 50 % in B (60 % before exclusions); B is 75 % in A (75 % before exclusions)"_s);
    QCOMPARE(view.containmentExcluding().coveredA, 4);
    QCOMPARE(QSettings().value(u"pairView/excludeQuotes"_s).toBool(), true);

    // Greyed, not hidden: the quoted words are still in pane A, in grey italics;
    // the words outside the quote keep their normal look.
    const QTextCursor quoted = view.paneA()->document()->find(u"charlie"_s);
    QVERIFY(!quoted.isNull());
    QVERIFY(quoted.charFormat().fontItalic());
    QCOMPARE(quoted.charFormat().foreground().color(), QColor(0x8C, 0x8C, 0x8C));
    const QTextCursor kept = view.paneA()->document()->find(u"echo"_s);
    QVERIFY(!kept.charFormat().fontItalic());
    QVERIFY(view.paneB()->document()->find(u"charlie"_s).charFormat().fontItalic() == false);

    // Off again: the unexcluded figure comes back, and a new view remembers it.
    quotes->click();
    QCOMPARE(label->text(), u"A is 60 % in B; B is 75 % in A"_s);
    quotes->click();
    PairView second;
    QVERIFY(second.findChild<QCheckBox *>(u"excludeQuotes"_s)->isChecked());
    QSettings().remove(u"pairView"_s);
}

QTEST_MAIN(TestPairView)
#include "tst_pairview.moc"
