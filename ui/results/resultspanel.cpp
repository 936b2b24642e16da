#include "ui/results/resultspanel.h"

#include "charts/chartexport.h"
#include "charts/prfchart.h"
#include "pipeline/runoverview.h"
#include "store/reviewstore.h"
#include "store/workspace.h"
#include "ui/columnfit.h"
#include "ui/jobrunner.h"
#include "ui/results/decisionbar.h"
#include "ui/results/numerus.h"
#include "ui/results/pairlistpanel.h"
#include "ui/results/pairtablemodel.h"
#include "ui/results/pairview.h"
#include "ui/results/revieweragreement.h"
#include "ui/results/thresholdbar.h"

#include <QFuture>
#include <QJsonDocument>
#include <QLabel>
#include <QMessageBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace nd::ui {

struct ResultsPanel::Private
{
    const store::Workspace *workspace = nullptr;
    qint64 runId = 0;
    quint64 generation = 0;
    JobRunner *runner = nullptr;
    QFuture<void> pending; // the run being read, which reads the workspace
    std::shared_ptr<const eval::Evaluation> evaluation;
    store::RunInfo run;

    QLabel *heading = nullptr;
    charts::PrfChart *chart = nullptr;
    ThresholdBar *bar = nullptr;
    PairListPanel *pairs = nullptr;
    PairView *pairView = nullptr;
    DecisionBar *decisionBar = nullptr;
    QHash<qint64, QString> names;
};

ResultsPanel::ResultsPanel(QWidget *parent)
    : ResultsPanel(nullptr, parent)
{ }

ResultsPanel::ResultsPanel(JobRunner *runner, QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    d->runner = runner ? runner : new JobRunner(this);
    setObjectName(u"resultsPanel"_s);
    d->heading = new QLabel(this);
    d->heading->setObjectName(u"resultsHeading"_s);
    d->heading->setTextFormat(Qt::PlainText);
    d->heading->setWordWrap(true);
    d->chart = new charts::PrfChart(this);
    d->bar = new ThresholdBar(this);

    d->pairs = new PairListPanel(this);

    d->pairView = new PairView(this);
    // The passage list and the scores in other runs beside the texts: their
    // figures whole, the passage and the parameters cut at the end.
    keepColumnsWhole(d->pairView->matchList());
    keepColumnsWhole(d->pairView->runScoreList());
    d->decisionBar = new DecisionBar(this);

    // The chart sits over the list while the panel stands alone; the main window
    // moves it to the Collections mode (a layout lets go of a widget given a new
    // parent), and the list then takes its room.
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(d->heading);
    leftLayout->addWidget(d->chart, 3);
    leftLayout->addWidget(d->bar);
    leftLayout->addWidget(d->pairs, 2);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(d->pairView, 1);
    rightLayout->addWidget(d->decisionBar);
    auto *main = new QSplitter(Qt::Horizontal, this);
    main->setObjectName(u"reviewSplitter"_s);
    main->setChildrenCollapsible(false);
    main->addWidget(left);
    main->addWidget(right);
    // The pair view gets most of the room.
    main->setStretchFactor(0, 1);
    main->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(main);

    connect(d->bar, &ThresholdBar::valueEdited, this, [this](double t) { applyThreshold(t, false); });
    connect(d->chart, &charts::PrfChart::thresholdPicked, this, [this](double t) { applyThreshold(t, true); });
    connect(d->pairs, &PairListPanel::pairActivated, this, &ResultsPanel::openPair);
    setUpReview();
    clearResults(tr("No run selected."));
}

ResultsPanel::~ResultsPanel()
{
    // The worker reads the workspace, which the owner closes after us.
    d->pending.waitForFinished();
}

void ResultsPanel::setWorkspace(const store::Workspace *workspace)
{
    d->pending.waitForFinished();
    d->workspace = workspace;
    d->pairView->setWorkspace(workspace);
    d->decisionBar->setWorkspace(workspace);
    clearResults(workspace ? tr("No run selected.") : tr("No workspace is open."));
}

void ResultsPanel::clearResults(const QString &message)
{
    ++d->generation;
    d->runId = 0;
    d->evaluation.reset();
    d->run = {};
    d->pairs->model()->clear();
    d->chart->clearCurve();
    d->bar->setEnabled(false);
    d->bar->setSummary({});
    d->heading->setText(message);
    d->pairView->clear();
    d->names.clear();
    d->decisionBar->setRun(0, 0);
}

void ResultsPanel::showRun(qint64 runId)
{
    if (!d->workspace) {
        clearResults(tr("No workspace is open."));
        return;
    }
    clearResults(tr("Evaluating run %1…").arg(runId));
    const quint64 generation = d->generation;
    d->runId = runId;
    const store::Workspace *workspace = d->workspace;
    // Delivered through the event loop even when loading finished before this
    // line, so showRun() never emits runShown() before its caller can listen.
    d->pending = d->runner->fetch(
        this,
        [workspace, runId] {
            std::optional<pipeline::RunOverview> overview =
                pipeline::loadRunOverview(*workspace, runId, charts::PrfChart::kFineColumns);
            if (!overview)
                throw std::runtime_error(tr("Run %1 is not in this workspace.").arg(runId).toStdString());
            return std::move(*overview);
        },
        [this, generation, runId](const std::optional<pipeline::RunOverview> &overview, const QString &error) {
            if (generation != d->generation)
                return; // superseded by another run or a workspace change
            if (!overview) {
                clearResults(tr("Run %1 could not be shown: %2").arg(runId).arg(error));
                Q_EMIT runFailed(runId, error);
                return;
            }
            const pipeline::RunOverview &loaded = *overview;
            d->runId = loaded.runId;
            d->pairView->setRun(loaded.runId); // "why this pair matched" explains this run's method
            d->evaluation = loaded.evaluation;
            d->run = loaded.run;
            QStringList settings;
            for (auto it = loaded.run.params.constBegin(); it != loaded.run.params.constEnd(); ++it)
                settings << u"%1 %2"_s.arg(it.key(), it.value().toVariant().toString());
            const QString params = settings.isEmpty() ? QString() : u"(%1)"_s.arg(settings.join(u", "_s));
            const qint64 scored = loaded.evaluation->scoredPairs();
            d->heading->setText(numerus(tr("Run %1 — %2 %3 — %Ln scored pair(s), %4 positive", nullptr,
                                           int(std::min<qint64>(scored, INT_MAX))),
                                        scored)
                                    .arg(loaded.runId)
                                    .arg(loaded.scoreName, params, QLocale().toString(loaded.evaluation->positives())));
            d->chart->setPlotCurves(loaded.curves, loaded.evaluation->scoreKind(), loaded.scoreName);
            d->bar->setRange(loaded.minimum, loaded.maximum, loaded.integerSteps);
            d->bar->setEnabled(true);
            d->bar->setValue(loaded.startThreshold);
            d->names = loaded.names;
            // At the bar's value: clamped like applyThreshold's.
            d->pairs->setEvaluation(loaded.evaluation, loaded.names, d->bar->value());
            d->decisionBar->setRun(d->run.collectionId, d->runId);
            reloadDecisions();
            applyThreshold(loaded.startThreshold, false);
            // Open the most alike pair straight away, so a run always shows a comparison.
            if (const std::optional<store::DocumentPair> first = d->pairs->selectFirst())
                openPair(first->first, first->second);
            Q_EMIT runShown(loaded.runId);
        });
}

qint64 ResultsPanel::currentRun() const
{
    return d->runId;
}

double ResultsPanel::threshold() const
{
    return d->bar->value();
}

void ResultsPanel::setThreshold(double threshold)
{
    applyThreshold(threshold, false);
}

void ResultsPanel::applyThreshold(double threshold, bool fromChart)
{
    d->bar->setValue(threshold);
    const double t = d->bar->value(); // clamped (and rounded for integer steps)
    if (!fromChart || t != threshold)
        d->chart->setThreshold(t);
    d->pairs->setThreshold(t);
    if (d->evaluation) {
        const eval::OperatingPoint p = d->evaluation->at(t);
        const qsizetype flagged = PairTableModel::flaggedCount(*d->evaluation, t);
        const QLocale locale;
        d->bar->setSummary(tr("P %1  R %2  F1 %3 (macro F1 %4) at τ = %5, ")
                               .arg(locale.toString(p.precision, 'f', 2), locale.toString(p.recall, 'f', 2),
                                    locale.toString(p.f1, 'f', 2), locale.toString(p.macroF1, 'f', 2),
                                    locale.toString(t, 'g', 4))
                           + numerus(tr("%n pair(s) flagged", nullptr, int(flagged)), flagged));
    }
    Q_EMIT thresholdChanged(t);
}

eval::OperatingPoint ResultsPanel::currentPoint() const
{
    return d->evaluation ? d->evaluation->at(threshold()) : eval::OperatingPoint{};
}

void ResultsPanel::openPair(qint64 documentA, qint64 documentB)
{
    d->pairView->openPair(documentA, documentB);
    d->decisionBar->setPair(documentA, documentB);
    Q_EMIT pairOpened(documentA, documentB);
}

bool ResultsPanel::hasResults() const
{
    return d->evaluation != nullptr;
}

charts::PrfChart *ResultsPanel::chart() const
{
    return d->chart;
}

PairView *ResultsPanel::pairView() const
{
    return d->pairView;
}

bool ResultsPanel::exportChart(const QString &path, QString *error, QSize size, double scale) const
{
    if (!d->evaluation) {
        if (error)
            *error = tr("There is no chart to export: show a run first.");
        return false;
    }
    if (size.isEmpty())
        size = d->chart->size().expandedTo(QSize(800, 500));
    if (path.endsWith(u".png"_s, Qt::CaseInsensitive))
        return charts::chartexport::savePng(d->chart, path, size.width(), size.height(), scale, error);
    return charts::chartexport::saveBySuffix(d->chart, path, size.width(), size.height(), error);
}

bool ResultsPanel::exportCurveCsv(const QString &path, QString *error) const
{
    if (!d->evaluation) {
        if (error)
            *error = tr("There is no curve to export: show a run first.");
        return false;
    }
    const QStringList comment = {
        u"NearDup Workbench run %1"_s.arg(d->runId),
        u"method: %1"_s.arg(d->run.method),
        u"parameters: %1"_s.arg(QString::fromUtf8(QJsonDocument(d->run.params).toJson(QJsonDocument::Compact))),
        u"score: %1"_s.arg(d->evaluation->scoreKind() == ScoreKind::Similarity
                               ? u"similarity (flagged when score >= threshold)"_s
                               : u"distance (flagged when score <= threshold)"_s),
    };
    return charts::chartexport::saveCurveCsv(d->evaluation->curve(), path, error, comment);
}

void ResultsPanel::setUpReview()
{
    connect(d->pairs, &PairListPanel::pairsSelected, d->decisionBar, &DecisionBar::setSelectedPairs);
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
            d->pairs->showMessage(tr("Every listed pair is decided."));
    });
    connect(d->decisionBar, &DecisionBar::failed, this, [this](const QString &message) {
        d->heading->setText(tr("The decision could not be stored: %1").arg(message));
    });
}

void ResultsPanel::reloadDecisions()
{
    if (!d->workspace || d->run.collectionId <= 0) {
        d->pairs->model()->setDecisions({});
        return;
    }
    try {
        d->pairs->model()->setDecisions(
            store::ReviewStore(*d->workspace).currentDecisions(d->run.collectionId, DecisionBar::reviewer()));
    } catch (const store::WorkspaceError &e) {
        d->heading->setText(tr("The decisions could not be read: %1").arg(e.message()));
    }
}

bool ResultsPanel::openNextUndecided()
{
    const std::optional<store::DocumentPair> next = d->pairs->selectNextUndecided(d->decisionBar->pair());
    if (next)
        openPair(next->first, next->second);
    return next.has_value();
}

void ResultsPanel::showPairsWithin(const QSet<qint64> &documents)
{
    d->pairs->filter()->setDocumentFilter(documents);
}

void ResultsPanel::showReviewerAgreement()
{
    if (!d->workspace || d->run.collectionId <= 0) {
        QMessageBox::information(this, tr("Reviewer Agreement"), tr("Open a run first."));
        return;
    }
    try {
        ReviewerAgreement::ask(this, *d->workspace, d->run.collectionId);
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
    return d->pairs->filter();
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
