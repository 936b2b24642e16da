#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QVariantMap>

#include <string>
#include <string_view>
#include <vector>

namespace nd::store {

struct CollectionInfo
{
    qint64 id = 0;
    QString name;
    QString sourcePath;
    qint64 documentCount = 0;
    QString truthKind; // "", "clusters" or "pairs"
    QDateTime created;
};

// Where a stretch of a document's text came from: the text from beginOffset up
// to the next location's beginOffset lies on `page` (PDF) or is paragraph
// `paragraph` (DOCX, ODT, EPUB); 0 means "not applicable".
struct SourceLocation
{
    qint64 beginOffset = 0;
    int page = 0;
    int paragraph = 0;
    bool operator==(const SourceLocation &) const = default;
};

// The location holding text offset `offset` (locations sorted by beginOffset);
// a default location when there is none.
inline SourceLocation locationAt(const QList<SourceLocation> &locations, qint64 offset)
{
    SourceLocation found;
    for (const SourceLocation &location : locations) {
        if (location.beginOffset > offset)
            break;
        found = location;
    }
    return found;
}

// Where offset lies, for people: "p. 14" (PDF), "¶ 3" (word-processor files), or
// empty for documents without a location map (plain text, HTML).
QString locationLabel(const QList<SourceLocation> &locations, qint64 offset);

// Texts of documents as stored (UTF-8), back to back in one buffer that is
// reused from batch to batch: streaming a whole collection then allocates its
// memory once, where a buffer per text had the allocator give pages back to the
// system and fault them in again for every batch.
struct Utf8TextBatch
{
    std::vector<qint64> ids;
    std::string bytes;
    std::vector<std::size_t> ends; // text i is bytes[ends[i - 1] (0 for the first), ends[i])

    std::size_t size() const { return ids.size(); }
    bool empty() const { return ids.empty(); }
    std::string_view text(std::size_t i) const
    {
        const std::size_t begin = i == 0 ? 0 : ends[i - 1];
        return std::string_view(bytes).substr(begin, ends[i] - begin);
    }
    void clear()
    {
        ids.clear();
        bytes.clear();
        ends.clear();
    }
};

// What the importer hands over for one document.
struct NewDocument
{
    QString path; // inside the imported folder or archive, '/'-separated
    QString title;
    QString text; // decoded (and, for HTML, visible) text
    // Or the same text as UTF-8, stored as it is (text then empty): plain ASCII
    // files travel from the file to the database without a conversion.
    QByteArray utf8Text;
    // An HTML page's main content (text::extractMainContent); null when the
    // document is not HTML or nothing was found: the main content is then `text`.
    QString mainText;
    QString encoding;
    QString format;         // "text" or "html"
    QByteArray contentHash; // base/hashing.h contentDigest() of the original bytes (rows of older imports: SHA-1)
    qint64 byteSize = 0;
    qsizetype invalidSequences = 0;
    qint64 wordCount = -1;           // words by ICU segmentation; -1: the store counts them
    QString cluster;                 // ground-truth cluster from the layout, or empty
    QList<SourceLocation> locations; // page/paragraph map, empty for plain text and HTML

    QString decodedText() const { return utf8Text.isNull() ? text : QString::fromUtf8(utf8Text); }
    // The text as the row stores it: UTF-8.
    QByteArray storedUtf8Text() const { return utf8Text.isNull() ? text.toUtf8() : utf8Text; }
};

struct DocumentSummary
{
    qint64 id = 0;
    QString path;
    QString title;
    QString encoding;
    qint64 byteSize = 0;
    qint64 wordCount = 0;
    QString cluster;
};

struct DocumentRecord : DocumentSummary
{
    qint64 collectionId = 0;
    QString text;
    QString mainText; // null when it is `text` (see NewDocument)

    // The text a run compares: the main content when asked for and extracted.
    const QString &comparedText(bool mainContentOnly) const
    {
        return mainContentOnly && !mainText.isNull() ? mainText : text;
    }
    QString format;
    QByteArray contentHash;
    qsizetype invalidSequences = 0;
};

struct ImportIssueRecord
{
    QString path;
    QString reason;
};

enum class RunStatus { Running, Done, Failed, Cancelled };
QString runStatusName(RunStatus status);
RunStatus runStatusFromName(const QString &name);

struct RunInfo
{
    qint64 id = 0;
    qint64 collectionId = 0;
    QString method;
    QJsonObject params;        // resolved detector parameters
    QJsonObject preprocessing; // preprocessing options
    RunStatus status = RunStatus::Running;
    QDateTime started;
    QDateTime finished;
    QJsonObject timings; // seconds per phase
    QJsonObject stats;   // detector statistics (candidates, comparisons, ...)
    QString error;
    qint64 pairCount = 0;
};

} // namespace nd::store
