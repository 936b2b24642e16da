#pragma once

#include "corpus/importer.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace nd::ui {

// The bottom dock's import report: what was imported and every file that was
// not, with the reason.
class ImportReportView : public QWidget
{
    Q_OBJECT

public:
    explicit ImportReportView(QWidget *parent = nullptr);

    void showReport(const QString &collectionName, const corpus::ImportReport &report);
    void clear();

private:
    QLabel *m_summary = nullptr;
    QTableWidget *m_issues = nullptr;
};

} // namespace nd::ui
