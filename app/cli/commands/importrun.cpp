// import-run: scored pairs computed elsewhere (the stages on a cluster) stored as a run.
#include "cli/commands.h"

#include "cli/options.h"
#include "cli/output.h"
#include "pipeline/importedrun.h"
#include "store/workspace.h"

using namespace Qt::StringLiterals;

namespace nd::cli {

CommandLine importRunCommandLine()
{
    return withWorkspace(
        QList<QCommandLineOption>{
            {u"collection"_s, u"Collection whose documents the pairs name by path."_s, u"ID"_s},
            {u"new-collection"_s, u"Create a collection of this name for the pairs' documents."_s, u"NAME"_s},
            {u"texts"_s, u"JSON Lines {\"id\", \"text\"} of documents the collection lacks."_s, u"FILE"_s}}
            + methodOptions() + preprocessingOptions(),
        u"PAIRS"_s, u"JSON Lines {\"a\", \"b\", \"score\"} (neardup-cli verify, scale/)."_s);
}

int importRunCommand(Context &context, const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1 || !parser.isSet(u"method"_s)
        || parser.isSet(u"collection"_s) == parser.isSet(u"new-collection"_s)) {
        context.err << "neardup-cli import-run: PAIRS, --method and one of --collection or --new-collection are "
                       "required"
                    << Qt::endl;
        return exitUsage;
    }
    pipeline::ImportRunRequest request;
    request.collectionId = parser.isSet(u"collection"_s) ? requireId(parser, u"collection"_s) : 0;
    request.newCollection = parser.value(u"new-collection"_s);
    request.method = parser.value(u"method"_s);
    request.params = parseParams(parser.values(u"param"_s));
    request.preprocessing = preprocessingFrom(parser);
    request.pairsPath = positional.front();
    request.textsPath = parser.value(u"texts"_s);
    const auto workspace = openWorkspace(parser);
    const pipeline::ImportRunOutcome outcome = pipeline::importRun(*workspace, request);
    if (context.json)
        printJson(context.out,
                  QJsonObject{{u"run"_s, outcome.runId},
                              {u"collection"_s, outcome.collectionId},
                              {u"pairs"_s, outcome.pairCount},
                              {u"documents_added"_s, outcome.documentsAdded}});
    else
        context.out << "Run " << outcome.runId << " on collection " << outcome.collectionId << ": " << outcome.pairCount
                    << " pairs, " << outcome.documentsAdded << " documents added\n";
    return exitSuccess;
}

} // namespace nd::cli
