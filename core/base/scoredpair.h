#pragma once

#include <QtGlobal>

#include <vector>

namespace nd {

// One examined candidate pair and its score; a < b always.
struct ScoredPair
{
    qint64 a = 0;
    qint64 b = 0;
    double score = 0.0;
};

using ScoredPairs = std::vector<ScoredPair>;

enum class ScoreKind {
    Similarity, // larger is more alike; a pair is flagged when score >= threshold
    Distance    // smaller is more alike; a pair is flagged when score <= threshold
};

} // namespace nd
