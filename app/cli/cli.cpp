#include "cli/cli.h"

#include "cli/commands.h"
#include "cli/options.h"
#include "jobs/jobcontrol.h"
#include "store/workspace.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace nd::cli {

const QList<CommandInfo> &commands()
{
    static const QList<CommandInfo> list = {
        {u"methods"_s, u"List the detection methods and their parameters"_s, nullptr, methodsCommand},
        {u"import"_s, u"Import files, folders or archives as a collection"_s, importCommandLine, importCommand},
        {u"truth"_s, u"Import ground truth (CSV of pairs or clusters) for a collection"_s, truthCommandLine,
         truthCommand},
        {u"collections"_s, u"List the collections of a workspace"_s, collectionsCommandLine, collectionsCommand},
        {u"documents"_s, u"List a collection's documents with word counts and size groups"_s, documentsCommandLine,
         documentsCommand},
        {u"runs"_s, u"List the runs of a workspace"_s, runsCommandLine, runsCommand},
        {u"run"_s, u"Run a detector on a collection"_s, runCommandLine, runCommand},
        {u"eval"_s, u"Precision, recall and F1 of a run against the ground truth"_s, evalCommandLine, evalCommand},
        {u"export-chart"_s, u"Draw a run's precision/recall/F1 chart as PNG, PDF or SVG"_s, exportChartCommandLine,
         exportChartCommand, true},
        {u"report"_s, u"Write a decision report of a run (HTML, PDF, CSV or JSON)"_s, reportCommandLine, reportCommand,
         true},
        {u"decide"_s, u"Record a review decision on a pair of a run (P, D, N, U)"_s, decideCommandLine, decideCommand},
        {u"agreement"_s, u"Cohen's kappa between two reviewers' decisions on a collection"_s, agreementCommandLine,
         agreementCommand},
        {u"against"_s, u"Precision and recall of a run against a reference run, per size group (paper 004)"_s,
         againstCommandLine, againstCommand},
        {u"plan"_s, u"Smallest sampling ratio per size group meeting a precision requirement (paper 004)"_s,
         planCommandLine, planCommand, true},
        {u"evaluate"_s, u"Import, run and evaluate in one go (throw-away workspace)"_s, evaluateCommandLine,
         evaluateCommand},
        {u"query"_s, u"Stored documents within k bits of a text or document (simhash family)"_s, queryCommandLine,
         queryCommand},
        {u"serve"_s, u"Serve a collection over HTTP: check, add, get, delete documents (paper 002)"_s, serveCommandLine,
         serveCommand},
        {u"sweep"_s, u"Run a parameter grid and print the best-F table (optionally draw it)"_s, sweepCommandLine,
         sweepCommand, true},
        {u"crossvalidate"_s, u"Choose a method's parameters by k-fold cross-validation over whole clusters"_s,
         crossValidateCommandLine, crossValidateCommand, false},
        {u"preset"_s, u"Reproduce a paper's figure or table on a collection"_s, presetCommandLine, presetCommand, true},
        {u"synth"_s, u"Make a synthetic near-duplicate collection (sources x edited variants)"_s, synthCommandLine,
         synthCommand},
        {u"bench"_s, u"Throughput benchmarks: fingerprint, manku, import DIR"_s, benchCommandLine, benchCommand},
        {u"train"_s, u"Train and cross-validate pair classifiers (paper 001); store the models"_s, trainCommandLine,
         trainCommand},
        {u"models"_s, u"List the trained classifiers of a workspace"_s, modelsCommandLine, modelsCommand},
        {u"stats"_s, u"Stage: document frequencies of JSON Lines documents, for tf-idf (scale/)"_s,
         methodStreamCommandLine, statsCommand},
        {u"sign"_s, u"Stage: signatures and candidate keys of JSON Lines documents (scale/)"_s, signCommandLine,
         signCommand},
        {u"pairs"_s, u"Stage: candidate pairs of documents grouped by key (scale/)"_s, pairsCommandLine, pairsCommand},
        {u"verify"_s, u"Stage: scores of candidate pairs from signatures or texts (scale/)"_s, methodStreamCommandLine,
         verifyCommand},
        {u"import-run"_s, u"Store scored pairs computed elsewhere as a run of a collection"_s, importRunCommandLine,
         importRunCommand},
    };
    return list;
}

const CommandInfo *findCommand(const QString &name)
{
    for (const CommandInfo &command : commands()) {
        if (command.name == name)
            return &command;
    }
    return nullptr;
}

int runCli(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QString name = arguments.value(0);
    if (name.isEmpty() || name == "help"_L1 || name == "--help"_L1 || name == "-h"_L1) {
        out << "Usage: neardup-cli COMMAND [options]   (neardup-cli COMMAND --help for its options)\n\n";
        // The names' column as wide as the longest name, so a name never runs into its synopsis.
        qsizetype width = 0;
        for (const CommandInfo &command : commands())
            width = std::max(width, command.name.size());
        for (const CommandInfo &command : commands())
            out << "  " << command.name.leftJustified(width + 2) << command.synopsis << '\n';
        out << "\nExit code: " << exitSuccess << " done, " << exitFailure << " the command failed, " << exitUsage
            << " the command line could not be parsed;\nthe reason for 1 or 2 is printed on standard error.\n";
        return name.isEmpty() ? exitUsage : exitSuccess;
    }
    if (name == "--version"_L1) {
        out << "neardup-cli " << NEARDUP_VERSION << '\n';
        return exitSuccess;
    }
    const CommandInfo *command = findCommand(name);
    if (!command) {
        err << "neardup-cli: unknown command \"" << name << "\" (see neardup-cli help)" << Qt::endl;
        return exitUsage;
    }
    Context context{arguments.mid(1), out, err};
    context.json = context.arguments.contains(u"--json"_s);
    try {
        QCommandLineParser parser;
        if (const auto stop =
                parseCommandLine(parser, context, name, command->commandLine ? command->commandLine() : CommandLine{}))
            return *stop;
        return command->run(context, parser);
    } catch (const TooManyPairs &refusal) {
        err << "neardup-cli " << name << ": " << QString::fromUtf8(refusal.what())
            << " Pass --allow-all-pairs to run it anyway, or --max-pairs N for a bound of your own." << Qt::endl;
    } catch (const store::WorkspaceError &error) {
        err << "neardup-cli " << name << ": " << error.message() << Qt::endl;
    } catch (const std::exception &error) {
        err << "neardup-cli " << name << ": " << QString::fromLocal8Bit(error.what()) << Qt::endl;
    }
    return exitFailure;
}

} // namespace nd::cli
