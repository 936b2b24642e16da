#pragma once

#include "review/report.h"

#include <QJsonObject>
#include <QString>

namespace nd::review {

// Writers of a decision report. Files are written atomically (QSaveFile); on
// failure they return false with the reason in *error.
// CSV: one row per passage (a pair without passages has one row with empty
// passage columns), so a spreadsheet filter by pair shows its passages.
bool writeReportCsv(const ReportData &data, const QString &path, QString *error);
QJsonObject reportToJson(const ReportData &data);
bool writeReportJson(const ReportData &data, const QString &path, QString *error);
// A self-contained HTML page (every text html-escaped; passages wrap with
// white-space: pre-wrap so nothing is cut off when printed).
QString reportToHtml(const ReportData &data);
bool writeReportHtml(const ReportData &data, const QString &path, QString *error);

// By the path's suffix: .csv, .json, .html/.htm (PDF is written by the ui).
bool writeReport(const ReportData &data, const QString &path, QString *error);

} // namespace nd::review
