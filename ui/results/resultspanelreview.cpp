// ResultsPanel: the review side — decision bar, decision column and filter,
// next undecided pair, and the cluster filter.
#include "ui/results/resultspanel.h"

#include "review/agreement.h"
#include "store/reviewstore.h"
#include "store/workspace.h"
#include "ui/results/decisionbar.h"
#include "ui/results/pairtablemodel.h"
#include "ui/results/resultspanelprivate.h"

#include <QComboBox>
#include <QHeaderView>
#include <QInputDialog>
#include <QMessageBox>
#include <QLabel>
#include <QTableView>

using namespace Qt::StringLiterals;

namespace nd::ui {

void ResultsPanel::setUpReview()
{
    using State = PairFilterProxy::DecisionState;
    const QList<std::pair<State, QString>> states = {
        {State::All, tr("All decisions")},
        {State::Undecided, tr("Undecided")},
        {State::Decided, tr("Decided")},
        {State::Plagiarism, tr("Plagiarism")},
        {State::NearDuplicate, tr("Near-duplicate")},
        {State::NotDuplicate, tr("Not a duplicate")},
        {State::Unsure, tr("Unsure")},
    };
    d->decisionFilter->setObjectName(u"pairDecisionFilter"_s);
    d->decisionFilter->setAccessibleName(tr("Filter by decision"));
    for (const auto &[state, label] : states)
        d->decisionFilter->addItem(label, int(state));
    connect(d->decisionFilter, &QComboBox::currentIndexChanged, this,
            [this] { d->proxy->setDecisionState(State(d->decisionFilter->currentData().toInt())); });
    d->table->horizontalHeader()->setSectionResizeMode(PairTableModel::Decision, QHeaderView::ResizeToContents);
    // Shift/Ctrl-click several pairs and one key decides them all (one undo step).
    d->table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    connect(d->table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        QList<store::DocumentPair> pairs;
        for (const QModelIndex &index : d->table->selectionModel()->selectedRows())
            pairs.append({index.data(PairTableModel::DocumentIdARole).toLongLong(),
                          index.data(PairTableModel::DocumentIdBRole).toLongLong()});
        d->decisionBar->setSelectedPairs(pairs);
    });

    // The panel, not the bar, is the shortcut scope: P, D, N, U work while the
    // pair list or the pair view has focus.
    d->decisionBar->installShortcuts(this);
    connect(d->decisionBar, &DecisionBar::decisionsChanged, this, &ResultsPanel::reloadDecisions);
    connect(d->decisionBar, &DecisionBar::decided, this, [this](store::DocumentPair, bool advance) {
        if (advance)
            openNextUndecided();
    });
    connect(d->decisionBar, &DecisionBar::nextUndecidedRequested, this, [this] {
        if (!openNextUndecided())
            d->rowsLabel->setText(tr("Every listed pair is decided."));
    });
    connect(d->decisionBar, &DecisionBar::failed, this, [this](const QString &message) {
        d->heading->setText(tr("The decision could not be stored: %1").arg(message));
    });
}

void ResultsPanel::reviewRunShown()
{
    d->decisionBar->setRun(d->run.collectionId, d->runId);
    d->proxy->setDocumentFilter({});
    reloadDecisions();
}

void ResultsPanel::reloadDecisions()
{
    if (!d->workspace || d->run.collectionId <= 0) {
        d->model->setDecisions({});
        return;
    }
    try {
        d->model->setDecisions(
            store::ReviewStore(*d->workspace).currentDecisions(d->run.collectionId, DecisionBar::reviewer()));
    } catch (const store::WorkspaceError &e) {
        d->heading->setText(tr("The decisions could not be read: %1").arg(e.message()));
    }
}

bool ResultsPanel::openNextUndecided()
{
    const int rows = d->proxy->rowCount();
    if (rows == 0)
        return false;
    const int current = std::max(0, d->table->currentIndex().row());
    const store::DocumentPair shown = d->decisionBar->pair();
    // From the current row on, wrapping once: after a decision under the
    // "undecided" filter the decided row vanishes and the current row is
    // already the next one, so the shown pair, not the row, is what to skip.
    for (int step = 0; step < rows; ++step) {
        const QModelIndex index = d->proxy->index((current + step) % rows, 0);
        const qint64 a = index.data(PairTableModel::DocumentIdARole).toLongLong();
        const qint64 b = index.data(PairTableModel::DocumentIdBRole).toLongLong();
        if (d->model->decision(a, b) || store::orderedPair(a, b) == shown)
            continue;
        d->table->setCurrentIndex(index);
        d->table->scrollTo(index);
        openPair(a, b);
        return true;
    }
    return false;
}

void ResultsPanel::showPairsWithin(const QSet<qint64> &documents)
{
    d->proxy->setDocumentFilter(documents);
}

void ResultsPanel::showReviewerAgreement()
{
    if (!d->workspace || d->run.collectionId <= 0) {
        QMessageBox::information(this, tr("Reviewer Agreement"), tr("Open a run first."));
        return;
    }
    try {
        const store::ReviewStore reviews(*d->workspace);
        const QStringList names = reviews.reviewers(d->run.collectionId);
        if (names.size() < 2) {
            QMessageBox::information(
                this, tr("Reviewer Agreement"),
                tr("Agreement needs two reviewers; this collection has %n.", nullptr, int(names.size())));
            return;
        }
        bool ok = false;
        const QString first =
            QInputDialog::getItem(this, tr("Reviewer Agreement"), tr("First reviewer:"), names, 0, false, &ok);
        if (!ok)
            return;
        QStringList others = names;
        others.removeAll(first);
        const QString second =
            QInputDialog::getItem(this, tr("Reviewer Agreement"), tr("Second reviewer:"), others, 0, false, &ok);
        if (!ok)
            return;
        const review::Agreement a = review::cohensKappa(reviews.currentDecisions(d->run.collectionId, first),
                                                        reviews.currentDecisions(d->run.collectionId, second));
        const QList<store::Decision> categories = {store::Decision::Plagiarism, store::Decision::NearDuplicate,
                                                   store::Decision::NotDuplicate, store::Decision::Unsure};
        QString table = u"<table border=1 cellspacing=0 cellpadding=3><tr><th>%1 \\ %2</th>"_s.arg(
            first.toHtmlEscaped(), second.toHtmlEscaped());
        for (const store::Decision c : categories)
            table += u"<th>%1</th>"_s.arg(DecisionBar::decisionLabel(c).toHtmlEscaped());
        for (int i = 0; i < 4; ++i) {
            table += u"<tr><th>%1</th>"_s.arg(DecisionBar::decisionLabel(categories[i]).toHtmlEscaped());
            for (int j = 0; j < 4; ++j)
                table += u"<td align=right>%1</td>"_s.arg(a.table[i][j]);
            table += u"</tr>"_s;
        }
        table += u"</table>"_s;
        QMessageBox box(QMessageBox::Information, tr("Reviewer Agreement"),
                        tr("<p>Cohen's kappa between %1 and %2: <b>%3</b> over %n pair(s) both decided "
                           "(observed agreement %4, expected by chance %5).</p>",
                           nullptr, int(a.pairs))
                                .arg(first.toHtmlEscaped(), second.toHtmlEscaped(), QLocale().toString(a.kappa, 'f', 3),
                                     QLocale().toString(a.observed, 'f', 3), QLocale().toString(a.expected, 'f', 3))
                            + table,
                        QMessageBox::Ok, this);
        box.setTextFormat(Qt::RichText);
        box.exec();
    } catch (const store::WorkspaceError &e) {
        d->heading->setText(tr("The decisions could not be read: %1").arg(e.message()));
    }
}

DecisionBar *ResultsPanel::decisionBar() const
{
    return d->decisionBar;
}

PairFilterProxy *ResultsPanel::pairFilter() const
{
    return d->proxy;
}

std::shared_ptr<const eval::Evaluation> ResultsPanel::evaluation() const
{
    return d->evaluation;
}

const store::RunInfo &ResultsPanel::runInfo() const
{
    return d->run;
}

const store::Workspace *ResultsPanel::workspace() const
{
    return d->workspace;
}

QString ResultsPanel::documentName(qint64 id) const
{
    return d->names.value(id, u"#%1"_s.arg(id));
}

} // namespace nd::ui
