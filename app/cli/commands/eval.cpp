// eval: precision, recall and F1 of a stored run.
#include "cli/commands.h"

#include "cli/options.h"
#include "cli/output.h"
#include "pipeline/evaluationservice.h"
#include "store/workspace.h"

#include <QJsonArray>

#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::cli {

CommandLine evalCommandLine()
{
    return withWorkspace({{QStringLiteral("threshold"), QStringLiteral("Report this threshold instead of the best."),
                           QStringLiteral("T")},
                          {QStringLiteral("curve"), QStringLiteral("Print every point of the curve.")},
                          {QStringLiteral("csv"), QStringLiteral("Write the curve as CSV."), QStringLiteral("FILE")},
                          {QStringLiteral("truth"),
                           QStringLiteral("stored (default) | reviews[:REVIEWER]: the review decisions as truth."),
                           QStringLiteral("SOURCE")}},
                         QStringLiteral("RUN"));
}

int evalCommand(Context &context, const QCommandLineParser &parser)
{
    pipeline::TruthSource truth;
    try {
        truth = pipeline::TruthSource::parse(parser.value(QStringLiteral("truth")));
    } catch (const std::invalid_argument &error) {
        context.err << "neardup-cli eval: " << error.what() << Qt::endl;
        return exitUsage;
    }
    const auto workspace = openWorkspace(parser);
    const qint64 runId = parser.positionalArguments().value(0).toLongLong();
    const eval::Evaluation evaluation = pipeline::evaluateRun(*workspace, runId, truth);
    if (evaluation.positives() == 0)
        context.err << "neardup-cli eval: the collection has no ground truth; precision and recall are 0" << Qt::endl;
    const eval::OperatingPoint point = parser.isSet(QStringLiteral("threshold"))
        ? evaluation.at(parser.value(QStringLiteral("threshold")).toDouble())
        : eval::bestWithin(evaluation.curve(), pipeline::scoredRange(*workspace, runId));
    if (parser.isSet(QStringLiteral("csv"))) {
        writeCurveCsv(evaluation.curve(), parser.value(QStringLiteral("csv")));
    }
    if (context.json) {
        QJsonObject json{{QStringLiteral("run"), runId},
                         {QStringLiteral("positives"), evaluation.positives()},
                         {QStringLiteral("pairs_scored"), evaluation.scoredPairs()},
                         {parser.isSet(QStringLiteral("threshold")) ? QStringLiteral("at") : QStringLiteral("best"),
                          pointToJson(point)}};
        if (parser.isSet(QStringLiteral("curve"))) {
            QJsonArray curve;
            for (const auto &p : evaluation.curve())
                curve.append(pointToJson(p));
            json.insert(QStringLiteral("curve"), curve);
        }
        printJson(context.out, json);
        return 0;
    }
    context.out << "threshold " << point.threshold << "  precision " << point.precision << "  recall " << point.recall
                << "  F1 " << point.f1 << "  macro F1 " << point.macroF1 << '\n';
    if (parser.isSet(QStringLiteral("curve"))) {
        for (const auto &p : evaluation.curve())
            context.out << p.threshold << '\t' << p.precision << '\t' << p.recall << '\t' << p.f1 << '\n';
    }
    return 0;
}

} // namespace nd::cli
