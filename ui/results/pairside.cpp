#include "ui/results/pairside.h"

#include "ui/results/overviewstrip.h"
#include "ui/results/textpane.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QTextCursor>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

namespace nd::ui {

PairSide::PairSide(bool isB, QWidget *parent)
    : QWidget(parent)
    , m_isB(isB)
    , m_title(new QLabel(this))
    , m_pane(new TextPane(this))
    , m_overview(new OverviewStrip(this))
{
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_title->setTextFormat(Qt::PlainText);
    // Long paths wrap where a line may break (after '/' and '-') rather than
    // being cut at the pane's edge; the tooltip holds the path too.
    m_title->setWordWrap(true);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_title);
    auto *row = new QHBoxLayout;
    row->setSpacing(2);
    row->addWidget(m_pane, 1);
    row->addWidget(m_overview);
    layout->addLayout(row, 1);
}

void PairSide::forgetLoaded()
{
    spans.clear();
    boilerplate.clear();
    locations.clear();
    removed.clear();
}

void PairSide::clear()
{
    forgetLoaded();
    text.clear();
    excluded.clear();
    changed.clear();
    clearPane();
    m_overview->setMarks(0, {});
}

void PairSide::clearPane()
{
    placed.clear();
    m_pane->setFolds({});
    m_pane->clear();
}

int PairSide::markerPosition(int number) const
{
    for (const PassageRenderer::Placed &p : placed) {
        if (p.number == number)
            return p.begin;
    }
    return -1;
}

int PairSide::passageAt(int position) const
{
    for (const PassageRenderer::Placed &p : placed) {
        if (position >= p.begin && position < p.end)
            return p.number;
    }
    return 0;
}

void PairSide::moveCaret(int position)
{
    QTextCursor cursor(m_pane->document());
    cursor.setPosition(std::clamp(position, 0, m_pane->document()->characterCount() - 1));
    m_pane->setTextCursor(cursor);
    m_pane->centerCursor();
}

void PairSide::updateOverview()
{
    // By document positions, not the scrollbar: folded lines take no screen
    // height but keep their place in the strip.
    const double total = double(m_pane->document()->characterCount());
    if (total <= 0)
        return;
    const auto [top, bottom] = m_pane->visiblePositions();
    m_overview->setVisibleRange(top / total, bottom / total);
}

} // namespace nd::ui
