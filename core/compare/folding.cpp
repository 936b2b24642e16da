#include "compare/folding.h"

#include <algorithm>

namespace nd::compare {

namespace {

struct Line
{
    qsizetype begin = 0;
    qsizetype end = 0; // past the line break
};

QList<Line> splitLines(QStringView text)
{
    QList<Line> lines;
    qsizetype begin = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c != u'\n' && c != u'\r' && c != QChar::ParagraphSeparator)
            continue;
        if (c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n')
            ++i;
        lines.append({begin, i + 1});
        begin = i + 1;
    }
    lines.append({begin, text.size()}); // the last line, empty after a final break
    return lines;
}

} // namespace

QList<UnmatchedStretch> unmatchedStretches(QStringView text, QList<TextRange> matched, int minLines, int contextLines)
{
    QList<UnmatchedStretch> result;
    if (minLines < 1 || text.isEmpty())
        return result;
    contextLines = std::max(0, contextLines);
    std::sort(matched.begin(), matched.end());
    const QList<Line> lines = splitLines(text);
    const int lineCount = int(lines.size());

    // touched[i]: some matched range overlaps line i (its break included).
    QList<bool> touched(lineCount, false);
    int line = 0;
    for (const TextRange &range : std::as_const(matched)) {
        if (range.second <= range.first)
            continue;
        while (line < lineCount && lines[line].end <= range.first)
            ++line;
        for (int i = line; i < lineCount && lines[i].begin < range.second; ++i)
            touched[i] = true;
    }

    for (int first = 0; first < lineCount;) {
        if (touched[first]) {
            ++first;
            continue;
        }
        int last = first;
        while (last + 1 < lineCount && !touched[last + 1])
            ++last;
        const int from = first == 0 ? first : first + contextLines;
        const int to = last == lineCount - 1 ? last : last - contextLines;
        if (to - from + 1 >= minLines)
            result.append({lines[from].begin, lines[to].end, from, to - from + 1});
        first = last + 1;
    }
    return result;
}

} // namespace nd::compare
