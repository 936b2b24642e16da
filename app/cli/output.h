#pragma once

// How the commands print and write what they found: JSON for scripts, and one
// CSV format per kind of data.

#include "eval/evaluation.h"
#include "jobs/jobcontrol.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace nd::experiments {
struct Figure;
}

namespace nd::cli {

struct Context;

// Prints a JSON object, indented for people.
void printJson(QTextStream &out, const QJsonObject &object);

// A job's progress for long commands: each new phase once on stderr ("phase
// (done/total)"), nothing with --json so scripts read a clean stream.
JobControl::ProgressFn printPhases(Context &context);

// One operating point of a P/R/F curve, as every command prints it.
QJsonObject pointToJson(const eval::OperatingPoint &point);

// A P/R/F curve as CSV, the one format of `eval --csv` and `export-chart --csv`
// (charts::saveCurveCsv): '#' comment lines, then threshold, precision, recall,
// f1, tp, fp, macro columns. Atomic; throws std::runtime_error when the file
// cannot be written.
void writeCurveCsv(const QList<eval::OperatingPoint> &curve, const QString &path, const QStringList &comment = {});

// Draws a figure to PNG/PDF/SVG by the suffix of `path`, with CSV and JSON of its
// numbers beside it; false (the reason on context.err) when a file cannot be written.
bool writeChart(Context &context, const experiments::Figure &figure, const QString &path);

} // namespace nd::cli
