#include "cli/cli.h"

#include "learn/modelstore.h"
#include "store/workspace.h"

#include <QJsonDocument>

namespace nd::cli {

void printJson(QTextStream &out, const QJsonObject &object)
{
    out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
    out.flush();
}

QString commandHelp(const QCommandLineParser &parser, const QString &name)
{
    return parser.helpText().replace(QStringLiteral("neardup-cli [options]"),
                                     QStringLiteral("neardup-cli ") + name + QStringLiteral(" [options]"));
}

bool parseCommandLine(QCommandLineParser &parser, Context &context, const QString &name,
                      const QList<QCommandLineOption> &options, const QString &positional,
                      const QString &positionalDescription)
{
    parser.setApplicationDescription(name);
    parser.addOption(QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print JSON for scripts.")));
    parser.addOption(QCommandLineOption(QStringLiteral("help"), QStringLiteral("Show this help.")));
    for (const QCommandLineOption &option : options)
        parser.addOption(option);
    if (!positional.isEmpty())
        parser.addPositionalArgument(positional, positionalDescription.isEmpty() ? positional : positionalDescription);
    if (!parser.parse(QStringList{QStringLiteral("neardup-cli")} + context.arguments)) {
        context.err << "neardup-cli " << name << ": " << parser.errorText() << Qt::endl;
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        context.out << commandHelp(parser, name);
        return false;
    }
    return true;
}

QCommandLineOption workspaceOption()
{
    return {QStringLiteral("workspace"), QStringLiteral("Workspace file (default: the embedded default workspace)."),
            QStringLiteral("FILE")};
}

bool parseWithWorkspace(QCommandLineParser &parser, Context &context, const QString &name,
                        const QList<QCommandLineOption> &options, const QString &positional,
                        const QString &positionalDescription)
{
    return parseCommandLine(parser, context, name, QList<QCommandLineOption>{workspaceOption()} + options, positional,
                            positionalDescription);
}

std::unique_ptr<store::Workspace> openWorkspace(const QString &path, QTextStream &err)
{
    const QString file = path.isEmpty() ? store::Workspace::defaultPath() : path;
    try {
        auto workspace = std::make_unique<store::Workspace>(file);
        learn::ModelLibrary::instance().attach(workspace.get()); // for the `learned` detector
        return workspace;
    } catch (const store::WorkspaceError &error) {
        err << "neardup-cli: " << error.message() << Qt::endl;
        return nullptr;
    }
}

int runCli(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QString name = arguments.value(0);
    if (name.isEmpty() || name == QLatin1String("help") || name == QLatin1String("--help")
        || name == QLatin1String("-h")) {
        out << "Usage: neardup-cli COMMAND [options]   (neardup-cli COMMAND --help for its options)\n\n";
        for (const CommandInfo &command : commands())
            out << "  " << command.name.leftJustified(13) << command.synopsis << '\n';
        out << "\nExit code: 0 done, 1 the command failed, 2 the command line could not be parsed;\n"
               "the reason for 1 or 2 is printed on standard error.\n";
        return name.isEmpty() ? 2 : 0;
    }
    if (name == QLatin1String("--version")) {
        out << "neardup-cli " << NEARDUP_VERSION << '\n';
        return 0;
    }
    for (const CommandInfo &command : commands()) {
        if (command.name != name)
            continue;
        Context context{arguments.mid(1), out, err};
        context.json = context.arguments.contains(QStringLiteral("--json"));
        try {
            return command.run(context);
        } catch (const store::WorkspaceError &error) {
            err << "neardup-cli " << name << ": " << error.message() << Qt::endl;
        } catch (const std::exception &error) {
            err << "neardup-cli " << name << ": " << QString::fromLocal8Bit(error.what()) << Qt::endl;
        }
        return 1;
    }
    err << "neardup-cli: unknown command \"" << name << "\" (see neardup-cli help)" << Qt::endl;
    return 2;
}

} // namespace nd::cli

#include "cli/commands.h"

namespace nd::cli {

const QList<CommandInfo> &commands()
{
    static const QList<CommandInfo> list = {
        {QStringLiteral("methods"), QStringLiteral("List the detection methods and their parameters"), methodsCommand},
        {QStringLiteral("import"), QStringLiteral("Import files, folders or archives as a collection"), importCommand},
        {QStringLiteral("truth"), QStringLiteral("Import ground truth (CSV of pairs or clusters) for a collection"), truthCommand},
        {QStringLiteral("collections"), QStringLiteral("List the collections of a workspace"), collectionsCommand},
        {QStringLiteral("documents"), QStringLiteral("List a collection's documents with word counts and size groups"), documentsCommand},
        {QStringLiteral("runs"), QStringLiteral("List the runs of a workspace"), runsCommand},
        {QStringLiteral("run"), QStringLiteral("Run a detector on a collection"), runCommand},
        {QStringLiteral("eval"), QStringLiteral("Precision, recall and F1 of a run against the ground truth"), evalCommand},
        {QStringLiteral("export-chart"), QStringLiteral("Draw a run's precision/recall/F1 chart as PNG, PDF or SVG"), exportChartCommand},
        {QStringLiteral("report"), QStringLiteral("Write a decision report of a run (HTML, PDF, CSV or JSON)"), reportCommand},
        {QStringLiteral("agreement"), QStringLiteral("Cohen's kappa between two reviewers' decisions on a collection"), agreementCommand},
        {QStringLiteral("against"), QStringLiteral("Precision and recall of a run against a reference run, per size group (paper 004)"), againstCommand},
        {QStringLiteral("plan"), QStringLiteral("Smallest sampling ratio per size group meeting a precision requirement (paper 004)"), planCommand},
        {QStringLiteral("evaluate"), QStringLiteral("Import, run and evaluate in one go (throw-away workspace)"), evaluateCommand},
        {QStringLiteral("query"), QStringLiteral("Stored documents within k bits of a text or document (simhash family)"), queryCommand},
        {QStringLiteral("serve"), QStringLiteral("Serve a collection over HTTP: check, add, get, delete documents (paper 002)"), serveCommand},
        {QStringLiteral("sweep"), QStringLiteral("Run a parameter grid and print the best-F table (optionally draw it)"), sweepCommand},
        {QStringLiteral("preset"), QStringLiteral("Reproduce a paper's figure or table on a collection"), presetCommand},
        {QStringLiteral("synth"), QStringLiteral("Make a synthetic near-duplicate collection (sources x edited variants)"), synthCommand},
        {QStringLiteral("bench"), QStringLiteral("Throughput benchmarks: fingerprint, manku, import DIR"), benchCommand},
        {QStringLiteral("train"), QStringLiteral("Train and cross-validate pair classifiers (paper 001); store the models"), trainCommand},
        {QStringLiteral("models"), QStringLiteral("List the trained classifiers of a workspace"), modelsCommand},
    };
    return list;
}

} // namespace nd::cli
