// The neardup_drawing module (cli/drawing.h): charts/ and the widgets it needs,
// behind the functions neardup-cli's drawing commands call.
#include "charts/chartexport.h"
#include "charts/figureexport.h"
#include "charts/prfchart.h"
#include "charts/reportpdf.h"
#include "cli/drawing.h"

#include <QApplication>

namespace {

using namespace nd;

QCoreApplication *makeApplication(int &argc, char **argv)
{
    return new QApplication(argc, argv);
}

bool saveRunChart(const cli::drawing::RunChart &run, const QString &path, QSize size, double scale, QString *error)
{
    charts::PrfChart chart;
    chart.setCurve(run.curve, run.scoreKind, run.minimum, run.maximum, run.scoreName);
    chart.setThreshold(run.threshold);
    chart.resize(size);
    return charts::chartexport::saveBySuffix(&chart, path, size.width(), size.height(), error, scale);
}

const cli::drawing::Functions kFunctions{
    .makeApplication = makeApplication,
    .saveFigure = charts::saveFigure,
    .saveFigureData = charts::saveFigureData,
    .saveRunChart = saveRunChart,
    .writeReport = charts::reportexport::write,
};

} // namespace

extern "C" Q_DECL_EXPORT const nd::cli::drawing::Functions *neardup_drawing_functions()
{
    return &kFunctions;
}
