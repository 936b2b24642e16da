#pragma once

#include "base/scoredpair.h"
#include "eval/evaluation.h"
#include "experiments/figure.h"
#include "review/report.h"

#include <QList>
#include <QSize>
#include <QString>

class QCoreApplication;

namespace nd::cli::drawing {

// What the commands that draw (charts, PDF reports) need of Qt's widgets,
// QCustomPlot and charts/. It lives in the module neardup_drawing
// (base/programmodule.h), loaded only by those commands: the libraries behind it
// (Qt Gui, Widgets, PrintSupport, Svg, QCustomPlot, X11, OpenGL, fonts) took 9 ms
// of every start of neardup-cli, a run of `evaluate` on 20,000 files included.

// A run's precision/recall/F1 chart as the GUI draws it (charts::PrfChart).
struct RunChart
{
    QList<eval::OperatingPoint> curve;
    ScoreKind scoreKind = ScoreKind::Similarity;
    double minimum = 0; // the x axis
    double maximum = 1;
    QString scoreName;
    double threshold = 0; // the marker
};

// The module's functions. Each writes its file atomically and returns false with
// the reason in *error.
struct Functions
{
    // The QApplication that drawing needs, made before any command runs.
    QCoreApplication *(*makeApplication)(int &argc, char **argv);
    // PNG (size x scale pixels), PDF or SVG by the suffix of path (charts::saveFigure).
    bool (*saveFigure)(const experiments::Figure &figure, const QString &path, QSize size, double scale,
                       QString *error);
    // The figure's numbers as CSV and its parameters as JSON (charts::saveFigureData).
    bool (*saveFigureData)(const experiments::Figure &figure, const QString &csvPath, const QString &jsonPath,
                           QString *error);
    // PNG (size x scale pixels), PDF or SVG by the suffix of path.
    bool (*saveRunChart)(const RunChart &chart, const QString &path, QSize size, double scale, QString *error);
    // A decision report by the suffix of path: PDF drawn, HTML, CSV or JSON by the core's writers.
    bool (*writeReport)(const review::ReportData &data, const QString &path, QString *error);
};

// The loaded module's functions. Throws std::runtime_error when it cannot be loaded.
const Functions &functions();

} // namespace nd::cli::drawing

// The module's entry point.
extern "C" const nd::cli::drawing::Functions *neardup_drawing_functions();
