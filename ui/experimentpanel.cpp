#include "ui/experimentpanel.h"

#include "detect/detector.h"
#include "experiments/figures.h"
#include "experiments/presets.h"
#include "charts/figurechart.h"
#include "ui/jobrunner.h"
#include "ui/studytablesview.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMutex>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::ui {

// What the worker hands over as points finish. Polled by the GUI rather than
// posted to it: the worker never touches a QObject that the GUI may delete.
struct ExperimentPanel::Live
{
    QMutex mutex;
    QList<experiments::GridPoint> points;
    QList<experiments::Series> series;
    QList<experiments::BestRow> rows;
    QString xLabel; // from core's builder, which knows the methods' score kinds
    QString yLabel;
};

namespace {

struct SweepResult
{
    QList<experiments::GridPoint> points;
    QList<experiments::BestRow> rows;
    experiments::Figure figure;
};

experiments::Metric metricOf(const QComboBox *combo)
{
    return experiments::Metric(combo->currentData().toInt());
}

} // namespace

ExperimentPanel::ExperimentPanel(JobRunner *runner, QWidget *parent)
    : QWidget(parent)
    , m_runner(runner)
{
    m_presetCombo = new QComboBox(this);
    m_presetCombo->setObjectName(u"presetCombo"_s);
    m_presetCombo->addItem(tr("(no preset)"), QString());
    for (const experiments::Preset &preset : experiments::presets())
        m_presetCombo->addItem(preset.title, preset.id);
    connect(m_presetCombo, &QComboBox::activated, this, &ExperimentPanel::applyPreset);

    m_methods = new QListWidget(this);
    m_methods->setObjectName(u"methodList"_s);
    for (const detect::Detector *detector : detect::Registry::instance().all()) {
        auto *item = new QListWidgetItem(detector->title(), m_methods);
        item->setData(Qt::UserRole, detector->name());
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
        item->setToolTip(detector->description());
    }
    connect(m_methods, &QListWidget::itemChanged, this, &ExperimentPanel::refreshParameters);

    m_grid = new QTableWidget(0, 2, this);
    m_grid->setObjectName(u"gridTable"_s);
    m_grid->setHorizontalHeaderLabels({tr("Parameter"), tr("Values")});
    // The syntax in the tooltip: as the title it needed more room than the form has.
    m_grid->horizontalHeaderItem(1)->setToolTip(tr("Values (e.g. 1..5, 1,4,7 or 0.1..0.5:0.1)"));
    m_grid->horizontalHeader()->setStretchLastSection(true);
    m_grid->verticalHeader()->hide();
    auto *addAxis = new QPushButton(tr("Add Parameter"), this);
    addAxis->setObjectName(u"addAxisButton"_s);
    connect(addAxis, &QPushButton::clicked, this, [this] { addAxisRow(); });
    auto *removeAxis = new QPushButton(tr("Remove Parameter"), this);
    connect(removeAxis, &QPushButton::clicked, this, [this] {
        if (m_grid->currentRow() >= 0)
            m_grid->removeRow(m_grid->currentRow());
    });

    m_metric = new QComboBox(this);
    m_metric->setObjectName(u"metricCombo"_s);
    m_metric->addItem(tr("F1"), int(experiments::Metric::F1));
    m_metric->addItem(tr("Precision"), int(experiments::Metric::Precision));
    m_metric->addItem(tr("Recall"), int(experiments::Metric::Recall));
    connect(m_metric, &QComboBox::activated, this, &ExperimentPanel::redrawForMetric);

    m_truth = new QComboBox(this);
    m_truth->setObjectName(u"truthCombo"_s);
    m_truth->setToolTip(tr("Score the runs against the collection's stored ground truth or against the "
                           "reviewers' decisions (plagiarism and near-duplicate positive, not a duplicate negative)."));
    connect(m_truth, &QComboBox::activated, this, &ExperimentPanel::redrawForMetric);
    m_protocol = new QComboBox(this);
    m_protocol->setObjectName(u"protocolCombo"_s);
    m_protocol->addItem(tr("Pairwise (micro)"), u"micro"_s);
    m_protocol->addItem(tr("Per cluster (macro)"), u"cluster-macro"_s);
    m_protocol->addItem(tr("Per query, sources as queries (macro, paper 000)"), u"query-macro:sources"_s);
    m_protocol->addItem(tr("Per query, every document of the truth (macro)"), u"query-macro:all"_s);
    connect(m_protocol, &QComboBox::activated, this, &ExperimentPanel::redrawForMetric);
    refreshReviewers();

    m_runButton = new QPushButton(tr("Run Sweep"), this);
    m_runButton->setObjectName(u"runSweepButton"_s);
    connect(m_runButton, &QPushButton::clicked, this, &ExperimentPanel::run);
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_cancelButton->setObjectName(u"cancelSweepButton"_s);
    connect(m_cancelButton, &QPushButton::clicked, this, &ExperimentPanel::cancel);
    m_exportChartButton = new QPushButton(tr("Export Chart…"), this);
    m_exportChartButton->setObjectName(u"exportChartButton"_s);
    connect(m_exportChartButton, &QPushButton::clicked, this, &ExperimentPanel::exportChart);
    m_exportDataButton = new QPushButton(tr("Export Numbers…"), this);
    m_exportDataButton->setObjectName(u"exportDataButton"_s);
    connect(m_exportDataButton, &QPushButton::clicked, this, &ExperimentPanel::exportData);
    m_progress = new QProgressBar(this);
    m_status = new QLabel(this);
    m_status->setObjectName(u"sweepStatus"_s);
    m_status->setWordWrap(true);

    m_chart = new charts::FigureChart(this);
    m_bestModel = new QStandardItemModel(0, 6, this);
    m_bestModel->setHorizontalHeaderLabels(
        {tr("Grid values"), tr("Method"), tr("Best F1"), tr("Threshold"), tr("Precision"), tr("Recall")});
    m_bestView = new QTableView(this);
    m_bestView->setObjectName(u"bestFTable"_s);
    m_bestView->setModel(m_bestModel);
    m_bestView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_bestView->horizontalHeader()->setStretchLastSection(true);

    // A preset's or protocol's long name must not set the form's width and
    // squeeze the chart: the boxes show the start of it, the list all of it.
    for (QComboBox *combo : {m_presetCombo, m_metric, m_truth, m_protocol}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(16);
    }

    auto *form = new QWidget(this);
    auto *formLayout = new QVBoxLayout(form);
    formLayout->addWidget(new QLabel(tr("Preset:"), form));
    formLayout->addWidget(m_presetCombo);
    formLayout->addWidget(new QLabel(tr("Methods:"), form));
    formLayout->addWidget(m_methods, 1);
    formLayout->addWidget(new QLabel(tr("Grid:"), form));
    formLayout->addWidget(m_grid, 1);
    auto *axisButtons = new QHBoxLayout;
    axisButtons->addWidget(addAxis);
    axisButtons->addWidget(removeAxis);
    formLayout->addLayout(axisButtons);
    auto *metricRow = new QHBoxLayout;
    metricRow->addWidget(new QLabel(tr("Chart metric:"), form));
    metricRow->addWidget(m_metric, 1);
    formLayout->addLayout(metricRow);
    auto *truthRow = new QHBoxLayout;
    truthRow->addWidget(new QLabel(tr("Ground truth:"), form));
    truthRow->addWidget(m_truth, 1);
    formLayout->addLayout(truthRow);
    auto *protocolRow = new QHBoxLayout;
    protocolRow->addWidget(new QLabel(tr("Scored:"), form));
    protocolRow->addWidget(m_protocol, 1);
    formLayout->addLayout(protocolRow);
    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_runButton);
    runRow->addWidget(m_cancelButton);
    formLayout->addLayout(runRow);
    formLayout->addWidget(m_progress);
    formLayout->addWidget(m_status);
    auto *exportRow = new QHBoxLayout;
    exportRow->addWidget(m_exportChartButton);
    exportRow->addWidget(m_exportDataButton);
    formLayout->addLayout(exportRow);

    auto *results = new QSplitter(Qt::Vertical, this);
    results->setObjectName(u"experimentResultsSplitter"_s);
    results->addWidget(m_chart);
    results->addWidget(m_bestView);
    m_studyTables = new StudyTablesView(this);
    results->addWidget(m_studyTables);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(u"experimentSplitter"_s);
    splitter->addWidget(form);
    splitter->addWidget(results);
    splitter->setStretchFactor(1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    m_poll = new QTimer(this);
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, &ExperimentPanel::drain);
    updateButtons();
}

ExperimentPanel::~ExperimentPanel() = default;

void ExperimentPanel::setWorkspace(const store::Workspace *workspace)
{
    if (m_job)
        m_job->cancel();
    m_workspace = workspace;
    m_collectionId = 0;
    refreshReviewers();
    updateButtons();
}

void ExperimentPanel::setCollection(qint64 collectionId)
{
    m_collectionId = collectionId;
    refreshReviewers();
    updateButtons();
}

void ExperimentPanel::run()
{
    if (!m_workspace || m_collectionId <= 0 || m_job)
        return;
    if (const experiments::Preset *study = experiments::findPreset(m_preset); study && study->isStudy()) {
        runStudy(*study);
        return;
    }
    experiments::SweepSpec sweep;
    try {
        sweep = spec();
        m_total = int(experiments::expandGrid(sweep).size());
    } catch (const std::exception &e) {
        m_status->setText(QString::fromUtf8(e.what()));
        return;
    }
    m_points.clear();
    m_bestModel->removeRows(0, m_bestModel->rowCount());
    m_figure = {};
    m_figure.title = tr("%1 against the threshold").arg(m_metric->currentText());
    m_chart->setFigure(m_figure);
    m_live = std::make_shared<Live>();
    m_progress->setRange(0, m_total);
    m_progress->setValue(0);
    m_status->setText(tr("Grid point 1 of %1…").arg(m_total));

    const store::Workspace *workspace = m_workspace;
    const experiments::Metric metric = metricOf(m_metric);
    const bool withMethod = sweep.methods.size() > 1;
    const QString title = m_figure.title;
    const experiments::Preset *preset = experiments::findPreset(m_preset);
    auto finalFigure = preset ? preset->figure : decltype(preset->figure){};
    std::shared_ptr<Live> live = m_live;
    m_job = m_runner->run(
        tr("Sweep"),
        [workspace, sweep, metric, withMethod, title, live, finalFigure](JobControl &control) {
            auto onPoint = [&](const experiments::GridPoint &point) {
                // Evaluated here, on the worker: the GUI only appends a ready curve.
                experiments::Figure one = experiments::familyFigure(*workspace, {point}, metric, title);
                const QList<experiments::BestRow> rows = experiments::bestFTable(*workspace, {point});
                QMutexLocker lock(&live->mutex);
                live->points.append(point);
                for (experiments::Series &s : one.series) {
                    s.name = experiments::pointLabel(point, withMethod);
                    live->series.append(s);
                }
                live->rows.append(rows);
                live->xLabel = one.xLabel;
                live->yLabel = one.yLabel;
            };
            SweepResult result;
            result.points = experiments::runSweep(*workspace, sweep, control, onPoint);
            result.rows = experiments::bestFTable(*workspace, result.points);
            result.figure = finalFigure ? finalFigure(*workspace, result.points)
                                        : experiments::familyFigure(*workspace, result.points, metric, title);
            return result;
        },
        [this](const SweepResult &result) {
            drain();
            m_points = result.points;
            setRows(result.rows);
            m_figure = result.figure;
            m_chart->setFigure(m_figure);
            finish(tr("%n grid point(s) done.", nullptr, int(result.points.size())));
        },
        [this](const JobFailure &failure) {
            drain(); // cancel keeps the finished points
            finish(failure.cancelled ? tr("Cancelled: %n grid point(s) kept.", nullptr, int(m_points.size()))
                                     : tr("The sweep failed: %1").arg(failure.message));
        });
    connect(m_job, &Job::progressChanged, this, [this](qint64 done, qint64, const QString &phase) {
        m_status->setText(
            tr("Grid point %1 of %2: %3").arg(std::min<qint64>(done + 1, m_total)).arg(m_total).arg(phase));
    });
    m_poll->start();
    updateButtons();
}

void ExperimentPanel::cancel()
{
    if (m_job)
        m_job->cancel();
}

void ExperimentPanel::drain()
{
    if (!m_live)
        return;
    QList<experiments::GridPoint> points;
    QList<experiments::Series> series;
    QList<experiments::BestRow> rows;
    {
        QMutexLocker lock(&m_live->mutex);
        if (!m_live->xLabel.isEmpty()) {
            m_figure.xLabel = m_live->xLabel;
            m_figure.yLabel = m_live->yLabel;
        }
        points.swap(m_live->points);
        series.swap(m_live->series);
        rows.swap(m_live->rows);
    }
    if (points.isEmpty())
        return;
    m_points.append(points);
    m_figure.series.append(series);
    m_chart->setFigure(m_figure);
    for (const experiments::BestRow &row : rows)
        appendRow(row);
    m_progress->setValue(int(m_points.size()));
}

void ExperimentPanel::appendRow(const experiments::BestRow &row)
{
    QStringList values;
    for (auto it = row.point.gridValues.begin(); it != row.point.gridValues.end(); ++it)
        values.append(u"%1 = %2"_s.arg(it.key(), it.value().toString()));
    QList<QStandardItem *> items{new QStandardItem(values.join(u", "_s)), new QStandardItem(row.point.method)};
    for (double v : {row.best.f1, row.best.threshold, row.best.precision, row.best.recall}) {
        auto *item = new QStandardItem(QLocale().toString(v, 'g', 4));
        item->setData(v, Qt::UserRole); // the exact number, for sorting and tests
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        items.append(item);
    }
    m_bestModel->appendRow(items);
}

void ExperimentPanel::setRows(const QList<experiments::BestRow> &rows)
{
    m_bestModel->removeRows(0, m_bestModel->rowCount());
    for (const experiments::BestRow &row : rows)
        appendRow(row);
}

void ExperimentPanel::redrawForMetric()
{
    if (m_job || m_points.isEmpty() || !m_workspace)
        return;
    const store::Workspace *workspace = m_workspace;
    // The same runs, scored the way the widgets now say: nothing is rerun.
    QList<experiments::GridPoint> points = m_points;
    pipeline::TruthSource truth;
    experiments::EvaluationProtocol protocol;
    try {
        truth = truthSource();
        protocol = this->protocol();
    } catch (const std::exception &e) {
        m_status->setText(QString::fromUtf8(e.what()));
        return;
    }
    for (experiments::GridPoint &point : points) {
        point.truth = truth;
        point.protocol = protocol;
    }
    const experiments::Metric metric = metricOf(m_metric);
    const QString title = tr("%1 against the threshold").arg(m_metric->currentText());
    m_job = m_runner->run(
        tr("Score sweep"),
        [workspace, points, metric, title](JobControl &) {
            SweepResult result;
            result.points = points;
            result.rows = experiments::bestFTable(*workspace, points);
            result.figure = experiments::familyFigure(*workspace, points, metric, title);
            return result;
        },
        [this](const SweepResult &result) {
            m_points = result.points;
            setRows(result.rows);
            m_figure = result.figure;
            m_chart->setFigure(m_figure);
            finish(tr("Scored again: %n grid point(s).", nullptr, int(result.points.size())));
        },
        [this](const JobFailure &failure) {
            finish(failure.cancelled ? tr("Cancelled.") : tr("Scoring failed: %1").arg(failure.message));
        });
    updateButtons();
}

void ExperimentPanel::finish(const QString &message)
{
    m_poll->stop();
    m_job = nullptr;
    m_live.reset();
    if (m_progress->maximum() == 0)
        m_progress->setRange(0, 1); // a study that never reported its progress: no longer busy
    if (!m_points.isEmpty())
        m_progress->setValue(int(m_points.size()));
    m_status->setText(message);
    updateButtons();
    Q_EMIT sweepFinished();
}

void ExperimentPanel::updateButtons()
{
    const bool running = m_job != nullptr;
    m_runButton->setEnabled(!running && m_workspace && m_collectionId > 0);
    m_cancelButton->setEnabled(running);
    m_exportChartButton->setEnabled(!running && !m_figure.series.isEmpty());
    m_exportDataButton->setEnabled(!running && !m_figure.series.isEmpty());
    m_presetCombo->setEnabled(!running);
    m_truth->setEnabled(!running);
    m_protocol->setEnabled(!running);
}

} // namespace nd::ui
