// ResultsPanel's state, shared by resultspanel.cpp (chart, threshold, list) and
// resultspanelreview.cpp (decisions, clusters, reports) to keep each file short.
#pragma once

#include "eval/evaluation.h"
#include "pipeline/runoverview.h"
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
class JobRunner;
class PairFilterProxy;
class PairTableModel;
class PairView;
class ThresholdBar;

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
