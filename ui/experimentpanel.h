#pragma once

#include "experiments/figure.h"
#include "experiments/presets.h"
#include "experiments/sweep.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QStandardItemModel;
class QTableView;
class QTableWidget;
class QTimer;

namespace nd::store {
class Workspace;
}

namespace nd::charts {
class FigureChart;
}

namespace nd::ui {

class Job;
class JobRunner;
class StudyTablesView;

// Builds a parameter sweep (methods x grid), runs it as a job, draws the family
// of curves as grid points finish and fills the best-F table (paper 000 Table 1),
// scored against the chosen ground truth under the chosen protocol; changing
// either re-scores the same runs. Presets that are whole studies run as one job.
// All numbers come from core (runSweep, familyFigure, bestFTable, Preset::study).
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

    charts::FigureChart *chart() const { return m_chart; }
    QStandardItemModel *bestModel() const { return m_bestModel; }
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

    void addAxisRow(const QString &parameter = {}, const QString &values = {});
    void refreshParameters();
    void applyPreset();
    void drain();
    void appendRow(const experiments::BestRow &row);
    void setRows(const QList<experiments::BestRow> &rows);
    void redrawForMetric(); // also re-scores the runs when the truth or protocol changed
    void refreshReviewers();
    void selectProtocol(const experiments::EvaluationProtocol &protocol);
    void finish(const QString &message);
    void exportChart();
    void exportData();
    void updateButtons();

    JobRunner *m_runner;
    const store::Workspace *m_workspace = nullptr;
    qint64 m_collectionId = 0;
    Job *m_job = nullptr;
    std::shared_ptr<Live> m_live; // shared with the worker's onPoint
    QTimer *m_poll = nullptr;
    int m_total = 0;
    QString m_preset; // the preset whose figure is drawn at the end, if any
    detect::Params m_presetFixed;
    experiments::EvaluationProtocol m_presetProtocol; // the preset's own, kept while chosen

    QComboBox *m_presetCombo = nullptr;
    QListWidget *m_methods = nullptr;
    QTableWidget *m_grid = nullptr;
    QComboBox *m_metric = nullptr;
    QComboBox *m_truth = nullptr;
    QComboBox *m_protocol = nullptr;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QPushButton *m_exportChartButton = nullptr;
    QPushButton *m_exportDataButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    charts::FigureChart *m_chart = nullptr;
    QTableView *m_bestView = nullptr;
    QStandardItemModel *m_bestModel = nullptr;
    StudyTablesView *m_studyTables = nullptr; // a study's tables (paper 001 Tables I, II, IX)

    experiments::Figure m_figure;
    QList<experiments::GridPoint> m_points;
};

} // namespace nd::ui
