// crossvalidate: k-fold cross-validation over whole clusters of a method's grid
// (and of whole text against main content), beside the best-on-all figure.
#include "cli/commands.h"

#include "cli/grid.h"
#include "cli/options.h"
#include "cli/output.h"
#include "experiments/clustercrossvalidation.h"
#include "store/workspace.h"

#include <QJsonArray>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::cli {

namespace {

QJsonObject resultToJson(const experiments::CrossValidationResult &result)
{
    QJsonArray folds;
    for (const auto &fold : result.folds) {
        folds.append(QJsonObject{{u"clusters"_s, fold.clusters},
                                 {u"positives"_s, fold.positives},
                                 {u"chosen"_s, fold.chosen},
                                 {u"threshold"_s, fold.threshold},
                                 {u"train_f1"_s, fold.trainF1},
                                 {u"held_out_f1"_s, fold.heldOutF1},
                                 {u"held_out_max_f1"_s, fold.heldOutMaxF1}});
    }
    return QJsonObject{{u"method"_s, result.method},
                       {u"settings"_s, result.settings.size()},
                       {u"folds"_s, folds},
                       {u"mean_f1"_s, result.meanF1},
                       {u"spread_f1"_s, result.spreadF1},
                       {u"mean_max_f1"_s, result.meanMaxF1},
                       {u"spread_max_f1"_s, result.spreadMaxF1},
                       {u"best_on_all_f1"_s, result.bestOnAllF1},
                       {u"best_on_all_setting"_s, result.bestOnAllSetting},
                       {u"best_on_all_threshold"_s, result.bestOnAllThreshold},
                       {u"recommended"_s, result.recommended},
                       {u"recommended_folds"_s, result.recommendedFolds}};
}

QString f3(double value)
{
    return QString::number(value, 'f', 3);
}

} // namespace

CommandLine crossValidateCommandLine()
{
    return withWorkspace(
        gridOptions(u"Collection id (with cluster truth)."_s, u"Detector name."_s)
        + QList<QCommandLineOption>{{u"folds"_s, u"Number of folds of whole clusters (default 5)."_s, u"K"_s},
                                    {u"seed"_s, u"Seed of the shuffle that deals clusters into folds (default 1)."_s,
                                     u"N"_s}}
        + pairBoundOptions() + preprocessingOptions());
}

int crossValidateCommand(Context &context, const QCommandLineParser &parser)
{
    const auto workspace = openWorkspace(parser);
    experiments::CrossValidationSpec spec;
    const QString method = parser.value(u"method"_s);
    spec.sweep = sweepSpecFrom(parser, method.isEmpty() ? QStringList() : QStringList{method});
    // Either switch fixes the text compared; without one, both are tried.
    spec.chooseMainContent = !parser.isSet(u"main-content"_s) && !parser.isSet(u"whole-text"_s);
    bool ok = true;
    if (parser.isSet(u"folds"_s))
        spec.folds = parser.value(u"folds"_s).toInt(&ok);
    if (!ok || spec.folds < 2)
        throw std::invalid_argument("--folds needs a number of at least 2");
    if (parser.isSet(u"seed"_s))
        spec.seed = parser.value(u"seed"_s).toUInt(&ok);
    if (!ok)
        throw std::invalid_argument("--seed needs a non-negative number");
    JobControl control(printPhases(context));
    const auto result = experiments::crossValidate(*workspace, spec, control);
    if (context.json) {
        printJson(context.out, resultToJson(result));
        return 0;
    }
    context.out << result.method << ": " << result.settings.size() << " settings, " << result.folds.size()
                << " folds of whole clusters\n";
    context.out << "fold  clusters  positives  train F1  held-out F1  held-out max F1  threshold  chosen\n";
    for (qsizetype i = 0; i < result.folds.size(); ++i) {
        const auto &fold = result.folds.at(i);
        context.out << QString::number(i + 1).rightJustified(4) << "  "
                    << QString::number(fold.clusters).rightJustified(8) << "  "
                    << QString::number(fold.positives).rightJustified(9) << "  " << f3(fold.trainF1) << "     "
                    << f3(fold.heldOutF1) << "        " << f3(fold.heldOutMaxF1) << "            "
                    << QString::number(fold.threshold, 'g', 4).leftJustified(9) << "  " << fold.chosen << '\n';
    }
    context.out << "cross-validated F1 " << f3(result.meanF1) << " +- " << f3(result.spreadF1)
                << " (threshold chosen on the other folds); " << f3(result.meanMaxF1) << " +- "
                << f3(result.spreadMaxF1) << " (best threshold of the held-out fold)\n"
                << "best on all clusters " << f3(result.bestOnAllF1) << " at " << result.bestOnAllSetting
                << ", threshold " << QString::number(result.bestOnAllThreshold, 'g', 4) << "\n"
                << "chosen by " << result.recommendedFolds << " of " << result.folds.size()
                << " folds: " << result.recommended << '\n';
    return 0;
}

} // namespace nd::cli
