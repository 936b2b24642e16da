#pragma once

#include "compare/containment.h"
#include "compare/passagematcher.h"
#include "text/preprocessor.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <span>
#include <unordered_set>
#include <vector>

namespace nd::compare {

// A stretch of an original text, UTF-16 offsets [first, second).
using TextRange = QPair<qsizetype, qsizetype>;

// An opening and a closing quotation mark.
struct QuotePair
{
    QChar open;
    QChar close;
    friend bool operator==(const QuotePair &, const QuotePair &) = default;
};

// "…", “…”, „…“, «…», ‹…›, 「…」, 『…』 and »…« (German): the typographic quotes
// of the languages in the Gold Set and the papers' corpora.
QList<QuotePair> defaultQuotePairs();
// As text for a settings field: the pairs' two characters, separated by spaces
// ("“” „“ «»"); parseQuotePairs reads it back, skipping malformed entries.
QString quotePairsToString(const QList<QuotePair> &pairs);
QList<QuotePair> parseQuotePairs(const QString &text);

// Headings that open a reference list: English, German, French, Spanish,
// Chinese, Japanese.
QStringList defaultBibliographyHeadings();

// What to leave out of a pair's score (matches shorter than N words are left out
// by the matcher's minWords already).
struct ExclusionOptions
{
    bool quotes = false;
    QList<QuotePair> quotePairs = defaultQuotePairs();
    bool bibliography = false;
    QStringList bibliographyHeadings = defaultBibliographyHeadings();
    bool boilerplate = false;
    int boilerplateWords = 8;      // shingle length k
    double boilerplateShare = 0.2; // a shingle in more than this share of documents is boilerplate
};

// Quoted passages, quotes included. A quote runs from an opening mark to the
// first matching closing mark; a mark never closed, or not closed within one
// paragraph (a blank line), excludes nothing, so a stray mark cannot grey out the
// rest of a document. Marks whose open and close are the same character (")
// alternate. Quotes do not nest: the outermost wins.
QList<TextRange> quotedRanges(QStringView text, const QList<QuotePair> &pairs);

// From the start of the LAST line that is one of the headings (case-insensitive,
// ignoring surrounding spaces, numbering such as "7." and a trailing colon) to
// the end of the text; empty when no such line. The last one, because a paper
// may mention "References" in its table of contents.
QList<TextRange> bibliographyRange(QStringView text, const QStringList &headings);

// Shingles of k tokens that occur in more than `share` of the documents
// (each document counted once per shingle). Documents with fewer than k tokens
// contribute nothing. Hashes as features::tokenHashes/shingle windows.
std::unordered_set<std::uint64_t> boilerplateShingles(const std::vector<QStringList> &documents, int k, double share);

// The ranges of a text covered by a boilerplate shingle (from the first word's
// begin to the last word's end; overlapping windows merged).
QList<TextRange> boilerplateRanges(const QStringList &tokens, const std::vector<text::WordSpan> &spans, int k,
                                   const std::unordered_set<std::uint64_t> &boilerplate);

// Sorted, non-overlapping union of ranges.
QList<TextRange> mergeRanges(QList<TextRange> ranges);

// Quotes and bibliography of one text, by the options (boilerplate needs the
// collection: add boilerplateRanges yourself), merged.
QList<TextRange> excludedRanges(QStringView text, const ExclusionOptions &options);

// Containment counted without excluded words: a token is excluded when its word
// begins inside an excluded range. Words of A = A's tokens not excluded; covered
// words of A = matched tokens of A's passages not excluded. A merged near
// passage spans more tokens than it matched (the reworded gap) and does not say
// which ones are the gap, so its matched words shrink in proportion to its
// excluded tokens (exact for an ordinary passage). Each side by its own
// exclusions: a quote in A that B copied without quotation marks still counts
// against B.
Containment containmentExcluding(const QList<MatchedPassage> &passages, const std::vector<text::WordSpan> &spansA,
                                 const std::vector<text::WordSpan> &spansB, const QList<TextRange> &excludedA,
                                 const QList<TextRange> &excludedB);

} // namespace nd::compare
