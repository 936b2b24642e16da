#pragma once

#include "experiments/figure.h"
#include "experiments/presets.h"
#include "experiments/sweep.h"

#include <QWidget>

#include <memory>

class QLabel;
class QProgressBar;
class QPushButton;
class QStandardItemModel;
class QTimer;

namespace nd::store {
class Workspace;
}

namespace nd::charts {
class FigureChart;
}

namespace nd::ui {

class ExperimentForm;
class ExperimentResultsView;
class Job;
class JobRunner;

// The Experiments mode: runs the sweep the form (ExperimentForm) describes as a
// job, draws the family of curves as grid points finish and fills the best-F
// table (ExperimentResultsView), scored against the chosen ground truth under the
// chosen protocol; changing either re-scores the same runs. Presets that are whole
// studies run as one job. All numbers come from core (runSweep, familyFigure,
// bestFTable, Preset::study).
class ExperimentPanel : public QWidget
{
    Q_OBJECT

public:
    ExperimentPanel(JobRunner *runner, QWidget *parent = nullptr);
    ~ExperimentPanel() override;

    void setWorkspace(const store::Workspace *workspace);
    void setCollection(qint64 collectionId);

    // The sweep as the widgets describe it; throws std::invalid_argument with a
    // message for the user when a grid row does not parse.
    experiments::SweepSpec spec() const;

    // How the points are scored, as chosen: the stored truth or the reviewers'
    // decisions (anyone's, or one reviewer's of the collection), and the protocol.
    pipeline::TruthSource truthSource() const;
    experiments::EvaluationProtocol protocol() const;

    // Runs a preset that is a whole study (Preset::isStudy) as a job and draws its
    // figure; run() calls it for such presets.
    void runStudy(const experiments::Preset &preset);

    charts::FigureChart *chart() const;
    QStandardItemModel *bestModel() const;
    const QList<experiments::GridPoint> &points() const { return m_points; }
    bool isRunning() const { return m_job != nullptr; }

public Q_SLOTS:
    void run();
    void cancel();

Q_SIGNALS:
    // The sweep ended (finished, cancelled or failed); the chart and table are final.
    void sweepFinished();

private:
    struct Live;

    void drain();
    void redrawForMetric(); // also re-scores the runs when the truth or protocol changed
    void finish(const QString &message);
    void updateButtons();

    JobRunner *m_runner;
    const store::Workspace *m_workspace = nullptr;
    qint64 m_collectionId = 0;
    Job *m_job = nullptr;
    std::shared_ptr<Live> m_live; // shared with the worker's onPoint
    QTimer *m_poll = nullptr;
    int m_total = 0;

    ExperimentForm *m_form = nullptr;
    ExperimentResultsView *m_view = nullptr;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QPushButton *m_exportChartButton = nullptr;
    QPushButton *m_exportDataButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;

    QList<experiments::GridPoint> m_points;
};

} // namespace nd::ui
