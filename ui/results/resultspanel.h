#pragma once

#include "eval/evaluation.h"

#include <QWidget>

namespace nd::store { class Workspace; }

namespace nd::ui {

// The centre of the main window: the P/R/F chart over the threshold with its
// marker and slider, the pair list below it, and the side-by-side pair view next
// to them. Loads and evaluates a run off the GUI thread.
class ResultsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ResultsPanel(QWidget *parent = nullptr);
    ~ResultsPanel() override;

    // The workspace to read runs from (not owned; nullptr clears the panel).
    void setWorkspace(const store::Workspace *workspace);

    // Loads the run's scores and ground truth in a worker thread, then shows the
    // curve, the best-F threshold and the pairs flagged there; emits runShown.
    void showRun(qint64 runId);
    qint64 currentRun() const;

    double threshold() const;
    void setThreshold(double threshold);
    eval::OperatingPoint currentPoint() const;

Q_SIGNALS:
    void runShown(qint64 runId);
    void thresholdChanged(double threshold);
    void pairOpened(qint64 documentA, qint64 documentB);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace nd::ui
