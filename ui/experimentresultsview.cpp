#include "ui/experimentresultsview.h"

#include "charts/figurechart.h"
#include "charts/figureexport.h"
#include "ui/studytablesview.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLocale>
#include <QStandardItemModel>
#include <QTableView>

using namespace Qt::StringLiterals;

namespace nd::ui {

ExperimentResultsView::ExperimentResultsView(QWidget *parent)
    : QSplitter(Qt::Vertical, parent)
{
    setObjectName(u"experimentResultsSplitter"_s);
    m_chart = new charts::FigureChart(this);
    m_bestModel = new QStandardItemModel(0, 6, this);
    m_bestModel->setHorizontalHeaderLabels(
        {tr("Grid values"), tr("Method"), tr("Best F1"), tr("Threshold"), tr("Precision"), tr("Recall")});
    m_bestView = new QTableView(this);
    m_bestView->setObjectName(u"bestFTable"_s);
    m_bestView->setModel(m_bestModel);
    m_bestView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_bestView->horizontalHeader()->setStretchLastSection(true);
    m_studyTables = new StudyTablesView(this);
    addWidget(m_chart);
    addWidget(m_bestView);
    addWidget(m_studyTables);
}

void ExperimentResultsView::clear(const QString &title)
{
    m_bestModel->removeRows(0, m_bestModel->rowCount());
    m_figure = {};
    m_figure.title = title;
    m_chart->setFigure(m_figure);
    m_studyTables->setFigure(m_figure);
    showTablesOfFigure();
}

void ExperimentResultsView::setFigure(const experiments::Figure &figure)
{
    m_figure = figure;
    m_chart->setFigure(m_figure);
    m_studyTables->setFigure(m_figure);
    showTablesOfFigure();
}

void ExperimentResultsView::showTablesOfFigure()
{
    // A study has no best-F rows but tables of its own: one of the two lists
    // under the chart. A splitter gives a widget that was hidden no room when it
    // comes back, so the one shown gets a third of the height again (the chart
    // keeps two: less cuts its axis titles at 1366 x 768).
    const bool study = m_studyTables->tableCount() > 0;
    m_bestView->setVisible(!study);
    QList<int> shares = sizes();
    int total = 0;
    for (const int share : std::as_const(shares))
        total += share;
    const int shown = study ? 2 : 1;
    if (total <= 0 || shares.value(shown) > 0)
        return;
    const int below = total / 3;
    shares = {total - below, 0, 0};
    shares[shown] = below;
    setSizes(shares);
}

void ExperimentResultsView::append(const QList<experiments::Series> &series, const QList<experiments::BestRow> &rows,
                                   const QString &xLabel, const QString &yLabel)
{
    if (!xLabel.isEmpty()) {
        m_figure.xLabel = xLabel;
        m_figure.yLabel = yLabel;
    }
    m_figure.series.append(series);
    m_chart->setFigure(m_figure);
    for (const experiments::BestRow &row : rows)
        appendRow(row);
}

void ExperimentResultsView::appendRow(const experiments::BestRow &row)
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

void ExperimentResultsView::setRows(const QList<experiments::BestRow> &rows)
{
    m_bestModel->removeRows(0, m_bestModel->rowCount());
    for (const experiments::BestRow &row : rows)
        appendRow(row);
}

QString ExperimentResultsView::exportChart()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Chart"), QString(),
                                                      tr("PNG image (*.png);;PDF document (*.pdf);;SVG image (*.svg)"));
    if (path.isEmpty())
        return {};
    QString error;
    // 800 x 600 at 2x: sharp in print; PDF and SVG are vectors anyway.
    if (!charts::saveFigure(m_figure, path, QSize(800, 600), 2.0, &error))
        return error;
    return tr("Chart written to %1.").arg(QFileInfo(path).fileName());
}

QString ExperimentResultsView::exportData()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Numbers"), QString(), tr("CSV (*.csv)"));
    if (path.isEmpty())
        return {};
    const QFileInfo info(path);
    const QString json = info.dir().filePath(info.completeBaseName() + u".json"_s);
    QString error;
    if (!charts::saveFigureData(m_figure, path, json, &error))
        return error;
    return tr("Numbers written to %1, parameters to %2.").arg(info.fileName(), QFileInfo(json).fileName());
}

} // namespace nd::ui
