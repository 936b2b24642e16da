#pragma once

#include "compare/passagematcher.h"

#include <QList>
#include <QPair>
#include <QStringList>
#include <QStringView>

namespace nd::compare {

// One stretch of a word-level diff. Word indices are [first, end) into the two
// word sequences; a Deleted range is empty on B's side, an Inserted one on A's.
// When the diff came from texts, begin/end are the UTF-16 offsets of the range's
// first and last words in each text (begin == end for an empty side).
struct WordRange
{
    enum Kind { Common, Deleted, Inserted };
    Kind kind = Common;
    qsizetype firstA = 0;
    qsizetype endA = 0;
    qsizetype firstB = 0;
    qsizetype endB = 0;
    qsizetype beginA = 0;
    qsizetype endOffsetA = 0;
    qsizetype beginB = 0;
    qsizetype endOffsetB = 0;

    friend bool operator==(const WordRange &, const WordRange &) = default;
};

// Shortest edit script (Myers, via dtl) between two word sequences, as maximal
// ranges in order; where words were replaced, the deletion comes before the
// insertion. Words compare exactly: fold case first if case should not count.
QList<WordRange> diffWords(const QStringList &wordsA, const QStringList &wordsB);

// diffWords on the words of two texts (nd::text::segmentWords), compared
// case-folded, with the text offsets of every range filled in.
QList<WordRange> diffTexts(QStringView a, QStringView b);

// The words that differ inside near passages (those with editedWords > 0), as
// sorted UTF-16 spans of the original texts: deleted words of A in *changedA,
// inserted words of B in *changedB. Exact passages are skipped: they have none.
void changedWords(QStringView textA, QStringView textB, const QList<MatchedPassage> &passages,
                  QList<QPair<qsizetype, qsizetype>> *changedA, QList<QPair<qsizetype, qsizetype>> *changedB);

} // namespace nd::compare
