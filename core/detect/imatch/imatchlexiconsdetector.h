#pragma once

#include "detect/detector.h"
#include "detect/methoddetector.h"

#include <QCoreApplication>

#include <cstdint>
#include <span>
#include <vector>

namespace nd::detect {

// I-Match with multiple random lexicons (Kolcz, Chowdhury & Alspector 2004, as in
// paper 000): besides the I-Match lexicon, K extra lexicons, each a seeded random
// subset of it, give K more signatures per document. A pair's score is the number
// of its K + 1 signature slots that agree; the paper's rule "duplicates if any
// signature matches" is threshold 1. Candidates come from grouping each slot by
// signature, never from all pairs.
class IMatchLexiconsDetector final : public MethodDetector<IMatchLexiconsDetector>
{
    ND_DETECTING_METHOD(IMatchLexiconsDetector)

    TokenForm tokenForm(const Params &) const override { return TokenForm::Hashes; } // as I-Match
    QString plan(const Params &params) const override;

    // Extra lexicon `index` (1-based) of the sorted lexicon: the round(fraction * size)
    // terms ranked first by a hash keyed with (seed, index), sorted. It depends only
    // on the lexicon, seed and index, so runs are reproducible.
    static std::vector<std::uint64_t> extraLexicon(std::span<const std::uint64_t> lexicon, double fraction, int seed,
                                                   int index);
};

} // namespace nd::detect
