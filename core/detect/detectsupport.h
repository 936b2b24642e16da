#pragma once

// Helpers shared by the detectors (not part of the detector contract).

#include "detect/detector.h"
#include "base/scoredpair.h"
#include "jobs/parallel.h"

#include <QElapsedTimer>

#include <algorithm>
#include <vector>

namespace nd::detect::support {

// The pair of two documents by id, smaller id first as ScoredPair requires.
inline ScoredPair orderedPair(qint64 idA, qint64 idB, double score)
{
    return idA < idB ? ScoredPair{idA, idB, score} : ScoredPair{idB, idA, score};
}

// Deterministic output whatever the thread scheduling or hash order.
inline void sortPairs(ScoredPairs &pairs)
{
    std::sort(pairs.begin(), pairs.end(),
              [](const ScoredPair &x, const ScoredPair &y) { return x.a != y.a ? x.a < y.a : x.b < y.b; });
}

// Each document's token list (QStringList is shared: no deep copies).
inline std::vector<QStringList> tokenLists(const std::vector<DetectDocument> &documents)
{
    std::vector<QStringList> tokens;
    tokens.reserve(documents.size());
    for (const DetectDocument &d : documents)
        tokens.push_back(d.tokens);
    return tokens;
}

inline double seconds(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e9;
}

} // namespace nd::detect::support
