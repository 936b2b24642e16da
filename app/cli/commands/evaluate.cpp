// evaluate: import, run and evaluate in one go, from the folder to the verdict.
#include "cli/commands.h"

#include "cli/importing.h"
#include "cli/options.h"
#include "cli/output.h"
#include "pipeline/evaluationservice.h"
#include "pipeline/preparingimport.h"
#include "pipeline/runservice.h"
#include "store/workspace.h"

#include <QElapsedTimer>
#include <QTemporaryDir>

#include <optional>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::cli {

CommandLine evaluateCommandLine()
{
    return withWorkspace(
        QList<QCommandLineOption>{
            threadsOption(),
            {QStringLiteral("truth"), QStringLiteral("folders | pairs:FILE | clusters:FILE"), QStringLiteral("SPEC")}}
            + methodOptions() + preprocessingOptions(),
        QStringLiteral("PATH"));
}

int evaluateCommand(Context &context, const QCommandLineParser &parser)
{
    applyThreads(parser);
    const QStringList paths = parser.positionalArguments();
    if (paths.isEmpty() || !parser.isSet(QStringLiteral("method")) || !parser.isSet(QStringLiteral("truth"))) {
        context.err << "neardup-cli evaluate: PATH, --truth and --method are required" << Qt::endl;
        return exitUsage;
    }
    // Validate the method and parameters before spending time on the import.
    const detect::Detector *detector = detect::Registry::instance().find(parser.value(QStringLiteral("method")));
    if (!detector)
        throw std::invalid_argument(QStringLiteral("unknown method \"%1\" (see neardup-cli methods)")
                                        .arg(parser.value(QStringLiteral("method")))
                                        .toStdString());
    QString error;
    const detect::Params params = detector->resolve(parseParams(parser.values(QStringLiteral("param"))), &error);
    if (!error.isEmpty())
        throw std::invalid_argument(error.toStdString());

    // Without --workspace, one of its own that is deleted at the end.
    QTemporaryDir scratch;
    const QString named = parser.value(QStringLiteral("workspace"));
    const auto workspace = named.isEmpty()
        ? openWorkspace(scratch.filePath(QStringLiteral("evaluate.ndw")), store::Workspace::Lifetime::Scratch)
        : openWorkspace(named);

    // A method that needs only token hashes gets them during the import, while
    // each text is at hand, instead of reading every text back afterwards; and
    // its fingerprints too where each depends on its document alone.
    const text::PreprocessOptions preprocessing = preprocessingFrom(parser);
    std::optional<pipeline::PreparingImport> preparing;
    if (detector->tokenForm(params) == detect::TokenForm::Hashes) {
        const text::PreprocessOptions resolved = detector->resolvePreprocessing(preprocessing);
        preparing.emplace(resolved, detector->storedFingerprintKind(params, resolved),
                          detector->documentFingerprinter(params));
    }

    QElapsedTimer timer;
    timer.start();
    const ImportOutcome imported = importWithTruth(*workspace, paths, {}, parser.value(QStringLiteral("truth")),
                                                   preparing ? &*preparing : nullptr);
    const double importSeconds = double(timer.nsecsElapsed()) / 1e9;
    if (imported.report.collectionId == 0)
        throw std::runtime_error("nothing was imported");

    pipeline::RunRequest request;
    request.collectionId = imported.report.collectionId;
    request.method = detector->name();
    request.params = params;
    request.preprocessing = preprocessing;
    request.pairLimit = pairLimitFrom(parser);
    request.preparedByImport = preparing ? &*preparing : nullptr;
    JobControl control;
    const pipeline::RunOutcome outcome = pipeline::executeRun(*workspace, request, control);

    timer.restart();
    const eval::Evaluation evaluation = pipeline::evaluateRun(*workspace, outcome.runId);
    // Where the run scored every pair (a pruned run: up to its bound).
    const eval::OperatingPoint best =
        eval::bestWithin(evaluation.curve(), pipeline::scoredRange(detector->name(), params));
    const double evaluateSeconds = double(timer.nsecsElapsed()) / 1e9;

    const qint64 documents = imported.report.imported;
    QJsonObject seconds = outcome.timings;
    seconds.insert(QStringLiteral("import"), importSeconds);
    seconds.insert(QStringLiteral("evaluate"), evaluateSeconds);
    if (context.json) {
        printJson(context.out,
                  QJsonObject{{QStringLiteral("method"), detector->name()},
                              {QStringLiteral("params"), QJsonObject::fromVariantMap(params)},
                              {QStringLiteral("documents"), documents},
                              {QStringLiteral("possible_pairs"), documents * (documents - 1) / 2},
                              {QStringLiteral("pairs_scored"), outcome.pairCount},
                              {QStringLiteral("positives"), evaluation.positives()},
                              {QStringLiteral("import_issues"), imported.report.issues.size()},
                              {QStringLiteral("best"), pointToJson(best)},
                              {QStringLiteral("seconds"), seconds},
                              {QStringLiteral("stats"), outcome.stats}});
        return 0;
    }
    context.out << detector->name() << " on " << paths.join(QLatin1Char(' ')) << ": " << documents << " documents, "
                << outcome.pairCount << " of " << documents * (documents - 1) / 2 << " pairs scored\n"
                << "best F1 " << best.f1 << " at threshold " << best.threshold << " (precision " << best.precision
                << ", recall " << best.recall << ", macro F1 " << best.macroF1 << ")\n"
                << "seconds: import " << importSeconds << ", preprocess "
                << seconds.value(QStringLiteral("preprocess")).toDouble() << ", detect "
                << seconds.value(QStringLiteral("detect")).toDouble() << ", store "
                << seconds.value(QStringLiteral("store")).toDouble() << ", evaluate " << evaluateSeconds << '\n';
    return 0;
}

} // namespace nd::cli
