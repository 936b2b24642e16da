#include "ui/experimentpanel.h"

#include "experiments/presets.h"
#include "experiments/sweepoutcome.h"
#include "ui/experimentform.h"
#include "ui/experimentresultsview.h"
#include "ui/jobrunner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMutex>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
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

ExperimentPanel::ExperimentPanel(JobRunner *runner, QWidget *parent)
    : QWidget(parent)
    , m_runner(runner)
{
    m_form = new ExperimentForm(this);
    m_view = new ExperimentResultsView(this);
    connect(m_form, &ExperimentForm::scoringChanged, this, &ExperimentPanel::redrawForMetric);

    m_runButton = new QPushButton(tr("Run Sweep"), this);
    m_runButton->setObjectName(u"runSweepButton"_s);
    connect(m_runButton, &QPushButton::clicked, this, &ExperimentPanel::run);
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_cancelButton->setObjectName(u"cancelSweepButton"_s);
    connect(m_cancelButton, &QPushButton::clicked, this, &ExperimentPanel::cancel);
    m_exportChartButton = new QPushButton(tr("Export Chart…"), this);
    m_exportChartButton->setObjectName(u"exportChartButton"_s);
    m_exportDataButton = new QPushButton(tr("Export Numbers…"), this);
    m_exportDataButton->setObjectName(u"exportDataButton"_s);
    m_progress = new QProgressBar(this);
    m_status = new QLabel(this);
    m_status->setObjectName(u"sweepStatus"_s);
    m_status->setWordWrap(true);
    connect(m_form, &ExperimentForm::message, m_status, &QLabel::setText);
    for (const auto &[button, write] : {std::pair{m_exportChartButton, &ExperimentResultsView::exportChart},
                                        std::pair{m_exportDataButton, &ExperimentResultsView::exportData}}) {
        connect(button, &QPushButton::clicked, this, [this, write = write] {
            if (const QString message = (m_view->*write)(); !message.isEmpty())
                m_status->setText(message);
        });
    }

    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->addWidget(m_form, 1);
    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_runButton);
    runRow->addWidget(m_cancelButton);
    sideLayout->addLayout(runRow);
    sideLayout->addWidget(m_progress);
    sideLayout->addWidget(m_status);
    auto *exportRow = new QHBoxLayout;
    exportRow->addWidget(m_exportChartButton);
    exportRow->addWidget(m_exportDataButton);
    sideLayout->addLayout(exportRow);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(u"experimentSplitter"_s);
    splitter->addWidget(side);
    splitter->addWidget(m_view);
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
    m_form->setCollection(m_workspace, m_collectionId);
    updateButtons();
}

void ExperimentPanel::setCollection(qint64 collectionId)
{
    m_collectionId = collectionId;
    m_form->setCollection(m_workspace, m_collectionId);
    updateButtons();
}

void ExperimentPanel::run()
{
    if (!m_workspace || m_collectionId <= 0 || m_job)
        return;
    if (const experiments::Preset *study = experiments::findPreset(m_form->presetId()); study && study->isStudy()) {
        runStudy(*study);
        return;
    }
    experiments::SweepSpec sweep;
    try {
        sweep = m_form->spec();
        m_total = int(experiments::expandGrid(sweep).size());
    } catch (const std::exception &e) {
        m_status->setText(QString::fromUtf8(e.what()));
        return;
    }
    m_points.clear();
    const QString title = tr("%1 against the threshold").arg(m_form->metricTitle());
    m_view->clear(title);
    m_live = std::make_shared<Live>();
    m_progress->setRange(0, m_total);
    m_progress->setValue(0);
    m_status->setText(tr("Grid point 1 of %1…").arg(m_total));

    const store::Workspace *workspace = m_workspace;
    const experiments::Metric metric = m_form->metric();
    const experiments::Preset *preset = experiments::findPreset(m_form->presetId());
    experiments::PointsFigure figure = preset ? preset->figure : experiments::PointsFigure{};
    std::shared_ptr<Live> live = m_live;
    m_job = m_runner->run(
        tr("Sweep"),
        [workspace, sweep, metric, title, live, figure](JobControl &control) {
            return experiments::runSweepOutcome(*workspace, sweep, metric, title, figure, control,
                                                [&](const experiments::SweepPointOutcome &point) {
                                                    QMutexLocker lock(&live->mutex);
                                                    live->points.append(point.point);
                                                    live->series.append(point.series);
                                                    live->rows.append(point.rows);
                                                    live->xLabel = point.xLabel;
                                                    live->yLabel = point.yLabel;
                                                });
        },
        [this](const experiments::SweepOutcome &result) {
            drain();
            m_points = result.points;
            m_view->setRows(result.rows);
            m_view->setFigure(result.figure);
            finish(tr("%n grid point(s) done.", nullptr, int(result.points.size())));
        },
        [this](const JobFailure &failure) {
            drain(); // cancel keeps the finished points
            finish(failure.cancelled ? tr("Cancelled: %n grid point(s) kept.", nullptr, int(m_points.size()))
                                     : tr("The sweep failed: %1").arg(failure.message));
        });
    connect(m_job, &Job::progressChanged, this, [this](qint64 done, qint64, const QString &phase) {
        if (!m_job)
            return; // a late report of a job that finished: the status says how it ended
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
    QString xLabel;
    QString yLabel;
    {
        QMutexLocker lock(&m_live->mutex);
        xLabel = m_live->xLabel;
        yLabel = m_live->yLabel;
        points.swap(m_live->points);
        series.swap(m_live->series);
        rows.swap(m_live->rows);
    }
    if (points.isEmpty())
        return;
    m_points.append(points);
    m_view->append(series, rows, xLabel, yLabel);
    m_progress->setValue(int(m_points.size()));
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
        truth = m_form->truthSource();
        protocol = m_form->protocol();
    } catch (const std::exception &e) {
        m_status->setText(QString::fromUtf8(e.what()));
        return;
    }
    for (experiments::GridPoint &point : points) {
        point.truth = truth;
        point.protocol = protocol;
    }
    const experiments::Metric metric = m_form->metric();
    const QString title = tr("%1 against the threshold").arg(m_form->metricTitle());
    m_job = m_runner->run(
        tr("Score sweep"),
        [workspace, points, metric, title](JobControl &) {
            return experiments::sweepOutcome(*workspace, points, metric, title);
        },
        [this](const experiments::SweepOutcome &result) {
            m_points = result.points;
            m_view->setRows(result.rows);
            m_view->setFigure(result.figure);
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
    m_exportChartButton->setEnabled(!running && m_view->hasCurves());
    m_exportDataButton->setEnabled(!running && m_view->hasCurves());
    m_form->setRunning(running);
}

void ExperimentPanel::runStudy(const experiments::Preset &preset)
{
    if (!m_workspace || m_collectionId <= 0 || m_job || !preset.isStudy())
        return;
    m_points.clear();
    m_view->clear(preset.title);
    m_progress->setRange(0, 0); // busy until the study reports its progress
    m_status->setText(tr("%1…").arg(preset.title));
    const store::Workspace *workspace = m_workspace;
    const qint64 collection = m_collectionId;
    m_job = m_runner->run(
        tr("Study"),
        [workspace, collection, study = preset.study](JobControl &control) {
            return study(*workspace, collection, control, {});
        },
        [this](const experiments::Figure &figure) {
            m_view->setFigure(figure);
            m_progress->setRange(0, 1);
            m_progress->setValue(1);
            finish(tr("Study done: %1.").arg(figure.title));
        },
        [this](const JobFailure &failure) {
            finish(failure.cancelled ? tr("Study cancelled.") : tr("The study failed: %1").arg(failure.message));
        });
    connect(m_job, &Job::progressChanged, this, [this](qint64 done, qint64 total, const QString &phase) {
        if (!m_job)
            return; // a late report of a job that finished: the status says how it ended
        m_progress->setRange(0, int(std::max<qint64>(total, 0)));
        m_progress->setValue(int(done));
        m_status->setText(phase);
    });
    updateButtons();
}

experiments::SweepSpec ExperimentPanel::spec() const
{
    return m_form->spec();
}

pipeline::TruthSource ExperimentPanel::truthSource() const
{
    return m_form->truthSource();
}

experiments::EvaluationProtocol ExperimentPanel::protocol() const
{
    return m_form->protocol();
}

charts::FigureChart *ExperimentPanel::chart() const
{
    return m_view->chart();
}

QStandardItemModel *ExperimentPanel::bestModel() const
{
    return m_view->bestModel();
}

} // namespace nd::ui
