#pragma once

#include "detect/detector.h"
#include "jobs/jobcontrol.h"
#include "text/preprocessor.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace nd::store {
class Workspace;
}

namespace nd::pipeline {

// Paper 002's (Yu et al.) service: which stored documents are within k bits of a
// given document, "by full text and by paragraph". The simhash family and
// simhash-weighted can be queried.
//
// Methods whose fingerprint depends on the text alone (simhash-weighted; the
// simhash family with tf weights and one lexicon: service::Fingerprinter) answer
// from the fingerprints stored in the workspace (those missing are computed and
// stored first), through service::NearDupService, the index `neardup-cli serve`
// answers from, so both give the same answer. TF-IDF and multi-lexicon methods
// re-prepare the collection, as their fingerprints change with it:
//
// Full text: the query's fingerprints (one per lexicon) against the stored
// documents' fingerprints, found through Manku's tables; a hit's distance is the
// smallest over the lexicons.
// By paragraph: the query and every stored document are cut at blank lines, and
// each query paragraph is compared with the stored PARAGRAPHS, not with whole
// documents: a paragraph's fingerprint is near only to fingerprints of texts of
// about its own content, so a whole stored document would match a copied
// paragraph only when it is that paragraph. A hit names the stored paragraph
// nearest to the query paragraph, per document. Paragraphs of fewer than
// minParagraphTokens tokens are skipped: headings and one-line lines would match
// every document that repeats them. IDF always comes from the whole documents.
struct QueryRequest
{
    qint64 collectionId = 0;
    QString method = QStringLiteral("simhash");
    detect::Params params; // missing keys take the method's defaults
    text::PreprocessOptions preprocessing;
    QString text;          // the query, or empty with documentId
    qint64 documentId = 0; // a stored document as query (left out of its hits)
    bool byParagraph = false;
    int maxDistance = -1; // -1: the method's max_distance
};

struct QueryHit
{
    qint64 documentId = 0;
    QString path;
    int distance = 0;
    int queryParagraph = -1;  // by paragraph: 0-based index into the query's paragraphs
    int storedParagraph = -1; // by paragraph: 0-based index into the stored document's
};

struct QueryResult
{
    QList<QueryHit> hits; // by query paragraph, then distance, then document id
    int queryParagraphs = 0;
    QJsonObject stats; // documents, stored_paragraphs, tables, probes, candidates, seconds
};

inline constexpr int minParagraphTokens = 5; // = service::Fingerprinter::minParagraphWords

// Paragraphs of a text: cut at blank lines (a line break, optional spaces, a line
// break), trimmed, empty ones dropped.
QStringList splitParagraphs(const QString &text);

// Throws std::invalid_argument for an unknown or non-simhash method, bad
// parameters, a missing document or an empty query; nd::Cancelled when cancelled.
QueryResult queryByDocument(const store::Workspace &workspace, const QueryRequest &request, JobControl &control);

} // namespace nd::pipeline
