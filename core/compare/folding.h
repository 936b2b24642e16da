#pragma once

#include "compare/exclusions.h"

#include <QList>
#include <QStringView>

namespace nd::compare {

// A run of whole lines with no shared passage on them, folded in the pair view.
struct UnmatchedStretch
{
    qsizetype begin = 0; // start of its first line (UTF-16 offset)
    qsizetype end = 0;   // past its last line's line break (or the text's end)
    int firstLine = 0;   // 0-based line number of its first line
    int lineCount = 0;
    friend bool operator==(const UnmatchedStretch &, const UnmatchedStretch &) = default;
};

// The lines of `text` touched by none of `matched` (ranges of shared passages,
// in any order), taken in maximal runs; each run keeps `contextLines` lines
// visible next to a passage (none at the text's start or end) and what remains is
// returned when it has at least `minLines` lines. minLines < 1 folds nothing.
// Lines end at "\n", "\r\n", "\r" or U+2029, as QTextDocument splits blocks, so
// line numbers are the pane's.
QList<UnmatchedStretch> unmatchedStretches(QStringView text, QList<TextRange> matched, int minLines, int contextLines);

} // namespace nd::compare
