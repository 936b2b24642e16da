#pragma once

#include "experiments/figure.h"
#include "experiments/sweep.h"

#include <QSplitter>

class QStandardItemModel;
class QTableView;

namespace nd::charts {
class FigureChart;
}

namespace nd::ui {

class StudyTablesView;

// The right side of the Experiments mode: the figure's chart over the best-F
// table (paper 000 Table 1) or, for a study, over the paper's tables. Holds the
// figure it draws, which grows curve by curve while a sweep runs.
class ExperimentResultsView : public QSplitter
{
    Q_OBJECT

public:
    explicit ExperimentResultsView(QWidget *parent = nullptr);

    // Empties the chart (titled) and the tables.
    void clear(const QString &title);
    // The whole figure: a finished sweep or study.
    void setFigure(const experiments::Figure &figure);
    // Curves and best-F rows of points that just finished; the axis titles when given.
    void append(const QList<experiments::Series> &series, const QList<experiments::BestRow> &rows,
                const QString &xLabel, const QString &yLabel);
    void setRows(const QList<experiments::BestRow> &rows);

    const experiments::Figure &figure() const { return m_figure; }
    bool hasCurves() const { return !m_figure.series.isEmpty(); }

    // Asks for a file and writes the chart (PNG, PDF, SVG) or its numbers (CSV
    // with the parameters as JSON beside it); returns what to tell the user,
    // empty when nothing was chosen.
    QString exportChart();
    QString exportData();

    charts::FigureChart *chart() const { return m_chart; }
    QStandardItemModel *bestModel() const { return m_bestModel; }
    StudyTablesView *studyTables() const { return m_studyTables; }

private:
    void showTablesOfFigure();
    void appendRow(const experiments::BestRow &row);

    experiments::Figure m_figure;
    charts::FigureChart *m_chart = nullptr;
    QTableView *m_bestView = nullptr;
    QStandardItemModel *m_bestModel = nullptr;
    StudyTablesView *m_studyTables = nullptr; // a study's tables (paper 001 Tables I, II, IX)
};

} // namespace nd::ui
