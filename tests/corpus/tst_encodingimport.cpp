// Files in UTF-16, UTF-32 and legacy charsets, written by a real converter
// (iconv, from glibc) while the test runs, imported through the whole import
// path; each document's text must equal the original.
#include "corpus/importer.h"
#include "corpus/truthcsv.h"
#include "store/collectionstore.h"
#include "store/truthstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// Long enough for ICU's detector to tell the legacy charsets apart.
const QString kFrench = u"Le caf\u00E9 servait une cr\u00E8me br\u00FBl\u00E9e, et \u00AB\u00A0na\u00EFve\u00A0\u00BB "
                        "n\u2019\u00E9tait pas le mot : \u201Cun r\u00E9sum\u00E9 \u00E0 la fran\u00E7aise\u201D, "
                        "disait-il, pour 12\u00A0\u20AC seulement.\n"_s;
const QString kChinese = u"中华人民共和国是世界上人口最多的国家之一。我们的祖国有着悠久的历史和灿烂的文化，"
                         "经济发展迅速，人民生活水平不断提高。近似重复文档检测是信息检索中的重要问题。\n"_s;
const QString kJapanese = u"日本語の文章です。今日はとても良い天気なので、公園へ散歩に行きました。"
                          "桜の花がきれいに咲いていました。近似重複文書の検出は情報検索の重要な課題です。\n"_s;
const QString kRussian = u"Всё смешалось в доме Облонских. Жена узнала, что муж был в связи с бывшею в их "
                         "доме француженкою-гувернанткой, и объявила мужу, что не может жить с ним в одном доме. "
                         "Положение это продолжалось уже третий день и мучительно чувствовалось и самими "
                         "супругами, и всеми членами семьи, и домочадцами.\n"_s;
// Natural prose: ICU tells ISO-8859-2 from ISO-8859-1 by its Polish letter statistics
// (a pangram such as "Zażółć gęślą jaźń" has too odd a distribution for it).
const QString kPolish = u"Warszawa jest stolicą Polski i największym miastem kraju. Leży w środkowo-wschodniej "
                        "części Polski, nad Wisłą. Miasto liczy prawie dwa miliony mieszkańców i jest ważnym "
                        "ośrodkiem naukowym, kulturalnym i gospodarczym. Stare Miasto zostało odbudowane po "
                        "zniszczeniach wojennych i wpisane na listę światowego dziedzictwa UNESCO.\n"_s;
// Mostly ASCII with Latin-1, Greek, CJK and a character outside the BMP (a
// surrogate pair in UTF-16): what a Windows "Unicode" text file holds.
const QString kMixed = u"Near-duplicate essays, r\u00E9sum\u00E9s and reports.\r\n"
                       "Greek \u03B1\u03B2\u03B3, Chinese \u8FD1\u4F3C\u91CD\u590D, and a clef \U0001D11E.\r\n"
                       "The second essay copies the first one almost word for word.\r\n"_s;

struct Converted
{
    QByteArray bytes;
    QString error; // empty when iconv succeeded
};

// Runs iconv -f UTF-8 -t `to` on the text (with a U+FEFF first when `bom`).
Converted iconv(const QString &text, const QString &to, bool bom = false)
{
    const QString program = QStandardPaths::findExecutable(u"iconv"_s);
    if (program.isEmpty())
        return {{}, u"iconv not found on PATH (%1)"_s.arg(qEnvironmentVariable("PATH"))};
    QProcess process;
    process.start(program, {u"-f"_s, u"UTF-8"_s, u"-t"_s, to});
    process.write((bom ? u"\uFEFF"_s + text : text).toUtf8());
    process.closeWriteChannel();
    if (!process.waitForFinished(30000))
        return {{}, u"iconv -t %1 did not finish in 30 s"_s.arg(to)};
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return {{}, u"iconv -t %1 failed: %2"_s.arg(to, QString::fromLocal8Bit(process.readAllStandardError()))};
    return {process.readAllStandardOutput(), {}};
}

// "utf-16 (bom, le)" -> "utf-16-bom-le"
QString fileNameOf(const char *dataTag)
{
    return QString::fromLatin1(dataTag)
        .replace(QRegularExpression(u"[^A-Za-z0-9_]+"_s), u"-"_s)
        .remove(QRegularExpression(u"^-|-$"_s));
}

// fuzz/README.md: the files written here double as seeds of the decoder target.
void keepAsFuzzSeed(const QString &name, const QByteArray &bytes)
{
    const QString seeds = qEnvironmentVariable("NEARDUP_FUZZ_SEEDS");
    if (seeds.isEmpty())
        return;
    QDir().mkpath(seeds);
    QFile file(seeds + u"/decoder-"_s + name);
    if (file.open(QIODevice::WriteOnly))
        file.write(bytes);
}

nd::corpus::ImportReport importFolder(const nd::store::Workspace &workspace, const QString &folder)
{
    nd::JobControl control;
    return nd::corpus::importPaths(workspace, {folder}, {}, control);
}

} // namespace

class TestEncodingImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(u"iconv"_s).isEmpty())
            QSKIP(qPrintable(
                u"iconv (Debian package libc-bin) not found on PATH (%1)"_s.arg(qEnvironmentVariable("PATH"))));
    }

    void textEqualsTheOriginal_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("iconvTarget");
        QTest::addColumn<bool>("bom");
        QTest::addColumn<QString>("encoding");
        // glibc's "UTF-16" and "UTF-32" write a BOM and little-endian units; the
        // LE/BE names write no BOM unless the text starts with U+FEFF.
        QTest::newRow("utf-16 (bom, le)") << kMixed << u"UTF-16"_s << false << u"UTF-16LE"_s;
        QTest::newRow("utf-16le no bom") << kMixed << u"UTF-16LE"_s << false << u"UTF-16LE"_s;
        QTest::newRow("utf-16be no bom") << kMixed << u"UTF-16BE"_s << false << u"UTF-16BE"_s;
        QTest::newRow("utf-16be bom") << kMixed << u"UTF-16BE"_s << true << u"UTF-16BE"_s;
        QTest::newRow("utf-16le french") << kFrench << u"UTF-16LE"_s << false << u"UTF-16LE"_s;
        QTest::newRow("utf-16 chinese (bom)") << kChinese << u"UTF-16"_s << false << u"UTF-16LE"_s;
        QTest::newRow("utf-32 (bom, le)") << kMixed << u"UTF-32"_s << false << u"UTF-32LE"_s;
        QTest::newRow("utf-32be bom") << kMixed << u"UTF-32BE"_s << true << u"UTF-32BE"_s;
        QTest::newRow("utf-32le no bom") << kMixed << u"UTF-32LE"_s << false << u"UTF-32LE"_s;
        QTest::newRow("utf-32be no bom") << kMixed << u"UTF-32BE"_s << false << u"UTF-32BE"_s;
        QTest::newRow("windows-1252") << kFrench << u"WINDOWS-1252"_s << false << u"windows-1252"_s;
        QTest::newRow("gb18030") << kChinese << u"GB18030"_s << false << u"GB18030"_s;
        QTest::newRow("shift_jis") << kJapanese << u"SHIFT_JIS"_s << false << u"Shift_JIS"_s;
        QTest::newRow("koi8-r") << kRussian << u"KOI8-R"_s << false << u"KOI8-R"_s;
        QTest::newRow("iso-8859-2") << kPolish << u"ISO-8859-2"_s << false << u"ISO-8859-2"_s;
        QTest::newRow("utf-8") << kPolish << u"UTF-8"_s << false << u"UTF-8"_s;
    }

    void textEqualsTheOriginal()
    {
        QFETCH(QString, text);
        QFETCH(QString, iconvTarget);
        QFETCH(bool, bom);
        QFETCH(QString, encoding);
        const Converted converted = iconv(text, iconvTarget, bom);
        QVERIFY2(converted.error.isEmpty(), qPrintable(converted.error));
        const QString name = fileNameOf(QTest::currentDataTag()) + u".txt"_s;
        keepAsFuzzSeed(name, converted.bytes);

        QTemporaryDir dir;
        nd::test::writeFile(dir, u"files/"_s + name, converted.bytes);
        nd::store::Workspace workspace(dir.filePath(u"ws.ndw"_s));
        const nd::corpus::ImportReport report = importFolder(workspace, dir.filePath(u"files"_s));

        QVERIFY2(report.issues.isEmpty(), qPrintable(report.issues.value(0).reason));
        QCOMPARE(report.imported, 1);
        QCOMPARE(report.documents.size(), 1);
        QCOMPARE(report.documents.first().path, name);
        QCOMPARE(report.documents.first().encoding, encoding);
        QCOMPARE(report.documents.first().format, u"text"_s);
        const nd::store::CollectionStore collectionStore(workspace);
        const auto texts = collectionStore.documentTexts(report.collectionId);
        QCOMPARE(texts.size(), 1);
        QCOMPARE(texts.first().second, text);
        QCOMPARE(collectionStore.documents(report.collectionId).first().encoding, encoding);
    }

    // libxml-libxml-perl's examples/utf-16-1.html is UTF-16 with a BOM and a
    // charset=UTF-16 declaration; the same page also without BOM and suffix.
    void utf16HtmlIsImported()
    {
        const QString page = u"<html><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=UTF-16\">"
                             "<title>t</title><script>var x = 1;</script></head>"
                             "<body><p>Caf\u00E9 \u8FD1\u4F3C &amp; friends</p></body></html>\n"_s;
        const Converted withBom = iconv(page, u"UTF-16"_s);
        const Converted bigEndian = iconv(page, u"UTF-16BE"_s);
        QVERIFY2(withBom.error.isEmpty() && bigEndian.error.isEmpty(), qPrintable(withBom.error + bigEndian.error));
        keepAsFuzzSeed(u"utf-16-page.html"_s, withBom.bytes);
        keepAsFuzzSeed(u"utf-16be-page"_s, bigEndian.bytes);
        QTemporaryDir dir;
        nd::test::writeFile(dir, u"files/utf-16-1.html"_s, withBom.bytes);
        nd::test::writeFile(dir, u"files/page-utf16be"_s, bigEndian.bytes);
        nd::store::Workspace workspace(dir.filePath(u"ws.ndw"_s));
        const nd::corpus::ImportReport report = importFolder(workspace, dir.filePath(u"files"_s));

        QVERIFY2(report.issues.isEmpty(), qPrintable(report.issues.value(0).reason));
        QCOMPARE(report.documents.size(), 2);
        QCOMPARE(report.documents.at(0).path, u"page-utf16be"_s);
        QCOMPARE(report.documents.at(0).encoding, u"UTF-16BE"_s);
        QCOMPARE(report.documents.at(0).format, u"html"_s); // sniffed from the decoded text
        QCOMPARE(report.documents.at(1).encoding, u"UTF-16LE"_s);
        QCOMPARE(report.documents.at(1).format, u"html"_s);
        QCOMPARE(nd::corpus::encodingSummary(report), u"UTF-16BE 1, UTF-16LE 1"_s);
        const nd::store::CollectionStore collectionStore(workspace);
        for (const auto &[id, text] : collectionStore.documentTexts(report.collectionId)) {
            QVERIFY2(text.contains(u"Caf\u00E9 \u8FD1\u4F3C & friends"_s), qPrintable(text));
            QVERIFY2(!text.contains(u"var x"_s), qPrintable(text));
        }
    }

    // An XML part in UTF-16 (the XML standard allows it with a BOM or a
    // declaration): QXmlStreamReader reads DOCX/ODT parts, the decoder EPUB chapters.
    void utf16XmlPartsAreRead()
    {
        const QString odtXml = u"<?xml version=\"1.0\" encoding=\"UTF-16\"?><office:document-content"
                               " xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\""
                               " xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\"><office:body>"
                               "<office:text><text:p>Z\u00E4hler \u8FD1\u4F3C in UTF-16</text:p></office:text>"
                               "</office:body></office:document-content>"_s;
        const QString chapter =
            u"<?xml version=\"1.0\" encoding=\"UTF-16\"?><html xmlns=\"http://www.w3.org/1999/xhtml\">"
            "<head><title>t</title></head><body><p>Kapitel \u00FCber \u8FD1\u4F3C</p></body></html>"_s;
        const Converted odtPart = iconv(odtXml, u"UTF-16"_s);
        const Converted epubPart = iconv(chapter, u"UTF-16BE"_s); // no BOM: the pattern decides
        QVERIFY2(odtPart.error.isEmpty() && epubPart.error.isEmpty(), qPrintable(odtPart.error + epubPart.error));
        QTemporaryDir dir;
        nd::test::writeArchive(
            dir.filePath(u"files/utf16.odt"_s), u"zip"_s,
            {{u"mimetype"_s, "application/vnd.oasis.opendocument.text"}, {u"content.xml"_s, odtPart.bytes}});
        nd::test::writeArchive(
            dir.filePath(u"files/utf16.epub"_s), u"zip"_s,
            {{u"mimetype"_s, "application/epub+zip"},
             {u"META-INF/container.xml"_s,
              "<?xml version=\"1.0\"?><container xmlns=\"urn:oasis:names:tc:opendocument:xmlns:container\">"
              "<rootfiles><rootfile full-path=\"content.opf\" media-type=\"application/oebps-package+xml\"/>"
              "</rootfiles></container>"},
             {u"content.opf"_s,
              "<?xml version=\"1.0\"?><package xmlns=\"http://www.idpf.org/2007/opf\"><manifest>"
              "<item id=\"c1\" href=\"c1.xhtml\" media-type=\"application/xhtml+xml\"/></manifest>"
              "<spine><itemref idref=\"c1\"/></spine></package>"},
             {u"c1.xhtml"_s, epubPart.bytes}});
        nd::store::Workspace workspace(dir.filePath(u"ws.ndw"_s));
        const nd::corpus::ImportReport report = importFolder(workspace, dir.filePath(u"files"_s));

        QVERIFY2(report.issues.isEmpty(), qPrintable(report.issues.value(0).reason));
        const nd::store::CollectionStore collectionStore(workspace);
        const auto texts = collectionStore.documentTexts(report.collectionId);
        QCOMPARE(texts.size(), 2);
        QCOMPARE(texts.at(0).second, u"Kapitel \u00FCber \u8FD1\u4F3C"_s);
        QCOMPARE(texts.at(1).second, u"Z\u00E4hler \u8FD1\u4F3C in UTF-16"_s);
    }

    // A truth CSV saved as "Unicode text" (UTF-16 with a BOM, as spreadsheets
    // write it) and one in windows-1252 name the same documents as a UTF-8 one.
    void truthCsvInUtf16AndLegacyCharsets_data()
    {
        QTest::addColumn<QString>("iconvTarget");
        QTest::newRow("utf-16") << u"UTF-16"_s;
        QTest::newRow("utf-16be no bom") << u"UTF-16BE"_s;
        QTest::newRow("windows-1252") << u"WINDOWS-1252"_s;
    }

    void truthCsvInUtf16AndLegacyCharsets()
    {
        QFETCH(QString, iconvTarget);
        QTemporaryDir dir;
        nd::test::writeFile(dir, u"files/caf\u00E9.txt"_s, "the same words in the first document\n");
        nd::test::writeFile(dir, u"files/na\u00EFve.txt"_s, "the same words in the second document\n");
        nd::test::writeFile(dir, u"files/other.txt"_s, "something else entirely\n");
        const Converted csv = iconv(u"document_a,document_b,label\r\ncaf\u00E9.txt,na\u00EFve.txt,1\r\n"
                                    "caf\u00E9.txt,other.txt,0\r\n"_s,
                                    iconvTarget);
        QVERIFY2(csv.error.isEmpty(), qPrintable(csv.error));
        keepAsFuzzSeed(u"truth-"_s + fileNameOf(QTest::currentDataTag()) + u".csv"_s, csv.bytes);
        const QString csvPath = nd::test::writeFile(dir, u"truth.csv"_s, csv.bytes);
        nd::store::Workspace workspace(dir.filePath(u"ws.ndw"_s));
        const nd::corpus::ImportReport report = importFolder(workspace, dir.filePath(u"files"_s));
        QCOMPARE(report.imported, 3);

        const nd::corpus::TruthImportResult truth = nd::corpus::importTruthCsv(workspace, report.collectionId, csvPath);
        QVERIFY2(truth.problems.isEmpty(), qPrintable(truth.problems.join(u"; "_s)));
        QCOMPARE(truth.kind, u"pairs"_s);
        QCOMPARE(truth.rows, 2);
        QCOMPARE(truth.unmatched, 0);
        const auto pairs = nd::store::TruthStore(workspace).truthPairs(report.collectionId);
        QCOMPARE(pairs.size(), 2);
        QCOMPARE(int(pairs.at(0).positive) + int(pairs.at(1).positive), 1);
    }
};

QTEST_GUILESS_MAIN(TestEncodingImport)
#include "tst_encodingimport.moc"
