#include "ui/results/resultspanel.h"

#include "ui/columnfit.h"
#include "ui/jobrunner.h"

#include "detect/detector.h"
#include "experiments/evaluationprotocol.h"
#include "pipeline/runoverview.h"
#include "store/workspace.h"
#include "charts/chartexport.h"
#include "ui/results/decisionbar.h"
#include "ui/results/numerus.h"
#include "ui/results/pairtablemodel.h"
#include "ui/results/pairview.h"
#include "charts/prfchart.h"
#include "ui/results/resultspanelprivate.h"
#include "ui/results/thresholdbar.h"

#include <QComboBox>
#include <QDoubleValidator>
#include <QEvent>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QSplitter>
#include <QTimer>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace nd::ui {

namespace {

double parseBound(const QLineEdit *edit)
{
    bool ok = false;
    const double value = QLocale().toDouble(edit->text().trimmed(), &ok);
    return ok ? value : std::numeric_limits<double>::quiet_NaN();
}

} // namespace

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

    d->nameFilter = new QLineEdit(this);
    d->nameFilter->setObjectName(u"pairNameFilter"_s);
    d->nameFilter->setPlaceholderText(tr("Filter by document name"));
    d->nameFilter->setClearButtonEnabled(true);
    d->minScore = new QLineEdit(this);
    d->maxScore = new QLineEdit(this);
    d->minScore->setObjectName(u"pairMinScore"_s);
    d->maxScore->setObjectName(u"pairMaxScore"_s);
    d->minScore->setPlaceholderText(tr("min score"));
    d->maxScore->setPlaceholderText(tr("max score"));
    for (QLineEdit *edit : {d->minScore, d->maxScore}) {
        edit->setValidator(new QDoubleValidator(edit));
        edit->setClearButtonEnabled(true);
        edit->setMaximumWidth(110);
    }
    d->rowsLabel = new QLabel(this);

    d->model = new PairTableModel(this);
    d->proxy = new PairFilterProxy(this);
    d->proxy->setSourceModel(d->model);
    d->table = new QTableView(this);
    d->table->setObjectName(u"pairTable"_s);
    d->table->setAccessibleName(tr("Flagged pairs"));
    d->table->setModel(d->proxy);
    d->table->setSelectionBehavior(QAbstractItemView::SelectRows);
    d->table->setSelectionMode(QAbstractItemView::SingleSelection);
    d->table->setAlternatingRowColors(true);
    d->table->setWordWrap(false);
    d->table->verticalHeader()->setDefaultSectionSize(d->table->fontMetrics().height() + 6);
    // Both names share the room the figures leave (fitNameColumns), cut at the
    // end (the start tells documents apart) with the whole name as the row's
    // tooltip; below a readable width the list scrolls sideways instead.
    d->table->setTextElideMode(Qt::ElideRight);
    // Rows are selected whole: highlighting would draw every title bold, wider
    // than the room its column keeps for it, and say nothing about the selection.
    d->table->horizontalHeader()->setHighlightSections(false);
    d->table->horizontalHeader()->setSectionResizeMode(PairTableModel::DocumentA, QHeaderView::Interactive);
    d->table->horizontalHeader()->setSectionResizeMode(PairTableModel::DocumentB, QHeaderView::Interactive);
    d->table->viewport()->installEventFilter(this);
    connect(d->table->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column) {
        if (column != PairTableModel::DocumentA && column != PairTableModel::DocumentB)
            fitNameColumns(); // a figure's column fitted itself to new rows
    });
    d->table->horizontalHeader()->setSectionResizeMode(PairTableModel::Score, QHeaderView::ResizeToContents);
    d->table->horizontalHeader()->setSectionResizeMode(PairTableModel::Truth, QHeaderView::ResizeToContents);
    d->table->horizontalHeader()->setSectionResizeMode(PairTableModel::Decision, QHeaderView::ResizeToContents);
    d->table->horizontalHeader()->setStretchLastSection(false); // the names get the room
    // Sized from the visible rows only: by default a column fitted to its contents
    // lays out the text of 1,000 rows on every change of a long pair list.
    d->table->horizontalHeader()->setResizeContentsPrecision(0);
    // Unsorted means the ranked order (best score first) without a sort pass
    // over every row; a third click on a header returns to it.
    d->table->horizontalHeader()->setSortIndicatorClearable(true);
    d->table->horizontalHeader()->setSortIndicator(-1, Qt::DescendingOrder);
    d->table->setSortingEnabled(true);
    connect(d->table->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
            [this](int section) { d->model->setResetAbove(section < 0 ? std::numeric_limits<int>::max() : 20000); });

    keepColumnsWhole(d->table);

    d->pairView = new PairView(this);
    // The passage list and the scores in other runs beside the texts: their
    // figures whole, the passage and the parameters cut at the end.
    keepColumnsWhole(d->pairView->matchList());
    keepColumnsWhole(d->pairView->runScoreList());
    d->decisionBar = new DecisionBar(this);
    d->decisionFilter = new QComboBox(this);

    // Two rows: in one the name filter and the score fields squeeze each other
    // to a few letters beside a narrow pair list.
    auto *filterRow = new QVBoxLayout;
    auto *nameRow = new QHBoxLayout;
    auto *filterLabel = new QLabel(tr("&Filter:"), this);
    filterLabel->setBuddy(d->nameFilter);
    nameRow->addWidget(filterLabel);
    nameRow->addWidget(d->nameFilter, 1);
    auto *scoreRow = new QHBoxLayout;
    scoreRow->addWidget(d->minScore, 1);
    scoreRow->addWidget(new QLabel(tr("–"), this));
    scoreRow->addWidget(d->maxScore, 1);
    scoreRow->addWidget(d->decisionFilter);
    scoreRow->addWidget(d->rowsLabel);
    filterRow->addLayout(nameRow);
    filterRow->addLayout(scoreRow);

    // The chart sits over the list while the panel stands alone; the main window
    // moves it to the Collections mode (a layout lets go of a widget given a new
    // parent), and the list then takes its room.
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(d->heading);
    leftLayout->addWidget(d->chart, 3);
    leftLayout->addWidget(d->bar);
    leftLayout->addLayout(filterRow);
    leftLayout->addWidget(d->table, 2);
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
    connect(d->nameFilter, &QLineEdit::textChanged, d->proxy, &PairFilterProxy::setNameFilter);
    connect(d->minScore, &QLineEdit::textChanged, this, &ResultsPanel::updateScoreFilter);
    connect(d->maxScore, &QLineEdit::textChanged, this, &ResultsPanel::updateScoreFilter);
    connect(d->table, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        openPair(index.data(PairTableModel::DocumentIdARole).toLongLong(),
                 index.data(PairTableModel::DocumentIdBRole).toLongLong());
    });
    auto updateRows = [this] { d->rowsLabel->setText(tr("%n shown", nullptr, d->proxy->rowCount())); };
    connect(d->proxy, &QAbstractItemModel::rowsInserted, this, updateRows);
    connect(d->proxy, &QAbstractItemModel::rowsRemoved, this, updateRows);
    connect(d->proxy, &QAbstractItemModel::modelReset, this, updateRows);
    connect(d->proxy, &QAbstractItemModel::layoutChanged, this, updateRows);
    setUpReview();
    clearResults(tr("No run selected."));
}

bool ResultsPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == d->table->viewport() && event->type() == QEvent::Resize)
        fitNameColumns();
    return QWidget::eventFilter(watched, event);
}

void ResultsPanel::fitNameColumns()
{
    QHeaderView *header = d->table->horizontalHeader();
    int figures = 0;
    for (int column = 0; column < header->count(); ++column) {
        if (column != PairTableModel::DocumentA && column != PairTableModel::DocumentB
            && !header->isSectionHidden(column))
            figures += header->sectionSize(column);
    }
    // Never narrower than their titles; keepColumnsWhole keeps the table that wide.
    const int each = (d->table->viewport()->width() - figures) / 2;
    header->resizeSection(PairTableModel::DocumentA,
                          std::max(each, headerTitleWidth(d->table, PairTableModel::DocumentA)));
    header->resizeSection(PairTableModel::DocumentB,
                          std::max(each, headerTitleWidth(d->table, PairTableModel::DocumentB)));
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
    d->model->clear();
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
            d->model->setEvaluation(loaded.evaluation, loaded.names, d->bar->value()); // clamped like applyThreshold's
            reviewRunShown();
            applyThreshold(loaded.startThreshold, false);
            // Open the most alike pair straight away, so a run always shows a comparison.
            if (d->proxy->rowCount() > 0) {
                const QModelIndex first = d->proxy->index(0, 0);
                d->table->setCurrentIndex(first);
                openPair(first.data(PairTableModel::DocumentIdARole).toLongLong(),
                         first.data(PairTableModel::DocumentIdBRole).toLongLong());
            }
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
    d->model->setThreshold(t);
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

void ResultsPanel::updateScoreFilter()
{
    d->proxy->setScoreRange(parseBound(d->minScore), parseBound(d->maxScore));
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

} // namespace nd::ui
