#include "corpus/documentbuilder.h"

#include "base/hashing.h"
#include "corpus/officereader.h"
#include "corpus/pdfreader.h"
#include "text/asciiwords.h"
#include "text/htmltotext.h"
#include "text/maincontent.h"
#include "text/textdecoder.h"
#include "text/wordcount.h"

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string_view>

using namespace Qt::StringLiterals;

namespace nd::corpus {

namespace {

bool hasHtmlSuffix(const QString &path)
{
    return path.endsWith(u".html"_s, Qt::CaseInsensitive) || path.endsWith(u".htm"_s, Qt::CaseInsensitive)
        || path.endsWith(u".xhtml"_s, Qt::CaseInsensitive);
}

bool hasVisibleText(const QString &text)
{
    for (const QChar c : text) {
        if (!c.isSpace() && c != QChar::ReplacementCharacter && c.category() != QChar::Other_Format)
            return true;
    }
    return false;
}

// Formats no well-kept Debian 12 library reads into text: no package offers an
// RTF-reading library (unrtf is a program), and for legacy Word only libwv
// (wvWare, upstream inactive since 2012) exists; librevenge's readers (libwpd,
// libmwaw, libstaroffice) cover other formats. They are reported by name rather
// than rejected as anonymous binary files.
QString unsupportedFormat(const QByteArray &bytes)
{
    if (bytes.startsWith("{\\rtf"))
        return u"format not supported: RTF"_s;
    if (bytes.startsWith("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"))
        return u"format not supported: legacy Office (OLE2: .doc, .xls, .ppt)"_s;
    return {};
}

// Bytes looksLikeHtml() and the decoder's declaration search look at: every
// marker they seek starts with '<', so a head without one is neither HTML nor
// declares an encoding.
constexpr qsizetype kMarkupSniffBytes = 8 * 1024;

bool headHasMarkup(const QByteArray &bytes)
{
    return QByteArrayView(bytes).first(std::min(bytes.size(), kMarkupSniffBytes)).contains('<');
}

void fillCommon(store::NewDocument &doc, const RawEntry &entry, bool clusterFromLayout)
{
    doc.path = entry.path;
    const qsizetype slash = entry.path.lastIndexOf(u'/');
    doc.title = slash >= 0 ? entry.path.mid(slash + 1) : entry.path;
    doc.contentHash = contentDigest(entry.bytes);
    doc.byteSize = entry.bytes.size();
    if (clusterFromLayout)
        doc.cluster = clusterOfLayoutPath(entry.layoutPath);
}

// Plain ASCII text, the most common input, as it is: its words counted and its
// ASCII checked in one pass over the bytes, which are stored as UTF-8 without a
// decoding to UTF-16 and back. Empty when a byte is not ASCII (the decoder's
// path then) or the text is only white space (rejected there).
std::optional<store::NewDocument> plainAsciiDocument(const RawEntry &entry, bool clusterFromLayout)
{
    const std::string_view bytes(entry.bytes.constData(), std::size_t(entry.bytes.size()));
    qint64 words = 0;
    if (!text::forEachAsciiWord(bytes, [&words](qsizetype, qsizetype) { ++words; }))
        return std::nullopt;
    // QChar::isSpace() among ASCII: tab, line feed, vertical tab, form feed, return, space.
    const auto visible = [](char c) { return !(c == ' ' || (c >= '\t' && c <= '\r')); };
    if (words == 0 && std::none_of(bytes.begin(), bytes.end(), visible))
        return std::nullopt;
    store::NewDocument doc;
    fillCommon(doc, entry, clusterFromLayout);
    doc.wordCount = words;
    doc.utf8Text = entry.bytes;
    doc.encoding = u"UTF-8"_s; // what text::decodeBytes() settles on for ASCII
    doc.format = u"text"_s;
    return doc;
}

} // namespace

QString clusterOfLayoutPath(const QString &layoutPath)
{
    const qsizetype slash = layoutPath.indexOf(u'/');
    return slash > 0 ? layoutPath.left(slash) : QString();
}

BuiltDocument buildDocument(const RawEntry &entry, bool clusterFromLayout, const ImportLimits &limits)
{
    BuiltDocument built;
    auto reject = [&](const QString &reason) {
        built.issues.append(store::ImportIssueRecord{entry.path, reason});
        return built;
    };
    if (entry.bytes.isEmpty())
        return reject(u"empty file"_s);
    if (const QString unsupported = unsupportedFormat(entry.bytes); !unsupported.isEmpty())
        return reject(unsupported);
    const OfficeKind office = sniffOfficeDocument(entry.bytes);
    if (office != OfficeKind::None || looksLikePdf(entry.bytes)) {
        ExtractedText extracted = office != OfficeKind::None
            ? readOfficeDocument(entry.bytes, office, {limits.maxArchiveTotalBytes, limits.maxCompressionRatio})
            : readPdf(entry.bytes, {limits.pdfTimeoutMs, limits.pdfMemoryBytes});
        if (extracted.error.isEmpty() && !hasVisibleText(extracted.text))
            extracted.error = u"no text in the document"_s;
        if (!extracted.error.isEmpty())
            return reject(extracted.error);
        for (const QString &note : std::as_const(extracted.notes))
            built.issues.append(store::ImportIssueRecord{entry.path, note});
        store::NewDocument doc;
        fillCommon(doc, entry, clusterFromLayout);
        doc.wordCount = qint64(text::countWords(extracted.text));
        doc.text = std::move(extracted.text);
        doc.encoding = u"UTF-8"_s; // the XML and the helper's JSON are Unicode
        doc.format = extracted.format;
        doc.locations = std::move(extracted.locations);
        if (hasVisibleText(extracted.mainText))
            doc.mainText = std::move(extracted.mainText);
        built.document = std::move(doc);
        return built;
    }
    // UTF-16 and UTF-32 text has NUL bytes; its BOM or its pattern vouches for it
    // (a BOM comparison, and a look at the first 8 KiB only when they hold a NUL).
    const bool wideUnicode = text::isWideUnicodeText(entry.bytes);
    if (!wideUnicode && entry.bytes.contains('\0'))
        return reject(u"binary file (NUL bytes)"_s);
    if (!wideUnicode && text::looksBinary(entry.bytes))
        return reject(u"binary file (control bytes)"_s);

    bool isHtml = hasHtmlSuffix(entry.path);
    if (!wideUnicode && !isHtml && !headHasMarkup(entry.bytes)) {
        if (std::optional<store::NewDocument> ascii = plainAsciiDocument(entry, clusterFromLayout)) {
            built.document = std::move(ascii);
            return built;
        }
    }
    text::DecodedText decoded;
    if (wideUnicode) {
        // The markup sniffing reads ASCII bytes: for UTF-16/32 it reads the decoded text.
        decoded = text::decodeBytes(entry.bytes, isHtml);
        const QStringView head = QStringView(decoded.text).first(std::min(decoded.text.size(), kMarkupSniffBytes));
        isHtml = isHtml || text::looksLikeHtml(head.toUtf8());
    } else {
        isHtml = isHtml || (headHasMarkup(entry.bytes) && text::looksLikeHtml(entry.bytes));
        decoded = text::decodeBytes(entry.bytes, isHtml);
    }
    QString text = isHtml ? text::htmlToText(decoded.text) : decoded.text;
    if (!hasVisibleText(text))
        return reject(isHtml ? u"no visible text after removing the HTML markup"_s : u"no text after decoding"_s);

    store::NewDocument doc;
    fillCommon(doc, entry, clusterFromLayout);
    // Counted here, on the decoding pool, so the single writer thread only writes.
    doc.wordCount = qint64(text::countWords(text));
    doc.text = std::move(text);
    doc.encoding = decoded.encoding;
    doc.format = isHtml ? u"html"_s : u"text"_s;
    if (isHtml && limits.extractMainContent) {
        // Null (compare the whole text) when no block looks like content: a page
        // of links only is better compared whole than as nothing.
        if (QString main = text::extractMainContent(decoded.text); hasVisibleText(main))
            doc.mainText = std::move(main);
    }
    doc.invalidSequences = decoded.invalidSequences;
    if (decoded.invalidSequences > 0) {
        // A warning, not a rejection: the document is kept with U+FFFD in place.
        built.issues.append(store::ImportIssueRecord{
            entry.path,
            u"%1 invalid byte sequences replaced (encoding %2)"_s.arg(decoded.invalidSequences).arg(decoded.encoding)});
    }
    built.document = std::move(doc);
    return built;
}

} // namespace nd::corpus
