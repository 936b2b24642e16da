#include "corpus/documentbuilder.h"
#include "corpus/pdfreader.h"
#include "text/preprocessor.h"
#include "text/textdecoder.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

nd::corpus::BuiltDocument build(const QString &path, const QByteArray &bytes)
{
    return nd::corpus::buildDocument(nd::corpus::RawEntry{path, path, bytes}, false);
}

qint64 icuWordCount(const QString &text)
{
    return qint64(nd::text::segmentWords(text).size());
}

} // namespace

class TestDocumentBuilder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A PDF is known by "%PDF-" within its first KiB (readers accept junk before it).
    void pdfHeaderWithinTheFirstKibibyte_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("pdf");
        QTest::newRow("at the start") << QByteArray("%PDF-1.7\n%\xe2\xe3") << true;
        QTest::newRow("after junk") << QByteArray(1019, '%') + "%PDF-" << true; // ends at byte 1024
        QTest::newRow("crossing the KiB") << QByteArray(1020, ' ') + "%PDF-1.4" << false;
        QTest::newRow("past the KiB") << QByteArray(2000, 'a') + "%PDF-1.4" << false;
        QTest::newRow("percent signs only") << QByteArray("100 % sure, %PDF and %PD- are not it") << false;
        QTest::newRow("empty") << QByteArray() << false;
    }
    void pdfHeaderWithinTheFirstKibibyte()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, pdf);
        QCOMPARE(nd::corpus::looksLikePdf(bytes), pdf);
    }

    // The file's identity is XXH3-128 of its bytes, big-endian, as the reference
    // tool prints it: `printf abc | xxhsum -H2` (Debian's xxhash package).
    void contentHashIsXxh3Of128BitsOfTheBytes_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QByteArray>("hex");
        QTest::newRow("abc") << QByteArray("abc") << QByteArray("06b05ab6733a618578af5f94892f3950");
        QTest::newRow("fox") << QByteArray("The quick brown fox jumps over the lazy dog")
                             << QByteArray("ddd650205ca3e7fa24a1cc2e3a8a7651");
    }
    void contentHashIsXxh3Of128BitsOfTheBytes()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QByteArray, hex);
        const auto built = build(u"a.txt"_s, bytes);
        QVERIFY(built.document);
        QCOMPARE(built.document->contentHash.toHex(), hex);
    }

    void plainAscii()
    {
        // "Near", "duplicate", "pages", "e.g", "3.14", "don't" = 6 words.
        const QByteArray bytes = "Near-duplicate pages, e.g. 3.14 don't.\n";
        const auto built = build(u"a.txt"_s, bytes);
        QVERIFY(built.document);
        QVERIFY(built.issues.isEmpty());
        QCOMPARE(built.document->decodedText(), QString::fromLatin1(bytes));
        QCOMPARE(built.document->encoding, u"UTF-8"_s);
        QCOMPARE(built.document->format, u"text"_s);
        QCOMPARE(built.document->invalidSequences, 0);
        QCOMPARE(built.document->wordCount, 6);
        QCOMPARE(built.document->byteSize, bytes.size());
    }

    void sameAsTheDecoder_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("format");
        QTest::newRow("ascii") << u"a.txt"_s << QByteArray("plain ASCII text\r\nsecond line\n") << u"text"_s;
        QTest::newRow("ascii with <") << u"a.txt"_s << QByteArray("if a < b then b > a\n") << u"text"_s;
        // An XML declaration names the encoding even when every byte is ASCII.
        QTest::newRow("xml declaration") << u"a.txt"_s
                                         << QByteArray("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><d>x</d>")
                                         << u"text"_s;
        // Markup after the first 8 KiB does not make a text HTML.
        QTest::newRow("late markup") << u"a.txt"_s << QByteArray("word ").repeated(2000) + "<html><body>x</body></html>"
                                     << u"text"_s;
        QTest::newRow("html fragment") << u"a.txt"_s << QByteArray("<p>one</p><div>two</div>") << u"html"_s;
        QTest::newRow("html suffix") << u"a.htm"_s << QByteArray("no tags at all") << u"html"_s;
        QTest::newRow("windows-1252") << u"a.txt"_s << QByteArray("caf\xe9 \x93quoted\x94 na\xefve") << u"text"_s;
        QTest::newRow("utf-8") << u"a.txt"_s << QByteArray("caf\xc3\xa9 \xe4\xb8\xad\xe6\x96\x87 don\xe2\x80\x99t")
                               << u"text"_s;
        QTest::newRow("utf-8 bom") << u"a.txt"_s << QByteArray("\xef\xbb\xbfplain after a BOM") << u"text"_s;
        QTest::newRow("invalid utf-8 after bom") << u"a.txt"_s << QByteArray("\xef\xbb\xbfgood \xff bad") << u"text"_s;
    }

    void sameAsTheDecoder()
    {
        // Whatever path a text takes through the builder, the stored text,
        // encoding and count of invalid sequences are the decoder's, and the word
        // count is ICU's.
        QFETCH(QString, path);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, format);
        const bool html = format == u"html"_s;
        const nd::text::DecodedText decoded = nd::text::decodeBytes(bytes, html);
        const auto built = build(path, bytes);
        QVERIFY(built.document);
        QCOMPARE(built.document->format, format);
        if (!html)
            QCOMPARE(built.document->decodedText(), decoded.text);
        QCOMPARE(built.document->encoding, decoded.encoding);
        QCOMPARE(built.document->invalidSequences, decoded.invalidSequences);
        QCOMPARE(built.document->wordCount, icuWordCount(built.document->decodedText()));
        QVERIFY(built.document->wordCount > 0);
    }

    void rejections()
    {
        QCOMPARE(build(u"e.txt"_s, {}).issues.value(0).reason, u"empty file"_s);
        QCOMPARE(build(u"b.txt"_s, QByteArray("a\0b", 3)).issues.value(0).reason, u"binary file (NUL bytes)"_s);
        QCOMPARE(build(u"s.txt"_s, " \t\r\n ").issues.value(0).reason, u"no text after decoding"_s);
        QVERIFY(!build(u"s.txt"_s, " \t\r\n ").document);
    }
};

QTEST_GUILESS_MAIN(TestDocumentBuilder)
#include "tst_documentbuilder.moc"
