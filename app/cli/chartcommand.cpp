// export-chart: the only CLI command that draws, so the only one that needs the
// ui library and a QApplication (main() creates one for it, offscreen when there
// is no display).
#include "cli/commands.h"

#include "detect/detector.h"
#include "experiments/evaluationprotocol.h"
#include "pipeline/evaluationservice.h"
#include "store/repository.h"
#include "store/workspace.h"
#include "ui/results/chartexport.h"
#include "ui/results/prfchart.h"

#include <QFileInfo>
#include <QJsonDocument>

#include <stdexcept>

namespace nd::cli {

int exportChartCommand(Context &context)
{
    QCommandLineParser parser;
    if (!parseWithWorkspace(parser, context, QStringLiteral("export-chart"),
            {{QStringLiteral("output"), QStringLiteral("Chart file: .png, .pdf or .svg."), QStringLiteral("FILE")},
             {QStringLiteral("csv"), QStringLiteral("Also write the numbers behind the chart."), QStringLiteral("FILE")},
             {QStringLiteral("width"), QStringLiteral("Width in pixels (default 1200)."), QStringLiteral("N"), QStringLiteral("1200")},
             {QStringLiteral("height"), QStringLiteral("Height in pixels (default 800)."), QStringLiteral("N"), QStringLiteral("800")},
             {QStringLiteral("scale"), QStringLiteral("PNG pixel scale (default 1)."), QStringLiteral("X"), QStringLiteral("1")},
             {QStringLiteral("threshold"), QStringLiteral("Marker position (default: best F1)."), QStringLiteral("T")}},
            QStringLiteral("RUN"), QStringLiteral("Run id.")))
        return parser.isSet(QStringLiteral("help")) ? 0 : 2;
    const QString output = parser.value(QStringLiteral("output"));
    if (output.isEmpty() || parser.positionalArguments().isEmpty()) {
        context.err << "neardup-cli export-chart: RUN and --output FILE are required" << Qt::endl;
        return 2;
    }
    auto workspace = openWorkspace(parser.value(QStringLiteral("workspace")), context.err);
    if (!workspace)
        return 1;
    const qint64 runId = parser.positionalArguments().first().toLongLong();
    const auto run = store::Repository(*workspace).run(runId);
    if (!run)
        throw std::invalid_argument(QStringLiteral("there is no run %1").arg(runId).toStdString());
    const detect::Detector *detector = detect::Registry::instance().find(run->method);
    if (!detector)
        throw std::invalid_argument(QStringLiteral("run %1 uses an unknown method").arg(runId).toStdString());
    const eval::Evaluation evaluation = pipeline::evaluateRun(*workspace, runId);
    const detect::ThresholdRange range = detector->thresholdRange(run->params.toVariantMap());

    ui::PrfChart chart;
    chart.setCurve(evaluation.curve(), detector->scoreKind(), range.minimum, range.maximum, detector->title());
    // The best F1 where the run scored every pair (a pruned run: up to its bound).
    const eval::OperatingPoint best =
        experiments::bestWithin(evaluation.curve(), experiments::scoredRange(run->method, run->params.toVariantMap()));
    chart.setThreshold(parser.isSet(QStringLiteral("threshold")) ? parser.value(QStringLiteral("threshold")).toDouble()
                                                                 : best.threshold);
    const int width = parser.value(QStringLiteral("width")).toInt();
    const int height = parser.value(QStringLiteral("height")).toInt();
    const double scale = parser.value(QStringLiteral("scale")).toDouble();
    if (width < 100 || height < 100 || scale <= 0)
        throw std::invalid_argument("--width and --height must be at least 100, --scale positive");
    chart.resize(width, height);
    QString error;
    const QString suffix = QFileInfo(output).suffix().toLower();
    const bool saved = suffix == QLatin1String("png") ? ui::chartexport::savePng(&chart, output, width, height, scale, &error)
                                                      : ui::chartexport::saveBySuffix(&chart, output, width, height, &error);
    if (!saved)
        throw std::runtime_error(error.toStdString());
    if (parser.isSet(QStringLiteral("csv"))) {
        const QStringList comment{
            QStringLiteral("run %1, method %2, collection %3").arg(runId).arg(run->method).arg(run->collectionId),
            QStringLiteral("parameters %1").arg(QString::fromUtf8(QJsonDocument(run->params).toJson(QJsonDocument::Compact)))};
        if (!ui::chartexport::saveCurveCsv(evaluation.curve(), parser.value(QStringLiteral("csv")), &error, comment))
            throw std::runtime_error(error.toStdString());
    }
    if (!context.json)
        context.out << "Wrote " << output << '\n';
    else
        printJson(context.out, QJsonObject{{QStringLiteral("output"), output}, {QStringLiteral("run"), runId}});
    return 0;
}

} // namespace nd::cli
