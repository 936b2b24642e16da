#pragma once

#include "detect/detectsupport.h"
#include "features/vectorspace.h"

#include <QElapsedTimer>
#include <QJsonObject>

#include <algorithm>

#include <utility>
#include <vector>

namespace nd::detect::support {

// Scores the candidate pairs of a vector space (positions into `kept`, the
// indices of the documents the space kept) with score(x, y), in parallel, and
// returns them as pairs of document ids in the deterministic order.
template<class Score>
ScoredPairs scoreCandidates(const std::vector<DetectDocument> &documents, const std::vector<std::size_t> &kept,
                            const std::vector<std::pair<quint32, quint32>> &candidates, JobControl &control,
                            const Score &score)
{
    ScoredPairs pairs(candidates.size());
    parallelFor(
        candidates.size(), control,
        [&](std::size_t c) {
            const auto [x, y] = candidates[c];
            pairs[c] = orderedPair(documents[kept[x]].id, documents[kept[y]].id, score(x, y));
        },
        4096);
    sortPairs(pairs);
    return pairs;
}

// Seconds score(x, y) takes, timed over up to 256 pairs of neighbouring
// positions of `positions`: what each candidate pair will cost, for the estimate
// of a run refused before scoring (features::VectorSpace::candidates).
template<class Score>
double secondsPerScore(std::size_t positions, const Score &score)
{
    const std::size_t timed = std::min<std::size_t>(256, positions > 0 ? positions - 1 : 0);
    if (timed == 0)
        return 0.0;
    QElapsedTimer timer;
    timer.start();
    volatile double sink = 0.0; // keeps the scores from being optimised away
    for (std::size_t x = 0; x < timed; ++x)
        sink = sink + double(score(quint32(x), quint32(x + 1)));
    return double(timer.nsecsElapsed()) / 1e9 / double(timed);
}

// What both vector space methods report of their space: the keywords kept, the
// documents left with none of them, and the candidate pairs (those sharing one).
inline QJsonObject vectorSpaceStats(const features::VectorSpace &space, std::size_t documents, std::size_t candidates)
{
    return QJsonObject{{QStringLiteral("keywords"), qint64(space.dimension())},
                       {QStringLiteral("dropped_documents"), qint64(documents - space.kept().size())},
                       {QStringLiteral("candidates"), qint64(candidates)}};
}

} // namespace nd::detect::support
