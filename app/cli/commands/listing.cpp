// collections / documents / runs: what a workspace holds.
#include "cli/commands.h"

#include "cli/options.h"
#include "cli/output.h"
#include "corpus/sizegroups.h"
#include "pipeline/collectioncatalog.h"
#include "store/collectionstore.h"
#include "store/workspace.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace nd::cli {

CommandLine collectionsCommandLine()
{
    return {{workspaceOption()}};
}

int collectionsCommand(Context &context, const QCommandLineParser &parser)
{
    const auto workspace = openWorkspace(parser);
    QJsonArray list;
    for (const auto &c : pipeline::listCollections(*workspace)) {
        list.append(QJsonObject{{QStringLiteral("id"), c.id},
                                {QStringLiteral("name"), c.name},
                                {QStringLiteral("documents"), c.documentCount},
                                {QStringLiteral("truth"), c.truthKind},
                                {QStringLiteral("source"), c.sourcePath}});
        if (!context.json)
            context.out << c.id << '\t' << c.name << '\t' << c.documentCount << " documents\t"
                        << (c.truthKind.isEmpty() ? QStringLiteral("no ground truth") : c.truthKind) << '\n';
    }
    if (context.json)
        printJson(context.out, QJsonObject{{QStringLiteral("collections"), list}});
    return 0;
}

CommandLine documentsCommandLine()
{
    return withWorkspace(
        {{QStringLiteral("collection"), QStringLiteral("Collection id."), QStringLiteral("ID")},
         {QStringLiteral("filter"), QStringLiteral("Only paths or titles containing this."), QStringLiteral("TEXT")}});
}

int documentsCommand(Context &context, const QCommandLineParser &parser)
{
    const auto workspace = openWorkspace(parser);
    const qint64 collection = requireId(parser, QStringLiteral("collection"));
    QJsonArray list;
    for (const auto &doc :
         store::CollectionStore(*workspace).documents(collection, parser.value(QStringLiteral("filter")))) {
        const QString group = corpus::sizeGroupLabel(corpus::sizeGroup(doc.wordCount));
        list.append(QJsonObject{{QStringLiteral("id"), doc.id},
                                {QStringLiteral("path"), doc.path},
                                {QStringLiteral("encoding"), doc.encoding},
                                {QStringLiteral("bytes"), doc.byteSize},
                                {QStringLiteral("words"), doc.wordCount},
                                {QStringLiteral("size_group"), group},
                                {QStringLiteral("cluster"), doc.cluster}});
        if (!context.json)
            context.out << doc.id << '\t' << doc.path << '\t' << doc.wordCount << " words\t" << group << '\t'
                        << doc.encoding << '\t' << doc.cluster << '\n';
    }
    if (context.json)
        printJson(context.out, QJsonObject{{QStringLiteral("documents"), list}});
    return 0;
}

CommandLine runsCommandLine()
{
    return withWorkspace(
        {{QStringLiteral("collection"), QStringLiteral("Only this collection."), QStringLiteral("ID")}});
}

int runsCommand(Context &context, const QCommandLineParser &parser)
{
    const auto workspace = openWorkspace(parser);
    const qint64 collection = parser.value(QStringLiteral("collection")).toLongLong();
    QJsonArray list;
    for (const auto &run : pipeline::listRuns(*workspace, collection)) {
        list.append(QJsonObject{{QStringLiteral("id"), run.id},
                                {QStringLiteral("collection"), run.collectionId},
                                {QStringLiteral("method"), run.method},
                                {QStringLiteral("params"), run.params},
                                {QStringLiteral("status"), store::runStatusName(run.status)},
                                {QStringLiteral("pairs"), run.pairCount},
                                {QStringLiteral("timings"), run.timings},
                                {QStringLiteral("error"), run.error}});
        if (!context.json)
            context.out << run.id << '\t' << run.method << '\t' << store::runStatusName(run.status) << '\t'
                        << run.pairCount << " pairs\tcollection " << run.collectionId << '\n';
    }
    if (context.json)
        printJson(context.out, QJsonObject{{QStringLiteral("runs"), list}});
    return 0;
}

} // namespace nd::cli
