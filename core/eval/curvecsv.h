#pragma once

#include "eval/evaluation.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace nd::eval {

// A P/R/F curve as CSV, the one format every export of a curve writes (the
// chart's Export Numbers, `neardup-cli eval --csv` and `export-chart --csv`):
// the comment lines prefixed by "# ", then the header
// threshold,tp,fp,precision,recall,f1,macro_f1 and a row per point, numbers
// with 17 significant digits so that a double reads back exactly.
QByteArray curveToCsv(const QList<OperatingPoint> &curve, const QStringList &comment = {});

} // namespace nd::eval
