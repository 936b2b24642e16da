#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace nd::ui {

class TextPane;

// Find in both panes of the pair view: every hit is highlighted (extra
// selections, so the passage formats underneath stay), and next / previous walk
// A's hits, then B's.
class PaneFinder
{
public:
    PaneFinder(TextPane *paneA, TextPane *paneB)
        : m_panes{paneA, paneB}
    { }

    // Case-insensitive; an empty text clears. Returns the number of hits.
    int find(const QString &text);
    int count() const { return int(m_hits.size()); }
    int current() const { return m_current + 1; } // 1-based; 0 = none yet
    // Selects the next (or previous) hit in its pane and centres it.
    void next(bool backwards);

private:
    TextPane *m_panes[2];
    QList<QPair<int, int>> m_hits; // (pane, position)
    int m_length = 0;
    int m_current = -1;
};

} // namespace nd::ui
