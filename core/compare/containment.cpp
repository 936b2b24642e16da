#include "compare/containment.h"

#include <algorithm>

namespace nd::compare {

Containment containment(const QList<MatchedPassage> &passages, qsizetype wordsA, qsizetype wordsB)
{
    Containment c;
    c.wordsA = std::max<qsizetype>(wordsA, 0);
    c.wordsB = std::max<qsizetype>(wordsB, 0);
    qsizetype matched = 0;
    for (const MatchedPassage &p : passages)
        matched += std::max(p.words, 0);
    c.coveredA = std::min(matched, c.wordsA);
    c.coveredB = std::min(matched, c.wordsB);
    return c;
}

} // namespace nd::compare
