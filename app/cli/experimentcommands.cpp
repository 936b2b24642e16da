// neardup-cli sweep / preset / synth: wiring of core/experiments to the command line.
#include "cli/commands.h"

#include "ui/charts/figureexport.h"
#include "experiments/figures.h"
#include "experiments/presets.h"
#include "experiments/protocols.h"
#include "experiments/sweep.h"
#include "pipeline/evaluationservice.h"
#include "store/workspace.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::cli {

namespace {

qint64 collectionId(const QCommandLineParser &parser)
{
    bool ok = false;
    const qint64 id = parser.value(u"collection"_s).toLongLong(&ok);
    if (!ok || id <= 0)
        throw std::invalid_argument("--collection ID is required");
    return id;
}

// --truth, --protocol and --queries of sweep and preset.
QList<QCommandLineOption> evaluationOptions()
{
    return {{u"truth"_s, u"Ground truth: stored (default) or reviews[:REVIEWER] (the reviewers' decisions)."_s,
             u"SOURCE"_s},
            {u"protocol"_s, u"Scoring: micro (pairwise), cluster-macro or query-macro (paper 000)."_s, u"PROTOCOL"_s},
            {u"queries"_s, u"Query documents for query-macro: sources (of a synthetic collection, default), "
                           "all (every document of the truth) or FILE (names or ids, one per line)."_s,
             u"QUERIES"_s}};
}

// The options given override what the sweep (or preset) chose.
void applyEvaluationOptions(const QCommandLineParser &parser, experiments::SweepSpec &spec)
{
    if (parser.isSet(u"truth"_s))
        spec.truth = pipeline::TruthSource::parse(parser.value(u"truth"_s));
    if (parser.isSet(u"protocol"_s) || parser.isSet(u"queries"_s)) {
        const QString protocol = parser.isSet(u"protocol"_s) ? parser.value(u"protocol"_s) : u"query-macro"_s;
        spec.protocol = experiments::EvaluationProtocol::parse(protocol, parser.value(u"queries"_s));
    }
}

QJsonObject evaluationToJson(const experiments::SweepSpec &spec)
{
    QJsonObject json{{u"truth"_s, spec.truth.toString()}, {u"protocol"_s, spec.protocol.kindName()}};
    if (spec.protocol.kind == experiments::EvaluationProtocol::Kind::QueryMacro)
        json.insert(u"queries"_s, spec.protocol.queriesName());
    return json;
}

QJsonObject rowToJson(const experiments::BestRow &row)
{
    return QJsonObject{{u"method"_s, row.point.method},
                       {u"protocol_used"_s, row.protocolUsed},
                       {u"query_count"_s, row.queries},
                       {u"grid"_s, QJsonObject::fromVariantMap(row.point.gridValues)},
                       {u"run"_s, row.point.runId},
                       {u"reused"_s, row.point.reused},
                       {u"seconds"_s, row.point.seconds},
                       {u"best_f1"_s, row.best.f1},
                       {u"threshold"_s, row.best.threshold},
                       {u"precision"_s, row.best.precision},
                       {u"recall"_s, row.best.recall}};
}

void printTable(Context &context, const QList<experiments::BestRow> &rows)
{
    context.out << "method            grid                          run  reused  best F1  threshold  precision  recall  seconds\n";
    for (const auto &row : rows) {
        context.out << row.point.method.leftJustified(17) << ' '
                    << experiments::pointLabel(row.point, false).leftJustified(29) << ' '
                    << QString::number(row.point.runId).rightJustified(4) << "  "
                    << (row.point.reused ? "yes" : "no ") << "     "
                    << QString::number(row.best.f1, 'f', 4) << "   "
                    << QString::number(row.best.threshold, 'g', 4).leftJustified(9) << "  "
                    << QString::number(row.best.precision, 'f', 4) << "     "
                    << QString::number(row.best.recall, 'f', 4) << "  "
                    << QString::number(row.point.seconds, 'f', 2) << '\n';
    }
}

int finish(Context &context, const store::Workspace &workspace, const QList<experiments::GridPoint> &points,
           const experiments::Figure &figure, const QString &chart, QJsonObject extra)
{
    const auto rows = experiments::bestFTable(workspace, points);
    if (!chart.isEmpty() && !writeChart(context, figure, chart))
        return 1;
    if (!points.isEmpty()) {
        const QJsonObject evaluation = evaluationToJson({.truth = points.first().truth,
                                                         .protocol = points.first().protocol});
        for (auto it = evaluation.begin(); it != evaluation.end(); ++it)
            extra.insert(it.key(), it.value());
    }
    if (context.json) {
        QJsonArray array;
        for (const auto &row : rows)
            array.append(rowToJson(row));
        extra.insert(u"points"_s, array);
        if (!chart.isEmpty())
            extra.insert(u"chart"_s, chart);
        printJson(context.out, extra);
    } else {
        if (!rows.isEmpty())
            context.out << "Scored: " << rows.first().protocolUsed << " against the " << extra.value(u"truth"_s).toString()
                        << " truth" << (rows.first().queries > 0 ? u", %1 queries"_s.arg(rows.first().queries) : QString())
                        << '\n';
        printTable(context, rows);
        if (!chart.isEmpty())
            context.out << "Chart written to " << chart << '\n';
    }
    return 0;
}

} // namespace

bool writeChart(Context &context, const experiments::Figure &figure, const QString &path)
{
    QString error;
    const QFileInfo info(path);
    const QString base = info.dir().filePath(info.completeBaseName());
    if (!ui::saveFigure(figure, path, QSize(800, 520), 2.0, &error)
        || !ui::saveFigureData(figure, base + u".csv"_s, base + u".json"_s, &error)) {
        context.err << "neardup-cli: " << error << Qt::endl;
        return false;
    }
    return true;
}


int sweepCommand(Context &context)
{
    QCommandLineParser parser;
    if (!parseWithWorkspace(parser, context, u"sweep"_s,
                      QList<QCommandLineOption>{{u"collection"_s, u"Collection id."_s, u"ID"_s},
                       {u"method"_s, u"Detector name(s), comma-separated."_s, u"NAME"_s},
                       {u"grid"_s, u"Swept parameter: name=1..5, name=1,4,7 or name=0.1..0.5:0.1; repeatable."_s, u"AXIS"_s},
                       {u"param"_s, u"Fixed parameter for every point, repeatable."_s, u"KEY=VALUE"_s},
                       {u"chart"_s, u"Draw the family of curves (PNG, PDF or SVG by suffix)."_s, u"FILE"_s},
                       {u"metric"_s, u"f1 (default), precision or recall for the chart."_s, u"METRIC"_s},
                       {u"no-stopwords"_s, u"Keep stopwords."_s},
                       {u"no-stemming"_s, u"Do not stem."_s}} + evaluationOptions()))
        return parser.isSet(u"help"_s) ? 0 : 2;
    auto workspace = openWorkspace(parser.value(u"workspace"_s), context.err);
    if (!workspace)
        return 1;
    experiments::SweepSpec spec;
    spec.collectionId = collectionId(parser);
    spec.methods = parser.value(u"method"_s).split(u',', Qt::SkipEmptyParts);
    if (spec.methods.isEmpty())
        throw std::invalid_argument("--method NAME is required");
    for (const QString &axis : parser.values(u"grid"_s))
        spec.axes.append(experiments::parseAxis(axis));
    for (const QString &pair : parser.values(u"param"_s)) {
        const qsizetype eq = pair.indexOf(u'=');
        if (eq <= 0)
            throw std::invalid_argument("--param needs key=value");
        spec.fixedParams.insert(pair.left(eq).trimmed(), pair.mid(eq + 1).trimmed());
    }
    spec.preprocessing.removeStopwords = !parser.isSet(u"no-stopwords"_s);
    spec.preprocessing.stem = !parser.isSet(u"no-stemming"_s);
    applyEvaluationOptions(parser, spec);
    const experiments::Metric metric = experiments::metricFromName(parser.value(u"metric"_s));
    JobControl control([&context](qint64 done, qint64 total, const QString &phase) {
        static QString last;
        if (phase != last && !context.json)
            context.err << phase << " (" << done << '/' << total << ")" << Qt::endl;
        last = phase;
    });
    const auto points = experiments::runSweep(*workspace, spec, control);
    const QString chart = parser.value(u"chart"_s);
    experiments::Figure figure;
    if (!chart.isEmpty()) {
        figure = experiments::familyFigure(*workspace, points, metric, u"Sweep of %1"_s.arg(spec.methods.join(u", "_s)));
        figure.parameters.insert(u"collection"_s, spec.collectionId);
        figure.parameters.insert(u"methods"_s, QJsonArray::fromStringList(spec.methods));
        figure.parameters.insert(u"grid"_s, QJsonArray::fromStringList(parser.values(u"grid"_s)));
        figure.parameters.insert(u"fixed"_s, QJsonObject::fromVariantMap(spec.fixedParams));
    }
    return finish(context, *workspace, points, figure, chart, {{u"collection"_s, spec.collectionId}});
}

int presetCommand(Context &context)
{
    QCommandLineParser parser;
    if (!parseWithWorkspace(parser, context, u"preset"_s,
                      QList<QCommandLineOption>{{u"collection"_s, u"Collection id."_s, u"ID"_s},
                       {u"chart"_s, u"Write the figure (PNG, PDF or SVG by suffix)."_s, u"FILE"_s},
                       {u"list"_s, u"List the presets."_s}} + evaluationOptions(),
                      u"NAME"_s))
        return parser.isSet(u"help"_s) ? 0 : 2;
    if (parser.isSet(u"list"_s)) {
        for (const auto &preset : experiments::presets())
            context.out << preset.id.leftJustified(16) << ' ' << preset.title << '\n';
        return 0;
    }
    const experiments::Preset *preset = experiments::findPreset(parser.positionalArguments().value(0));
    if (!preset) {
        context.err << "neardup-cli preset: unknown preset (see neardup-cli preset --list)" << Qt::endl;
        return 2;
    }
    auto workspace = openWorkspace(parser.value(u"workspace"_s), context.err);
    if (!workspace)
        return 1;
    const qint64 collection = collectionId(parser);
    JobControl control([&context](qint64 done, qint64 total, const QString &phase) {
        static QString last;
        if (phase != last && !context.json)
            context.err << phase << " (" << done << '/' << total << ")" << Qt::endl;
        last = phase;
    });
    const QString chart = parser.value(u"chart"_s);
    if (preset->isStudy()) {
        // A study is its own experiment (not a grid of runs): its figure is the result.
        experiments::Figure figure = preset->study(*workspace, collection, control);
        figure.parameters.insert(u"preset"_s, preset->id);
        figure.parameters.insert(u"collection"_s, collection);
        if (!chart.isEmpty() && !writeChart(context, figure, chart))
            return 1;
        if (context.json)
            printJson(context.out, QJsonObject{{u"preset"_s, preset->id}, {u"collection"_s, collection},
                                               {u"figure"_s, figure.parameters}, {u"chart"_s, chart}});
        else if (!chart.isEmpty())
            context.out << "Chart written to " << chart << '\n';
        return 0;
    }
    experiments::SweepSpec spec = preset->sweep(collection);
    applyEvaluationOptions(parser, spec);
    const auto points = experiments::runSweep(*workspace, spec, control);
    experiments::Figure figure = preset->figure(*workspace, points);
    figure.parameters.insert(u"preset"_s, preset->id);
    figure.parameters.insert(u"title"_s, preset->title);
    figure.parameters.insert(u"collection"_s, collection);
    return finish(context, *workspace, points, figure, chart, {{u"preset"_s, preset->id}, {u"collection"_s, collection}});
}

int synthCommand(Context &context)
{
    QCommandLineParser parser;
    if (!parseWithWorkspace(parser, context, u"synth"_s,
                      {{u"collection"_s, u"Collection to take sources from."_s, u"ID"_s},
                       {u"sources"_s, u"Sources to pick (default 5)."_s, u"S"_s, u"5"_s},
                       {u"variants"_s, u"Variants per source (default 120)."_s, u"M"_s, u"120"_s},
                       {u"edit-rate"_s, u"Word edits per source word (default 0.05)."_s, u"RATE"_s, u"0.05"_s},
                       {u"seed"_s, u"Random seed (default 1)."_s, u"N"_s, u"1"_s},
                       {u"piece-bytes"_s, u"First cut texts into pieces of about this many bytes."_s, u"BYTES"_s, u"0"_s},
                       {u"name"_s, u"Name of the new collection."_s, u"NAME"_s}}))
        return parser.isSet(u"help"_s) ? 0 : 2;
    auto workspace = openWorkspace(parser.value(u"workspace"_s), context.err);
    if (!workspace)
        return 1;
    experiments::SynthOptions options;
    options.sourceCollectionId = collectionId(parser);
    options.sources = parser.value(u"sources"_s).toInt();
    options.variants = parser.value(u"variants"_s).toInt();
    options.editRate = parser.value(u"edit-rate"_s).toDouble();
    options.seed = parser.value(u"seed"_s).toUInt();
    options.pieceBytes = parser.value(u"piece-bytes"_s).toInt();
    options.name = parser.value(u"name"_s);
    JobControl control;
    const qint64 id = experiments::makeSyntheticCollection(*workspace, options, control);
    if (context.json)
        printJson(context.out, QJsonObject{{u"collection"_s, id},
                                           {u"documents"_s, qint64(options.sources) * (options.variants + 1)}});
    else
        context.out << "Collection " << id << ": " << options.sources * (options.variants + 1)
                    << " documents in " << options.sources << " clusters\n";
    return 0;
}

} // namespace nd::cli
