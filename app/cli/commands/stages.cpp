// stats, sign, pairs, verify: a run's stages for a distributed engine (scale/), JSON Lines
// on standard input or --input, out on standard output or --output.
#include "cli/commands.h"

#include "cli/options.h"
#include "cli/output.h"
#include "pipeline/scalestages.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

#include <memory>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::cli {

namespace {

QList<QCommandLineOption> streamOptions()
{
    return {{u"input"_s, u"Read this JSON Lines file instead of standard input."_s, u"FILE"_s},
            {u"output"_s, u"Write this file instead of standard output."_s, u"FILE"_s}};
}

std::unique_ptr<QFile> openStream(const QCommandLineParser &parser, bool input)
{
    const QString path = parser.value(input ? u"input"_s : u"output"_s);
    auto file = std::make_unique<QFile>(path);
    const bool opened = path.isEmpty()
        ? file->open(input ? stdin : stdout, input ? QIODevice::ReadOnly : QIODevice::WriteOnly)
        : file->open(input ? QIODevice::ReadOnly : QIODevice::WriteOnly | QIODevice::Truncate);
    if (!opened)
        throw std::runtime_error(
            u"cannot open %1: %2"_s
                .arg(path.isEmpty() ? (input ? u"standard input"_s : u"standard output"_s) : path, file->errorString())
                .toStdString());
    return file;
}

pipeline::StageMethod stageMethod(const QCommandLineParser &parser, const QString &statisticsPath = {})
{
    if (!parser.isSet(u"method"_s))
        throw std::invalid_argument(
            u"--method is needed (one of %1)"_s.arg(pipeline::stageMethods().join(u", "_s)).toStdString());
    std::optional<features::IdfTable> statistics;
    if (!statisticsPath.isEmpty()) {
        QFile file(statisticsPath);
        if (!file.open(QIODevice::ReadOnly))
            throw std::runtime_error(u"cannot open %1: %2"_s.arg(statisticsPath, file.errorString()).toStdString());
        statistics = pipeline::readStatistics(file);
    }
    return pipeline::StageMethod(parser.value(u"method"_s), parseParams(parser.values(u"param"_s)),
                                 preprocessingFrom(parser), std::move(statistics));
}

int finish(Context &context, const QString &stage, const pipeline::StageCounts &counts, QFile &output,
           const QString &skipped)
{
    if (!output.flush())
        throw std::runtime_error("cannot write the output: " + output.errorString().toStdString());
    context.err << "neardup-cli " << stage << ": " << counts.read << " read, " << counts.written << " written";
    if (!skipped.isEmpty())
        context.err << ", " << counts.skipped << ' ' << skipped;
    context.err << Qt::endl;
    return exitSuccess;
}

// A stage that takes the method's options and streams one input to one output.
int methodStreamCommand(Context &context, const QCommandLineParser &parser, const QString &stage,
                        pipeline::StageCounts (*stream)(const pipeline::StageMethod &, QIODevice &, QIODevice &),
                        const QString &skipped)
{
    const pipeline::StageMethod method = stageMethod(parser);
    const auto input = openStream(parser, true);
    const auto output = openStream(parser, false);
    return finish(context, stage, stream(method, *input, *output), *output, skipped);
}

} // namespace

CommandLine signCommandLine()
{
    return {methodOptions() + preprocessingOptions() + streamOptions()
            + QList<QCommandLineOption>{{u"describe"_s,
                                         u"Print what the method's stages read and make, as "
                                         "JSON, and sign nothing."_s},
                                        {u"stats"_s,
                                         u"The collection's document frequencies (neardup-cli stats), for "
                                         "weighting=tfidf."_s,
                                         u"FILE"_s},
                                        {u"format"_s,
                                         u"jsonl (default) or binary: per document its line number, key "
                                         "hashes and signature as little-endian 64-bit integers."_s,
                                         u"FORMAT"_s, u"jsonl"_s}}};
}

int signCommand(Context &context, const QCommandLineParser &parser)
{
    const QString format = parser.value(u"format"_s);
    if (format != u"jsonl" && format != u"binary")
        throw std::invalid_argument("--format is jsonl or binary");
    const pipeline::StageMethod method = stageMethod(parser, parser.value(u"stats"_s));
    if (parser.isSet(u"describe"_s)) {
        QJsonArray reads;
        if (method.verifiesSignatures())
            reads.append(u"signature"_s);
        if (method.verifiesTexts())
            reads.append(u"text"_s);
        printJson(context.out,
                  QJsonObject{{u"method"_s, method.detector().name()},
                              {u"params"_s, QJsonObject::fromVariantMap(method.params())},
                              {u"keys_per_document"_s, method.keysPerDocument()},
                              {u"signature_width"_s, method.signatureWidth()},
                              {u"needs_stats"_s, method.needsStatistics()},
                              {u"verify_reads"_s, reads}});
        return exitSuccess;
    }
    if (method.needsStatistics() && !method.hasStatistics())
        throw std::invalid_argument(
            "this method weighs by IDF: give --stats FILE, the collection's document frequencies "
            "counted by neardup-cli stats");
    const auto input = openStream(parser, true);
    const auto output = openStream(parser, false);
    return finish(
        context, u"sign"_s,
        pipeline::signStream(method, *input, *output,
                             format == u"binary" ? pipeline::SignFormat::Binary : pipeline::SignFormat::JsonLines),
        *output, u"without signature"_s);
}

CommandLine methodStreamCommandLine()
{
    return {methodOptions() + preprocessingOptions() + streamOptions()};
}

int statsCommand(Context &context, const QCommandLineParser &parser)
{
    return methodStreamCommand(context, parser, u"stats"_s, pipeline::statsStream, {});
}

CommandLine pairsCommandLine()
{
    return {streamOptions()};
}

int pairsCommand(Context &context, const QCommandLineParser &parser)
{
    const auto input = openStream(parser, true);
    const auto output = openStream(parser, false);
    return finish(context, u"pairs"_s, pipeline::pairsStream(*input, *output), *output, {});
}

int verifyCommand(Context &context, const QCommandLineParser &parser)
{
    return methodStreamCommand(context, parser, u"verify"_s, pipeline::verifyStream, u"not kept"_s);
}

} // namespace nd::cli
