#include "corpus/officereader.h"
#include "corpus/pdfreader.h"
#include "formatfixture.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd::corpus;
using nd::store::SourceLocation;

class TestOfficeReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void docxParagraphsAndFootnotes()
    {
        QTemporaryDir dir;
        const QByteArray bytes = nd::test::readAll(nd::test::writeDocx(
            dir.filePath(u"a.docx"_s), {u"Alpha beta gamma."_s, u""_s, u"Second paragraph here."_s}, {u"A note."_s}));
        QCOMPARE(sniffOfficeDocument(bytes), OfficeKind::Docx);
        const auto doc = readOfficeDocument(bytes, OfficeKind::Docx);
        QCOMPARE(doc.error, QString());
        // The empty paragraph is spacing, not a paragraph; the separator is not a footnote.
        QCOMPARE(doc.text, u"Alpha beta gamma.\nSecond paragraph here.\n[Footnote 1] A note."_s);
        const QList<SourceLocation> expected = {{0, 0, 1}, {18, 0, 2}, {41, 0, 3}};
        QCOMPARE(doc.locations, expected);
        QCOMPARE(doc.format, u"docx"_s);
        QCOMPARE(nd::store::locationAt(doc.locations, 30).paragraph, 2);
    }

    void zipOfDocumentsIsNotADocument()
    {
        QTemporaryDir dir;
        const QByteArray docx = nd::test::readAll(nd::test::writeDocx(dir.filePath(u"a.docx"_s), {u"x"_s}));
        const QByteArray zip = nd::test::readAll(nd::test::writeArchive(
            dir.filePath(u"b.zip"_s), u"zip"_s, {{u"a.docx"_s, docx}, {u"word/notes.txt"_s, "plain"}}));
        QCOMPARE(sniffOfficeDocument(zip), OfficeKind::None);
        QCOMPARE(sniffOfficeDocument("plain text"), OfficeKind::None);
    }

    void odtWithNote()
    {
        QTemporaryDir dir;
        const QByteArray bytes = nd::test::readAll(
            nd::test::writeOdt(dir.filePath(u"a.odt"_s), {u"First para"_s, u"Second"_s}, u"Note text"_s));
        QCOMPARE(sniffOfficeDocument(bytes), OfficeKind::Odt);
        const auto doc = readOfficeDocument(bytes, OfficeKind::Odt);
        QCOMPARE(doc.error, QString());
        // The citation "1" is not body text; the note follows the body.
        QCOMPARE(doc.text, u"Title\nFirst para end\nSecond end\n[Footnote 1] Note text"_s);
        QCOMPARE(doc.locations.size(), 4);
        QCOMPARE(doc.locations.at(2), (SourceLocation{21, 0, 3}));
    }

    void epubInSpineOrder()
    {
        QTemporaryDir dir;
        const QByteArray bytes = nd::test::readAll(
            nd::test::writeEpub(dir.filePath(u"a.epub"_s), u"Chapter one text."_s, u"Chapter two text."_s));
        QCOMPARE(sniffOfficeDocument(bytes), OfficeKind::Epub);
        const auto doc = readOfficeDocument(bytes, OfficeKind::Epub);
        QCOMPARE(doc.error, QString());
        const qsizetype one = doc.text.indexOf(u"Chapter one text."_s);
        const qsizetype two = doc.text.indexOf(u"Chapter two text."_s);
        QVERIFY2(one >= 0 && two > one, qPrintable(doc.text));
        QVERIFY(!doc.text.contains(u"p{}"_s));
    }

    void billionLaughsRefused()
    {
        QTemporaryDir dir;
        QByteArray dtd = "<!DOCTYPE w:document [<!ENTITY a \"hahahahahahahahahaha\">";
        for (char c = 'b'; c <= 'k'; ++c)
            dtd += "<!ENTITY " + QByteArray(1, c) + " \""
                + QByteArray(10, '&').replace("&", "&" + QByteArray(1, char(c - 1)) + ";") + "\">";
        dtd += "]>";
        QString bomb = nd::test::writeDocx(dir.filePath(u"bomb.docx"_s), {u"x"_s}, {}, dtd);
        QByteArray bytes = nd::test::readAll(bomb);
        const auto doc = readOfficeDocument(bytes, OfficeKind::Docx);
        QVERIFY2(doc.error.contains(u"entity"_s), qPrintable(doc.error));
        QVERIFY(doc.text.size() < 1000);
    }

    void pdfPagesHeadersAndHyphens()
    {
        const QStringList pages = {u"Journal X\nexam-\nple text\nPage 1"_s, u"Journal X\nbody two\nPage 2"_s,
                                   u"Journal X\nwell-\nKnown\nPage 3"_s};
        const auto doc = assemblePdfPages(pages);
        QCOMPARE(doc.error, QString());
        // Header on 3 of 3 pages, footer "Page #" on 3 of 3: both removed and listed.
        QCOMPARE(doc.text, u"example text\nbody two\nwell-\nKnown"_s);
        const QList<SourceLocation> expected = {{0, 1, 0}, {13, 2, 0}, {22, 3, 0}};
        QCOMPARE(doc.locations, expected);
        QCOMPARE(doc.notes.size(), 2);
        QVERIFY(doc.notes.at(0).contains(u"Journal X"_s));
        QVERIFY(doc.notes.at(1).contains(u"Page 1"_s));
    }

    void pdfShortDocumentKeepsSharedLines()
    {
        const auto doc = assemblePdfPages({u"Same\na"_s, u"Same\nb"_s});
        QCOMPARE(doc.text, u"Same\na\nSame\nb"_s);
        QVERIFY(doc.notes.isEmpty());
    }

    void pdfWithoutTextLayer()
    {
        const auto doc = assemblePdfPages({u""_s, u"  \n "_s});
        QCOMPARE(doc.error, u"no text layer (scanned?), not imported"_s);
    }
};

QTEST_GUILESS_MAIN(TestOfficeReader)
#include "tst_officereader.moc"
