#pragma once

#include "eval/evaluation.h"

#include <QString>

class QCustomPlot;

namespace nd::charts::chartexport {

// Chart and curve exports for File > Export. Every file is written atomically
// (rendered into memory, then committed through QSaveFile): a failed or
// cancelled export never leaves a truncated file nor destroys an older one.
// On failure they return false with a message for the user in *error.

// Raster image of width x height logical pixels, multiplied by scale (2 gives
// a 2x image for high-density screens and print).
bool savePng(QCustomPlot *plot, const QString &path, int width, int height, double scale, QString *error);
// Vector PDF, one page of width x height points.
bool savePdf(QCustomPlot *plot, const QString &path, int width, int height, QString *error);
// Vector SVG of width x height.
bool saveSvg(QCustomPlot *plot, const QString &path, int width, int height, QString *error);
// Any other export's bytes, written the same way.
bool saveBytes(const QByteArray &bytes, const QString &path, QString *error);
// PNG, PDF or SVG by the file's suffix, at the given size (PNG at `scale`).
bool saveBySuffix(QCustomPlot *plot, const QString &path, int width, int height, QString *error, double scale = 1.0);

// The numbers behind the chart: threshold,tp,fp,precision,recall,f1,macro_f1,
// one line per curve point, numbers in the C locale. Each line of comment (e.g.
// the method and its parameters) is written first, prefixed with "# ".
bool saveCurveCsv(const QList<eval::OperatingPoint> &curve, const QString &path, QString *error,
                  const QStringList &comment = {});

} // namespace nd::charts::chartexport
