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
    return side(inB).markerPosition(number);
}

void PairView::showPassage(int number)
{
    reveal(number, nullptr);
}

void PairView::reveal(int number, const PairSide *except)
{
    m_navigating = true;
    for (PairSide *side : {m_a, m_b}) {
        const int position = side->markerPosition(number);
        if (position < 0 || side == except)
            continue;
        // Sync off: each pane goes to its own copy of the passage.
        m_syncing = true;
        side->moveCaret(position);
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

void PairView::followCaret(PairSide &side)
{
    // A click inside a passage brings its counterpart into view in the other
    // pane; the clicked pane stays where the reader is.
    if (m_navigating)
        return;
    if (const int number = side.passageAt(side.pane()->textCursor().position()); number > 0)
        reveal(number, &side);
}

void PairView::jumpTo(PairSide &side, int position)
{
    m_navigating = true;
    side.moveCaret(position);
    m_navigating = false;
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
    return paneA()->lineWrapMode() != QPlainTextEdit::NoWrap;
}

void PairView::setWordWrap(bool on)
{
    m_wrapBox->setChecked(on);
    for (TextPane *pane : {paneA(), paneB()})
        pane->setLineWrapMode(on ? QPlainTextEdit::WidgetWidth : QPlainTextEdit::NoWrap);
}

void PairView::syncScroll(const PairSide &from, PairSide &to)
{
    if (m_syncing || !m_syncBox->isChecked())
        return;
    // Proportional: documents of different lengths reach their ends together.
    const QScrollBar *source = from.pane()->verticalScrollBar();
    QScrollBar *target = to.pane()->verticalScrollBar();
    if (source->maximum() <= 0)
        return;
    m_syncing = true;
    const double ratio = double(source->value()) / source->maximum();
    target->setValue(int(std::lround(ratio * target->maximum())));
    m_syncing = false;
}

} // namespace nd::ui
