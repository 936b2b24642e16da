// PairView: long unmatched stretches folded, and the pair's score in every run.
#include "ui/results/pairview.h"

#include "compare/folding.h"
#include "ui/results/numerus.h"
#include "ui/results/textpane.h"
#include "ui/settingskeys.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

namespace nd::ui {

namespace {

// Lines left unfolded next to a passage, so a passage's surroundings stay readable.
constexpr int kFoldContextLines = 2;
// A stretch is long from this many lines on: a screenful of nothing to compare.
constexpr int kDefaultFoldLines = 20;

} // namespace

void PairView::setUpFolding(QHBoxLayout *toolbar)
{
    m_foldSpin = new QSpinBox(this);
    m_foldSpin->setObjectName(u"foldLines"_s);
    m_foldSpin->setRange(0, 10000);
    m_foldSpin->setSpecialValueText(tr("never"));
    m_foldSpin->setSuffix(tr(" lines"));
    m_foldSpin->setToolTip(tr("Fold stretches of at least this many lines that share no passage"));
    m_foldSpin->setAccessibleName(tr("Fold unmatched stretches of at least"));
    m_foldSpin->setValue(std::max(0, QSettings().value(settingskeys::kFoldLines, kDefaultFoldLines).toInt()));
    auto *label = new QLabel(tr("Fold:"), this);
    label->setBuddy(m_foldSpin);
    label->setToolTip(m_foldSpin->toolTip());
    m_unfoldButton = new QPushButton(tr("Unfold all"), this);
    m_unfoldButton->setObjectName(u"unfoldAll"_s);
    m_unfoldButton->setToolTip(tr("Show every folded stretch in both panes"));
    m_unfoldButton->setAccessibleName(tr("Unfold all stretches"));
    toolbar->addWidget(label);
    toolbar->addWidget(m_foldSpin);
    toolbar->addWidget(m_unfoldButton);
    connect(m_foldSpin, &QSpinBox::valueChanged, this, [this](int lines) {
        QSettings().setValue(settingskeys::kFoldLines, lines);
        if (!m_heldBack && (!m_a->text.isEmpty() || !m_b->text.isEmpty()))
            rerender();
    });
    connect(m_unfoldButton, &QPushButton::clicked, this, &PairView::unfoldAll);
}

int PairView::foldLines() const
{
    return m_foldSpin->value();
}

void PairView::setFoldLines(int lines)
{
    m_foldSpin->setValue(lines);
}

void PairView::unfoldAll()
{
    paneA()->unfoldAll();
    paneB()->unfoldAll();
}

QList<qsizetype> PairView::foldStarts(const PairSide &side, QList<int> *lineCounts) const
{
    QList<compare::TextRange> matched;
    matched.reserve(m_passages.size());
    for (const compare::MatchedPassage &p : m_passages)
        matched.append(side.rangeOf(p));
    QList<qsizetype> starts;
    lineCounts->clear();
    for (const compare::UnmatchedStretch &stretch :
         compare::unmatchedStretches(side.text, matched, m_foldSpin->value(), kFoldContextLines)) {
        starts.append(stretch.begin);
        lineCounts->append(stretch.lineCount);
    }
    return starts;
}

void PairView::setRunScores(const QList<compare::RunScore> &scores)
{
    m_runScores = scores;
    m_runScoreList->clear();
    QList<QTreeWidgetItem *> items;
    for (const compare::RunScore &score : scores) {
        auto *item = new QTreeWidgetItem;
        item->setData(0, Qt::UserRole, score.runId);
        item->setText(0, QString::number(score.runId));
        item->setText(3, score.title);
        item->setToolTip(3, score.method);
        item->setText(1, QLocale().toString(score.score, 'g', 4));
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        item->setToolTip(1,
                         score.kind == ScoreKind::Similarity ? tr("Similarity: larger is more alike")
                                                             : tr("Distance: smaller is more alike"));
        if (score.threshold) {
            const QString at = QLocale().toString(*score.threshold, 'g', 4);
            item->setText(2,
                          score.flagged
                              ? tr("yes (%1 %2)").arg(score.kind == ScoreKind::Similarity ? u"≥"_s : u"≤"_s, at)
                              : tr("no (%1 %2)").arg(score.kind == ScoreKind::Similarity ? u"<"_s : u">"_s, at));
            item->setToolTip(2, tr("At the method's suggested threshold %1 for these parameters").arg(at));
        } else {
            item->setText(2, tr("–"));
            item->setToolTip(2, tr("The method is not known to this version: no threshold"));
        }
        item->setText(4, score.parameters);
        item->setToolTip(4, score.parameters);
        if (score.runId == m_runId) {
            // The run the pair was opened from; bold, and said in words too.
            QFont bold = item->font(0);
            bold.setBold(true);
            for (int column = 0; column < 5; ++column)
                item->setFont(column, bold);
            item->setText(0, tr("%1 (this run)").arg(score.runId));
        }
        items.append(item);
    }
    m_runScoreList->addTopLevelItems(items);
    m_runScoreList->setHeaderLabels(
        {tr("Run"), tr("Score"), tr("Flagged"), tr("Method"),
         numerus(tr("Parameters (%n run(s))", nullptr, int(scores.size())), scores.size())});
}

} // namespace nd::ui
