#pragma once

#include "store/records.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace nd::corpus {

// Text pulled out of a structured document (office file or PDF), with the map
// from text offsets to where each stretch came from.
struct ExtractedText
{
    QString text;                           // one paragraph (or PDF line) per line
    QList<store::SourceLocation> locations; // sorted by beginOffset
    QString format;                         // "docx", "odt", "epub", "pdf"
    QString error;                          // non-empty: not imported, this is why
    QStringList notes;                      // kept, but worth a line in the report
    QString mainText;                       // EPUB: each chapter's main content, one block per line
};

enum class OfficeKind { None, Docx, Odt, Epub };

// Recognises DOCX, ODT and EPUB by content (a zip holding word/document.xml, or
// the ODF/EPUB "mimetype" member first), so a renamed file is still one document
// and not an archive of XML members.
OfficeKind sniffOfficeDocument(const QByteArray &bytes);

// Caps for reading the zip's members in memory (a DOCX can be a zip bomb too).
struct OfficeLimits
{
    qint64 maxTotalBytes = 256LL << 20;
    double maxCompressionRatio = 100.0;
};

// Paragraphs are kept one per line; footnotes and endnotes follow the body,
// each prefixed "[Footnote N]" / "[Endnote N]". XML is read with
// QXmlStreamReader, which never loads external entities; internal entity
// expansion is limited, so a billion-laughs file is reported, not expanded.
ExtractedText readOfficeDocument(const QByteArray &bytes, OfficeKind kind, const OfficeLimits &limits = {});

} // namespace nd::corpus
