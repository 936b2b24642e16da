#pragma once

#include "review/report.h"

#include <QString>

// Decision reports as files, for the GUI and the CLI. PDF lives here because it
// draws (QTextDocument + QPdfWriter); the other formats are core writers.
namespace nd::charts::reportexport {

// The HTML report laid out on A4 pages: the text width is the page width and
// long lines wrap (anywhere, if a word is wider than the column), so nothing
// is cut off. Atomic; false with the reason in *error.
bool writePdf(const review::ReportData &data, const QString &path, QString *error);

// By suffix: .pdf here, .html/.htm, .csv, .json by the core writers.
bool write(const review::ReportData &data, const QString &path, QString *error);

} // namespace nd::charts::reportexport
