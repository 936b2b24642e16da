#pragma once

#include "compare/passagematcher.h"

#include <QString>

// Passages of the pair view's tests, placed by hand.
inline nd::compare::MatchedPassage passage(int number, qsizetype beginA, qsizetype endA, qsizetype beginB,
                                           qsizetype endB, int words)
{
    nd::compare::MatchedPassage p;
    p.number = number;
    p.beginA = beginA;
    p.endA = endA;
    p.beginB = beginB;
    p.endB = endB;
    p.words = words;
    return p;
}

// A passage at the first occurrence of `phrase` in each text.
inline nd::compare::MatchedPassage passageOf(int number, const QString &a, const QString &b, const QString &phrase,
                                             int words)
{
    const qsizetype inA = a.indexOf(phrase);
    const qsizetype inB = b.indexOf(phrase);
    return passage(number, inA, inA + phrase.size(), inB, inB + phrase.size(), words);
}
