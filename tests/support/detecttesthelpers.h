#pragma once

#include "detect/detector.h"

#include <QString>

#include <map>
#include <utility>

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
inline std::map<std::pair<qint64, qint64>, double> pairMap(const ScoredPairs &pairs)
{
    std::map<std::pair<qint64, qint64>, double> map;
    for (const ScoredPair &p : pairs)
        map[{p.a, p.b}] = p.score;
    return map;
}

} // namespace nd::detect::testing
