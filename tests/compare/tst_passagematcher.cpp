#include "compare/passagematcher.h"
#include "jobs/jobcontrol.h"
#include "text/preprocessor.h"

#include <QTest>

#include <tuple>

using namespace Qt::StringLiterals;
using nd::compare::MatchedPassage;
using nd::text::WordSpan;

namespace {

// Synthetic streams for the pure algorithm: token i sits at [10*i, 10*i+3).
std::vector<WordSpan> fakeSpans(qsizetype n)
{
    std::vector<WordSpan> spans;
    for (qsizetype i = 0; i < n; ++i)
        spans.push_back({10 * i, 10 * i + 3});
    return spans;
}

QStringList words(const char *text)
{
    return QString::fromLatin1(text).split(u' ', Qt::SkipEmptyParts);
}

// A passage's character ranges: [beginA, endA) in A, [beginB, endB) in B.
using CharacterRanges = std::tuple<qsizetype, qsizetype, qsizetype, qsizetype>;
CharacterRanges characterRanges(const MatchedPassage &p)
{
    return {p.beginA, p.endA, p.beginB, p.endB};
}

nd::text::PreprocessOptions keepStopwords()
{
    nd::text::PreprocessOptions options;
    options.removeStopwords = false; // so the hand counts below do not depend on a stop list
    return options;
}

} // namespace

class TestPassageMatcher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void longestRunWinsAndTokensAreUsedOnce();
    void shorterRunIsTrimmedToItsFreePiece();
    void nothingBelowMinWords_data();
    void nothingBelowMinWords();
    void twoSharedPassagesInRealText();
    void caseAndInflectionStillMatch();
    void emptyAndShortTexts();
    void cancelledComparisonStops();
};

void TestPassageMatcher::longestRunWinsAndTokensAreUsedOnce()
{
    // A = a b c d e f g; B = a b c d e f g a b c d e.
    // Common runs: A[0,7)=B[0,7) (7 tokens) and A[0,5)=B[7,12) (5 tokens).
    // The 7-run is taken first; the 5-run then has no free token in A -> dropped.
    const QStringList a = words("a b c d e f g");
    const QStringList b = words("a b c d e f g a b c d e");
    const auto passages = nd::compare::matchTokens(a, fakeSpans(a.size()), b, fakeSpans(b.size()), 3);
    QCOMPARE(passages.size(), 1);
    const MatchedPassage &p = passages.first();
    QCOMPARE(p.number, 1);
    QCOMPARE(p.words, 7);
    QCOMPARE(p.firstTokenA, 0);
    QCOMPARE(p.firstTokenB, 0);
    QCOMPARE(characterRanges(p), CharacterRanges(0, 63, 0, 63)); // last token 6 ends at 10*6+3
}

void TestPassageMatcher::shorterRunIsTrimmedToItsFreePiece()
{
    // A = t1..t10 (indices 0..9); B = t4..t10 X t1..t6.
    // Runs: A[3,10)=B[0,7) (7 tokens), A[0,6)=B[8,14) (6 tokens).
    // Greedy takes the 7-run; the 6-run loses A[3..5] and keeps A[0,3)=B[8,11).
    // Numbered by place in A: #1 = the trimmed piece, #2 = the 7-run.
    const QStringList a = words("t1 t2 t3 t4 t5 t6 t7 t8 t9 t10");
    const QStringList b = words("t4 t5 t6 t7 t8 t9 t10 X t1 t2 t3 t4 t5 t6");
    const auto passages = nd::compare::matchTokens(a, fakeSpans(a.size()), b, fakeSpans(b.size()), 3);
    QCOMPARE(passages.size(), 2);
    QCOMPARE(passages[0].number, 1);
    QCOMPARE(passages[0].firstTokenA, 0);
    QCOMPARE(passages[0].firstTokenB, 8);
    QCOMPARE(passages[0].words, 3);
    QCOMPARE(passages[0].beginB, 80);
    QCOMPARE(passages[0].endB, 103);
    QCOMPARE(passages[1].number, 2);
    QCOMPARE(passages[1].firstTokenA, 3);
    QCOMPARE(passages[1].firstTokenB, 0);
    QCOMPARE(passages[1].words, 7);
    QCOMPARE(passages[1].beginA, 30);
    QCOMPARE(passages[1].endA, 93);

    // With minWords 4 the 3-token piece is too short and only the 7-run remains.
    const auto strict = nd::compare::matchTokens(a, fakeSpans(a.size()), b, fakeSpans(b.size()), 4);
    QCOMPARE(strict.size(), 1);
    QCOMPARE(strict[0].firstTokenA, 3);
    QCOMPARE(strict[0].number, 1);
}

void TestPassageMatcher::nothingBelowMinWords_data()
{
    QTest::addColumn<int>("minWords");
    QTest::addColumn<int>("expected");
    // The only shared run is "c d e f" (4 tokens).
    QTest::newRow("min 5: none") << 5 << 0;
    QTest::newRow("min 4: one") << 4 << 1;
    QTest::newRow("min 2: one") << 2 << 1;
}

void TestPassageMatcher::nothingBelowMinWords()
{
    QFETCH(int, minWords);
    QFETCH(int, expected);
    const QStringList a = words("a b c d e f g h");
    const QStringList b = words("x y c d e f z w");
    const auto passages = nd::compare::matchTokens(a, fakeSpans(a.size()), b, fakeSpans(b.size()), minWords);
    QCOMPARE(passages.size(), expected);
    if (expected == 1) {
        QCOMPARE(passages[0].words, 4);
        QCOMPARE(passages[0].firstTokenA, 2);
        QCOMPARE(passages[0].firstTokenB, 2);
    }
}

void TestPassageMatcher::twoSharedPassagesInRealText()
{
    // Tokens (stopwords kept):
    // A: rivers carry sediment downstream every spring | then | farmers plant barley
    //    near the delta | while | herons wait                         (16 tokens)
    // B: each spring herons wait | rivers carry sediment downstream every spring |
    //    and | farmers plant barley near the delta                    (17 tokens)
    // Shared runs: A[0,6)=B[4,10) (6 words), A[7,13)=B[11,17) (6 words),
    // A[14,16)=B[2,4) "herons wait" (2 words, below minWords 5).
    const QString a = u"Rivers carry sediment downstream every spring. Then farmers plant "
                      u"barley near the delta while herons wait."_s;
    const QString b = u"Each spring herons wait. Rivers carry sediment downstream every "
                      u"spring, and farmers plant barley near the delta."_s;
    nd::text::Preprocessor pre(keepStopwords());
    const auto passages = nd::compare::matchPassages(a, b, pre, 5);
    QCOMPARE(passages.size(), 2);

    // "Rivers carry sediment downstream every spring": A[0,45), B[25,70).
    QCOMPARE(passages[0].number, 1);
    QCOMPARE(passages[0].words, 6);
    QCOMPARE(characterRanges(passages[0]), CharacterRanges(0, 45, 25, 70));
    QCOMPARE(a.mid(passages[0].beginA, passages[0].endA - passages[0].beginA),
             u"Rivers carry sediment downstream every spring"_s);

    // "farmers plant barley near the delta": A[52,87), B[76,111).
    QCOMPARE(passages[1].number, 2);
    QCOMPARE(passages[1].words, 6);
    QCOMPARE(characterRanges(passages[1]), CharacterRanges(52, 87, 76, 111));
    QCOMPARE(b.mid(passages[1].beginB, passages[1].endB - passages[1].beginB),
             u"farmers plant barley near the delta"_s);
}

void TestPassageMatcher::caseAndInflectionStillMatch()
{
    // Normalised and stemmed, both are: the farmer plant barley near river (6 tokens).
    const QString a = u"The Farmers PLANTED barley near rivers!"_s;
    const QString b = u"-- the farmer plants Barley near river --"_s;
    nd::text::Preprocessor pre(keepStopwords());
    const auto passages = nd::compare::matchPassages(a, b, pre, 5);
    QCOMPARE(passages.size(), 1);
    QCOMPARE(passages[0].words, 6);
    QCOMPARE(characterRanges(passages[0]), CharacterRanges(0, 38, 3, 38)); // A up to "rivers", without the "!"
}

void TestPassageMatcher::emptyAndShortTexts()
{
    nd::text::Preprocessor pre(keepStopwords());
    QVERIFY(nd::compare::matchPassages(u"", u"", pre).isEmpty());
    QVERIFY(nd::compare::matchPassages(u"one two three", u"one two three", pre, 5).isEmpty());
    QCOMPARE(nd::compare::matchPassages(u"one two three", u"one two three", pre, 3).size(), 1);
    QVERIFY(nd::compare::matchTokens({}, {}, words("a b c"), fakeSpans(3), 0).isEmpty());
}

void TestPassageMatcher::cancelledComparisonStops()
{
    // What Esc in the pair view does: the matcher notices and throws.
    const nd::text::Preprocessor pre(keepStopwords());
    nd::JobControl control;
    QCOMPARE(nd::compare::matchPassages(u"a b c d e f"_s, u"a b c d e f"_s, pre, 3, &control).size(), 1);
    control.cancel();
    QVERIFY_THROWS_EXCEPTION(nd::Cancelled,
                             nd::compare::matchPassages(u"a b c d e f"_s, u"a b c d e f"_s, pre, 3, &control));
}

QTEST_GUILESS_MAIN(TestPassageMatcher)
#include "tst_passagematcher.moc"
