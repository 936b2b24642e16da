#include "ui/results/pairview.h"

#include "compare/worddiff.h"
#include "jobs/jobcontrol.h"
#include "pipeline/pairloading.h"
#include "text/preprocessor.h"
#include "ui/jobrunner.h"
#include "ui/results/explainpanel.h"
#include "ui/results/findbar.h"
#include "ui/results/matchnavigator.h"
#include "ui/results/numerus.h"
#include "ui/results/overviewstrip.h"
#include "ui/results/panefinder.h"
#include "ui/results/textpane.h"

#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTextCursor>
#include <QTextDocument>
#include <QTreeWidget>

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
    , m_runner(new JobRunner(this))
    , m_a(new PairSide(false, this))
    , m_b(new PairSide(true, this))
    , m_status(new QLabel(this))
    , m_containmentLabel(new QLabel(this))
    , m_largeBanner(new QWidget(this))
    , m_matchList(new QTreeWidget(this))
    , m_navigator(new MatchNavigator(this))
    , m_findBar(new FindBar(this))
    , m_explain(new ExplainPanel(this))
    , m_syncBox(new QCheckBox(tr("Scroll &together"), this))
    , m_wrapBox(new QCheckBox(tr("Wra&p lines"), this))
    , m_minWords(new QSpinBox(this))
    , m_finder(std::make_unique<PaneFinder>(m_a->pane(), m_b->pane()))
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
    m_passages.clear();
    m_containment = {};
    m_containmentExcluding = {};
    m_spansLoaded = false;
    m_loaded.reset();
    m_wholeTextBox->hide();
    m_finder->find(QString());
    m_heldBack = false;
    m_largeBanner->hide();
    m_a->clear();
    m_b->clear();
    setRunScores({});
    m_matchList->clear();
    m_navigator->setCount(0);
    m_explain->clear();
    m_containmentLabel->clear();
    m_a->title()->setText(tr("Document A"));
    m_b->title()->setText(tr("Document B"));
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
    const auto control = std::make_shared<JobControl>();
    m_control = control;
    m_status->setText(tr("Comparing the two documents… (Esc stops)"));
    pipeline::PairRequest request;
    request.documentA = a;
    request.documentB = b;
    request.runId = m_runId;
    request.minWords = m_minWords->value();
    request.maxGapWords = kNearGapWords;
    request.exclusions = m_exclusions;
    m_pending = m_runner->fetch(
        this, [workspace = m_workspace, request, control] { return pipeline::loadPair(*workspace, request, *control); },
        [this, generation, a, b](std::optional<pipeline::LoadedPair> loaded, const QString &error) {
            if (generation != m_generation)
                return; // another pair was opened meanwhile
            m_control.reset();
            if (!loaded) {
                // No message: the comparison was cancelled.
                m_status->setText(error.isEmpty() ? tr("Comparison stopped.") : error);
                return;
            }
            if (loaded->missingDocument != 0) {
                m_status->setText(tr("Document %1 is no longer in the workspace.").arg(loaded->missingDocument));
                return;
            }
            m_loaded = std::make_unique<pipeline::LoadedPair>(std::move(*loaded));
            showLoaded();
            setExplanation(m_loaded->explanation);
            setRunScores(m_loaded->runScores);
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
    m_a->title()->setText(tr("A: %1").arg(titleA));
    m_b->title()->setText(tr("B: %1").arg(titleB));
    m_a->title()->setToolTip(titleA);
    m_b->title()->setToolTip(titleB);
    m_a->text = textA;
    m_b->text = textB;
    m_passages = passages;
    m_containment = compare::containment(passages, wordsA, wordsB);
    if (!m_spansLoaded) {
        // Texts given directly: token spans are computed by computeExclusions,
        // only once an exclusion needs them; no collection, so no boilerplate.
        m_a->forgetLoaded();
        m_b->forgetLoaded();
    }
    m_spansLoaded = false;
    computeExclusions();
    compare::changedWords(m_a->text, m_b->text, m_passages, &m_a->changed, &m_b->changed);
    m_heldBack = textA.size() + textB.size() > m_largeTextLimit;
    m_largeBanner->setVisible(m_heldBack);
    if (m_heldBack) {
        m_a->clearPane();
        m_b->clearPane();
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
        const QString whereA = store::locationLabel(m_a->locations, p.beginA);
        const QString whereB = store::locationLabel(m_b->locations, p.beginB);
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
    render(*m_a);
    render(*m_b);
    if (!m_findBar->text().isEmpty())
        find(m_findBar->text());
}

void PairView::render(PairSide &side)
{
    QList<PassageRenderer::Span> spans;
    spans.reserve(m_passages.size());
    for (const auto &p : std::as_const(m_passages)) {
        const compare::TextRange range = side.rangeOf(p);
        spans.append({range.first, range.second, p.number});
    }
    const PassageRenderer renderer(palette().color(QPalette::Base).lightness() < 128);
    QList<int> foldLineCounts;
    const QList<qsizetype> starts = foldStarts(side, &foldLineCounts);
    QList<int> markerBlocks;
    TextPane *pane = side.pane();
    m_navigating = true; // filling the pane moves its caret: not a click
    pane->setFolds({});  // the old folds' blocks go with the old text
    // What extraction removed is greyed as excluded text is: the run did not compare it.
    side.placed =
        renderer.render(pane->document(), side.text, spans, side.changed,
                        side.removed.isEmpty() ? side.excluded : compare::mergeRanges(side.excluded + side.removed),
                        starts, &markerBlocks);
    QList<TextPane::Fold> folds;
    for (qsizetype i = 0; i < markerBlocks.size(); ++i)
        folds.append({markerBlocks.at(i), foldLineCounts.at(i), true});
    pane->setFolds(folds);
    pane->moveCursor(QTextCursor::Start);
    m_navigating = false;
    QList<OverviewStrip::Mark> marks;
    marks.reserve(side.placed.size());
    for (const PassageRenderer::Placed &p : std::as_const(side.placed))
        marks.append({p.begin, p.end, renderer.markerColour(p.number)});
    side.overview()->setMarks(pane->document()->characterCount(), marks);
}

void PairView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && !m_passages.isEmpty() && !m_heldBack)
        rerender();
    QWidget::changeEvent(event);
}

} // namespace nd::ui
