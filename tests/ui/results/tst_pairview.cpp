#include "ui/results/pairview.h"
#include "ui/results/textpane.h"

#include <QScrollBar>
#include <QTest>
#include <QTextBlock>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using nd::compare::MatchedPassage;
using nd::ui::PairView;

class TestPairView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void markersAndHighlights();
    void matchListJumpsBothPanes();
    void scrollTogether();
};

namespace {

// A = "aaa SHARED ONE bbb SHARED TWO ccc", B = "SHARED TWO xx SHARED ONE".
// Passage 1 "SHARED ONE": A[4,14), B[14,24); passage 2 "SHARED TWO": A[19,29), B[0,10).
QList<MatchedPassage> twoPassages()
{
    MatchedPassage one;
    one.number = 1;
    one.beginA = 4;
    one.endA = 14;
    one.beginB = 14;
    one.endB = 24;
    one.words = 2;
    MatchedPassage two;
    two.number = 2;
    two.beginA = 19;
    two.endA = 29;
    two.beginB = 0;
    two.endB = 10;
    two.words = 2;
    return {one, two};
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

void TestPairView::markersAndHighlights()
{
    PairView view;
    view.showTexts(u"a.txt"_s, u"aaa SHARED ONE bbb SHARED TWO ccc"_s, u"b.txt"_s,
                   u"SHARED TWO xx SHARED ONE"_s, twoPassages());
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
    QCOMPARE(view.matchList()->topLevelItem(0)->text(2), u"SHARED ONE"_s);
    QVERIFY(view.paneA()->isReadOnly());
    QCOMPARE(view.paneA()->lineWrapMode(), QPlainTextEdit::WidgetWidth);
}

void TestPairView::matchListJumpsBothPanes()
{
    // Passage 1 sits near the end of A and near the start of B.
    const QString a = longText(u"alpha"_s, 300) + u"\nthe common words here"_s;
    const QString b = u"the common words here\n"_s + longText(u"beta"_s, 300);
    MatchedPassage p;
    p.number = 1;
    p.beginA = a.indexOf(u"the common"_s);
    p.endA = p.beginA + 21;
    p.beginB = 0;
    p.endB = 21;
    p.words = 4;
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

QTEST_MAIN(TestPairView)
#include "tst_pairview.moc"
