// PairView: building the widgets, their layout and their connections.
#include "ui/results/pairview.h"

#include "ui/preferences.h"
#include "ui/results/explainpanel.h"
#include "ui/results/findbar.h"
#include "ui/results/matchnavigator.h"
#include "ui/results/overviewstrip.h"
#include "ui/results/textpane.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace nd::ui {

void PairView::setUpLayout()
{
    setObjectName(u"pairView"_s);
    m_a->pane()->setObjectName(u"paneA"_s);
    m_b->pane()->setObjectName(u"paneB"_s);
    m_a->pane()->setAccessibleName(tr("Document A"));
    m_b->pane()->setAccessibleName(tr("Document B"));
    m_a->overview()->setObjectName(u"overviewA"_s);
    m_b->overview()->setObjectName(u"overviewB"_s);
    m_matchList->setObjectName(u"matchList"_s);
    m_matchList->setAccessibleName(tr("Shared passages"));
    m_status->setObjectName(u"pairStatus"_s);
    m_containmentLabel->setObjectName(u"containment"_s);
    m_containmentLabel->setTextFormat(Qt::PlainText);
    // With exclusions the figures grow long: wrap rather than cut them off.
    m_containmentLabel->setWordWrap(true);
    m_containmentLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_syncBox->setObjectName(u"syncScroll"_s);
    m_syncBox->setChecked(true);
    m_wrapBox->setObjectName(u"wordWrap"_s);
    m_wrapBox->setChecked(true);
    m_minWords->setObjectName(u"minWords"_s);
    m_minWords->setRange(2, 200);
    m_minWords->setValue(5);
    m_minWords->setToolTip(tr("Shortest shared run of words shown as a passage"));

    m_status->setTextFormat(Qt::PlainText);

    m_matchList->setColumnCount(4);
    m_matchList->setHeaderLabels({tr("#"), tr("Words"), tr("Where (A / B)"), tr("Passage")});
    m_matchList->setRootIsDecorated(false);
    m_matchList->setUniformRowHeights(true);
    m_matchList->setAlternatingRowColors(true);
    m_matchList->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_matchList->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_matchList->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_matchList->header()->setStretchLastSection(true);

    m_runScoreList = new QTreeWidget(this);
    m_runScoreList->setObjectName(u"runScores"_s);
    m_runScoreList->setAccessibleName(tr("Scores of this pair in every run"));
    m_runScoreList->setColumnCount(5);
    m_runScoreList->setHeaderLabels({tr("Run"), tr("Score"), tr("Flagged"), tr("Method"), tr("Parameters")});
    m_runScoreList->setRootIsDecorated(false);
    m_runScoreList->setUniformRowHeights(true);
    m_runScoreList->setAlternatingRowColors(true);
    for (int column = 0; column < 4; ++column)
        m_runScoreList->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_runScoreList->header()->setStretchLastSection(true);

    auto *bannerText =
        new QLabel(tr("These documents are very long; laying them out may take a while."), m_largeBanner);
    auto *layOut = new QPushButton(tr("&Lay out anyway"), m_largeBanner);
    layOut->setObjectName(u"layOutAnyway"_s);
    connect(layOut, &QPushButton::clicked, this, &PairView::layOutAnyway);
    auto *bannerRow = new QHBoxLayout(m_largeBanner);
    bannerRow->setContentsMargins(0, 0, 0, 0);
    bannerRow->addWidget(bannerText, 1);
    bannerRow->addWidget(layOut);
    m_largeBanner->hide();
    m_findBar->hide();

    auto *minWordsLabel = new QLabel(tr("Min. &words:"), this);
    minWordsLabel->setBuddy(m_minWords);
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_containmentLabel, 1);
    auto *toolbar = new QHBoxLayout;
    toolbar->addWidget(m_navigator);
    toolbar->addStretch(1);
    setUpWholeTextView(toolbar);
    toolbar->addWidget(minWordsLabel);
    toolbar->addWidget(m_minWords);
    toolbar->addWidget(m_wrapBox);
    toolbar->addWidget(m_syncBox);
    auto *exclusionRow = new QHBoxLayout;
    setUpExclusions(exclusionRow);
    setUpFolding(exclusionRow);

    auto *panes = new QSplitter(Qt::Horizontal, this);
    panes->setObjectName(u"pairPanesSplitter"_s);
    panes->addWidget(m_a);
    panes->addWidget(m_b);
    panes->addWidget(m_matchList);
    panes->setStretchFactor(0, 3);
    panes->setStretchFactor(1, 3);
    panes->setStretchFactor(2, 1);
    panes->setChildrenCollapsible(false);
    auto *vertical = new QSplitter(Qt::Vertical, this);
    vertical->setObjectName(u"pairDetailsSplitter"_s);
    vertical->addWidget(panes);
    auto *details = new QSplitter(Qt::Horizontal, this);
    details->setObjectName(u"pairExplainSplitter"_s);
    details->addWidget(m_explain);
    details->addWidget(m_runScoreList);
    details->setStretchFactor(0, 3);
    details->setStretchFactor(1, 2);
    details->setChildrenCollapsible(false);
    vertical->addWidget(details);
    vertical->setStretchFactor(0, 4);
    vertical->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(statusRow);
    layout->addLayout(toolbar);
    layout->addLayout(exclusionRow);
    layout->addWidget(m_findBar);
    layout->addWidget(m_largeBanner);
    layout->addWidget(vertical, 1);
    setTextPointSize(Preferences::load().textPointSize);
}

void PairView::connectSignals()
{
    m_navigator->installShortcuts(this);
    auto addShortcut = [this](const QKeySequence &key, auto slot) {
        auto *action = new QAction(this);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
    };
    addShortcut(QKeySequence::Find, [this] { m_findBar->activate(); });
    addShortcut(QKeySequence(Qt::Key_Escape), [this] { escape(); });

    for (bool sideB : {false, true}) {
        PairSide *side = &this->side(sideB);
        PairSide *other = &this->side(!sideB);
        TextPane *pane = side->pane();
        connect(pane->verticalScrollBar(), &QScrollBar::valueChanged, this, [=, this] {
            syncScroll(*side, *other);
            side->updateOverview();
        });
        connect(pane->verticalScrollBar(), &QScrollBar::rangeChanged, side, &PairSide::updateOverview);
        connect(pane, &TextPane::foldsChanged, side, &PairSide::updateOverview);
        connect(pane, &QPlainTextEdit::cursorPositionChanged, this, [=, this] { followCaret(*side); });
        connect(side->overview(), &OverviewStrip::positionRequested, this,
                [=, this](int position) { jumpTo(*side, position); });
    }
    connect(m_matchList, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item && !m_navigating)
            showPassage(item->data(0, Qt::UserRole).toInt());
    });
    connect(m_matchList, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem *item) { showPassage(item->data(0, Qt::UserRole).toInt()); });
    connect(m_navigator, &MatchNavigator::passageRequested, this, &PairView::showPassage);
    connect(m_findBar, &FindBar::searchChanged, this, &PairView::find);
    connect(m_findBar, &FindBar::nextRequested, this, [this] { findNext(false); });
    connect(m_findBar, &FindBar::previousRequested, this, [this] { findNext(true); });
    connect(m_findBar, &FindBar::closed, this, [this] { find(QString()); });
    connect(m_wrapBox, &QCheckBox::toggled, this, &PairView::setWordWrap);
    connect(m_minWords, &QSpinBox::valueChanged, this, &PairView::rematch);
}

void PairView::setTextPointSize(int points)
{
    for (TextPane *pane : {paneA(), paneB()}) {
        QFont font = pane->font();
        font.setPointSize(points > 0 ? points : QApplication::font().pointSize());
        pane->setFont(font);
    }
}

} // namespace nd::ui
