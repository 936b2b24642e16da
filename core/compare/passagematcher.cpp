#include "compare/passagematcher.h"

#include "jobs/jobcontrol.h"

#ifndef XXH_INLINE_ALL
#define XXH_INLINE_ALL
#endif
#include <xxhash.h>

#include <QHash>

#include <algorithm>
#include <cstdint>
#include <queue>

namespace nd::compare {

namespace {

// A common run of tokens: A[startA .. startA+length) == B[startB .. startB+length).
struct Run
{
    qsizetype startA = 0;
    qsizetype startB = 0;
    qsizetype length = 0;
};

// Longest first; ties go to the earlier place in A, then in B, so the result
// does not depend on hash-table order.
struct ShorterFirst
{
    bool operator()(const Run &x, const Run &y) const
    {
        if (x.length != y.length)
            return x.length < y.length;
        if (x.startA != y.startA)
            return x.startA > y.startA;
        return x.startB > y.startB;
    }
};

// A word seen this often in B is boilerplate for seeding purposes ("of the
// said"...): seeding every copy would make repetitive texts quadratic, and the
// passages through such windows are still found from their other windows.
constexpr qsizetype kMaxSeedOccurrences = 256;

std::vector<std::uint64_t> hashTokens(const QStringList &tokens)
{
    std::vector<std::uint64_t> hashes;
    hashes.reserve(std::size_t(tokens.size()));
    for (const QString &token : tokens)
        hashes.push_back(XXH3_64bits(token.utf16(), std::size_t(token.size()) * sizeof(char16_t)));
    return hashes;
}

std::uint64_t windowHash(const std::vector<std::uint64_t> &hashes, qsizetype start, int k)
{
    return XXH3_64bits(hashes.data() + start, std::size_t(k) * sizeof(std::uint64_t));
}

} // namespace

QList<MatchedPassage> matchTokens(const QStringList &tokensA, const std::vector<text::WordSpan> &spansA,
                                  const QStringList &tokensB, const std::vector<text::WordSpan> &spansB, int minWords,
                                  const JobControl *control)
{
    Q_ASSERT(qsizetype(spansA.size()) == tokensA.size());
    Q_ASSERT(qsizetype(spansB.size()) == tokensB.size());
    minWords = std::max(minWords, 1);
    const int k = std::min(minWords, 3);
    const qsizetype nA = tokensA.size();
    const qsizetype nB = tokensB.size();
    if (nA < minWords || nB < minWords)
        return {};

    const auto hashesA = hashTokens(tokensA);
    const auto hashesB = hashTokens(tokensB);

    QHash<std::uint64_t, QList<qsizetype>> windowsOfB;
    windowsOfB.reserve(nB - k + 1);
    for (qsizetype j = 0; j + k <= nB; ++j)
        windowsOfB[windowHash(hashesB, j, k)].append(j);

    // Every maximal common run of >= k tokens, found once from its first window:
    // a seed whose predecessors also match lies inside a run already seeded.
    std::priority_queue<Run, std::vector<Run>, ShorterFirst> queue;
    for (qsizetype i = 0; i + k <= nA; ++i) {
        if (control && (i & 1023) == 0)
            throwIfCancelled(*control);
        const auto it = windowsOfB.constFind(windowHash(hashesA, i, k));
        if (it == windowsOfB.cend() || it->size() > kMaxSeedOccurrences)
            continue;
        for (const qsizetype j : *it) {
            if (i > 0 && j > 0 && tokensA.at(i - 1) == tokensB.at(j - 1))
                continue;
            qsizetype length = 0;
            while (i + length < nA && j + length < nB && tokensA.at(i + length) == tokensB.at(j + length))
                ++length;
            // length < k only on a hash collision: the tokens differ after all.
            if (length >= minWords)
                queue.push({i, j, length});
        }
    }

    // Greedy tiling: the longest run wins its tokens; a run that lost some of
    // them to a longer one goes back into the queue as its still-free pieces.
    std::vector<bool> usedA(std::size_t(nA), false);
    std::vector<bool> usedB(std::size_t(nB), false);
    std::vector<Run> accepted;
    std::size_t rounds = 0;
    while (!queue.empty()) {
        if (control && (++rounds & 1023) == 0)
            throwIfCancelled(*control);
        const Run run = queue.top();
        queue.pop();
        bool free = true;
        for (qsizetype t = 0; t < run.length && free; ++t)
            free = !usedA[std::size_t(run.startA + t)] && !usedB[std::size_t(run.startB + t)];
        if (free) {
            for (qsizetype t = 0; t < run.length; ++t) {
                usedA[std::size_t(run.startA + t)] = true;
                usedB[std::size_t(run.startB + t)] = true;
            }
            accepted.push_back(run);
            continue;
        }
        qsizetype pieceStart = -1;
        for (qsizetype t = 0; t <= run.length; ++t) {
            const bool ok =
                t < run.length && !usedA[std::size_t(run.startA + t)] && !usedB[std::size_t(run.startB + t)];
            if (ok && pieceStart < 0) {
                pieceStart = t;
            } else if (!ok && pieceStart >= 0) {
                if (t - pieceStart >= minWords)
                    queue.push({run.startA + pieceStart, run.startB + pieceStart, t - pieceStart});
                pieceStart = -1;
            }
        }
    }

    std::sort(accepted.begin(), accepted.end(), [](const Run &x, const Run &y) { return x.startA < y.startA; });
    QList<MatchedPassage> passages;
    passages.reserve(qsizetype(accepted.size()));
    for (const Run &run : accepted) {
        MatchedPassage p;
        p.number = int(passages.size()) + 1;
        p.firstTokenA = run.startA;
        p.firstTokenB = run.startB;
        p.words = int(run.length);
        p.tokensA = p.tokensB = run.length;
        p.beginA = spansA[std::size_t(run.startA)].begin;
        p.endA = spansA[std::size_t(run.startA + run.length - 1)].end;
        p.beginB = spansB[std::size_t(run.startB)].begin;
        p.endB = spansB[std::size_t(run.startB + run.length - 1)].end;
        passages.append(p);
    }
    return passages;
}

QList<MatchedPassage> matchPassages(QStringView a, QStringView b, const text::Preprocessor &pre, int minWords,
                                    const JobControl *control)
{
    std::vector<text::WordSpan> spansA;
    std::vector<text::WordSpan> spansB;
    const QStringList tokensA = pre.tokens(a, &spansA);
    const QStringList tokensB = pre.tokens(b, &spansB);
    if (control)
        throwIfCancelled(*control);
    return matchTokens(tokensA, spansA, tokensB, spansB, minWords, control);
}

QList<MatchedPassage> mergeNearPassages(const QList<MatchedPassage> &passages, int maxGapWords)
{
    QList<MatchedPassage> merged;
    merged.reserve(passages.size());
    for (const MatchedPassage &p : passages) {
        if (!merged.isEmpty()) {
            MatchedPassage &last = merged.last();
            const qsizetype gapA = p.firstTokenA - (last.firstTokenA + last.tokensA);
            const qsizetype gapB = p.firstTokenB - (last.firstTokenB + last.tokensB);
            // Both gaps forward: a passage moved elsewhere in B is not a reworded one.
            if (gapA >= 0 && gapB >= 0 && gapA <= maxGapWords && gapB <= maxGapWords) {
                last.endA = p.endA;
                last.endB = p.endB;
                last.tokensA = p.firstTokenA + p.tokensA - last.firstTokenA;
                last.tokensB = p.firstTokenB + p.tokensB - last.firstTokenB;
                last.words += p.words;
                last.editedWords += p.editedWords + int(gapA + gapB);
                continue;
            }
        }
        merged.append(p);
        merged.last().number = int(merged.size());
    }
    return merged;
}

} // namespace nd::compare
