#include "text/textdecoder.h"

#include "testsupport.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QTest>

#include <unicode/ucnv.h>

using namespace Qt::StringLiterals;
using nd::text::decodeBytes;

namespace {

// Test input in a legacy charset, produced by ICU's own encoder.
QByteArray encodeWithIcu(const QString &text, const char *charset)
{
    UErrorCode status = U_ZERO_ERROR;
    QByteArray out(text.size() * 4 + 16, '\0');
    const int32_t n = ucnv_convert(charset, "UTF-16LE", out.data(), int32_t(out.size()),
                                   reinterpret_cast<const char *>(text.utf16()), int32_t(text.size() * 2), &status);
    if (U_FAILURE(status))
        qFatal("ucnv_convert to %s failed: %s", charset, u_errorName(status));
    out.resize(n);
    return out;
}

} // namespace

class TstTextDecoder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void declaredOrDetected_data();
    void declaredOrDetected();
    void plainUtf8AndAscii_data();
    void plainUtf8AndAscii();
    void utf8CheckedAtEveryOffset();
    void invalidSequencesCounted_data();
    void invalidSequencesCounted();
    void looksBinary_data();
    void looksBinary();
    void wideUnicodeWithoutBom_data();
    void wideUnicodeWithoutBom();
    void realBinariesAreNotWideUnicode();
    void looksLikeHtml_data();
    void looksLikeHtml();
    void realDataDecodesCleanly();
};

// Files that begin with a byte order mark, pages and files whose charset is
// declared (or declared wrongly, or not at all) and undeclared CJK texts, decoded
// whole: the encoding, where it was read from, and the text.
void TstTextDecoder::declaredOrDetected_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("isHtml");
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("text");
    // "hé": h = U+0068, é = U+00E9 (UTF-8 C3 A9); the BOM never reaches the text.
    const auto addBom = [](const char *name, const QByteArray &bytes, const QString &encoding) {
        QTest::newRow(name) << bytes << false << encoding << u"bom"_s << u"h\u00E9"_s;
    };
    addBom("bom utf-8", QByteArray("\xEF\xBB\xBFh\xC3\xA9"), u"UTF-8"_s);
    addBom("bom utf-16le", QByteArray("\xFF\xFEh\0\xE9\0", 6), u"UTF-16LE"_s);
    addBom("bom utf-16be", QByteArray("\xFE\xFF\0h\0\xE9", 6), u"UTF-16BE"_s);
    addBom("bom utf-32le", QByteArray("\xFF\xFE\0\0h\0\0\0\xE9\0\0\0", 12), u"UTF-32LE"_s);
    addBom("bom utf-32be", QByteArray("\0\0\xFE\xFF\0\0\0h\0\0\0\xE9", 12), u"UTF-32BE"_s);
    // Undeclared CJK charsets, the bytes made by ICU's own encoder.
    const auto addCjk = [](const char *name, const QString &text, const char *charset, const QString &expected) {
        const QByteArray bytes = encodeWithIcu(text, charset);
        QVERIFY(bytes.size() > text.size()); // really multi-byte, not UTF-16
        QTest::newRow(name) << bytes << false << expected << u"detected"_s << text;
    };
    const QString zh = u"中华人民共和国是世界上人口最多的国家之一。我们的祖国有着悠久的历史和灿烂的文化，"
                       "经济发展迅速，人民生活水平不断提高。"_s;
    const QString ja = u"日本語の文章です。今日はとても良い天気なので、公園へ散歩に行きました。"
                       "桜の花がきれいに咲いていました。"_s;
    addCjk("cjk gb18030", zh, "GB18030", u"GB18030"_s);
    // GBK bytes are GB18030 bytes for these characters; we report the superset.
    addCjk("cjk gbk", zh, "GBK", u"GB18030"_s);
    addCjk("cjk shift_jis", ja, "Shift_JIS", u"Shift_JIS"_s);
    addCjk("cjk euc-jp", ja, "EUC-JP", u"EUC-JP"_s);
    // cp1252: 0x93 = U+201C, 0x94 = U+201D, 0x96 = U+2013 (en dash), 0xE9 = U+00E9.
    const auto page = [](const char *head) {
        return std::pair{"<html><head>"_ba + head + "</head><body>He said \x93Yes\x94 \x96 caf\xE9</body></html>",
                         u"<html><head>"_s + QLatin1String(head)
                             + u"</head><body>He said \u201CYes\u201D \u2013 caf\u00E9</body></html>"_s};
    };
    const auto addPage = [&](const char *name, const char *head) {
        const auto [bytes, text] = page(head);
        QTest::newRow(name) << bytes << true << u"windows-1252"_s << u"declaration"_s << text;
    };
    addPage("meta charset", "<meta charset=\"windows-1252\">");
    addPage("http-equiv", "<META HTTP-EQUIV=\"Content-Type\" CONTENT=\"text/html; charset=windows-1252\">");
    // The WHATWG standard reads the label iso-8859-1 as windows-1252.
    addPage("iso-8859-1 label", "<meta charset='ISO-8859-1'>");
    // 0xE4 in ISO-8859-15 is U+00E4; 0xA4 is the euro sign there (U+20AC), not U+00A4.
    QTest::newRow("xml declaration") << "<?xml version=\"1.0\" encoding=\"ISO-8859-15\"?><doc>\xE4 \xA4</doc>"_ba
                                     << false << u"ISO-8859-15"_s << u"declaration"_s
                                     << u"<?xml version=\"1.0\" encoding=\"ISO-8859-15\"?><doc>\u00E4 \u20AC</doc>"_s;
    // Valid multi-byte UTF-8 under a Latin-1 label: the page was saved as UTF-8.
    QTest::newRow("utf-8 under a latin-1 label")
        << "<meta charset=iso-8859-1><p>caf\xC3\xA9</p>"_ba << true << u"UTF-8"_s << u"detected"_s
        << u"<meta charset=iso-8859-1><p>caf\u00E9</p>"_s;
    // A UTF-8 label over cp1252 bytes: the bytes win, nothing becomes U+FFFD.
    QTest::newRow("cp1252 under a utf-8 label")
        << "<meta charset=utf-8><p>The caf\xE9 served cr\xE8me br\xFBl\xE9"
           "e and \x93quoted\x94 r\xE9sum\xE9s to everyone.</p>"_ba
        << true << u"windows-1252"_s << u"detected"_s
        << u"<meta charset=utf-8><p>The caf\u00E9 served cr\u00E8me br\u00FBl\u00E9e and \u201Cquoted\u201D "
           "r\u00E9sum\u00E9s to everyone.</p>"_s;
    // ICU calls this ISO-8859-1; 0x93/0x94 are C1 controls there but quotes in
    // cp1252, which is what such files mean.
    QTest::newRow("undeclared latin-1 is cp1252")
        << "The caf\xE9 served cr\xE8me br\xFBl\xE9"
           "e and \x93quoted\x94 "
           "na\xEFve r\xE9sum\xE9s to everyone who came in from the cold."_ba
        << false << u"windows-1252"_s << u"detected"_s
        << u"The caf\u00E9 served cr\u00E8me br\u00FBl\u00E9e and \u201Cquoted\u201D "
           "na\u00EFve r\u00E9sum\u00E9s to everyone who came in from the cold."_s;
}

void TstTextDecoder::declaredOrDetected()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, isHtml);
    QFETCH(QString, encoding);
    QFETCH(QString, source);
    QFETCH(QString, text);
    const auto d = decodeBytes(bytes, isHtml);
    QCOMPARE(d.encoding, encoding);
    QCOMPARE(d.encodingSource, source);
    QCOMPARE(d.invalidSequences, 0);
    QCOMPARE(d.text, text);
}

void TstTextDecoder::plainUtf8AndAscii_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("text");
    QTest::newRow("ascii") << QByteArray("plain text\r\nline two\n") << u"plain text\r\nline two\n"_s;
    QTest::newRow("utf-8") << QByteArray("na\xC3\xAFve \xE2\x82\xAC") << u"na\u00EFve \u20AC"_s;
    QTest::newRow("empty") << QByteArray() << QString();
}

void TstTextDecoder::plainUtf8AndAscii()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, text);
    const auto d = decodeBytes(bytes, false);
    QCOMPARE(d.encoding, u"UTF-8"_s);
    QCOMPARE(d.text, text);
    QCOMPARE(d.invalidSequences, 0);
}

void TstTextDecoder::utf8CheckedAtEveryOffset()
{
    // The check takes ASCII eight bytes at a time: a sequence at any offset
    // of the eight, and near the end, must be seen.
    for (int before = 0; before < 24; ++before) {
        for (int after = 0; after < 10; ++after) {
            const QByteArray head(before, 'a'), tail(after, 'b');
            const auto valid = decodeBytes(head + "\xE2\x82\xAC" + tail, false); // €
            QCOMPARE(valid.encoding, u"UTF-8"_s);
            QCOMPARE(valid.text, QString::fromLatin1(head) + u"\u20AC"_s + QString::fromLatin1(tail));
            // A lone continuation byte, a cp1252 é, a sequence cut short, an overlong '/':
            for (const QByteArray &bad :
                 {QByteArray("\x82"), QByteArray("\xE9"), QByteArray("\xE2\x82"), QByteArray("\xC0\xAF")}) {
                const auto d = decodeBytes(head + bad + tail, false);
                QVERIFY2(d.encoding != u"UTF-8"_s,
                         qPrintable(u"%1 at %2 of %3: %4"_s.arg(QString::fromLatin1(bad.toHex()))
                                        .arg(before)
                                        .arg(before + bad.size() + after)
                                        .arg(d.encoding)));
            }
        }
    }
}

void TstTextDecoder::invalidSequencesCounted_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("isHtml");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("invalid");
    // BOM then "ab", 0xFF (never valid in UTF-8), "cd", 0xC3 cut off at the end.
    QTest::newRow("utf-8 with bom") << QByteArray("\xEF\xBB\xBF"
                                                  "ab\xFF"
                                                  "cd\xC3")
                                    << false << u"ab\uFFFDcd\uFFFD"_s << 2;
    // Shift_JIS 82 A0 = あ; a lone lead byte 82 at the end is truncated.
    QTest::newRow("shift_jis truncated") << QByteArray("<meta charset=shift_jis>\x82\xA0\x82") << true
                                         << u"<meta charset=shift_jis>\u3042\uFFFD"_s << 1;
    // UTF-16LE with an odd byte count: the last byte is half a code unit.
    QTest::newRow("utf-16 odd") << QByteArray("\xFF\xFEh\0i", 5) << false << u"h\uFFFD"_s << 1;
}

void TstTextDecoder::invalidSequencesCounted()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, isHtml);
    QFETCH(QString, text);
    QFETCH(int, invalid);
    const auto d = decodeBytes(bytes, isHtml);
    QCOMPARE(d.text, text);
    QCOMPARE(d.invalidSequences, qsizetype(invalid));
}

void TstTextDecoder::looksBinary_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("binary");
    QTest::newRow("text") << QByteArray("hello\tworld\r\n\f") << false;
    QTest::newRow("empty") << QByteArray() << false;
    QTest::newRow("nul byte") << QByteArray("ab\0cd", 5) << true;
    QTest::newRow("ansi escapes") << QByteArray("\x1B[1mbold\x1B[0m") << false;
    QTest::newRow("utf-16 with bom") << QByteArray("\xFF\xFEh\0i\0", 6) << false;
    // 100 bytes: 10 control bytes is exactly 10 % (not more) -> text; 11 -> binary.
    QTest::newRow("10 percent") << (QByteArray(90, 'x') + QByteArray(10, '\x01')) << false;
    QTest::newRow("11 percent") << (QByteArray(89, 'x') + QByteArray(11, '\x02')) << true;
    // The same counts where they fill 16-byte blocks: tab, line feed, form feed,
    // return and escape are text, DEL is a control, bytes from 0x80 are not.
    QTest::newRow("allowed controls, 10 DEL of 100")
        << (QByteArray(18, '\t') + QByteArray(18, '\n') + QByteArray(18, '\f') + QByteArray(18, '\r')
            + QByteArray(18, '\x1B') + QByteArray(10, '\x7F'))
        << false;
    QTest::newRow("high bytes, 11 DEL of 100") << (QByteArray(89, '\xE9') + QByteArray(11, '\x7F')) << true;
    QTest::newRow("high bytes, 10 controls of 100")
        << (QByteArray(45, '\x80') + QByteArray(10, '\x1F') + QByteArray(45, '\xFF')) << false;
    QTest::newRow("png") << QByteArray("\x89PNG\r\n\x1A\n\0\0\0\rIHDR", 16) << true;
    // UTF-16 and UTF-32 without a BOM: NUL bytes, but in the pattern of text.
    QTest::newRow("utf-16le no bom") << QByteArray("h\0i\0\n\0", 6) << false;
    QTest::newRow("utf-16be no bom") << QByteArray("\0h\0i\0\n", 6) << false;
    QTest::newRow("utf-32le no bom") << QByteArray("h\0\0\0i\0\0\0", 8) << false;
    QTest::newRow("utf-32be no bom") << QByteArray("\0\0\0h\0\0\0i", 8) << false;
    // Units 'h',0 then 0,0: U+0000 is no character of a text.
    QTest::newRow("nul unit") << QByteArray("h\0\0\0i\0", 6) << true;
    // Five bytes cannot be UTF-16.
    QTest::newRow("odd size") << QByteArray("h\0i\0j", 5) << true;
    // Units U+0001 and U+0002 four times: all controls (more than one in ten).
    QTest::newRow("utf-16 of controls") << QByteArray("\x01\0\x02\0\x01\0\x02\0\x01\0\x02\0\x01\0\x02\0", 16) << true;
    // A UTF-8 BOM vouches for nothing: the NUL after it is binary.
    QTest::newRow("utf-8 bom then nul") << QByteArray("\xEF\xBB\xBFh\0i\0", 7) << true;
}

void TstTextDecoder::looksBinary()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, binary);
    QCOMPARE(nd::text::looksBinary(bytes), binary);
}

void TstTextDecoder::wideUnicodeWithoutBom_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("encoding"); // empty: not recognised as UTF-16/32
    QTest::addColumn<QString>("text");
    // "hé\n" = U+0068 U+00E9 U+000A: in UTF-16LE 68 00 E9 00 0A 00, three units
    // with the NUL second, none with it first -> little-endian.
    QTest::newRow("utf-16le") << QByteArray("h\0\xE9\0\n\0", 6) << u"UTF-16LE"_s << u"h\u00E9\n"_s;
    QTest::newRow("utf-16be") << QByteArray("\0h\0\xE9\0\n", 6) << u"UTF-16BE"_s << u"h\u00E9\n"_s;
    QTest::newRow("utf-32le") << QByteArray("h\0\0\0\xE9\0\0\0", 8) << u"UTF-32LE"_s << u"h\u00E9"_s;
    QTest::newRow("utf-32be") << QByteArray("\0\0\0h\0\0\0\xE9", 8) << u"UTF-32BE"_s << u"h\u00E9"_s;
    // Sixteen units "aaaaaaaaaaaaaaaa" have their NUL second; U+4E00 (一) is 00 4E
    // in UTF-16LE, a NUL first. The rule allows one such unit per sixteen (CJK
    // text has them): 16 + 1 is UTF-16LE, 15 + 1 is not.
    QByteArray sixteen;
    for (int i = 0; i < 16; ++i)
        sixteen += QByteArray("a\0", 2);
    QTest::newRow("16 latin + U+4E00") << (sixteen + QByteArray("\0\x4E", 2)) << u"UTF-16LE"_s
                                       << (QString(16, u'a') + u"\u4E00"_s);
    QTest::newRow("15 latin + U+4E00") << (sixteen.mid(2) + QByteArray("\0\x4E", 2)) << QString() << QString();
    // Eight units, one Latin-1 (NUL second) and seven CJK (no NUL): one in eight
    // is the least share of U+0020..U+00FF the rule accepts.
    // U+4E2D (中) = 2D 4E in UTF-16LE.
    QByteArray cjk = QByteArray(" \0", 2);
    for (int i = 0; i < 7; ++i)
        cjk += "\x2D\x4E";
    QTest::newRow("1 in 8 latin") << cjk << u"UTF-16LE"_s << (u" "_s + QString(7, QChar(0x4E2D)));
    QTest::newRow("1 in 9 latin") << (cjk + "\x2D\x4E") << QString() << QString();
}

void TstTextDecoder::wideUnicodeWithoutBom()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, encoding);
    QFETCH(QString, text);
    QCOMPARE(nd::text::isWideUnicodeText(bytes), !encoding.isEmpty());
    if (encoding.isEmpty())
        return;
    QVERIFY(!nd::text::looksBinary(bytes));
    const auto d = decodeBytes(bytes, false);
    QCOMPARE(d.encoding, encoding);
    QCOMPARE(d.encodingSource, u"detected"_s);
    QCOMPARE(d.text, text);
    QCOMPARE(d.invalidSequences, 0);
}

void TstTextDecoder::realBinariesAreNotWideUnicode()
{
    // This test's own executable and the libraries it runs on are genuine
    // binaries: full of NUL bytes, in no pattern of text.
    QStringList files{QCoreApplication::applicationFilePath()};
    QFile maps(u"/proc/self/maps"_s);
    if (maps.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : maps.readAll().split('\n')) {
            const qsizetype slash = line.indexOf('/');
            if (slash > 0 && (line.endsWith(".so") || line.contains(".so.")))
                files.append(QString::fromLocal8Bit(line.mid(slash)).trimmed());
        }
    }
    files.removeDuplicates();
    for (const QString &path : std::as_const(files)) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QByteArray bytes = file.read(1 << 20);
        QVERIFY2(!nd::text::isWideUnicodeText(bytes), qPrintable(path));
        QVERIFY2(nd::text::looksBinary(bytes), qPrintable(path));
    }
    QVERIFY(files.size() >= 1);
}

void TstTextDecoder::looksLikeHtml_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("html");
    QTest::newRow("doctype") << QByteArray("  <!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">") << true;
    QTest::newRow("html tag") << QByteArray("<HTML><BODY>x</BODY></HTML>") << true;
    QTest::newRow("fragment") << QByteArray("<div><p>one</p><br>two</div>") << true;
    QTest::newRow("plain text") << QByteArray("if a < b and c > d then e") << false;
    QTest::newRow("one tag mentioned") << QByteArray("use the <p> element for paragraphs") << false;
}

void TstTextDecoder::looksLikeHtml()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, html);
    QCOMPARE(nd::text::looksLikeHtml(bytes), html);
}

void TstTextDecoder::realDataDecodesCleanly()
{
    // The shared corpora mix latin-1, cp1252 and UTF-8 with and without a
    // declaration; a correct reading leaves no byte undecodable.
    const QString root = nd::test::sharedDataDir();
    if (root.isEmpty())
        QSKIP(qPrintable(u"the shared evaluation data (clough-stevenson, goldset-dev) is not present: "
                         "NEARDUP_SHARED_DATA is \"%1\""_s.arg(qEnvironmentVariable("NEARDUP_SHARED_DATA"))));
    int files = 0;
    for (const QString &sub : {u"clough-stevenson"_s, u"goldset-dev"_s}) {
        QDirIterator it(root + u'/' + sub, {u"*.txt"_s, u"*.htm"_s, u"*.html"_s}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            const QByteArray bytes = file.readAll();
            const bool html = !path.endsWith(u".txt"_s);
            QVERIFY2(!nd::text::looksBinary(bytes), qPrintable(path));
            QCOMPARE(nd::text::looksLikeHtml(bytes), html);
            const auto d = decodeBytes(bytes, html);
            QVERIFY2(d.invalidSequences == 0, qPrintable(path));
            // (No check for U+FFFD in the text: one Gold Set page already
            // carries it as valid UTF-8 bytes EF BF BD, damaged upstream.)
            // Mojibake of UTF-8 read as cp1252 ("Ã©") would mean a wrong guess.
            QVERIFY2(!d.text.contains(u"\u00C3\u00A9"_s), qPrintable(path));
            ++files;
        }
    }
    QVERIFY(files > 100);
}

QTEST_GUILESS_MAIN(TstTextDecoder)
#include "tst_textdecoder.moc"
