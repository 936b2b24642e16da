#include "templatepages.h"
#include "text/maincontent.h"

#include <QTest>

#include <atomic>
#include <latch>
#include <memory>
#include <thread>

using namespace Qt::StringLiterals;

class TstMainContent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // First: it is about the process's first parses.
    void firstParsesOnManyThreadsAtOnceAllFinish();
    void articleWithoutTheTemplate_data();
    void articleWithoutTheTemplate();
    void blocksByTheirNeighbours_data();
    void blocksByTheirNeighbours();
};

void TstMainContent::firstParsesOnManyThreadsAtOnceAllFinish()
{
    // The importer's pool starts its first pages together; libxml2 left to set
    // up its globals under that race stalled about one import in eight.
    // Detached threads, so that a stalled one fails the test instead of hanging it.
    constexpr int threadCount = 8;
    const QString page = nd::test::dailyExamplePage(nd::test::bridgeArticle());
    const QString expected = nd::test::bridgeArticle().expectedMainContent();
    auto start = std::make_shared<std::latch>(threadCount);
    auto finished = std::make_shared<std::atomic<int>>(0);
    auto correct = std::make_shared<std::atomic<int>>(0);
    for (int i = 0; i < threadCount; ++i) {
        std::thread([=] {
            start->arrive_and_wait();
            if (nd::text::extractMainContent(page) == expected)
                ++*correct;
            ++*finished;
        }).detach();
    }
    QTRY_COMPARE_WITH_TIMEOUT(finished->load(), threadCount, 5000);
    QCOMPARE(correct->load(), threadCount);
}

void TstMainContent::articleWithoutTheTemplate_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<QString>("expected");
    using namespace nd::test;
    // Blocks of the Daily Example page, as (words, link density, text density):
    // site name (3, 0, 3), the nav items fused (4, 1, 1), "Contact us" (2, 1, 2),
    // headline (7, 0, 7), the paragraphs (28/29/29 words, 0, > 11), the linked
    // "Related stories" heading and the fused related links (link density 1),
    // the copyright line (8, 0, 8), "Privacy | Terms" (2, 1, 2). The headline
    // follows a link block (link density > 0.56) and precedes text denser than
    // 11: content. Each paragraph is denser than 9 with a non-empty neighbour:
    // content. The copyright line follows a link block and precedes a block of
    // density 2 <= 11: boilerplate, as are the link blocks (link density > 1/3)
    // and the site name (density 3 <= 9, next 1 <= 10, no block before it).
    QTest::newRow("daily example, bridge")
        << dailyExamplePage(bridgeArticle()) << bridgeArticle().expectedMainContent();
    QTest::newRow("daily example, library")
        << dailyExamplePage(libraryArticle()) << libraryArticle().expectedMainContent();
    // Example Wire: every block around the article has a link density of at
    // least 2/3 (login bar 1, menu 1, advertisement 1, comments heading 1, the
    // comment 3 of 4, the footer 6 of 9 words), so only the article is kept.
    QTest::newRow("example wire, bridge") << exampleWirePage(bridgeArticle()) << bridgeArticle().expectedMainContent();
    QTest::newRow("example wire, library")
        << exampleWirePage(libraryArticle()) << libraryArticle().expectedMainContent();
}

void TstMainContent::articleWithoutTheTemplate()
{
    QFETCH(QString, html);
    QFETCH(QString, expected);
    QCOMPARE(nd::text::extractMainContent(html), expected);
}

void TstMainContent::blocksByTheirNeighbours_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("markup only") << u"<html><body><div></div></body></html>"_s << QString();
    // One block of 3 words and no neighbours: density 3 <= 9, next 0 <= 10,
    // previous 0 <= 4: boilerplate.
    QTest::newRow("a short line alone") << u"<p>Just three words</p>"_s << QString();
    // Links only: link density 1 everywhere.
    QTest::newRow("link list") << u"<ul><li><a href=a>First story here</a><li><a href=b>Second one</a></ul>"_s
                               << QString();
    // A 12-word line (density 12 > 9) before a 5-word line: content, since the
    // next block is not empty. The 5-word line (density 5 <= 9) has an empty
    // next block (0 <= 10) and a previous one denser than 4: content too.
    QTest::newRow("short line after a paragraph")
        << u"<p>one two three four five six seven eight nine ten eleven twelve</p><p>a b c d e</p>"_s
        << u"one two three four five six seven eight nine ten eleven twelve\na b c d e"_s;
    // The same lines swapped: the 12-word line last has an empty next block
    // (density 0): boilerplate; the 5-word line before it (5 <= 9) has a next
    // block denser than 10: content.
    QTest::newRow("dense line last") << u"<p>a b c d e</p><p>one two three four five six seven eight nine ten eleven "
                                        "twelve</p>"_s
                                     << u"a b c d e"_s;
    // Inline links inside a paragraph count towards its link density (2 of 12
    // words: 0.17 <= 1/3) and their text is kept; entities are decoded and
    // whitespace collapses.
    QTest::newRow("inline link")
        << u"<p>one two <a href=x>three four</a> five&nbsp;six   seven eight nine ten eleven twelve</p><p>x y</p>"_s
        << u"one two three four five six seven eight nine ten eleven twelve\nx y"_s;
    // A paragraph with more than a third of its words in links (4 of 12, above
    // the tree's 0.333333) is boilerplate; the line after it (previous link
    // density 0.33 <= 0.56, density 2, next 0, previous density 12 > 4) is kept.
    // Comments, scripts (whatever markup their text holds, any case) and
    // styles hold no text of the page.
    QTest::newRow("comment, script and style")
        << u"<p>one two three four five six<!-- <p>hidden words in a comment</p> --> seven eight nine ten eleven "
           "twelve</p><SCRIPT type=x>if (a < b) document.write('</p><p>injected words');</Script >"
           "<style>p { color: red }</style><p>x y</p><!-- unterminated <p>"_s
        << u"one two three four five six seven eight nine ten eleven twelve\nx y"_s;
    // Attributes are not text, whatever they hold (a quoted '>' or "<p>"); a
    // link written "<a/>" is closed at once, so the words after it are not linked.
    QTest::newRow("attributes")
        << u"<!DOCTYPE html><p class=\"x>y\" title='<p>no</p>'>one two three <a href=\"z\"/> four five six seven "
           "eight nine ten eleven <img alt=\"<b>\" src=i.png>twelve</p><?php echo 1 ?><p data-x=a>x y</p>"_s
        << u"one two three four five six seven eight nine ten eleven twelve\nx y"_s;
    QTest::newRow("linked paragraph")
        << u"<p>one two <a href=x>three four five six</a> seven eight nine ten eleven twelve</p><p>x y</p>"_s
        << u"x y"_s;
}

void TstMainContent::blocksByTheirNeighbours()
{
    QFETCH(QString, html);
    QFETCH(QString, expected);
    QCOMPARE(nd::text::extractMainContent(html), expected);
}

QTEST_APPLESS_MAIN(TstMainContent)
#include "tst_maincontent.moc"
