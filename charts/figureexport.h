#pragma once

#include "experiments/figure.h"

#include <QSize>
#include <QString>

namespace nd::charts {

// File output of an experiments::Figure for the GUI and the CLI. They render an
// offscreen FigureChart, so a QApplication must exist. Files are written
// atomically (ui/results/chartexport); on failure they return false with a
// message for the user in *error.

// PNG (size pixels multiplied by scale), PDF (vector, size in points) or SVG,
// chosen by the suffix of path. Drawn in the print style (thicker pens, larger fonts).
bool saveFigure(const experiments::Figure &figure, const QString &path, QSize size, double scale, QString *error);

// The numbers behind the figure as CSV (one row per point: series,x,y; for bars
// series,category,x,y; for a heatmap x,y,z) and figure.parameters as JSON.
// An empty path skips that file.
bool saveFigureData(const experiments::Figure &figure, const QString &csvPath, const QString &jsonPath, QString *error);

} // namespace nd::charts
