#pragma once

#include "detect/detector.h"

#include <QString>

#include <map>
#include <utility>
#include <vector>

namespace nd::detect::testing {

// A document whose text is its tokens joined by spaces.
inline DetectDocument document(qint64 id, const QString &words)
{
    DetectDocument d;
    d.id = id;
    d.text = words;
    d.tokens = words.split(u' ', Qt::SkipEmptyParts);
    return d;
}

// Pairs as a map (a, b) -> score for comparisons independent of order.
using PairScores = std::map<std::pair<qint64, qint64>, double>;
inline PairScores pairMap(const ScoredPairs &pairs)
{
    PairScores map;
    for (const ScoredPair &p : pairs)
        map[{p.a, p.b}] = p.score;
    return map;
}

// The same run on one worker thread and on two (params with "threads" 1, then 2),
// for tests that the pairs do not depend on how the work was split.
inline std::pair<DetectResult, DetectResult>
detectOnOneAndTwoThreads(const Detector &detector, const std::vector<DetectDocument> &documents, Params params)
{
    nd::JobControl control;
    params.insert(QStringLiteral("threads"), 1);
    DetectResult one = detector.detect(documents, params, control);
    params.insert(QStringLiteral("threads"), 2);
    DetectResult two = detector.detect(documents, params, control);
    return {std::move(one), std::move(two)};
}

} // namespace nd::detect::testing
