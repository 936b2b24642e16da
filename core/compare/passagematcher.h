#pragma once

#include "text/preprocessor.h"

#include <QList>
#include <QStringList>
#include <QStringView>

#include <vector>

namespace nd::compare {

// One stretch of words two documents share, as found by matchPassages.
// Offsets are UTF-16 indices into the ORIGINAL texts given to matchPassages
// (begin inclusive, end exclusive), so a view can highlight them directly.
struct MatchedPassage
{
    int number = 0;          // 1-based, in order of position in A
    qsizetype beginA = 0;
    qsizetype endA = 0;
    qsizetype beginB = 0;
    qsizetype endB = 0;
    qsizetype firstTokenA = 0; // index into A's token stream
    qsizetype firstTokenB = 0;
    int words = 0;           // tokens in the passage (stopwords excluded when the
                             // preprocessor drops them)

    friend bool operator==(const MatchedPassage &, const MatchedPassage &) = default;
};

// Shared passages of a and b, in the manner of WCopyfind and sim_text: token
// trigrams (or minWords-grams when minWords < 3) seen in both texts are extended
// into maximal common token runs; the longest runs are taken first and every
// token is used at most once per side, so passages never overlap. Runs shorter
// than minWords are dropped. Tokens come from pre, so case, inflection and
// (with the option on) stopwords do not break a match.
// The preprocessor is not thread-safe: give each thread its own.
QList<MatchedPassage> matchPassages(QStringView a, QStringView b,
                                    const nd::text::Preprocessor &pre, int minWords = 5);

// Same on token streams already computed (tokensX[i] came from the original
// text at spansX[i]); matchPassages calls it after tokenising both texts.
QList<MatchedPassage> matchTokens(const QStringList &tokensA,
                                  const std::vector<nd::text::WordSpan> &spansA,
                                  const QStringList &tokensB,
                                  const std::vector<nd::text::WordSpan> &spansB,
                                  int minWords = 5);

} // namespace nd::compare
