#pragma once

#include "detect/detectsupport.h"
#include "features/vectorspace.h"

#include <QJsonObject>

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

// What both vector space methods report of their space: the keywords kept, the
// documents left with none of them, and the candidate pairs (those sharing one).
inline QJsonObject vectorSpaceStats(const features::VectorSpace &space, std::size_t documents, std::size_t candidates)
{
    return QJsonObject{{QStringLiteral("keywords"), qint64(space.dimension())},
                       {QStringLiteral("dropped_documents"), qint64(documents - space.kept().size())},
                       {QStringLiteral("candidates"), qint64(candidates)}};
}

} // namespace nd::detect::support
