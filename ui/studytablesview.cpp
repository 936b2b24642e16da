#include "ui/studytablesview.h"

#include "experiments/studytables.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace nd::ui {

StudyTablesView::StudyTablesView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"studyTables"_s);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Each table scrolls its own rows; the area only sideways, when the tables
    // do not fit across.
    scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_content = new QWidget(scroll);
    // Side by side: the tables are a few columns wide each, and below the chart
    // there is more room across than down; each scrolls its own rows.
    m_layout = new QHBoxLayout(m_content);
    scroll->setWidget(m_content);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    setToolTip(tr("Tables of the paper that the study computes beside its chart."));
    setVisible(false);
}

void StudyTablesView::setFigure(const experiments::Figure &figure)
{
    while (QLayoutItem *item = m_layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const QList<experiments::StudyTable> tables = experiments::tablesOf(figure);
    for (const experiments::StudyTable &table : tables) {
        auto *title = new QLabel(table.title, m_content);
        title->setWordWrap(true);
        auto *view = new QTableWidget(int(table.rows.size()), int(table.columns.size()), m_content);
        view->setObjectName(u"studyTable"_s);
        view->setAccessibleName(table.title);
        view->setHorizontalHeaderLabels(table.columns);
        view->setEditTriggers(QAbstractItemView::NoEditTriggers);
        view->verticalHeader()->setVisible(false);
        view->horizontalHeader()->setStretchLastSection(true);
        for (qsizetype r = 0; r < table.rows.size(); ++r) {
            for (qsizetype c = 0; c < table.rows[r].size() && c < table.columns.size(); ++c)
                view->setItem(int(r), int(c), new QTableWidgetItem(table.rows[r][c]));
        }
        view->resizeColumnsToContents();
        auto *column = new QWidget(m_content);
        auto *columnLayout = new QVBoxLayout(column);
        columnLayout->setContentsMargins(0, 0, 0, 0);
        title->setParent(column);
        view->setParent(column);
        columnLayout->addWidget(title);
        columnLayout->addWidget(view, 1);
        m_layout->addWidget(column, 1);
    }
    setVisible(!tables.isEmpty());
}

int StudyTablesView::tableCount() const
{
    return int(m_content->findChildren<QTableWidget *>(u"studyTable"_s).size());
}

} // namespace nd::ui
