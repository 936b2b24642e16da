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

#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTextCursor>
#include <QTextDocument>
#include <QTreeWidget>
#include <QtConcurrent>

#include <algorithm>

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
    setUpLayout();
    connectSignals();
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
    m_removedA.clear();
    m_removedB.clear();
    m_loaded.reset();
    m_wholeTextBox->hide();
    m_changedA.clear();
    m_changedB.clear();
    m_placedA.clear();
    m_placedB.clear();
    m_finder->find(QString());
    m_heldBack = false;
    m_largeBanner->hide();
    m_paneA->setFolds({});
    m_paneB->setFolds({});
    m_paneA->clear();
    m_paneB->clear();
    setRunScores({});
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
    auto future = QtConcurrent::run(loadPair, m_workspace, a, b, m_runId, m_minWords->value(), kNearGapWords,
                                    m_exclusions, m_control);
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
        m_loaded = std::make_unique<LoadedPair>(loaded);
        showLoaded();
        setExplanation(loaded.explanation);
        setRunScores(loaded.runScores);
        m_documentA = a;
        m_documentB = b;
        Q_EMIT pairShown(a, b);
    });
}

void PairView::showTexts(const QString &titleA, const QString &textA, const QString &titleB, const QString &textB,
                         const QList<compare::MatchedPassage> &passages)
{
    const text::Preprocessor preprocessor;
    showTexts(titleA, textA, titleB, textB, passages, preprocessor.tokens(textA).size(),
              preprocessor.tokens(textB).size());
}

void PairView::showTexts(const QString &titleA, const QString &textA, const QString &titleB, const QString &textB,
                         const QList<compare::MatchedPassage> &passages, qsizetype wordsA, qsizetype wordsB)
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
        m_removedA.clear();
        m_removedB.clear();
    }
    m_spansLoaded = false;
    computeExclusions();
    compare::changedWords(m_textA, m_textB, m_passages, &m_changedA, &m_changedB);
    m_heldBack = textA.size() + textB.size() > m_largeTextLimit;
    m_largeBanner->setVisible(m_heldBack);
    if (m_heldBack) {
        m_paneA->setFolds({});
        m_paneB->setFolds({});
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
            item->setText(2,
                          tr("%1 / %2").arg(whereA.isEmpty() ? tr("–") : whereA, whereB.isEmpty() ? tr("–") : whereB));
        item->setText(3, preview(textA, p.beginA, p.endA));
        item->setToolTip(3, p.editedWords > 0 ? tr("Near match: %1").arg(item->text(3)) : item->text(3));
        items.append(item);
        words += p.words;
    }
    m_matchList->addTopLevelItems(items);
    m_navigator->setCount(int(passages.size()));
    m_status->setText(passages.isEmpty()
                          ? tr("No shared passage of %n or more words.", nullptr, m_minWords->value())
                          : numerus(tr("%n shared passage(s), ", nullptr, int(passages.size())), passages.size())
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
        .arg(pct(m_containmentExcluding.aInB()), pct(m_containment.aInB()), pct(m_containmentExcluding.bInA()),
             pct(m_containment.bInA()));
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
    QList<int> foldLineCounts;
    const QList<qsizetype> starts = foldStarts(text, sideB, &foldLineCounts);
    QList<int> markerBlocks;
    m_navigating = true; // filling the pane moves its caret: not a click
    pane->setFolds({});  // the old folds' blocks go with the old text
    const QList<compare::TextRange> &removed = sideB ? m_removedB : m_removedA;
    const QList<compare::TextRange> &excluded = sideB ? m_excludedB : m_excludedA;
    // What extraction removed is greyed as excluded text is: the run did not compare it.
    QList<Placed> placed =
        renderer.render(pane->document(), text, spans, sideB ? m_changedB : m_changedA,
                        removed.isEmpty() ? excluded : compare::mergeRanges(excluded + removed), starts, &markerBlocks);
    QList<TextPane::Fold> folds;
    for (qsizetype i = 0; i < markerBlocks.size(); ++i)
        folds.append({markerBlocks.at(i), foldLineCounts.at(i), true});
    pane->setFolds(folds);
    pane->moveCursor(QTextCursor::Start);
    m_navigating = false;
    QList<OverviewStrip::Mark> marks;
    marks.reserve(placed.size());
    for (const Placed &p : std::as_const(placed))
        marks.append({p.begin, p.end, renderer.markerColour(p.number)});
    overview(sideB)->setMarks(pane->document()->characterCount(), marks);
    return placed;
}

void PairView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && !m_passages.isEmpty() && !m_heldBack)
        rerender();
    QWidget::changeEvent(event);
}

} // namespace nd::ui
