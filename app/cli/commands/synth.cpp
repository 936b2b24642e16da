// synth: a synthetic near-duplicate collection (sources x edited variants, paper 000).
#include "cli/commands.h"

#include "cli/options.h"
#include "cli/output.h"
#include "experiments/protocols.h"
#include "store/workspace.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::cli {

CommandLine synthCommandLine()
{
    return withWorkspace(
        {{u"collection"_s, u"Collection to take sources from."_s, u"ID"_s},
         {u"sources"_s, u"Sources to pick (default 5)."_s, u"S"_s, u"5"_s},
         {u"variants"_s, u"Variants per source (default 120)."_s, u"M"_s, u"120"_s},
         {u"edit-rate"_s, u"Word edits per source word (default 0.05)."_s, u"RATE"_s, u"0.05"_s},
         {u"seed"_s, u"Random seed (default 1)."_s, u"N"_s, u"1"_s},
         {u"piece-bytes"_s, u"First cut texts into pieces of about this many bytes."_s, u"BYTES"_s, u"0"_s},
         {u"name"_s, u"Name of the new collection."_s, u"NAME"_s},
         {u"background"_s,
          u"Unrelated pieces around the sources and variants, as paper 000's 143,798 book pieces: N pieces "
          "(the source collection's pieces not picked as sources, then those of --background-from), or "
          "all (every one of them), or a folder PATH (every piece of the source collection and of PATH)."_s,
          u"N|all|PATH"_s},
         {u"background-from"_s, u"A folder of text files cut into background pieces too; repeatable."_s, u"PATH"_s}});
}

int synthCommand(Context &context, const QCommandLineParser &parser)
{
    const auto workspace = openWorkspace(parser);
    experiments::SynthOptions options;
    options.sourceCollectionId = requireId(parser, u"collection"_s);
    options.sources = parser.value(u"sources"_s).toInt();
    options.variants = parser.value(u"variants"_s).toInt();
    options.editRate = parser.value(u"edit-rate"_s).toDouble();
    options.seed = parser.value(u"seed"_s).toUInt();
    options.pieceBytes = parser.value(u"piece-bytes"_s).toInt();
    options.name = parser.value(u"name"_s);
    options.backgroundFolders = parser.values(u"background-from"_s);
    if (parser.isSet(u"background"_s)) {
        const QString background = parser.value(u"background"_s);
        bool isCount = false;
        const qint64 count = background.toLongLong(&isCount);
        if (isCount && count >= 0) {
            options.backgroundPieces = count;
        } else if (background == u"all"_s) {
            options.backgroundPieces = experiments::SynthOptions::kAllBackground;
        } else if (QFileInfo(background).isDir()) {
            options.backgroundPieces = experiments::SynthOptions::kAllBackground;
            options.backgroundFolders.prepend(background);
        } else {
            throw std::invalid_argument("--background needs a number of pieces, all, or a folder");
        }
    }
    JobControl control;
    const experiments::SynthResult result = experiments::makeSynthetic(*workspace, options, control);
    if (context.json)
        printJson(context.out,
                  QJsonObject{{u"collection"_s, result.collectionId},
                              {u"documents"_s, result.documents},
                              {u"background"_s, result.background}});
    else
        context.out << "Collection " << result.collectionId << ": " << result.documents << " documents, "
                    << options.sources << " clusters of " << options.variants + 1 << " and " << result.background
                    << " background pieces\n";
    return 0;
}

} // namespace nd::cli
