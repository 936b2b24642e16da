#pragma once

#include "eval/evaluation.h"
#include "store/records.h"

#include <QHash>
#include <QSet>
#include <QSize>
#include <QWidget>

#include <memory>

namespace nd::store {
class Workspace;
}

namespace nd::charts {
class PrfChart;
}

namespace nd::ui {

class DecisionBar;
class PairFilterProxy;
class JobRunner;
class PairView;

// The Review mode: the P/R/F chart over the threshold with its marker and
// slider, the pair list (PairListPanel) below it, and the side-by-side pair view
// with the decision bar next to them. Loads and evaluates a run off the GUI thread.
class ResultsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ResultsPanel(QWidget *parent = nullptr);
    // Reads runs on the runner's pool (its own runner when none is given).
    ResultsPanel(JobRunner *runner, QWidget *parent);
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

    // File > Export: the chart as PNG, PDF or SVG by the path's suffix (size in
    // pixels or points; empty: the chart's size on screen; scale for PNG only),
    // and the numbers behind it as CSV with the run's method and parameters.
    // Atomic; false with a message for the user when it fails.
    bool exportChart(const QString &path, QString *error, QSize size = {}, double scale = 1.0) const;
    bool exportCurveCsv(const QString &path, QString *error) const;
    bool hasResults() const;

    charts::PrfChart *chart() const;
    PairView *pairView() const;

    // Opens a pair in the side-by-side view (as a double-click in the list does).
    void openPair(qint64 documentA, qint64 documentB);

    // Review. The decision bar under the pair view records the reviewer's decisions; the pair list shows and filters them.
    DecisionBar *decisionBar() const;
    PairFilterProxy *pairFilter() const;
    std::shared_ptr<const eval::Evaluation> evaluation() const;
    const store::RunInfo &runInfo() const;
    const store::Workspace *workspace() const;
    QString documentName(qint64 id) const;
    // Opens the first pair after the current row (wrapping around) that has no
    // decision yet; false when every listed pair is decided.
    bool openNextUndecided();
    // Re-reads the reviewer's current decisions into the pair list.
    void reloadDecisions();
    // Lists only the pairs inside a set of documents (a cluster); empty: all.
    void showPairsWithin(const QSet<qint64> &documents);
    // Asks for two reviewers of the run's collection and shows their Cohen's kappa.
    void showReviewerAgreement();

Q_SIGNALS:
    void runShown(qint64 runId);
    void runFailed(qint64 runId, const QString &message);
    void thresholdChanged(double threshold);
    void pairOpened(qint64 documentA, qint64 documentB);

private:
    void applyThreshold(double threshold, bool fromChart);
    void clearResults(const QString &message);
    void setUpReview();

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace nd::ui
