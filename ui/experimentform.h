#pragma once

#include "detect/detector.h"
#include "experiments/figures.h"
#include "experiments/sweep.h"

#include <QWidget>

class QComboBox;
class QListWidget;
class QTableWidget;

namespace nd::store {
class Workspace;
}

namespace nd::ui {

// The left side of the Experiments mode: a preset, the methods and the grid of
// their parameters, the chart's metric, the ground truth and the protocol the
// points are scored with. Describes a sweep (spec); runs nothing itself.
class ExperimentForm : public QWidget
{
    Q_OBJECT

public:
    explicit ExperimentForm(QWidget *parent = nullptr);

    // Where the reviewers of the ground-truth choice come from (not owned).
    void setCollection(const store::Workspace *workspace, qint64 collectionId);

    // The sweep as the widgets describe it; throws std::invalid_argument with a
    // message for the user when no method is checked or a grid row does not parse.
    experiments::SweepSpec spec() const;

    // How the points are scored, as chosen: the stored truth or the reviewers'
    // decisions (anyone's, or one reviewer's of the collection), and the protocol.
    pipeline::TruthSource truthSource() const;
    experiments::EvaluationProtocol protocol() const;
    experiments::Metric metric() const;
    QString metricTitle() const;

    // The chosen preset's id (empty: none).
    QString presetId() const { return m_preset; }

    // While a sweep runs its preset and scoring stay as they are.
    void setRunning(bool running);

Q_SIGNALS:
    // The metric, the ground truth or the protocol was chosen anew.
    void scoringChanged();
    // Something to tell the user (a study preset chosen, reviewers unreadable).
    void message(const QString &text);

private:
    void addAxisRow(const QString &parameter = {}, const QString &values = {});
    void refreshParameters();
    void applyPreset();
    void refreshReviewers();
    void selectProtocol(const experiments::EvaluationProtocol &protocol);

    const store::Workspace *m_workspace = nullptr;
    qint64 m_collectionId = 0;
    QString m_preset;
    detect::Params m_presetFixed;
    experiments::EvaluationProtocol m_presetProtocol; // the preset's own, kept while chosen

    QComboBox *m_presetCombo = nullptr;
    QListWidget *m_methods = nullptr;
    QTableWidget *m_grid = nullptr;
    QComboBox *m_metric = nullptr;
    QComboBox *m_truth = nullptr;
    QComboBox *m_protocol = nullptr;
};

} // namespace nd::ui
