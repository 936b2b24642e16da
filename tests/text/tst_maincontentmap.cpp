#include "templatepages.h"
#include "text/htmltotext.h"
#include "text/maincontent.h"
#include "text/maincontentmap.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd::text;

class TstMainContentMap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void spansOfHandMadeTexts();
    void offsetsIntoTheWholeText();
    void blockNotFoundKeepsNoSpan();
    void laterOccurrenceAfterThePreviousBlock();
    void templatePageKeepsTheArticle_data();
    void templatePageKeepsTheArticle();
    void textWithoutExtractionIsAllKept();
};

namespace {

QStringList textsOf(const QString &text, const std::vector<TextSpan> &spans)
{
    QStringList texts;
    for (const TextSpan &span : spans)
        texts.append(text.mid(span.begin, span.end - span.begin));
    return texts;
}

} // namespace

void TstMainContentMap::spansOfHandMadeTexts()
{
    // The whole text wraps the story differently: "Title  of\n story" holds the
    // main content's "Title of story" (the visible characters "Titleofstory" in both).
    const QString whole = u"Menu\nHome  News\n\nTitle  of\n story\nFooter"_s;
    const QString main = u"Title of story"_s;
    const MainContentMap map(whole, main);
    // "Menu\n" 0-4, "Home  News" 5-14, "\n\n" 15-16, "Title  of" 17-25, "\n " 26-27,
    // "story" 28-32, "\n" 33, "Footer" 34-39: the story is [17, 33).
    QCOMPARE(map.keptSpans(), (std::vector<TextSpan>{{17, 33}}));
    QCOMPARE(textsOf(whole, map.keptSpans()), QStringList{u"Title  of\n story"_s});
    // Before it "Menu\nHome  News" (0..15, its "\n\n" trimmed), after it "Footer".
    QCOMPARE(map.removedSpans(), (std::vector<TextSpan>{{0, 15}, {34, 40}}));
    QCOMPARE(textsOf(whole, map.removedSpans()), (QStringList{u"Menu\nHome  News"_s, u"Footer"_s}));
}

void TstMainContentMap::offsetsIntoTheWholeText()
{
    const QString whole = u"Menu\nHome  News\n\nTitle  of\n story\nFooter"_s;
    const QString main = u"Title of story"_s;
    const MainContentMap map(whole, main);
    QCOMPARE(map.toWholeText(0), 17);  // T
    QCOMPARE(map.toWholeText(4), 21);  // e of Title
    QCOMPARE(map.toWholeText(5), 22);  // the space: just after "Title"
    QCOMPARE(map.toWholeText(6), 24);  // o of "of" (after two spaces)
    QCOMPARE(map.toWholeText(9), 28);  // s of "story" (after "\n ")
    QCOMPARE(map.toWholeText(14), 33); // the end: after "story"
    // A passage "of story" [6, 14) of the main content covers "of\n story" there.
    QCOMPARE(whole.mid(map.toWholeText(6), map.toWholeText(14) - map.toWholeText(6)), u"of\n story"_s);
}

void TstMainContentMap::blockNotFoundKeepsNoSpan()
{
    // The second line of the main content is nowhere in the whole text (a parser
    // decoded it otherwise): no span, and its offsets stay at the end of the first.
    const QString whole = u"nav\nFirst block\nfooter"_s;
    const QString main = u"First block\nSecond"_s;
    const MainContentMap map(whole, main);
    QCOMPARE(map.keptSpans(), (std::vector<TextSpan>{{4, 15}}));
    QCOMPARE(map.toWholeText(12), 15); // S of "Second"
    QCOMPARE(map.toWholeText(main.size()), 15);
    QCOMPARE(textsOf(whole, map.removedSpans()), (QStringList{u"nav"_s, u"footer"_s}));
}

void TstMainContentMap::laterOccurrenceAfterThePreviousBlock()
{
    // "Share" is both a menu item before the article and a line after it; the
    // block after the article is looked for after the article.
    const QString whole = u"Share\nArticle text\nShare\nEnd"_s;
    const QString main = u"Article text\nShare"_s;
    const MainContentMap map(whole, main);
    QCOMPARE(map.keptSpans(), (std::vector<TextSpan>{{6, 18}, {19, 24}}));
    QCOMPARE(textsOf(whole, map.removedSpans()), (QStringList{u"Share"_s, u"End"_s}));
}

void TstMainContentMap::templatePageKeepsTheArticle_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<QStringList>("removed");
    using namespace nd::test;
    // The whole visible text leaves out link text (htmlToText, as paper 003), so
    // what extraction removed from it is the template's text outside links. The
    // Daily Example: the site name (h2) before the headline; after the article,
    // the related stories are all links, the footer's copyright line stays, and of
    // "<a>Privacy</a> | <a>Terms</a>" the bar.
    QTest::newRow("daily example") << dailyExamplePage(bridgeArticle())
                                   << QStringList{u"The Daily Example"_s,
                                                  u"Copyright 2026 The Daily Example. All rights reserved.\n\n|"_s};
    // Example Wire: of the login bar " | " between two links; the side menu and the
    // ad are links. After the article: of the comment "<a>reader42</a> wrote: <a>Great
    // news</a>" the word "wrote:", of the footer the bars between its three links and
    // the copyright line after <br>.
    QTest::newRow("example wire") << exampleWirePage(bridgeArticle())
                                  << QStringList{u"|"_s, u"wrote:\n\n| |\n\u00A9 2026 Example Wire"_s};
}

void TstMainContentMap::templatePageKeepsTheArticle()
{
    // The template pages of tst_maincontent: their main content is the headline
    // and the three paragraphs, so those are the kept spans of the whole text,
    // and the template around them is what was removed.
    QFETCH(QString, html);
    QFETCH(QStringList, removed);
    const nd::test::Article article = nd::test::bridgeArticle();
    const QString whole = nd::text::htmlToText(html);
    const QString main = nd::text::extractMainContent(html);
    QCOMPARE(main, article.expectedMainContent());
    const MainContentMap map(whole, main);
    QCOMPARE(textsOf(whole, map.keptSpans()),
             (QStringList{article.title, article.paragraphs[0], article.paragraphs[1], article.paragraphs[2]}));
    QCOMPARE(textsOf(whole, map.removedSpans()), removed);
}

void TstMainContentMap::textWithoutExtractionIsAllKept()
{
    // A document that is not HTML is compared whole (its main text is the text):
    // every line is kept and nothing is removed.
    const QString text = u"An essay.\nIts second line."_s;
    const MainContentMap map(text, text);
    QCOMPARE(map.keptSpans(), (std::vector<TextSpan>{{0, 9}, {10, 26}}));
    QVERIFY(map.removedSpans().empty());
    QCOMPARE(map.toWholeText(12), 12);
}

QTEST_GUILESS_MAIN(TstMainContentMap)
#include "tst_maincontentmap.moc"
