#include "features/nounlexicon.h"
#include "testsupport.h"

#include <QFileInfo>
#include <QTest>

using namespace Qt::StringLiterals;
using nd::features::NounLexicon;

class TestNounLexicon : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyDetachmentRuleAndNoMore_data();
    void everyDetachmentRuleAndNoMore();
    void missingFileIsEmpty();
    void englishWordNet();
};

void TestNounLexicon::everyDetachmentRuleAndNoMore_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<bool>("noun");
    // Each of morphy's rules once, worked out by hand on the WordNet-shaped
    // lexicon below (a licence line with leading spaces, a collocation).
    QTest::newRow("base form") << u"dog"_s << true;
    QTest::newRow("ses -> s") << u"buses"_s << true;
    QTest::newRow("xes -> x") << u"boxes"_s << true;
    QTest::newRow("zes -> z") << u"waltzes"_s << true;
    QTest::newRow("ches -> ch") << u"churches"_s << true;
    QTest::newRow("shes -> sh") << u"dishes"_s << true;
    QTest::newRow("men -> man") << u"women"_s << true;
    QTest::newRow("ies -> y") << u"parties"_s << true;
    QTest::newRow("s -> nothing") << u"dogs"_s << true;
    QTest::newRow("s -> nothing after z") << u"waltzs"_s << true; // morphy takes it too
    QTest::newRow("irregular plural") << u"mice"_s << true;
    QTest::newRow("another irregular plural") << u"children"_s << true;
    // Not nouns: a rule whose base is not listed, an exception whose base is
    // not listed, a suffix with nothing before it, a doubled suffix.
    QTest::newRow("base not listed") << u"men"_s << false; // "man" is not in this lexicon
    QTest::newRow("exception base not listed") << u"geese"_s << false;
    QTest::newRow("suffix alone") << u"s"_s << false;
    QTest::newRow("ies alone") << u"ies"_s << false;
    QTest::newRow("busses") << u"busses"_s << false;
    QTest::newRow("not a noun") << u"quickly"_s << false;
    QTest::newRow("collocation") << u"hot_dog"_s << false; // never one word
    QTest::newRow("licence line") << u"This"_s << false;
    QTest::newRow("empty") << QString() << false;
}

void TestNounLexicon::everyDetachmentRuleAndNoMore()
{
    QFETCH(QString, word);
    QFETCH(bool, noun);
    QTemporaryDir dir;
    const QString index = nd::test::writeFile(dir, u"index.noun"_s,
                                              "  1 This software and database is being provided\n"
                                              "dog n 7 5 @ ~ 7 1 02084071\n"
                                              "child n 4 3 @ 4 2 09917593\n"
                                              "hot_dog n 2 2 @ 2 0 07697537\n"
                                              "bus n 1 1 @ 1 0 02924116\n"
                                              "box n 1 1 @ 1 0 02883344\n"
                                              "waltz n 1 1 @ 1 0 07048000\n"
                                              "church n 1 1 @ 1 0 03028079\n"
                                              "dish n 1 1 @ 1 0 03206908\n"
                                              "woman n 1 1 @ 1 0 10787470\n"
                                              "party n 1 1 @ 1 0 08256968\n"
                                              "mouse n 1 1 @ 1 0 02330245\n");
    nd::test::writeFile(dir, u"noun.exc"_s, "mice mouse\ngeese goose\nchildren child\n");
    const NounLexicon nouns(index);
    QCOMPARE(nouns.size(), qsizetype(10)); // hot_dog never matches one word
    QCOMPARE(nouns.contains(word), noun);
    QCOMPARE(nouns.contains(QStringView(word)), noun);
}

void TestNounLexicon::missingFileIsEmpty()
{
    const NounLexicon nouns(u"/nonexistent/index.noun"_s);
    QVERIFY(nouns.isEmpty());
    QVERIFY(!nouns.contains(u"dog"));
}

void TestNounLexicon::englishWordNet()
{
    if (!QFileInfo::exists(NounLexicon::defaultPath()))
        QSKIP(qPrintable(u"WordNet's index.noun is missing: looked for %1; install the Debian package "
                         "wordnet-base (scripts/install-deps.sh)."_s.arg(NounLexicon::defaultPath())));
    const NounLexicon &nouns = NounLexicon::english();
    QVERIFY(nouns.size() > 50000); // WordNet 3.0 has about 82,000 single-word nouns
    QVERIFY(nouns.contains(u"dog"));
    QVERIFY(nouns.contains(u"dogs"));
    QVERIFY(nouns.contains(u"women"));
    QVERIFY(!nouns.contains(u"quickly"));
    QVERIFY(&NounLexicon::english() == &nouns); // loaded once
}

QTEST_GUILESS_MAIN(TestNounLexicon)
#include "tst_nounlexicon.moc"
