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
    void readsIndexAndMorphy();
    void missingFileIsEmpty();
    void englishWordNet();
};

void TestNounLexicon::readsIndexAndMorphy()
{
    // A WordNet-shaped index: a license line (leading spaces), two nouns, a collocation.
    QTemporaryDir dir;
    const QString index = nd::test::writeFile(dir, u"index.noun"_s,
                                              "  1 This software and database is being provided\n"
                                              "dog n 7 5 @ ~ 7 1 02084071\n"
                                              "box n 10 4 @ ~ 10 0 02883344\n"
                                              "party n 5 3 @ 5 1 08256968\n"
                                              "child n 4 3 @ 4 2 09917593\n"
                                              "hot_dog n 2 2 @ 2 0 07697537\n");
    nd::test::writeFile(dir, u"noun.exc"_s, "children child\n");
    const NounLexicon nouns(index);
    QCOMPARE(nouns.size(), qsizetype(4)); // hot_dog never matches one word
    QVERIFY(nouns.contains(u"dog"));
    QVERIFY(nouns.contains(u"dogs"));     // -s
    QVERIFY(nouns.contains(u"boxes"));    // -xes -> x
    QVERIFY(nouns.contains(u"parties"));  // -ies -> y
    QVERIFY(nouns.contains(u"children")); // noun.exc
    QVERIFY(!nouns.contains(u"quickly"));
    QVERIFY(!nouns.contains(u"hot_dog"));
    QVERIFY(!nouns.contains(u"This"));
    QVERIFY(!nouns.contains(u""));
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
