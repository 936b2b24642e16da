#pragma once

#include "corpus/importer.h"

#include <QWidget>

class QLabel;
class QTabWidget;
class QTableWidget;

namespace nd::ui {

// The bottom dock's import report: what was imported (each document with the
// encoding it was read as) and every file that was not, with the reason.
class ImportReportView : public QWidget
{
    Q_OBJECT

public:
    explicit ImportReportView(QWidget *parent = nullptr);

    void showReport(const QString &collectionName, const corpus::ImportReport &report);
    void clear();

private:
    QLabel *m_summary = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableWidget *m_issues = nullptr;
    QTableWidget *m_documents = nullptr;
};

} // namespace nd::ui
