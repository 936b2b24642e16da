// export-chart: a run's P/R/F chart as PNG, PDF or SVG (draws: main() gives it a QApplication).
#include "cli/commands.h"

#include "cli/drawing.h"
#include "cli/options.h"
#include "cli/output.h"
#include "detect/detector.h"
#include "pipeline/evaluationservice.h"
#include "store/runstore.h"
#include "store/workspace.h"

#include <QJsonDocument>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::cli {

CommandLine exportChartCommandLine()
{
    return withWorkspace(
        {{QStringLiteral("output"), QStringLiteral("Chart file: .png, .pdf or .svg."), QStringLiteral("FILE")},
         {QStringLiteral("csv"), QStringLiteral("Also write the numbers behind the chart."), QStringLiteral("FILE")},
         {QStringLiteral("width"), QStringLiteral("Width in pixels (default 1200)."), QStringLiteral("N"),
          QStringLiteral("1200")},
         {QStringLiteral("height"), QStringLiteral("Height in pixels (default 800)."), QStringLiteral("N"),
          QStringLiteral("800")},
         {QStringLiteral("scale"), QStringLiteral("PNG pixel scale (default 1)."), QStringLiteral("X"),
          QStringLiteral("1")},
         {QStringLiteral("threshold"), QStringLiteral("Marker position (default: best F1)."), QStringLiteral("T")}},
        QStringLiteral("RUN"), QStringLiteral("Run id."));
}

int exportChartCommand(Context &context, const QCommandLineParser &parser)
{
    const QString output = parser.value(QStringLiteral("output"));
    if (output.isEmpty() || parser.positionalArguments().isEmpty()) {
        context.err << "neardup-cli export-chart: RUN and --output FILE are required" << Qt::endl;
        return exitUsage;
    }
    const auto workspace = openWorkspace(parser);
    const qint64 runId = parser.positionalArguments().first().toLongLong();
    const auto run = store::RunStore(*workspace).run(runId);
    if (!run)
        throw std::invalid_argument(QStringLiteral("there is no run %1").arg(runId).toStdString());
    const detect::Detector *detector = detect::Registry::instance().find(run->method);
    if (!detector)
        throw std::invalid_argument(QStringLiteral("run %1 uses an unknown method").arg(runId).toStdString());
    const eval::Evaluation evaluation = pipeline::evaluateRun(*workspace, runId);
    const detect::ThresholdRange range = detector->thresholdRange(run->params.toVariantMap());

    // The best F1 where the run scored every pair (a pruned run: up to its bound).
    const eval::OperatingPoint best =
        eval::bestWithin(evaluation.curve(), pipeline::scoredRange(run->method, run->params.toVariantMap()));
    const drawing::RunChart chart{.curve = evaluation.curve(),
                                  .scoreKind = detector->scoreKind(),
                                  .minimum = range.minimum,
                                  .maximum = range.maximum,
                                  .scoreName = detector->title(),
                                  .threshold = parser.isSet(QStringLiteral("threshold"))
                                      ? parser.value(QStringLiteral("threshold")).toDouble()
                                      : best.threshold};
    const int width = parser.value(QStringLiteral("width")).toInt();
    const int height = parser.value(QStringLiteral("height")).toInt();
    const double scale = parser.value(QStringLiteral("scale")).toDouble();
    if (width < 100 || height < 100 || scale <= 0)
        throw std::invalid_argument("--width and --height must be at least 100, --scale positive");
    QString error;
    if (!drawing::functions().saveRunChart(chart, output, QSize(width, height), scale, &error))
        throw std::runtime_error(error.toStdString());
    if (parser.isSet(QStringLiteral("csv"))) {
        const QStringList comment{
            QStringLiteral("run %1, method %2, collection %3").arg(runId).arg(run->method).arg(run->collectionId),
            QStringLiteral("parameters %1")
                .arg(QString::fromUtf8(QJsonDocument(run->params).toJson(QJsonDocument::Compact)))};
        writeCurveCsv(evaluation.curve(), parser.value(QStringLiteral("csv")), comment);
    }
    if (!context.json)
        context.out << "Wrote " << output << '\n';
    else
        printJson(context.out, QJsonObject{{QStringLiteral("output"), output}, {QStringLiteral("run"), runId}});
    return 0;
}

} // namespace nd::cli
