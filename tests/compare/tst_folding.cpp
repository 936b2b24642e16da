#include "compare/folding.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd::compare;

class TestFolding : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Ten lines of two letters: line i begins at offset 3 i ("m0\nx1\n…x9").
    // Passages "m0" [0, 2) and "m7" [21, 23).
    void foldsBetweenPassagesKeepingContext()
    {
        const QString text = u"m0\nx1\nx2\nx3\nx4\nx5\nx6\nm7\nx8\nx9"_s;
        const QList<TextRange> passages = {{21, 23}, {0, 2}}; // any order
        // Untouched runs: lines 1–6 and 8–9. With one context line: lines 2–5
        // (offsets 6 to 18, past line 5's break); lines 8–9 lose line 8 to
        // context (line 9 ends the text, no context there): one line, too short.
        QCOMPARE(unmatchedStretches(text, passages, 3, 1), (QList<UnmatchedStretch>{{6, 18, 2, 4}}));
        // Folding single lines too: line 9, offsets 27 to the end (29).
        QCOMPARE(unmatchedStretches(text, passages, 1, 1), (QList<UnmatchedStretch>{{6, 18, 2, 4}, {27, 29, 9, 1}}));
        // Lines 2–5 are four lines: five are needed, nothing folds.
        QVERIFY(unmatchedStretches(text, passages, 5, 1).isEmpty());
        QVERIFY(unmatchedStretches(text, passages, 0, 1).isEmpty());
    }

    void lineBreakInsideAPassageTouchesItsLine()
    {
        const QString text = u"m0\nx1\nx2\nx3\nx4\nx5\nx6\nm7\nx8\nx9"_s;
        // [5, 6) is line 1's break: line 1 is touched, the run is lines 2–6, and
        // with one context line lines 3–5 (offsets 9 to 18) fold.
        QCOMPARE(unmatchedStretches(text, {{0, 2}, {5, 6}, {21, 23}}, 3, 1), (QList<UnmatchedStretch>{{9, 18, 3, 3}}));
    }

    void startOfTextNeedsNoContext()
    {
        const QString text = u"m0\nx1\nx2\nx3\nx4\nx5\nx6\nm7\nx8\nx9"_s;
        // Only "m7": lines 0–6 are untouched; no context before line 0, one
        // after: lines 0–5, offsets 0 to 18.
        QCOMPARE(unmatchedStretches(text, {{21, 23}}, 3, 1), (QList<UnmatchedStretch>{{0, 18, 0, 6}}));
    }

    void linesEndAsTheTextDocumentSplitsThem()
    {
        // "\r\n" is one break, "\r" and U+2029 are breaks: four lines ("a\r\n"
        // [0, 3), "b\r" [3, 5), "c\u2029" [5, 7), "d" [7, 8)), all unmatched.
        const QString text = u"a\r\nb\rc\u2029d"_s;
        QCOMPARE(unmatchedStretches(text, {}, 1, 2), (QList<UnmatchedStretch>{{0, 8, 0, 4}}));
    }
};

QTEST_GUILESS_MAIN(TestFolding)
#include "tst_folding.moc"
