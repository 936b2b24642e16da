#include "ui/results/panefinder.h"

#include "ui/results/textpane.h"

#include <QTextDocument>

namespace nd::ui {

namespace {

// Highlights are re-laid out on every paint; beyond this many per pane they
// stop (the count still tells how many hits there are).
constexpr int kMaxHighlightsPerPane = 2000;

} // namespace

int PaneFinder::find(const QString &text)
{
    m_hits.clear();
    m_current = -1;
    m_length = int(text.size());
    for (int side = 0; side < 2; ++side) {
        TextPane *pane = m_panes[side];
        QList<QTextEdit::ExtraSelection> selections;
        if (!text.isEmpty()) {
            QTextEdit::ExtraSelection hit;
            hit.format.setBackground(QColor(0xFF, 0x8C, 0x00));
            hit.format.setForeground(QColor(Qt::black));
            QTextCursor cursor(pane->document());
            int found = 0;
            while (!(cursor = pane->document()->find(text, cursor)).isNull()) {
                m_hits.append({side, cursor.selectionStart()});
                if (++found <= kMaxHighlightsPerPane) {
                    hit.cursor = cursor;
                    selections.append(hit);
                }
            }
        }
        pane->setExtraSelections(selections);
    }
    return count();
}

void PaneFinder::next(bool backwards)
{
    if (m_hits.isEmpty())
        return;
    const int n = count();
    m_current = m_current < 0 ? (backwards ? n - 1 : 0) : (m_current + (backwards ? n - 1 : 1)) % n;
    const auto [side, position] = m_hits.at(m_current);
    TextPane *pane = m_panes[side];
    QTextCursor cursor(pane->document());
    cursor.setPosition(position);
    cursor.setPosition(position + m_length, QTextCursor::KeepAnchor);
    pane->setTextCursor(cursor);
    pane->centerCursor();
}

} // namespace nd::ui
