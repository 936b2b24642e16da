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

int synthCommand(Context &context)
{
    QCommandLineParser parser;
    if (const auto stop = parseWithWorkspace(
            parser, context, u"synth"_s,
            {{u"collection"_s, u"Collection to take sources from."_s, u"ID"_s},
             {u"sources"_s, u"Sources to pick (default 5)."_s, u"S"_s, u"5"_s},
             {u"variants"_s, u"Variants per source (default 120)."_s, u"M"_s, u"120"_s},
             {u"edit-rate"_s, u"Word edits per source word (default 0.05)."_s, u"RATE"_s, u"0.05"_s},
             {u"seed"_s, u"Random seed (default 1)."_s, u"N"_s, u"1"_s},
             {u"piece-bytes"_s, u"First cut texts into pieces of about this many bytes."_s, u"BYTES"_s, u"0"_s},
             {u"name"_s, u"Name of the new collection."_s, u"NAME"_s}}))
        return *stop;
    const auto workspace = openWorkspace(parser);
    experiments::SynthOptions options;
    options.sourceCollectionId = requireId(parser, u"collection"_s);
    options.sources = parser.value(u"sources"_s).toInt();
    options.variants = parser.value(u"variants"_s).toInt();
    options.editRate = parser.value(u"edit-rate"_s).toDouble();
    options.seed = parser.value(u"seed"_s).toUInt();
    options.pieceBytes = parser.value(u"piece-bytes"_s).toInt();
    options.name = parser.value(u"name"_s);
    JobControl control;
    const qint64 id = experiments::makeSyntheticCollection(*workspace, options, control);
    if (context.json)
        printJson(
            context.out,
            QJsonObject{{u"collection"_s, id}, {u"documents"_s, qint64(options.sources) * (options.variants + 1)}});
    else
        context.out << "Collection " << id << ": " << options.sources * (options.variants + 1) << " documents in "
                    << options.sources << " clusters\n";
    return 0;
}

} // namespace nd::cli
