#include "compare/passagematcher.h"
#include "compare/worddiff.h"

#include <QTest>

#include <tuple>

using namespace Qt::StringLiterals;
using nd::compare::MatchedPassage;
using nd::compare::WordRange;

namespace {

// A range's kind and its words: [firstA, endA) of A, [firstB, endB) of B.
using WordRanges = std::tuple<WordRange::Kind, qsizetype, qsizetype, qsizetype, qsizetype>;
WordRanges wordRanges(const WordRange &r)
{
    return {r.kind, r.firstA, r.endA, r.firstB, r.endB};
}

} // namespace

class TestWordDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void replacedWord();
    void insertionAtEnd();
    void textOffsets();
    void mergeNearPassages();
    void nearMatchEndToEnd();
    void changedWordsOfNearPassages();
};

void TestWordDiff::replacedWord()
{
    // the quick brown fox / the quick red fox: "brown" out, "red" in, the rest common.
    const auto r = nd::compare::diffWords({u"the"_s, u"quick"_s, u"brown"_s, u"fox"_s},
                                          {u"the"_s, u"quick"_s, u"red"_s, u"fox"_s});
    QCOMPARE(r.size(), 4);
    QCOMPARE(wordRanges(r[0]), WordRanges(WordRange::Common, 0, 2, 0, 2));
    QCOMPARE(wordRanges(r[1]), WordRanges(WordRange::Deleted, 2, 3, 2, 2)); // nothing of B
    QCOMPARE(wordRanges(r[2]), WordRanges(WordRange::Inserted, 3, 3, 2, 3));
    QCOMPARE(wordRanges(r[3]), WordRanges(WordRange::Common, 3, 4, 3, 4));
}

void TestWordDiff::insertionAtEnd()
{
    const auto r = nd::compare::diffWords({u"a"_s, u"b"_s}, {u"a"_s, u"b"_s, u"c"_s, u"d"_s});
    QCOMPARE(r.size(), 2);
    QCOMPARE(r[1].kind, WordRange::Inserted);
    QCOMPARE(r[1].firstB, 2);
    QCOMPARE(r[1].endB, 4);
    QVERIFY(nd::compare::diffWords({}, {}).isEmpty());
}

void TestWordDiff::textOffsets()
{
    // Case does not count; punctuation is not a word.
    const auto r = nd::compare::diffTexts(u"The quick brown fox.", u"the QUICK red fox");
    QCOMPARE(r.size(), 4);
    QCOMPARE(r[1].kind, WordRange::Deleted);
    QCOMPARE(r[1].beginA, 10); // "brown" = [10, 15)
    QCOMPARE(r[1].endOffsetA, 15);
    QCOMPARE(r[2].kind, WordRange::Inserted);
    QCOMPARE(r[2].beginB, 10); // "red" = [10, 13)
    QCOMPARE(r[2].endOffsetB, 13);
    QCOMPARE(r[2].beginA, 16); // empty side sits before "fox"
    QCOMPARE(r[2].endOffsetA, 16);
}

void TestWordDiff::mergeNearPassages()
{
    auto passage = [](int n, qsizetype a, qsizetype b, int words) {
        MatchedPassage p;
        p.number = n;
        p.firstTokenA = a;
        p.firstTokenB = b;
        p.tokensA = p.tokensB = p.words = words;
        p.beginA = 10 * a;
        p.endA = 10 * (a + words);
        p.beginB = 10 * b;
        p.endB = 10 * (b + words);
        return p;
    };
    // 1 word of gap in A and 2 in B: merged; a 10-word gap: apart; a passage
    // going backwards in B: apart.
    const QList<MatchedPassage> in{passage(1, 0, 0, 5), passage(2, 6, 7, 4), passage(3, 20, 21, 5),
                                   passage(4, 26, 2, 5)};
    const auto out = nd::compare::mergeNearPassages(in, 3);
    QCOMPARE(out.size(), 3);
    QCOMPARE(out[0].number, 1);
    QCOMPARE(out[0].words, 9);
    QCOMPARE(out[0].tokensA, 10); // tokens 0..9
    QCOMPARE(out[0].tokensB, 11); // tokens 0..10
    QCOMPARE(out[0].editedWords, 3);
    QCOMPARE(out[0].endA, 100);
    QCOMPARE(out[0].endB, 110);
    QCOMPARE(out[1].number, 2);
    QCOMPARE(out[1].firstTokenA, 20);
    QCOMPARE(out[1].editedWords, 0);
    QCOMPARE(out[2].number, 3);
    QCOMPARE(nd::compare::mergeNearPassages(in, 0).size(), 4);
}

void TestWordDiff::nearMatchEndToEnd()
{
    nd::text::PreprocessOptions options;
    options.removeStopwords = false;
    options.stem = false;
    const nd::text::Preprocessor pre(options);
    const QString a = u"one two three four five brown six seven eight nine"_s;
    const QString b = u"one two three four five red six seven eight nine"_s;
    const auto exact = nd::compare::matchPassages(a, b, pre, 3);
    QCOMPARE(exact.size(), 2);
    const auto near = nd::compare::mergeNearPassages(exact, 2);
    QCOMPARE(near.size(), 1);
    QCOMPARE(near[0].words, 9);
    QCOMPARE(near[0].editedWords, 2);
    QCOMPARE(near[0].beginA, 0);
    QCOMPARE(near[0].endA, a.size());
    QCOMPARE(near[0].endB, b.size());
}

void TestWordDiff::changedWordsOfNearPassages()
{
    // Passage at A[4, 29) = "the quick brown fox jumps", B[0, 23) = "the quick red fox jumps".
    const QString a = u"xyz the quick brown fox jumps"_s;
    const QString b = u"the quick red fox jumps"_s;
    MatchedPassage near;
    near.beginA = 4;
    near.endA = a.size();
    near.endB = b.size();
    near.editedWords = 2;
    MatchedPassage exact = near; // not near: skipped even though the words differ
    exact.editedWords = 0;
    QList<QPair<qsizetype, qsizetype>> changedA;
    QList<QPair<qsizetype, qsizetype>> changedB;
    nd::compare::changedWords(a, b, {exact}, &changedA, &changedB);
    QVERIFY(changedA.isEmpty() && changedB.isEmpty());
    nd::compare::changedWords(a, b, {near}, &changedA, &changedB);
    QCOMPARE(changedA, (QList<QPair<qsizetype, qsizetype>>{{14, 19}})); // "brown"
    QCOMPARE(changedB, (QList<QPair<qsizetype, qsizetype>>{{10, 13}})); // "red"
}

QTEST_GUILESS_MAIN(TestWordDiff)
#include "tst_worddiff.moc"
