#include "text/maincontentmap.h"

#include <algorithm>

namespace nd::text {

namespace {

// Characters the two parsers may write differently or not at all.
bool isIgnorable(QChar c)
{
    return c.isSpace() || c.category() == QChar::Other_Format;
}

} // namespace

MainContentMap::MainContentMap(QStringView wholeText, QStringView mainContent)
    : m_wholeOffsets(std::size_t(mainContent.size()) + 1, 0)
    , m_wholeSize(wholeText.size())
    , m_whole(wholeText.toString())
{
    // The whole text's visible characters, each with its offset.
    QString visible;
    std::vector<qsizetype> visibleAt;
    visible.reserve(wholeText.size());
    visibleAt.reserve(std::size_t(wholeText.size()));
    for (qsizetype i = 0; i < wholeText.size(); ++i) {
        if (!isIgnorable(wholeText[i])) {
            visible.append(wholeText[i]);
            visibleAt.push_back(i);
        }
    }

    qsizetype searchFrom = 0; // in `visible`: after the last block found
    qsizetype lastEnd = 0;    // in the whole text: the end of the last block found
    qsizetype lineBegin = 0;
    QString line;
    std::vector<qsizetype> lineAt; // offsets in the main content of line's characters
    while (lineBegin <= mainContent.size()) {
        qsizetype lineEnd = mainContent.indexOf(u'\n', lineBegin);
        if (lineEnd < 0)
            lineEnd = mainContent.size();
        line.clear();
        lineAt.clear();
        for (qsizetype i = lineBegin; i < lineEnd; ++i) {
            if (!isIgnorable(mainContent[i])) {
                line.append(mainContent[i]);
                lineAt.push_back(i);
            }
        }
        const qsizetype at = line.isEmpty() ? -1 : visible.indexOf(line, searchFrom);
        if (at >= 0) {
            for (std::size_t k = 0; k < lineAt.size(); ++k)
                m_wholeOffsets[std::size_t(lineAt[k])] = visibleAt[std::size_t(at) + k];
            const qsizetype last = at + line.size() - 1;
            m_kept.push_back({visibleAt[std::size_t(at)], visibleAt[std::size_t(last)] + 1});
            searchFrom = last + 1;
        }
        // Whitespace (and a block not found) after the visible character before it.
        qsizetype after = lastEnd;
        std::size_t nextVisible = 0;
        for (qsizetype i = lineBegin; i < lineEnd; ++i) {
            if (at >= 0 && nextVisible < lineAt.size() && lineAt[nextVisible] == i) {
                after = m_wholeOffsets[std::size_t(i)] + 1;
                ++nextVisible;
            } else {
                m_wholeOffsets[std::size_t(i)] = after;
            }
        }
        if (at >= 0)
            lastEnd = m_kept.back().end;
        m_wholeOffsets[std::size_t(lineEnd)] = lastEnd; // the line break, or the end
        lineBegin = lineEnd + 1;
    }
}

std::vector<TextSpan> MainContentMap::removedSpans() const
{
    std::vector<TextSpan> removed;
    const auto addTrimmed = [&](qsizetype begin, qsizetype end) {
        while (begin < end && m_whole[begin].isSpace())
            ++begin;
        while (end > begin && m_whole[end - 1].isSpace())
            --end;
        if (begin < end)
            removed.push_back({begin, end});
    };
    qsizetype from = 0;
    for (const TextSpan &kept : m_kept) {
        addTrimmed(from, kept.begin);
        from = kept.end;
    }
    addTrimmed(from, m_wholeSize);
    return removed;
}

qsizetype MainContentMap::toWholeText(qsizetype mainOffset) const
{
    if (m_wholeOffsets.empty())
        return 0;
    return m_wholeOffsets[std::size_t(std::clamp<qsizetype>(mainOffset, 0, qsizetype(m_wholeOffsets.size()) - 1))];
}

} // namespace nd::text
