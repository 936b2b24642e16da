#include "corpus/officereader.h"

#include "corpus/archivereader.h"
#include "corpus/entrysource.h"
#include "text/htmltotext.h"
#include "text/maincontent.h"
#include "text/textdecoder.h"

#include <QDir>
#include <QHash>
#include <QUrl>
#include <QXmlStreamReader>

#include <functional>

using namespace Qt::StringLiterals;

namespace nd::corpus {

namespace {

// Office XML never needs a DTD; a few KiB is far above any legitimate use and
// far below what an entity bomb needs.
constexpr int kEntityExpansionLimit = 4096;

using Members = QHash<QString, QByteArray>;

bool wantedMember(const QString &name)
{
    static const QStringList suffixes = {u".xml"_s, u".opf"_s, u".xhtml"_s, u".html"_s, u".htm"_s, u".xht"_s};
    for (const QString &suffix : suffixes) {
        if (name.endsWith(suffix, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

// Reads the XML and XHTML members into memory under the caps; images and fonts
// are skipped without inflating them. Returns an error text or an empty string.
QString readMembers(const QByteArray &bytes, const OfficeLimits &limits, Members &members)
{
    ArchiveReader reader;
    if (!reader.openMemory(bytes))
        return u"damaged document (not a readable zip): %1"_s.arg(reader.errorString());
    qint64 total = 0;
    for (;;) {
        ArchiveReader::Entry entry;
        const ArchiveReader::Next next = reader.nextEntry(entry);
        if (next == ArchiveReader::Next::End)
            return {};
        if (next == ArchiveReader::Next::Error)
            return u"damaged document: %1"_s.arg(reader.errorString());
        if (entry.type != ArchiveReader::EntryType::File || !wantedMember(entry.path))
            continue;
        QByteArray data;
        switch (reader.readData(data, limits.maxTotalBytes - total, limits.maxCompressionRatio)) {
        case ArchiveReader::ReadStatus::Ok:
            break;
        case ArchiveReader::ReadStatus::TooLarge:
            return u"document parts larger than %1 cap"_s.arg(EntrySource::formatBytes(limits.maxTotalBytes));
        case ArchiveReader::ReadStatus::RatioExceeded:
            return u"compression ratio above %1 in %2 (possible zip bomb)"_s.arg(limits.maxCompressionRatio)
                .arg(entry.path);
        case ArchiveReader::ReadStatus::Error:
            return u"damaged document: %1"_s.arg(reader.errorString());
        }
        total += data.size();
        members.insert(entry.path, data);
    }
}

// Shared by the three formats: paragraphs one per line, notes after the body.
class TextCollector
{
public:
    // Paragraphs are counted as the reader sees them: empty ones (spacing) do not count.
    void addParagraph(const QString &raw)
    {
        const QString paragraph = raw.simplified();
        if (paragraph.isEmpty())
            return;
        if (!m_result.text.isEmpty())
            m_result.text += u'\n';
        m_result.locations.append(store::SourceLocation{m_result.text.size(), 0, ++m_paragraph});
        m_result.text += paragraph;
    }
    void addNote(const QString &kind, int number, const QString &text)
    {
        if (!text.simplified().isEmpty())
            addParagraph(u"[%1 %2] %3"_s.arg(kind).arg(number).arg(text));
    }
    ExtractedText &result() { return m_result; }

private:
    ExtractedText m_result;
    int m_paragraph = 0;
};

QString xmlError(const QXmlStreamReader &xml, const QString &part)
{
    return u"XML error in %1 at line %2: %3"_s.arg(part).arg(xml.lineNumber()).arg(xml.errorString());
}

// A DTD with entity declarations is refused before any expansion happens; the
// expansion limit is a second fence for entities declared some other way.
bool refuseEntities(QXmlStreamReader &xml, QString &error, const QString &part)
{
    if (xml.tokenType() == QXmlStreamReader::DTD && !xml.entityDeclarations().isEmpty()) {
        error = u"XML entity declarations in %1 refused (possible entity bomb)"_s.arg(part);
        return true;
    }
    return false;
}

// word/document.xml, footnotes.xml, endnotes.xml. With a non-empty noteTag each
// note (all its paragraphs) is handed out as one string; otherwise each paragraph.
QString readWordPart(const QByteArray &bytes, const QString &part, const QString &noteTag,
                     const std::function<void(const QString &)> &out)
{
    QXmlStreamReader xml(bytes);
    xml.setEntityExpansionLimit(kEntityExpansionLimit);
    QStringList open; // paragraphs being read (text boxes nest paragraphs in runs)
    QString note;
    bool inNote = noteTag.isEmpty();
    bool inText = false;
    QString error;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (refuseEntities(xml, error, part))
            return error;
        if (token == QXmlStreamReader::StartElement) {
            const QStringView name = xml.name();
            if (!noteTag.isEmpty() && name == noteTag) {
                const QStringView type = xml.attributes().value(u"w:type"_s);
                // Separators are the line above the notes, not a note.
                inNote = type.isEmpty() || type == u"normal"_s;
                note.clear();
            } else if (name == u"p"_s) {
                open.append(QString());
            } else if (name == u"t"_s) {
                inText = true;
            } else if ((name == u"tab"_s || name == u"br"_s || name == u"cr"_s) && !open.isEmpty()) {
                open.last() += u' ';
            } else if (name == u"instrText"_s || name == u"delText"_s) {
                xml.skipCurrentElement(); // field codes and deleted text are not the document's text
            }
        } else if (token == QXmlStreamReader::EndElement) {
            const QStringView name = xml.name();
            if (name == u"t"_s) {
                inText = false;
            } else if (name == u"p"_s && !open.isEmpty()) {
                const QString paragraph = open.takeLast();
                if (!open.isEmpty())
                    open.last() += u' ' + paragraph;
                else if (noteTag.isEmpty())
                    out(paragraph);
                else if (inNote)
                    note += paragraph + u' ';
            } else if (!noteTag.isEmpty() && name == noteTag) {
                if (inNote)
                    out(note);
                inNote = false;
            }
        } else if (token == QXmlStreamReader::Characters && inText && inNote && !open.isEmpty()) {
            open.last() += xml.text();
        }
    }
    return xml.hasError() ? xmlError(xml, part) : QString();
}

void readDocx(const Members &members, const QByteArray &document, TextCollector &collector)
{
    QString error =
        readWordPart(document, u"word/document.xml"_s, {}, [&](const QString &p) { collector.addParagraph(p); });
    const QList<QPair<QString, QString>> notes = {{u"footnotes"_s, u"Footnote"_s}, {u"endnotes"_s, u"Endnote"_s}};
    for (const auto &kindOfNote : notes) {
        // Named copies, not a structured binding: clang 14 (the fuzz build) cannot capture those.
        const QString file = kindOfNote.first;
        const QString label = kindOfNote.second;
        const auto part = members.constFind(u"word/%1.xml"_s.arg(file));
        if (!error.isEmpty() || part == members.cend())
            continue;
        int number = 0;
        const QString tag = label.toLower(); // w:footnote, w:endnote
        error = readWordPart(*part, part.key(), tag, [&](const QString &n) { collector.addNote(label, ++number, n); });
    }
    collector.result().error = error;
}

void readOdt(const Members &, const QByteArray &content, TextCollector &collector)
{
    ExtractedText &result = collector.result();
    QXmlStreamReader xml(content);
    xml.setEntityExpansionLimit(kEntityExpansionLimit);
    QStringList open;
    struct Note
    {
        QString label;
        QString text;
    };
    QList<Note> footnotes, endnotes;
    int noteDepth = 0; // > 0 inside text:note-body
    bool endnote = false;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (refuseEntities(xml, result.error, u"content.xml"_s))
            return;
        const QStringView name = xml.name();
        if (token == QXmlStreamReader::StartElement) {
            if (name == u"p"_s || name == u"h"_s) {
                open.append(QString());
            } else if (name == u"note"_s) {
                endnote = xml.attributes().value(u"text:note-class"_s) == u"endnote"_s;
                (endnote ? endnotes : footnotes).append(Note{});
            } else if (name == u"note-citation"_s) {
                xml.skipCurrentElement(); // the number shown in the body; notes are renumbered
            } else if (name == u"note-body"_s) {
                ++noteDepth;
            } else if (name == u"s"_s && !open.isEmpty()) {
                const int count = qMax(1, xml.attributes().value(u"text:c"_s).toInt());
                open.last() += QString(qMin(count, 1000), u' ');
            } else if ((name == u"tab"_s || name == u"line-break"_s) && !open.isEmpty()) {
                open.last() += u' ';
            } else if (name == u"annotation"_s || name == u"tracked-changes"_s) {
                xml.skipCurrentElement(); // comments and deleted text
            }
        } else if (token == QXmlStreamReader::EndElement) {
            if ((name == u"p"_s || name == u"h"_s) && !open.isEmpty()) {
                const QString paragraph = open.takeLast();
                if (noteDepth > 0)
                    (endnote ? endnotes : footnotes).last().text += paragraph + u' ';
                else if (!open.isEmpty())
                    open.last() += u' ' + paragraph;
                else
                    collector.addParagraph(paragraph);
            } else if (name == u"note-body"_s) {
                --noteDepth;
            }
        } else if (token == QXmlStreamReader::Characters && !open.isEmpty()) {
            open.last() += xml.text();
        }
    }
    if (xml.hasError()) {
        result.error = xmlError(xml, u"content.xml"_s);
        return;
    }
    for (qsizetype i = 0; i < footnotes.size(); ++i)
        collector.addNote(u"Footnote"_s, int(i + 1), footnotes.at(i).text);
    for (qsizetype i = 0; i < endnotes.size(); ++i)
        collector.addNote(u"Endnote"_s, int(i + 1), endnotes.at(i).text);
}

// Reads the attribute `attribute` of every element named `element`.
QString readAttributes(const QByteArray &bytes, const QString &part,
                       const std::function<void(const QXmlStreamReader &)> &onElement)
{
    QXmlStreamReader xml(bytes);
    xml.setEntityExpansionLimit(kEntityExpansionLimit);
    QString error;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (refuseEntities(xml, error, part))
            return error;
        if (token == QXmlStreamReader::StartElement)
            onElement(xml);
    }
    return xml.hasError() ? xmlError(xml, part) : QString();
}

void readEpub(const Members &members, const QByteArray &container, TextCollector &collector)
{
    ExtractedText &result = collector.result();
    QString opfPath;
    result.error = readAttributes(container, u"META-INF/container.xml"_s, [&](const QXmlStreamReader &xml) {
        if (xml.name() == u"rootfile"_s && opfPath.isEmpty())
            opfPath = xml.attributes().value(u"full-path"_s).toString();
    });
    const auto opf = members.constFind(opfPath);
    if (result.error.isEmpty() && opf == members.cend())
        result.error = u"damaged EPUB: package file '%1' missing"_s.arg(opfPath);
    if (!result.error.isEmpty())
        return;
    QHash<QString, QString> hrefOfId;
    QStringList spine;
    result.error = readAttributes(*opf, opfPath, [&](const QXmlStreamReader &xml) {
        const auto attributes = xml.attributes();
        if (xml.name() == u"item"_s)
            hrefOfId.insert(attributes.value(u"id"_s).toString(), attributes.value(u"href"_s).toString());
        else if (xml.name() == u"itemref"_s)
            spine.append(attributes.value(u"idref"_s).toString());
    });
    if (!result.error.isEmpty())
        return;
    const qsizetype slash = opfPath.lastIndexOf(u'/');
    const QString base = slash >= 0 ? opfPath.left(slash + 1) : QString();
    for (const QString &id : std::as_const(spine)) {
        QString href = hrefOfId.value(id);
        href = QUrl::fromPercentEncoding(href.left(href.indexOf(u'#')).toUtf8());
        const QString path = QDir::cleanPath(base + href);
        const auto chapter = members.constFind(path);
        if (href.isEmpty() || chapter == members.cend()) {
            result.notes.append(u"EPUB spine item '%1' missing; skipped"_s.arg(href.isEmpty() ? id : href));
            continue;
        }
        // The existing HTML-to-text drops scripts and decodes entities without an
        // XML parser, so EPUB chapters cannot carry entity bombs either.
        const QString html = text::decodeBytes(*chapter, true).text;
        const QString text = text::htmlToText(html);
        for (const QString &line : text.split(u'\n'))
            collector.addParagraph(line);
        // A chapter is an XHTML page: a publisher's template (running headers,
        // navigation links, colophon) is dropped from it as from a web page.
        if (const QString main = text::extractMainContent(html); !main.isEmpty())
            result.mainText += (result.mainText.isEmpty() ? QString() : u"\n"_s) + main;
    }
}

// Every format is read from one part first (found through the rest); an archive
// without that part is a damaged file of the format.
ExtractedText readFormat(const Members &members, const QString &startPart, const char *format,
                         void (*read)(const Members &, const QByteArray &, TextCollector &))
{
    TextCollector collector;
    const auto start = members.constFind(startPart);
    if (start == members.cend())
        collector.result().error = u"damaged %1: %2 missing"_s.arg(QLatin1String(format), startPart);
    else
        read(members, *start, collector);
    return collector.result();
}

} // namespace

OfficeKind sniffOfficeDocument(const QByteArray &bytes)
{
    if (!bytes.startsWith("PK\x03\x04"))
        return OfficeKind::None;
    // ODF and EPUB put a "mimetype" member first (meant to be stored, but
    // some writers deflate it, so it is read rather than peeked at).
    if (bytes.mid(30, 8) == "mimetype") {
        ArchiveReader reader;
        ArchiveReader::Entry entry;
        QByteArray type;
        if (reader.openMemory(bytes) && reader.nextEntry(entry) == ArchiveReader::Next::Entry
            && entry.path == u"mimetype"_s && reader.readData(type, 256, 1000.0) == ArchiveReader::ReadStatus::Ok) {
            type = type.trimmed();
            if (type == "application/vnd.oasis.opendocument.text")
                return OfficeKind::Odt;
            if (type == "application/epub+zip")
                return OfficeKind::Epub;
        }
    }
    // Member names are uncompressed in zip headers: list them (no inflating).
    if (!bytes.contains("word/document.xml"))
        return OfficeKind::None;
    ArchiveReader reader;
    if (!reader.openMemory(bytes))
        return OfficeKind::None;
    for (int i = 0; i < 10000; ++i) {
        ArchiveReader::Entry entry;
        if (reader.nextEntry(entry) != ArchiveReader::Next::Entry)
            break;
        if (entry.path == u"word/document.xml"_s)
            return OfficeKind::Docx;
    }
    return OfficeKind::None;
}

ExtractedText readOfficeDocument(const QByteArray &bytes, OfficeKind kind, const OfficeLimits &limits)
{
    Members members;
    ExtractedText result;
    const QString error = readMembers(bytes, limits, members);
    if (error.isEmpty()) {
        switch (kind) {
        case OfficeKind::Docx:
            result = readFormat(members, u"word/document.xml"_s, "DOCX", readDocx);
            break;
        case OfficeKind::Odt:
            result = readFormat(members, u"content.xml"_s, "ODT", readOdt);
            break;
        case OfficeKind::Epub:
            result = readFormat(members, u"META-INF/container.xml"_s, "EPUB", readEpub);
            break;
        case OfficeKind::None:
            result.error = u"not an office document"_s;
            break;
        }
    } else {
        result.error = error;
    }
    static const char *const names[] = {"", "docx", "odt", "epub"};
    result.format = QString::fromLatin1(names[int(kind)]);
    return result;
}

} // namespace nd::corpus
