#include "features/spotsignatures.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd::features;

class TestSpotSignatures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void spotSigsPaperExample();
    void spotDistance();
    void chainPastEndIsDropped();
    void punctuationWindows_data();
    void punctuationWindows();
    void fullStops();
};

void TestSpotSignatures::spotSigsPaperExample()
{
    // The example sentence of the SpotSigs paper, antecedents {a, an, the, is},
    // distance 1, chain 2: after each antecedent the next two non-stopwords
    // ("to", "off", "for", "from", "on", "that", "into" are stopwords and skipped):
    //   a -> rally, kick;        a -> weeklong, campaign;   the -> south, carolina;
    //   the -> record, straight; an -> attack, circulating; the -> internet, designed;
    //   is -> designed, play.   "At" is not an antecedent.
    const QString text = u"At a rally to kick off a weeklong campaign for the South Carolina "
                         u"primary, Obama tried to set the record straight from an attack "
                         u"circulating widely on the Internet that is designed to play into "
                         u"prejudices against Muslims and fears of terrorism."_s;
    const QSet<QString> antecedents{u"a"_s, u"an"_s, u"the"_s, u"is"_s};
    const QStringList expected{u"a:rally:kick"_s,        u"a:weeklong:campaign"_s,   u"the:south:carolina"_s,
                               u"the:record:straight"_s, u"an:attack:circulating"_s, u"the:internet:designed"_s,
                               u"is:designed:play"_s};
    QCOMPARE(stopwordSpotSignatures(text, antecedents, 1, 2), expected);
}

void TestSpotSignatures::spotDistance()
{
    // Non-stopwords: cat sat mat today. Distance 2, chain 1 takes the second one
    // after each "the": the(0) -> [cat, sat] -> sat; the(4) -> [mat, today] -> today.
    const QSet<QString> the{u"the"_s};
    QCOMPARE(stopwordSpotSignatures(u"The cat sat on the mat today", the, 2, 1),
             (QStringList{u"the:sat"_s, u"the:today"_s}));
}

void TestSpotSignatures::chainPastEndIsDropped()
{
    // The second "the" has one non-stopword after it, a chain of 2 needs two.
    const QSet<QString> the{u"the"_s};
    QCOMPARE(stopwordSpotSignatures(u"the big red dog saw the cat", the, 1, 2), (QStringList{u"the:big:red"_s}));
}

void TestSpotSignatures::punctuationWindows_data()
{
    QTest::addColumn<int>("window");
    QTest::addColumn<QString>("expected");
    // "Hello world, this is a test, and more." has two commas:
    //   words: hello world | this is a test | and more
    //   1L: world, test;  1R: this, and;  2: world this, test and;
    //   4: (hello world)(this is), (a test)(and more);
    //   6: three each side, cut at the text's ends: (hello world)(this is a), (is a test)(and more).
    QTest::newRow("1L") << int(SpotWindow::OneLeft) << u"world test"_s;
    QTest::newRow("1R") << int(SpotWindow::OneRight) << u"this and"_s;
    QTest::newRow("2") << int(SpotWindow::Two) << u"world this test and"_s;
    QTest::newRow("4") << int(SpotWindow::Four) << u"hello world this is a test and more"_s;
    QTest::newRow("6") << int(SpotWindow::Six) << u"hello world this is a is a test and more"_s;
}

void TestSpotSignatures::punctuationWindows()
{
    QFETCH(int, window);
    QFETCH(QString, expected);
    const PunctuationSignature s =
        punctuationSignature(u"Hello world, this is a test, and more."_s, punctuationSet(u"comma"), SpotWindow(window));
    QCOMPARE(s.spots, 2);
    QCOMPARE(s.words.join(u' '), expected);
}

void TestSpotSignatures::fullStops()
{
    // Comma + full stop: a third spot at the end, whose word before is "more";
    // the full-width comma of Chinese text counts as a comma.
    const PunctuationSignature s = punctuationSignature(u"Hello world, this is a test, and more."_s,
                                                        punctuationSet(u"comma+fullstop"), SpotWindow::OneLeft);
    QCOMPARE(s.spots, 3);
    QCOMPARE(s.words, (QStringList{u"world"_s, u"test"_s, u"more"_s}));
    QCOMPARE(punctuationSignature(u"alpha，beta"_s, punctuationSet(u"comma"), SpotWindow::OneRight).words,
             QStringList{u"beta"_s});
}

QTEST_GUILESS_MAIN(TestSpotSignatures)
#include "tst_spotsignatures.moc"
