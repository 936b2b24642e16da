// run: one detector on a stored collection.
#include "cli/commands.h"

#include "cli/options.h"
#include "cli/output.h"
#include "pipeline/runservice.h"
#include "store/workspace.h"

using namespace Qt::StringLiterals;

namespace nd::cli {

CommandLine runCommandLine()
{
    return withWorkspace(
        QList<QCommandLineOption>{
            threadsOption(), {QStringLiteral("collection"), QStringLiteral("Collection id."), QStringLiteral("ID")}}
        + methodOptions() + preprocessingOptions());
}

int runCommand(Context &context, const QCommandLineParser &parser)
{
    applyThreads(parser);
    const auto workspace = openWorkspace(parser);
    pipeline::RunRequest request;
    request.collectionId = requireId(parser, QStringLiteral("collection"));
    request.method = parser.value(QStringLiteral("method"));
    request.params = parseParams(parser.values(QStringLiteral("param")));
    request.preprocessing = preprocessingFrom(parser);
    request.pairLimit = pairLimitFrom(parser);
    JobControl control;
    const pipeline::RunOutcome outcome = pipeline::executeRun(*workspace, request, control);
    if (context.json) {
        printJson(context.out,
                  QJsonObject{{QStringLiteral("run"), outcome.runId},
                              {QStringLiteral("pairs_scored"), outcome.pairCount},
                              {QStringLiteral("seconds"), outcome.timings},
                              {QStringLiteral("stats"), outcome.stats}});
    } else {
        context.out << "Run " << outcome.runId << ": " << outcome.pairCount << " pairs scored\n";
    }
    return 0;
}

} // namespace nd::cli
