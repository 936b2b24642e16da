// ResultsPanel's state, shared by resultspanel.cpp (chart, threshold, list) and
// resultspanelreview.cpp (decisions, clusters, reports) to keep each file short.
#pragma once

#include "eval/curvedecimation.h"
#include "eval/evaluation.h"
#include "store/records.h"
#include "ui/results/resultspanel.h"

#include <QFuture>
#include <QHash>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace nd::charts {
class PrfChart;
}

namespace nd::ui {

class DecisionBar;
class PairFilterProxy;
class PairTableModel;
class PairView;
class ThresholdBar;

// What the worker hands back to the GUI thread for one run.
struct LoadedRun
{
    qint64 runId = 0;
    std::shared_ptr<const eval::Evaluation> evaluation;
    eval::PlotCurves curves; // decimated for the chart here, not on the GUI thread
    store::RunInfo run;
    QHash<qint64, QString> names;
    double minimum = 0.0;
    double maximum = 1.0;
    // Where the threshold starts: the best F where the run scored every pair.
    double startThreshold = 0.0;
    QString scoreName;
    bool integerSteps = false;
    QString error;
};

struct ResultsPanel::Private
{
    const store::Workspace *workspace = nullptr;
    qint64 runId = 0;
    quint64 generation = 0;
    QFuture<LoadedRun> pending;
    std::shared_ptr<const eval::Evaluation> evaluation;
    store::RunInfo run;

    QLabel *heading = nullptr;
    charts::PrfChart *chart = nullptr;
    ThresholdBar *bar = nullptr;
    QLineEdit *nameFilter = nullptr;
    QLineEdit *minScore = nullptr;
    QLineEdit *maxScore = nullptr;
    QLabel *rowsLabel = nullptr;
    QTableView *table = nullptr;
    PairTableModel *model = nullptr;
    PairFilterProxy *proxy = nullptr;
    PairView *pairView = nullptr;
    DecisionBar *decisionBar = nullptr;
    QComboBox *decisionFilter = nullptr;
    QHash<qint64, QString> names;
};

} // namespace nd::ui
