#include "documentbuilder.h"

#include "text/htmltotext.h"
#include "text/preprocessor.h"
#include "text/textdecoder.h"

#include <QCryptographicHash>

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

} // namespace

QString clusterOfLayoutPath(const QString &layoutPath)
{
    const qsizetype slash = layoutPath.indexOf(u'/');
    return slash > 0 ? layoutPath.left(slash) : QString();
}

BuiltDocument buildDocument(const RawEntry &entry, bool clusterFromLayout)
{
    BuiltDocument built;
    auto reject = [&](const QString &reason) {
        built.issues.append(store::ImportIssueRecord{entry.path, reason});
        return built;
    };
    if (entry.bytes.isEmpty())
        return reject(u"empty file"_s);
    if (entry.bytes.contains('\0'))
        return reject(u"binary file (NUL bytes)"_s);
    if (text::looksBinary(entry.bytes))
        return reject(u"binary file (control bytes)"_s);

    const bool isHtml = hasHtmlSuffix(entry.path) || text::looksLikeHtml(entry.bytes);
    const text::DecodedText decoded = text::decodeBytes(entry.bytes, isHtml);
    QString text = isHtml ? text::htmlToText(decoded.text) : decoded.text;
    if (!hasVisibleText(text))
        return reject(isHtml ? u"no visible text after removing the HTML markup"_s
                             : u"no text after decoding"_s);

    store::NewDocument doc;
    doc.path = entry.path;
    const qsizetype slash = entry.path.lastIndexOf(u'/');
    doc.title = slash >= 0 ? entry.path.mid(slash + 1) : entry.path;
    // Counted here, on the decoding pool, so the single writer thread only writes.
    doc.wordCount = qint64(text::segmentWords(text).size());
    doc.text = std::move(text);
    doc.encoding = decoded.encoding;
    doc.format = isHtml ? u"html"_s : u"text"_s;
    doc.contentHash = QCryptographicHash::hash(entry.bytes, QCryptographicHash::Sha1);
    doc.byteSize = entry.bytes.size();
    doc.invalidSequences = decoded.invalidSequences;
    if (clusterFromLayout)
        doc.cluster = clusterOfLayoutPath(entry.layoutPath);
    if (decoded.invalidSequences > 0) {
        // A warning, not a rejection: the document is kept with U+FFFD in place.
        built.issues.append(store::ImportIssueRecord{
            entry.path, u"%1 invalid byte sequences replaced (encoding %2)"_s
                            .arg(decoded.invalidSequences).arg(decoded.encoding)});
    }
    built.document = std::move(doc);
    return built;
}

} // namespace nd::corpus
