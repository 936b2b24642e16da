#include "ui/results/pairview.h"

#include "compare/worddiff.h"
#include "jobs/jobcontrol.h"
#include "text/preprocessor.h"
#include "ui/results/explainpanel.h"
#include "ui/results/findbar.h"
#include "ui/results/matchnavigator.h"
#include "ui/results/numerus.h"
#include "ui/results/overviewstrip.h"
#include "ui/results/pairloader.h"
#include "ui/results/panefinder.h"
#include "ui/results/textpane.h"

#include <QAction>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTextCursor>
#include <QTextDocument>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace nd::ui {

namespace {

// Gaps of up to this many unmatched tokens inside an aligned run keep it one
// (near) passage: a reworded word or two, not a new passage.
constexpr int kNearGapWords = 3;

QString preview(const QString &text, qsizetype begin, qsizetype end)
{
    QString s = text.mid(begin, std::min<qsizetype>(end - begin, 120)).simplified();
    if (end - begin > 120)
        s += u'…';
    return s;
}

QWidget *column(QWidget *parent, QLabel *title, TextPane *pane, OverviewStrip *strip)
{
    auto *w = new QWidget(parent);
    auto *l = new QVBoxLayout(w);
    l->setContentsMargins(0, 0, 0, 0);
    l->setSpacing(2);
    l->addWidget(title);
    auto *row = new QHBoxLayout;
    row->setSpacing(2);
    row->addWidget(pane, 1);
    row->addWidget(strip);
    l->addLayout(row, 1);
    return w;
}

} // namespace

PairView::PairView(QWidget *parent)
    : QWidget(parent)
    , m_titleA(new QLabel(this))
    , m_titleB(new QLabel(this))
    , m_status(new QLabel(this))
    , m_containmentLabel(new QLabel(this))
    , m_largeBanner(new QWidget(this))
    , m_paneA(new TextPane(this))
    , m_paneB(new TextPane(this))
    , m_overviewA(new OverviewStrip(this))
    , m_overviewB(new OverviewStrip(this))
    , m_matchList(new QTreeWidget(this))
    , m_navigator(new MatchNavigator(this))
    , m_findBar(new FindBar(this))
    , m_explain(new ExplainPanel(this))
    , m_syncBox(new QCheckBox(tr("Scroll &together"), this))
    , m_wrapBox(new QCheckBox(tr("Wra&p lines"), this))
    , m_minWords(new QSpinBox(this))
    , m_finder(std::make_unique<PaneFinder>(m_paneA, m_paneB))
{
    setObjectName(u"pairView"_s);
    m_paneA->setObjectName(u"paneA"_s);
    m_paneB->setObjectName(u"paneB"_s);
    m_paneA->setAccessibleName(tr("Document A"));
    m_paneB->setAccessibleName(tr("Document B"));
    m_overviewA->setObjectName(u"overviewA"_s);
    m_overviewB->setObjectName(u"overviewB"_s);
    m_matchList->setObjectName(u"matchList"_s);
    m_matchList->setAccessibleName(tr("Shared passages"));
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

    for (QLabel *title : {m_titleA, m_titleB}) {
        title->setTextInteractionFlags(Qt::TextSelectableByMouse);
        title->setTextFormat(Qt::PlainText);
        title->setMinimumWidth(50);
        QFont f = title->font();
        f.setBold(true);
        title->setFont(f);
    }
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

    auto *bannerText = new QLabel(tr("These documents are very long; laying them out may take a while."),
                                  m_largeBanner);
    auto *layOut = new QPushButton(tr("&Lay out anyway"), m_largeBanner);
    layOut->setObjectName(u"layOutAnyway"_s);
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
    toolbar->addWidget(minWordsLabel);
    toolbar->addWidget(m_minWords);
    toolbar->addWidget(m_wrapBox);
    toolbar->addWidget(m_syncBox);
    auto *exclusionRow = new QHBoxLayout;
    setUpExclusions(exclusionRow);

    auto *panes = new QSplitter(Qt::Horizontal, this);
    panes->addWidget(column(this, m_titleA, m_paneA, m_overviewA));
    panes->addWidget(column(this, m_titleB, m_paneB, m_overviewB));
    panes->addWidget(m_matchList);
    panes->setStretchFactor(0, 3);
    panes->setStretchFactor(1, 3);
    panes->setStretchFactor(2, 1);
    panes->setChildrenCollapsible(false);
    auto *vertical = new QSplitter(Qt::Vertical, this);
    vertical->addWidget(panes);
    vertical->addWidget(m_explain);
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
        TextPane *pane = sideB ? m_paneB : m_paneA;
        TextPane *other = sideB ? m_paneA : m_paneB;
        connect(pane->verticalScrollBar(), &QScrollBar::valueChanged, this, [=, this] {
            syncScroll(pane, other);
            updateOverview(sideB);
        });
        connect(pane->verticalScrollBar(), &QScrollBar::rangeChanged, this,
                [=, this] { updateOverview(sideB); });
        connect(pane, &QPlainTextEdit::cursorPositionChanged, this, [=, this] { followCaret(pane, sideB); });
        connect(overview(sideB), &OverviewStrip::positionRequested, this,
                [=, this](int position) { jumpTo(pane, position); });
    }
    connect(m_matchList, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item && !m_navigating)
            showPassage(item->data(0, Qt::UserRole).toInt());
    });
    connect(m_matchList, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        showPassage(item->data(0, Qt::UserRole).toInt());
    });
    connect(m_navigator, &MatchNavigator::passageRequested, this, &PairView::showPassage);
    connect(m_findBar, &FindBar::searchChanged, this, &PairView::find);
    connect(m_findBar, &FindBar::nextRequested, this, [this] { findNext(false); });
    connect(m_findBar, &FindBar::previousRequested, this, [this] { findNext(true); });
    connect(m_findBar, &FindBar::closed, this, [this] { find(QString()); });
    connect(m_wrapBox, &QCheckBox::toggled, this, &PairView::setWordWrap);
    connect(layOut, &QPushButton::clicked, this, &PairView::layOutAnyway);
    connect(m_minWords, &QSpinBox::valueChanged, this, &PairView::rematch);
    clear();
}

PairView::~PairView()
{
    cancelComparison();
    m_pending.waitForFinished();
}

void PairView::setWorkspace(const store::Workspace *workspace)
{
    // The worker may still read the old workspace, which the caller may now close.
    cancelComparison();
    m_pending.waitForFinished();
    m_workspace = workspace;
    m_runId = 0;
    clear();
}

void PairView::setRun(qint64 runId)
{
    m_runId = runId;
}

void PairView::clear()
{
    ++m_generation; // a comparison still running is now stale
    cancelComparison();
    m_documentA = m_documentB = 0;
    m_textA.clear();
    m_textB.clear();
    m_passages.clear();
    m_containment = {};
    m_containmentExcluding = {};
    m_spansA.clear();
    m_spansB.clear();
    m_spansLoaded = false;
    m_boilerplateA.clear();
    m_boilerplateB.clear();
    m_excludedA.clear();
    m_excludedB.clear();
    m_changedA.clear();
    m_changedB.clear();
    m_placedA.clear();
    m_placedB.clear();
    m_finder->find(QString());
    m_heldBack = false;
    m_largeBanner->hide();
    m_paneA->clear();
    m_paneB->clear();
    m_overviewA->setMarks(0, {});
    m_overviewB->setMarks(0, {});
    m_matchList->clear();
    m_navigator->setCount(0);
    m_explain->clear();
    m_containmentLabel->clear();
    m_titleA->setText(tr("Document A"));
    m_titleB->setText(tr("Document B"));
    m_status->setText(tr("Open a pair from the list to compare it."));
}

void PairView::openPair(qint64 documentA, qint64 documentB)
{
    if (!m_workspace) {
        m_status->setText(tr("No workspace is open."));
        return;
    }
    clear();
    m_documentA = documentA;
    m_documentB = documentB;
    rematch();
}

void PairView::cancelComparison()
{
    if (m_control)
        m_control->cancel();
    m_control.reset();
}

void PairView::escape()
{
    if (isComparing()) {
        cancelComparison();
        m_status->setText(tr("Comparison stopped."));
    } else if (m_findBar->isVisible()) {
        m_findBar->hide();
        find(QString());
    }
}

void PairView::rematch()
{
    if (!m_workspace || m_documentA == 0)
        return;
    cancelComparison();
    const quint64 generation = ++m_generation;
    const qint64 a = m_documentA;
    const qint64 b = m_documentB;
    m_control = std::make_shared<JobControl>();
    m_status->setText(tr("Comparing the two documents… (Esc stops)"));
    auto future = QtConcurrent::run(loadPair, m_workspace, a, b, m_runId, m_minWords->value(),
                                    kNearGapWords, m_exclusions, m_control);
    m_pending = QFuture<void>(future);
    future.then(this, [this, generation, a, b](const LoadedPair &loaded) {
        if (generation != m_generation)
            return; // another pair was opened meanwhile
        m_control.reset();
        if (loaded.cancelled) {
            m_status->setText(tr("Comparison stopped."));
            return;
        }
        if (!loaded.error.isEmpty()) {
            m_status->setText(loaded.error);
            return;
        }
        m_spansA = loaded.spansA;
        m_spansB = loaded.spansB;
        m_boilerplateA = loaded.boilerplateA;
        m_boilerplateB = loaded.boilerplateB;
        m_spansLoaded = true;
        m_locationsA = loaded.locationsA;
        m_locationsB = loaded.locationsB;
        showTexts(loaded.titleA, loaded.textA, loaded.titleB, loaded.textB, loaded.passages,
                  loaded.wordsA, loaded.wordsB);
        setExplanation(loaded.explanation);
        m_documentA = a;
        m_documentB = b;
        Q_EMIT pairShown(a, b);
    });
}

void PairView::showTexts(const QString &titleA, const QString &textA, const QString &titleB,
                         const QString &textB, const QList<compare::MatchedPassage> &passages)
{
    const text::Preprocessor preprocessor;
    showTexts(titleA, textA, titleB, textB, passages, preprocessor.tokens(textA).size(),
              preprocessor.tokens(textB).size());
}

void PairView::showTexts(const QString &titleA, const QString &textA, const QString &titleB,
                         const QString &textB, const QList<compare::MatchedPassage> &passages,
                         qsizetype wordsA, qsizetype wordsB)
{
    m_titleA->setText(tr("A: %1").arg(titleA));
    m_titleB->setText(tr("B: %1").arg(titleB));
    m_titleA->setToolTip(titleA);
    m_titleB->setToolTip(titleB);
    m_textA = textA;
    m_textB = textB;
    m_passages = passages;
    m_containment = compare::containment(passages, wordsA, wordsB);
    if (!m_spansLoaded) {
        // Texts given directly: token spans are computed by computeExclusions,
        // only once an exclusion needs them; no collection, so no boilerplate.
        m_spansA.clear();
        m_spansB.clear();
        m_boilerplateA.clear();
        m_boilerplateB.clear();
        m_locationsA.clear();
        m_locationsB.clear();
    }
    m_spansLoaded = false;
    computeExclusions();
    compare::changedWords(m_textA, m_textB, m_passages, &m_changedA, &m_changedB);
    m_heldBack = textA.size() + textB.size() > m_largeTextLimit;
    m_largeBanner->setVisible(m_heldBack);
    if (m_heldBack) {
        m_paneA->clear();
        m_paneB->clear();
        m_placedA.clear();
        m_placedB.clear();
    } else {
        rerender();
    }

    m_matchList->clear();
    QList<QTreeWidgetItem *> items;
    items.reserve(passages.size());
    qint64 words = 0;
    for (const compare::MatchedPassage &p : passages) {
        auto *item = new QTreeWidgetItem;
        item->setText(0, QString::number(p.number));
        item->setData(0, Qt::UserRole, p.number);
        item->setText(1, QLocale().toString(p.words));
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        // Page (PDF) or paragraph (word-processor files) of the passage on each side.
        const QString whereA = store::locationLabel(m_locationsA, p.beginA);
        const QString whereB = store::locationLabel(m_locationsB, p.beginB);
        if (!whereA.isEmpty() || !whereB.isEmpty())
            item->setText(2, tr("%1 / %2").arg(whereA.isEmpty() ? tr("–") : whereA,
                                               whereB.isEmpty() ? tr("–") : whereB));
        item->setText(3, preview(textA, p.beginA, p.endA));
        item->setToolTip(3, p.editedWords > 0 ? tr("Near match: %1").arg(item->text(3)) : item->text(3));
        items.append(item);
        words += p.words;
    }
    m_matchList->addTopLevelItems(items);
    m_navigator->setCount(int(passages.size()));
    m_status->setText(passages.isEmpty()
                          ? tr("No shared passage of %n or more words.", nullptr, m_minWords->value())
                          : numerus(tr("%n shared passage(s), ", nullptr, int(passages.size())),
                                    passages.size())
                                + numerus(tr("%n word(s) in common.", nullptr, int(words)), words));
}

QString PairView::containmentText() const
{
    if (m_containment.wordsA == 0 && m_containment.wordsB == 0)
        return {};
    const auto pct = [](double x) { return QLocale().toString(qRound(x * 100.0)); };
    if (!hasExclusions())
        return tr("A is %1 % in B; B is %2 % in A").arg(pct(m_containment.aInB()), pct(m_containment.bInA()));
    return tr("A is %1 % in B (%2 % before exclusions); B is %3 % in A (%4 % before exclusions)")
        .arg(pct(m_containmentExcluding.aInB()), pct(m_containment.aInB()),
             pct(m_containmentExcluding.bInA()), pct(m_containment.bInA()));
}

void PairView::setExplanation(const compare::PairExplanation &explanation)
{
    m_explain->setExplanation(explanation);
}

void PairView::layOutAnyway()
{
    if (!m_heldBack)
        return;
    m_heldBack = false;
    m_largeBanner->hide();
    rerender();
}

void PairView::rerender()
{
    m_placedA = render(m_paneA, m_textA, false);
    m_placedB = render(m_paneB, m_textB, true);
    if (!m_findBar->text().isEmpty())
        find(m_findBar->text());
}

QList<PairView::Placed> PairView::render(TextPane *pane, const QString &text, bool sideB)
{
    QList<PassageRenderer::Span> spans;
    spans.reserve(m_passages.size());
    for (const auto &p : std::as_const(m_passages))
        spans.append(sideB ? PassageRenderer::Span{p.beginB, p.endB, p.number}
                           : PassageRenderer::Span{p.beginA, p.endA, p.number});
    const PassageRenderer renderer(palette().color(QPalette::Base).lightness() < 128);
    m_navigating = true; // filling the pane moves its caret: not a click
    QList<Placed> placed = renderer.render(pane->document(), text, spans, sideB ? m_changedB : m_changedA,
                                           sideB ? m_excludedB : m_excludedA);
    pane->moveCursor(QTextCursor::Start);
    m_navigating = false;
    QList<OverviewStrip::Mark> marks;
    marks.reserve(placed.size());
    for (const Placed &p : std::as_const(placed))
        marks.append({p.begin, p.end, renderer.markerColour(p.number)});
    overview(sideB)->setMarks(pane->document()->characterCount(), marks);
    return placed;
}

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
    const QScrollBar *bar = (sideB ? m_paneB : m_paneA)->verticalScrollBar();
    const double total = double(bar->maximum() - bar->minimum() + bar->pageStep());
    if (total <= 0)
        return;
    overview(sideB)->setVisibleRange(bar->value() / total, (bar->value() + bar->pageStep()) / total);
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

void PairView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && !m_passages.isEmpty() && !m_heldBack)
        rerender();
    QWidget::changeEvent(event);
}

} // namespace nd::ui
