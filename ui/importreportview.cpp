#include "ui/importreportview.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace nd::ui {

ImportReportView::ImportReportView(QWidget *parent) : QWidget(parent)
{
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("importSummary"));
    m_summary->setWordWrap(true);
    m_issues = new QTableWidget(0, 2, this);
    m_issues->setObjectName(QStringLiteral("importIssues"));
    m_issues->setAccessibleName(tr("Files not imported"));
    m_issues->setHorizontalHeaderLabels({tr("Path"), tr("Reason")});
    m_issues->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Interactive);
    m_issues->horizontalHeader()->setStretchLastSection(true);
    m_issues->horizontalHeader()->resizeSection(0, 380);
    m_issues->verticalHeader()->hide();
    m_issues->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_issues->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_issues->setAlternatingRowColors(true);
    m_issues->setWordWrap(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(m_summary);
    layout->addWidget(m_issues, 1);
    clear();
}

void ImportReportView::clear()
{
    m_summary->setText(tr("No import yet in this session."));
    m_issues->setRowCount(0);
}

void ImportReportView::showReport(const QString &collectionName, const corpus::ImportReport &report)
{
    const QLocale locale;
    if (report.cancelled) {
        m_summary->setText(tr("The import of “%1” was cancelled; nothing was kept.").arg(collectionName));
    } else {
        m_summary->setText(tr("“%1”: %2 of %3 files imported in %4 s; %5 not imported.")
                               .arg(collectionName, locale.toString(report.imported),
                                    locale.toString(report.examined), locale.toString(report.seconds, 'f', 1),
                                    locale.toString(qint64(report.issues.size()))));
    }
    m_issues->setRowCount(int(report.issues.size()));
    for (int row = 0; row < report.issues.size(); ++row) {
        const store::ImportIssueRecord &issue = report.issues[row];
        auto *path = new QTableWidgetItem(issue.path);
        path->setToolTip(issue.path);
        auto *reason = new QTableWidgetItem(issue.reason);
        reason->setToolTip(issue.reason);
        m_issues->setItem(row, 0, path);
        m_issues->setItem(row, 1, reason);
    }
}

} // namespace nd::ui
