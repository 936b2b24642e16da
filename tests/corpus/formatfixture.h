#pragma once

// DOCX, ODT, EPUB and PDF files assembled by the tests themselves (XML written
// here, zipped with libarchive; PDFs drawn with Qt's own QPdfWriter).

#include "testsupport.h"

#include <QFile>
#include <QTemporaryDir>

namespace nd::test {

inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline QByteArray xmlEscape(const QString &text)
{
    return text.toHtmlEscaped().toUtf8();
}

// Each paragraph one <w:p>, split into two runs so run joining is exercised.
inline QString writeDocx(const QString &path, const QStringList &paragraphs, const QStringList &footnotes = {},
                         const QByteArray &prolog = {})
{
    QByteArray body;
    for (const QString &p : paragraphs) {
        const qsizetype half = p.size() / 2;
        body += "<w:p><w:r><w:t xml:space=\"preserve\">" + xmlEscape(p.left(half)) + "</w:t></w:r><w:r><w:t>"
            + xmlEscape(p.mid(half)) + "</w:t></w:r></w:p>";
    }
    const QByteArray ns = "xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"";
    QList<QPair<QString, QByteArray>> entries = {
        {QStringLiteral("[Content_Types].xml"), "<?xml version=\"1.0\"?><Types/>"},
        {QStringLiteral("word/document.xml"),
         "<?xml version=\"1.0\" encoding=\"UTF-8\"?>" + prolog + "<w:document " + ns + "><w:body>" + body
             + "</w:body></w:document>"}};
    if (!footnotes.isEmpty()) {
        QByteArray notes =
            "<w:footnote w:type=\"separator\" w:id=\"-1\"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>";
        for (qsizetype i = 0; i < footnotes.size(); ++i)
            notes += "<w:footnote w:id=\"" + QByteArray::number(i + 1) + "\"><w:p><w:r><w:t>"
                + xmlEscape(footnotes.at(i)) + "</w:t></w:r></w:p></w:footnote>";
        entries.append({QStringLiteral("word/footnotes.xml"), "<w:footnotes " + ns + ">" + notes + "</w:footnotes>"});
    }
    return writeArchive(path, QStringLiteral("zip"), entries);
}

inline QString writeOdt(const QString &path, const QStringList &paragraphs, const QString &footnote = {})
{
    QByteArray body = "<text:h>Title</text:h>";
    for (qsizetype i = 0; i < paragraphs.size(); ++i) {
        body += "<text:p>" + xmlEscape(paragraphs.at(i));
        if (i == 0 && !footnote.isEmpty())
            body += "<text:note text:note-class=\"footnote\"><text:note-citation>1</text:note-citation>"
                    "<text:note-body><text:p>"
                + xmlEscape(footnote) + "</text:p></text:note-body></text:note>";
        body += "<text:s text:c=\"2\"/>end</text:p>";
    }
    return writeArchive(path, QStringLiteral("zip"),
                        {{QStringLiteral("mimetype"), "application/vnd.oasis.opendocument.text"},
                         {QStringLiteral("content.xml"),
                          "<?xml version=\"1.0\"?><office:document-content"
                          " xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\""
                          " xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\"><office:body><office:text>"
                              + body + "</office:text></office:body></office:document-content>"}});
}

// Two chapters; the spine lists the second file first, so spine order must win over zip order.
inline QString writeEpub(const QString &path, const QString &first, const QString &second)
{
    auto chapter = [](const QString &text) {
        return "<?xml version=\"1.0\"?><html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>t</title>"
               "<style>p{}</style></head><body><p>"
            + xmlEscape(text) + "</p></body></html>";
    };
    return writeArchive(
        path, QStringLiteral("zip"),
        {{QStringLiteral("mimetype"), "application/epub+zip"},
         {QStringLiteral("META-INF/container.xml"),
          "<?xml version=\"1.0\"?><container xmlns=\"urn:oasis:names:tc:opendocument:xmlns:container\">"
          "<rootfiles><rootfile full-path=\"OEBPS/content.opf\" media-type=\"application/oebps-package+xml\"/>"
          "</rootfiles></container>"},
         {QStringLiteral("OEBPS/content.opf"),
          "<?xml version=\"1.0\"?><package xmlns=\"http://www.idpf.org/2007/opf\"><manifest>"
          "<item id=\"a\" href=\"text/ch%201.xhtml\" media-type=\"application/xhtml+xml\"/>"
          "<item id=\"b\" href=\"text/ch2.xhtml\" media-type=\"application/xhtml+xml\"/>"
          "</manifest><spine><itemref idref=\"a\"/><itemref idref=\"b\"/></spine></package>"},
         {QStringLiteral("OEBPS/text/ch2.xhtml"), chapter(second)},
         {QStringLiteral("OEBPS/text/ch 1.xhtml"), chapter(first)}});
}

} // namespace nd::test
