#include "text/htmltotext.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TstHtmlToText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void htmlToText_data();
    void htmlToText();
    void canonicalText_data();
    void canonicalText();
};

void TstHtmlToText::htmlToText_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<QString>("text");

    // Inline tags vanish without a space, so a word split by markup stays whole.
    QTest::newRow("inline tags") << u"<p>Hello <b>wor</b>ld <span>again</span></p>"_s << u"Hello world again"_s;
    // Dropped elements become a blank (paper 003), with everything inside them.
    QTest::newRow("script") << u"a<script>var s = '<p>not text</p>';</script>b"_s << u"a b"_s;
    QTest::newRow("style") << u"<style type=\"text/css\">p { color: red }</style>Text"_s << u"Text"_s;
    QTest::newRow("iframe") << u"x <iframe src=\"ad.html\">fallback</iframe> y"_s << u"x y"_s;
    QTest::newRow("anchor") << u"Read <a href='/more'>this link</a> now"_s << u"Read now"_s;
    QTest::newRow("noscript") << u"a<noscript>enable js</noscript>b"_s << u"a b"_s;
    QTest::newRow("upper case") << u"<SCRIPT LANGUAGE=js>x</SCRIPT>y<A HREF=x>z</A>"_s << u"y"_s;
    QTest::newRow("comment") << u"a<!-- hidden <p> -->b"_s << u"ab"_s;
    QTest::newRow("head and title")
        << u"<!DOCTYPE html><html><head><title>Page title</title><meta charset=utf-8>"
           "<style>p{}</style></head><body><h1>Heading</h1><p>Body text.</p></body></html>"_s
        << u"Heading\n\nBody text."_s;

    // Blocks: a line break, paragraphs a blank line, never more than one.
    QTest::newRow("div and br") << u"<div>one</div><div>two<br>three</div>"_s << u"one\ntwo\nthree"_s;
    QTest::newRow("paragraphs") << u"<p>a</p>\n\n\n<p>b</p><p></p><p></p><p>c</p>"_s << u"a\n\nb\n\nc"_s;
    QTest::newRow("list") << u"<ul><li>x</li><li>y</li></ul>"_s << u"x\ny"_s;
    QTest::newRow("table") << u"<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>"_s << u"a b\nc"_s;
    QTest::newRow("whitespace") << u"  lots   of\r\n\t space  "_s << u"lots of space"_s;

    // Entities: named (HTML 4 set), numeric decimal and hex, C1 as cp1252.
    QTest::newRow("entities") << u"&amp; &lt;&gt; &quot;&apos; caf&eacute; &Eacute;"_s
                              << u"& <> \"' caf\u00E9 \u00C9"_s;
    QTest::newRow("typography") << u"&ldquo;x&rdquo; &lsquo;y&rsquo; a&mdash;b&ndash;c&hellip;"_s
                                << u"\u201Cx\u201D \u2018y\u2019 a\u2014b\u2013c\u2026"_s;
    QTest::newRow("numeric") << u"&#233;&#xE9;&#XE9; &#x1F600; &#147;q&#148;"_s
                             << u"\u00E9\u00E9\u00E9 \U0001F600 \u201Cq\u201D"_s;
    QTest::newRow("nbsp collapses") << u"a&nbsp;&nbsp; b"_s << u"a b"_s;
    QTest::newRow("unknown entity") << u"&bogus; AT&T &#; fish&chips"_s << u"&bogus; AT&T &#; fish&chips"_s;
    QTest::newRow("legacy without ;") << u"&copy 2007 &amp co"_s << u"\u00A9 2007 & co"_s;
    QTest::newRow("bad code points") << u"a&#0;b&#xD800;c&#x110000;d"_s << u"a\uFFFDb\uFFFDc\uFFFDd"_s;

    // Malformed markup.
    QTest::newRow("unclosed script") << u"text<script>alert(1); more"_s << u"text"_s;
    QTest::newRow("unclosed anchor ends at block") << u"<p>one <a href=x>link text<p>two</p>"_s << u"one\n\ntwo"_s;
    QTest::newRow("unclosed anchor ends at end tag") << u"a <a>b</p>c"_s << u"a\n\nc"_s;
    QTest::newRow("stray lt") << u"if a < b and c<d"_s << u"if a < b and c<d"_s;
    QTest::newRow("lt digit") << u"x <3 y <= z"_s << u"x <3 y <= z"_s;
    QTest::newRow("quoted gt") << u"<img alt='a > b'>text"_s << u"text"_s;
    QTest::newRow("unbalanced quote") << u"<img alt='oops>text"_s << u"text"_s;
    QTest::newRow("unclosed title") << u"<title>T<p>body"_s << u"body"_s;
    QTest::newRow("head without end") << u"<head><meta x=1><title>t</title><p>body"_s << u"body"_s;
    QTest::newRow("unclosed comment") << u"a<!-- forever"_s << u"a"_s;
    QTest::newRow("cdata and pi") << u"<?xml version=\"1.0\"?>a<![CDATA[x]]>b"_s << u"ab"_s;
    QTest::newRow("empty") << QString() << QString();
}

void TstHtmlToText::htmlToText()
{
    QFETCH(QString, html);
    QFETCH(QString, text);
    QCOMPARE(nd::text::htmlToText(html), text);
}

void TstHtmlToText::canonicalText_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("output");
    QTest::newRow("mixed") << u"a\tb\r\nc  d "_s << u"a b c d"_s;
    QTest::newRow("blank") << u"  \n\r\t "_s << QString();
    QTest::newRow("paragraphs") << u"one\n\ntwo"_s << u"one two"_s;
    QTest::newRow("unicode kept") << u"caf\u00E9\u00A0x"_s << u"caf\u00E9\u00A0x"_s;
}

void TstHtmlToText::canonicalText()
{
    QFETCH(QString, input);
    QFETCH(QString, output);
    QCOMPARE(nd::text::canonicalText(input), output);
}

QTEST_GUILESS_MAIN(TstHtmlToText)
#include "tst_htmltotext.moc"
