#pragma once

#include "detect/detector.h"
#include "detect/methoddetector.h"

#include <QCoreApplication>

#include <cstdint>
#include <utility>
#include <vector>

namespace nd::features {
class NounLexicon;
}

namespace nd::detect {

// 64-bit simhash with paper 002's word weight (Yu, Hu & Zhang):
// W(w) = Score(w) / max Score, Score(w) = n(w) + lambda * (Len(w) + Pos(w)), where
// n(w) is the word's count, Len(w) = 1 for words of at least 4 characters and
// Pos(w) = 1 for nouns. Words are those of the visible text (lower-cased, not
// stemmed: the noun test needs real words), stopwords dropped. The pairs within
// the bound are found as in the simhash family: by Manku's permuted tables, or by
// comparing every pair where that is expected to be cheaper (its default bound of
// 16 bits leaves the tables prefixes of a few bits).
class WeightedSimhashDetector final : public MethodDetector<WeightedSimhashDetector>
{
    ND_DETECTING_METHOD(WeightedSimhashDetector)

    static constexpr int Bits = 64;

    // One distinct word of a document with the terms of its score.
    struct WordScore
    {
        QString word;
        int count = 0; // n(w)
        int len = 0;   // Len(w)
        int pos = 0;   // Pos(w)
        double score = 0.0;
        double weight = 0.0; // score / max score
    };

    QString plan(const Params &params) const override;
    TokenForm tokenForm(const Params &) const override { return TokenForm::None; } // its own words of the text

    // The scored words of a text, sorted by word.
    static std::vector<WordScore> wordScores(const QString &text, double lambda, const features::NounLexicon &nouns);

    // The fingerprint features (hashToken(word), Score(w)) of a text, ordered by
    // hash: the same fingerprint as with W(w), which only rescales every vote.
    // `words`, when given, receives the number of words counted (stopwords out).
    static std::vector<std::pair<std::uint64_t, double>>
    weightedFeatures(const QString &text, double lambda, const features::NounLexicon &nouns, int *words = nullptr);
};

} // namespace nd::detect
