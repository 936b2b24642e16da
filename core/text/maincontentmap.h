#pragma once

#include <QString>

#include <vector>

namespace nd::text {

// A stretch of a text, [begin, end) in UTF-16 offsets.
struct TextSpan
{
    qsizetype begin = 0;
    qsizetype end = 0;
    friend bool operator==(const TextSpan &, const TextSpan &) = default;
};

// Where an HTML page's main content (extractMainContent) lies in its whole
// visible text (htmlToText), so a view can show the whole text with the parts
// extraction removed set apart, and place what was found in the main content.
// The two texts come from different parsers and differ in whitespace, so each
// line of the main content (a block) is looked up in the whole text by its
// characters other than whitespace and invisible format characters (soft
// hyphens, zero-width spaces), in order: the first occurrence after the previous
// block's. A block not found (a parser decoded it differently) keeps no span.
class MainContentMap
{
public:
    MainContentMap() = default;
    MainContentMap(QStringView wholeText, QStringView mainContent);

    // The blocks of the main content in the whole text, in order, one per line
    // of the main content found there (from its first to its last visible character).
    const std::vector<TextSpan> &keptSpans() const { return m_kept; }
    // The rest of the whole text: what extraction removed, each stretch trimmed
    // of whitespace, stretches of whitespace only left out.
    std::vector<TextSpan> removedSpans() const;
    // The offset in the whole text of an offset in the main content (0 to its
    // length): a visible character maps to itself there, whitespace to just after
    // the visible character before it, an offset in a block not found to the end
    // of the last block found before it.
    qsizetype toWholeText(qsizetype mainOffset) const;

private:
    std::vector<TextSpan> m_kept;
    std::vector<qsizetype> m_wholeOffsets; // per offset of the main content, and its end
    qsizetype m_wholeSize = 0;
    QString m_whole; // for trimming the removed stretches
};

} // namespace nd::text
