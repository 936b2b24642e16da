#include "ui/importreportview.h"

#include "ui/columnfit.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace nd::ui {

ImportReportView::ImportReportView(QWidget *parent)
    : QWidget(parent)
{
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("importSummary"));
    m_summary->setWordWrap(true);
    auto table = [this](const QStringList &headers) {
        auto *t = new QTableWidget(0, int(headers.size()), this);
        t->setHorizontalHeaderLabels(headers);
        // The path and the reason share the width, cut at their end (the whole
        // text in the tooltip); the short columns fit their contents.
        t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        t->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
        t->setTextElideMode(Qt::ElideRight);
        t->verticalHeader()->hide();
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->setSelectionBehavior(QAbstractItemView::SelectRows);
        t->setAlternatingRowColors(true);
        t->setWordWrap(false);
        return t;
    };
    m_issues = table({tr("Path"), tr("Reason")});
    m_issues->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_issues->setObjectName(QStringLiteral("importIssues"));
    m_issues->setAccessibleName(tr("Files not imported"));
    m_documents = table({tr("Path"), tr("Format"), tr("Encoding")});
    m_documents->setObjectName(QStringLiteral("importDocuments"));
    m_documents->setAccessibleName(tr("Documents imported"));
    keepColumnsWhole(m_issues);
    keepColumnsWhole(m_documents);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_issues, QString());
    m_tabs->addTab(m_documents, QString());

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(m_summary);
    layout->addWidget(m_tabs, 1);
    clear();
}

void ImportReportView::clear()
{
    m_summary->setText(tr("No import yet in this session."));
    m_issues->setRowCount(0);
    m_documents->setRowCount(0);
    m_tabs->setTabText(0, tr("Issues"));
    m_tabs->setTabText(1, tr("Documents"));
}

void ImportReportView::showReport(const QString &collectionName, const corpus::ImportReport &report)
{
    const QLocale locale;
    if (report.cancelled) {
        m_summary->setText(tr("The import of “%1” was cancelled; nothing was kept.").arg(collectionName));
    } else {
        m_summary->setText(
            tr("“%1”: %2 of %3 files imported in %4 s; %5 not imported.")
                .arg(collectionName, locale.toString(report.imported), locale.toString(report.examined),
                     locale.toString(report.seconds, 'f', 1), locale.toString(qint64(report.issues.size())))
            + (report.documents.isEmpty() ? QString()
                                          : u' ' + tr("Encodings: %1.").arg(corpus::encodingSummary(report))));
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
    m_documents->setRowCount(int(report.documents.size()));
    for (int row = 0; row < report.documents.size(); ++row) {
        const corpus::ImportedDocument &document = report.documents[row];
        auto *path = new QTableWidgetItem(document.path);
        path->setToolTip(document.path);
        m_documents->setItem(row, 0, path);
        m_documents->setItem(row, 1, new QTableWidgetItem(document.format));
        m_documents->setItem(row, 2, new QTableWidgetItem(document.encoding));
    }
    m_tabs->setTabText(0, tr("Issues (%1)").arg(locale.toString(qint64(report.issues.size()))));
    m_tabs->setTabText(1, tr("Documents (%1)").arg(locale.toString(qint64(report.documents.size()))));
}

} // namespace nd::ui
