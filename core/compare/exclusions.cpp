#include "compare/exclusions.h"

#include "features/shingles.h"

#ifndef XXH_INLINE_ALL
#define XXH_INLINE_ALL
#endif
#include <xxhash.h>

#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace nd::compare {

QList<QuotePair> defaultQuotePairs()
{
    return {{u'"', u'"'},
            {QChar(0x201C), QChar(0x201D)},
            {QChar(0x201E), QChar(0x201C)},
            {QChar(0x00AB), QChar(0x00BB)},
            {QChar(0x00BB), QChar(0x00AB)},
            {QChar(0x2039), QChar(0x203A)},
            {QChar(0x300C), QChar(0x300D)},
            {QChar(0x300E), QChar(0x300F)}};
}

QString quotePairsToString(const QList<QuotePair> &pairs)
{
    QStringList parts;
    for (const QuotePair &p : pairs)
        parts.append(QString(p.open) + p.close);
    return parts.join(u' ');
}

QList<QuotePair> parseQuotePairs(const QString &text)
{
    QList<QuotePair> pairs;
    for (const QString &part : text.split(u' ', Qt::SkipEmptyParts)) {
        if (part.size() == 2)
            pairs.append({part.at(0), part.at(1)});
    }
    return pairs;
}

QStringList defaultBibliographyHeadings()
{
    return {u"References"_s,           u"Bibliography"_s, u"Works Cited"_s,   u"Literature Cited"_s, u"Literatur"_s,
            u"Literaturverzeichnis"_s, u"Quellen"_s,      u"Bibliographie"_s, u"Références"_s,       u"Bibliografía"_s,
            u"Referencias"_s,          u"参考文献"_s,     u"引用文献"_s};
}

QList<TextRange> quotedRanges(QStringView text, const QList<QuotePair> &pairs)
{
    QList<TextRange> ranges;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        const QChar c = text.at(i);
        const auto pair = std::find_if(pairs.cbegin(), pairs.cend(), [c](const QuotePair &p) { return p.open == c; });
        if (pair == pairs.cend()) {
            ++i;
            continue;
        }
        // Look for the close within the paragraph.
        qsizetype j = i + 1;
        for (; j < n; ++j) {
            if (text.at(j) == pair->close)
                break;
            if (text.at(j) == u'\n') {
                qsizetype k = j + 1;
                while (k < n && (text.at(k) == u' ' || text.at(k) == u'\t' || text.at(k) == u'\r'))
                    ++k;
                if (k < n && text.at(k) == u'\n') {
                    j = n; // blank line: the quote was never closed
                    break;
                }
            }
        }
        if (j >= n) {
            ++i; // unclosed: skip this mark only
            continue;
        }
        ranges.append({i, j + 1});
        i = j + 1;
    }
    return ranges;
}

QList<TextRange> bibliographyRange(QStringView text, const QStringList &headings)
{
    // Optional numbering ("7.", "VII", "A.1") before the heading, optional colon after.
    static const QRegularExpression decoration(u"^(?:[0-9IVXivx]+[.)]?(?:[0-9]+[.)]?)*\\s+)?(.*?)[:：]?$"_s);
    qsizetype found = -1;
    qsizetype lineStart = 0;
    while (lineStart <= text.size()) {
        qsizetype lineEnd = text.indexOf(u'\n', lineStart);
        if (lineEnd < 0)
            lineEnd = text.size();
        const QString line = text.mid(lineStart, lineEnd - lineStart).trimmed().toString();
        if (!line.isEmpty() && line.size() <= 40) {
            const auto m = decoration.match(line);
            const QString heading = m.hasMatch() ? m.captured(1).trimmed() : line;
            for (const QString &h : headings) {
                if (heading.compare(h, Qt::CaseInsensitive) == 0) {
                    found = lineStart;
                    break;
                }
            }
        }
        lineStart = lineEnd + 1;
    }
    if (found < 0)
        return {};
    return {{found, text.size()}};
}

namespace {

std::vector<std::uint64_t> windows(const QStringList &tokens, int k)
{
    const auto hashes = features::tokenHashes(tokens);
    std::vector<std::uint64_t> result;
    if (k <= 0 || hashes.size() < std::size_t(k))
        return result;
    result.reserve(hashes.size() - std::size_t(k) + 1);
    for (std::size_t i = 0; i + std::size_t(k) <= hashes.size(); ++i) {
        result.push_back(XXH3_64bits(hashes.data() + i, std::size_t(k) * sizeof(std::uint64_t)));
    }
    return result;
}

} // namespace

std::unordered_set<std::uint64_t> boilerplateShingles(const std::vector<QStringList> &documents, int k, double share)
{
    QHash<std::uint64_t, qsizetype> documentCount;
    for (const QStringList &tokens : documents) {
        auto w = windows(tokens, k);
        std::sort(w.begin(), w.end());
        w.erase(std::unique(w.begin(), w.end()), w.end());
        for (const std::uint64_t h : w)
            ++documentCount[h];
    }
    const double limit = share * double(documents.size());
    std::unordered_set<std::uint64_t> result;
    for (auto it = documentCount.cbegin(); it != documentCount.cend(); ++it) {
        if (double(it.value()) > limit && it.value() > 1)
            result.insert(it.key());
    }
    return result;
}

QList<TextRange> boilerplateRanges(const QStringList &tokens, const std::vector<text::WordSpan> &spans, int k,
                                   const std::unordered_set<std::uint64_t> &boilerplate)
{
    QList<TextRange> ranges;
    if (boilerplate.empty())
        return ranges;
    const auto w = windows(tokens, k);
    for (std::size_t i = 0; i < w.size(); ++i) {
        if (boilerplate.contains(w[i]))
            ranges.append({spans[i].begin, spans[i + std::size_t(k) - 1].end});
    }
    return mergeRanges(ranges);
}

QList<TextRange> mergeRanges(QList<TextRange> ranges)
{
    std::sort(ranges.begin(), ranges.end());
    QList<TextRange> merged;
    for (const TextRange &r : std::as_const(ranges)) {
        if (r.second <= r.first)
            continue;
        if (!merged.isEmpty() && r.first <= merged.last().second)
            merged.last().second = std::max(merged.last().second, r.second);
        else
            merged.append(r);
    }
    return merged;
}

QList<TextRange> excludedRanges(QStringView text, const ExclusionOptions &options)
{
    QList<TextRange> ranges;
    if (options.quotes)
        ranges += quotedRanges(text, options.quotePairs);
    if (options.bibliography)
        ranges += bibliographyRange(text, options.bibliographyHeadings);
    return mergeRanges(ranges);
}

namespace {

// excluded[i]: token i's word begins inside a (sorted, merged) range.
std::vector<bool> excludedTokens(const std::vector<text::WordSpan> &spans, const QList<TextRange> &ranges)
{
    std::vector<bool> excluded(spans.size(), false);
    auto range = ranges.cbegin();
    for (std::size_t i = 0; i < spans.size(); ++i) {
        while (range != ranges.cend() && range->second <= spans[i].begin)
            ++range;
        excluded[i] = range != ranges.cend() && range->first <= spans[i].begin;
    }
    return excluded;
}

qsizetype countKept(const std::vector<bool> &excluded, qsizetype first, qsizetype count)
{
    qsizetype kept = 0;
    const qsizetype end = std::min<qsizetype>(first + count, qsizetype(excluded.size()));
    for (qsizetype t = std::max<qsizetype>(first, 0); t < end; ++t)
        kept += excluded[std::size_t(t)] ? 0 : 1;
    return kept;
}

} // namespace

Containment containmentExcluding(const QList<MatchedPassage> &passages, const std::vector<text::WordSpan> &spansA,
                                 const std::vector<text::WordSpan> &spansB, const QList<TextRange> &excludedA,
                                 const QList<TextRange> &excludedB)
{
    const auto outA = excludedTokens(spansA, mergeRanges(excludedA));
    const auto outB = excludedTokens(spansB, mergeRanges(excludedB));
    Containment c;
    c.wordsA = countKept(outA, 0, qsizetype(outA.size()));
    c.wordsB = countKept(outB, 0, qsizetype(outB.size()));
    const auto covered = [](const MatchedPassage &p, const std::vector<bool> &out, qsizetype first,
                            qsizetype span) -> qsizetype {
        if (span <= 0)
            return 0;
        const qsizetype kept = countKept(out, first, span);
        return qsizetype(std::llround(double(std::max(p.words, 0)) * double(kept) / double(span)));
    };
    for (const MatchedPassage &p : passages) {
        c.coveredA += covered(p, outA, p.firstTokenA, p.tokensA);
        c.coveredB += covered(p, outB, p.firstTokenB, p.tokensB);
    }
    c.coveredA = std::min(c.coveredA, c.wordsA);
    c.coveredB = std::min(c.coveredB, c.wordsB);
    return c;
}

} // namespace nd::compare
