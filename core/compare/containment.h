#pragma once

#include "compare/passagematcher.h"

#include <QList>

namespace nd::compare {

// Both directions of containment of a pair, from its shared passages: how much
// of A is found in B and how much of B in A. Reviewers need both, because a
// short text copied whole into a long one is 100 % in it while the long one is
// only a few percent in the short.
struct Containment
{
    qsizetype wordsA = 0; // tokens of A (as the matcher counted them)
    qsizetype wordsB = 0;
    qsizetype coveredA = 0; // tokens of A inside a matched passage (matched words)
    qsizetype coveredB = 0;

    // Fractions in [0, 1]; 0 for an empty document.
    double aInB() const { return wordsA > 0 ? double(coveredA) / double(wordsA) : 0.0; }
    double bInA() const { return wordsB > 0 ? double(coveredB) / double(wordsB) : 0.0; }
};

// Matched words count on both sides (a passage's words are the same tokens in
// each text); the gaps inside merged near passages do not count, since those
// words differ. Coverage is clamped to the document sizes.
Containment containment(const QList<MatchedPassage> &passages, qsizetype wordsA, qsizetype wordsB);

} // namespace nd::compare
