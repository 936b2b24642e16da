// import / truth: a collection from files, folders or archives, and its ground truth.
#include "cli/commands.h"

#include "cli/importing.h"
#include "cli/options.h"
#include "cli/output.h"
#include "corpus/truthcsv.h"
#include "store/workspace.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace nd::cli {

CommandLine importCommandLine()
{
    return withWorkspace(
        {{QStringLiteral("name"), QStringLiteral("Collection name."), QStringLiteral("NAME")},
         {QStringLiteral("truth"), QStringLiteral("folders | pairs:FILE | clusters:FILE"), QStringLiteral("SPEC")}},
        QStringLiteral("PATH..."));
}

int importCommand(Context &context, const QCommandLineParser &parser)
{
    if (parser.positionalArguments().isEmpty()) {
        context.err << "neardup-cli import: name at least one file, folder or archive" << Qt::endl;
        return exitUsage;
    }
    {
        // A bad --truth is refused before the workspace file is created.
        corpus::ImportOptions options;
        QString csvPath;
        parseTruth(parser.value(QStringLiteral("truth")), options, csvPath);
    }
    const auto workspace = openWorkspace(parser);
    const ImportOutcome outcome =
        importWithTruth(*workspace, parser.positionalArguments(), parser.value(QStringLiteral("name")),
                        parser.value(QStringLiteral("truth")));
    if (context.json)
        printJson(context.out, importToJson(outcome));
    else
        printImport(context.out, outcome);
    return outcome.report.collectionId != 0 ? 0 : 1;
}

CommandLine truthCommandLine()
{
    return withWorkspace({{QStringLiteral("collection"), QStringLiteral("Collection id."), QStringLiteral("ID")}},
                         QStringLiteral("CSV"));
}

int truthCommand(Context &context, const QCommandLineParser &parser)
{
    const auto workspace = openWorkspace(parser);
    const qint64 collection = requireId(parser, QStringLiteral("collection"));
    const auto result = corpus::importTruthCsv(*workspace, collection, parser.positionalArguments().value(0));
    if (context.json) {
        printJson(context.out,
                  QJsonObject{{QStringLiteral("kind"), result.kind},
                              {QStringLiteral("rows"), result.rows},
                              {QStringLiteral("unmatched"), result.unmatched},
                              {QStringLiteral("problems"), QJsonArray::fromStringList(result.problems)}});
    } else {
        context.out << "Ground truth (" << result.kind << "): " << result.rows << " rows, " << result.unmatched
                    << " naming unknown documents\n";
        for (const QString &problem : result.problems)
            context.out << "  " << problem << '\n';
    }
    return 0;
}

} // namespace nd::cli
