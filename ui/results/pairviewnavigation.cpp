// PairView: moving between passages, find, scrolling together, word wrap.
#include "ui/results/pairview.h"

#include "ui/results/findbar.h"
#include "ui/results/matchnavigator.h"
#include "ui/results/overviewstrip.h"
#include "ui/results/panefinder.h"
#include "ui/results/textpane.h"

#include <QCheckBox>
#include <QScrollBar>
#include <QTextCursor>
#include <QTextDocument>
#include <QTreeWidget>

#include <algorithm>
#include <cmath>

namespace nd::ui {

int PairView::markerPosition(int number, bool inB) const
{
    for (const Placed &p : inB ? m_placedB : m_placedA) {
        if (p.number == number)
            return p.begin;
    }
    return -1;
}

void PairView::showPassage(int number)
{
    reveal(number, nullptr);
}

void PairView::reveal(int number, TextPane *except)
{
    m_navigating = true;
    for (bool sideB : {false, true}) {
        TextPane *pane = sideB ? m_paneB : m_paneA;
        const int position = markerPosition(number, sideB);
        if (position < 0 || pane == except)
            continue;
        QTextCursor cursor(pane->document());
        cursor.setPosition(position);
        // Sync off: each pane goes to its own copy of the passage.
        m_syncing = true;
        pane->setTextCursor(cursor);
        pane->centerCursor();
        m_syncing = false;
    }
    for (int i = 0; i < m_matchList->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_matchList->topLevelItem(i);
        if (item->data(0, Qt::UserRole).toInt() == number) {
            m_matchList->setCurrentItem(item);
            m_matchList->scrollToItem(item);
            break;
        }
    }
    m_navigator->setCurrent(number);
    m_navigating = false;
}

void PairView::followCaret(TextPane *pane, bool sideB)
{
    // A click inside a passage brings its counterpart into view in the other
    // pane; the clicked pane stays where the reader is.
    if (m_navigating)
        return;
    const int position = pane->textCursor().position();
    for (const Placed &p : sideB ? m_placedB : m_placedA) {
        if (position >= p.begin && position < p.end) {
            reveal(p.number, pane);
            return;
        }
    }
}

void PairView::jumpTo(TextPane *pane, int position)
{
    QTextCursor cursor(pane->document());
    cursor.setPosition(std::clamp(position, 0, pane->document()->characterCount() - 1));
    m_navigating = true;
    pane->setTextCursor(cursor);
    pane->centerCursor();
    m_navigating = false;
}

void PairView::updateOverview(bool sideB)
{
    // By document positions, not the scrollbar: folded lines take no screen
    // height but keep their place in the strip.
    const TextPane *pane = sideB ? m_paneB : m_paneA;
    const double total = double(pane->document()->characterCount());
    if (total <= 0)
        return;
    const auto [top, bottom] = pane->visiblePositions();
    overview(sideB)->setVisibleRange(top / total, bottom / total);
}

int PairView::find(const QString &text)
{
    const int hits = m_finder->find(text);
    m_findBar->setResult(0, hits);
    return hits;
}

void PairView::findNext(bool backwards)
{
    m_navigating = true; // a hit inside a passage must not pull the panes to its marker
    m_finder->next(backwards);
    m_navigating = false;
    m_findBar->setResult(m_finder->current(), m_finder->count());
}

bool PairView::scrollTogether() const
{
    return m_syncBox->isChecked();
}

void PairView::setScrollTogether(bool on)
{
    m_syncBox->setChecked(on);
}

bool PairView::wordWrap() const
{
    return m_paneA->lineWrapMode() != QPlainTextEdit::NoWrap;
}

void PairView::setWordWrap(bool on)
{
    m_wrapBox->setChecked(on);
    for (TextPane *pane : {m_paneA, m_paneB})
        pane->setLineWrapMode(on ? QPlainTextEdit::WidgetWidth : QPlainTextEdit::NoWrap);
}

void PairView::syncScroll(TextPane *from, TextPane *to)
{
    if (m_syncing || !m_syncBox->isChecked())
        return;
    // Proportional: documents of different lengths reach their ends together.
    const QScrollBar *source = from->verticalScrollBar();
    QScrollBar *target = to->verticalScrollBar();
    if (source->maximum() <= 0)
        return;
    m_syncing = true;
    const double ratio = double(source->value()) / source->maximum();
    target->setValue(int(std::lround(ratio * target->maximum())));
    m_syncing = false;
}

} // namespace nd::ui
