#pragma once

#include "text/preprocessor.h"

namespace nd {
class JobControl;
}

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
    int number = 0; // 1-based, in order of position in A
    qsizetype beginA = 0;
    qsizetype endA = 0;
    qsizetype beginB = 0;
    qsizetype endB = 0;
    qsizetype firstTokenA = 0; // index into A's token stream
    qsizetype firstTokenB = 0;
    int words = 0;         // tokens matched in the passage (stopwords excluded
                           // when the preprocessor drops them)
    qsizetype tokensA = 0; // tokens the passage spans in A (== words unless merged)
    qsizetype tokensB = 0;
    int editedWords = 0; // unmatched tokens inside a merged "near" passage, A + B

    friend bool operator==(const MatchedPassage &, const MatchedPassage &) = default;
};

// Shared passages of a and b, in the manner of WCopyfind and sim_text: token
// trigrams (or minWords-grams when minWords < 3) seen in both texts are extended
// into maximal common token runs; the longest runs are taken first and every
// token is used at most once per side, so passages never overlap. Runs shorter
// than minWords are dropped. Tokens come from pre, so case, inflection and
// (with the option on) stopwords do not break a match.
// The preprocessor is not thread-safe: give each thread its own.
// A control, when given, is polled so a long comparison can stop (throws
// nd::Cancelled).
QList<MatchedPassage> matchPassages(QStringView a, QStringView b, const nd::text::Preprocessor &pre, int minWords = 5,
                                    const nd::JobControl *control = nullptr);

// Same on token streams already computed (tokensX[i] came from the original
// text at spansX[i]); matchPassages calls it after tokenising both texts.
QList<MatchedPassage> matchTokens(const QStringList &tokensA, const std::vector<nd::text::WordSpan> &spansA,
                                  const QStringList &tokensB, const std::vector<nd::text::WordSpan> &spansB,
                                  int minWords = 5, const nd::JobControl *control = nullptr);

// Near matches: consecutive passages (in both texts' order) separated by at most
// maxGapWords unmatched tokens on each side become one aligned passage, so a
// reworded word or two does not split a copied paragraph into pieces. Merged
// passages keep the sum of their matched words, count the gap in editedWords and
// are renumbered in A's order.
QList<MatchedPassage> mergeNearPassages(const QList<MatchedPassage> &passages, int maxGapWords);

} // namespace nd::compare
