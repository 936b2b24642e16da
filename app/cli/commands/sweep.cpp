// sweep / preset: a parameter grid or a paper's figure, with the best-F table and an optional chart.
#include "cli/commands.h"

#include "cli/grid.h"
#include "cli/options.h"
#include "cli/output.h"
#include "experiments/figures.h"
#include "experiments/presets.h"
#include "experiments/studytables.h"
#include "experiments/protocols.h"
#include "experiments/sweep.h"
#include "experiments/sweepoutcome.h"
#include "pipeline/evaluationservice.h"
#include "store/collectionstore.h"
#include "store/workspace.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

#include <algorithm>
#include <optional>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::cli {

namespace {

// --truth, --protocol and --queries of sweep and preset.
QList<QCommandLineOption> evaluationOptions()
{
    return {{u"truth"_s, u"Ground truth: stored (default) or reviews[:REVIEWER] (the reviewers' decisions)."_s,
             u"SOURCE"_s},
            {u"protocol"_s, u"Scoring: micro (pairwise), cluster-macro or query-macro (paper 000)."_s, u"PROTOCOL"_s},
            {u"queries"_s,
             u"Query documents for query-macro: sources (of a synthetic collection, default), "
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

// A preset keeps its own preprocessing unless an option names another: the
// shared --no-stopwords / --no-stemming, or --stopwords / --stemming to turn
// them back on for a preset that runs without them (paper 004).
std::optional<text::PreprocessOptions> preprocessingOverride(const QCommandLineParser &parser,
                                                             const text::PreprocessOptions &preset)
{
    if (parser.isSet(u"stopwords"_s) && parser.isSet(u"no-stopwords"_s))
        throw std::invalid_argument("--stopwords and --no-stopwords exclude each other");
    if (parser.isSet(u"stemming"_s) && parser.isSet(u"no-stemming"_s))
        throw std::invalid_argument("--stemming and --no-stemming exclude each other");
    const QStringList names{u"stopwords"_s, u"no-stopwords"_s, u"stemming"_s, u"no-stemming"_s};
    if (std::none_of(names.cbegin(), names.cend(), [&parser](const QString &name) { return parser.isSet(name); }))
        return std::nullopt;
    text::PreprocessOptions options = preset;
    if (parser.isSet(u"stopwords"_s) || parser.isSet(u"no-stopwords"_s))
        options.removeStopwords = parser.isSet(u"stopwords"_s);
    if (parser.isSet(u"stemming"_s) || parser.isSet(u"no-stemming"_s))
        options.stem = parser.isSet(u"stemming"_s);
    return options;
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
    return QJsonObject{
        {u"method"_s, row.point.method},      {u"protocol_used"_s, row.protocolUsed},
        {u"query_count"_s, row.queries},      {u"grid"_s, QJsonObject::fromVariantMap(row.point.gridValues)},
        {u"run"_s, row.point.runId},          {u"reused"_s, row.point.reused},
        {u"seconds"_s, row.point.seconds},    {u"best_f1"_s, row.best.f1},
        {u"threshold"_s, row.best.threshold}, {u"precision"_s, row.best.precision},
        {u"recall"_s, row.best.recall}};
}

void printTable(Context &context, const QList<experiments::BestRow> &rows)
{
    context.out << "method            grid                          run  reused  best F1  threshold  precision  recall "
                   " seconds\n";
    for (const auto &row : rows) {
        context.out << row.point.method.leftJustified(17) << ' '
                    << experiments::pointLabel(row.point, false).leftJustified(29) << ' '
                    << QString::number(row.point.runId).rightJustified(4) << "  " << (row.point.reused ? "yes" : "no ")
                    << "     " << QString::number(row.best.f1, 'f', 4) << "   "
                    << QString::number(row.best.threshold, 'g', 4).leftJustified(9) << "  "
                    << QString::number(row.best.precision, 'f', 4) << "     "
                    << QString::number(row.best.recall, 'f', 4) << "  " << QString::number(row.point.seconds, 'f', 2)
                    << '\n';
    }
}

int finish(Context &context, const experiments::SweepOutcome &outcome, const QString &chart, QJsonObject extra)
{
    const QList<experiments::GridPoint> &points = outcome.points;
    const QList<experiments::BestRow> &rows = outcome.rows;
    if (!chart.isEmpty() && !writeChart(context, outcome.figure, chart))
        return exitFailure;
    if (!points.isEmpty()) {
        const QJsonObject evaluation =
            evaluationToJson({.truth = points.first().truth, .protocol = points.first().protocol});
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
            context.out << "Scored: " << rows.first().protocolUsed << " against the "
                        << extra.value(u"truth"_s).toString() << " truth"
                        << (rows.first().queries > 0 ? u", %1 queries"_s.arg(rows.first().queries) : QString()) << '\n';
        printTable(context, rows);
        if (!chart.isEmpty())
            context.out << "Chart written to " << chart << '\n';
    }
    return 0;
}

// A preset runs on whatever collection it is given (all of the Gold Set or its
// development part, a synthetic collection, ...): the figure names it.
void nameCollection(experiments::Figure &figure, const store::Workspace &workspace, qint64 collection)
{
    const auto info = store::CollectionStore(workspace).collection(collection);
    if (!info)
        return;
    figure.parameters.insert(u"collection_name"_s, info->name);
    figure.parameters.insert(u"documents"_s, info->documentCount);
    figure.title += u" [%1, %2 documents]"_s.arg(info->name).arg(info->documentCount);
}

} // namespace

CommandLine sweepCommandLine()
{
    return withWorkspace(
        gridOptions(u"Collection id."_s, u"Detector name(s), comma-separated."_s)
        + QList<QCommandLineOption>{{u"chart"_s, u"Draw the family of curves (PNG, PDF or SVG by suffix)."_s,
                                     u"FILE"_s},
                                    {u"metric"_s, u"f1 (default), precision or recall for the chart."_s, u"METRIC"_s}}
        + pairBoundOptions() + preprocessingOptions() + evaluationOptions());
}

int sweepCommand(Context &context, const QCommandLineParser &parser)
{
    const auto workspace = openWorkspace(parser);
    experiments::SweepSpec spec = sweepSpecFrom(parser, parser.value(u"method"_s).split(u',', Qt::SkipEmptyParts));
    applyEvaluationOptions(parser, spec);
    const experiments::Metric metric = experiments::metricFromName(parser.value(u"metric"_s));
    JobControl control(printPhases(context));
    const QString chart = parser.value(u"chart"_s);
    // The figure is drawn only for a chart; without one its curves are not built.
    const experiments::PointsFigure noFigure = [](const store::Workspace &, const QList<experiments::GridPoint> &) {
        return experiments::Figure{};
    };
    experiments::SweepOutcome outcome =
        experiments::runSweepOutcome(*workspace, spec, metric, u"Sweep of %1"_s.arg(spec.methods.join(u", "_s)),
                                     chart.isEmpty() ? noFigure : experiments::PointsFigure{}, control);
    if (!chart.isEmpty()) {
        experiments::Figure &figure = outcome.figure;
        figure.parameters.insert(u"collection"_s, spec.collectionId);
        figure.parameters.insert(u"methods"_s, QJsonArray::fromStringList(spec.methods));
        figure.parameters.insert(u"grid"_s, QJsonArray::fromStringList(parser.values(u"grid"_s)));
        figure.parameters.insert(u"fixed"_s, QJsonObject::fromVariantMap(spec.fixedParams));
        figure.parameters.insert(u"setup"_s, experiments::sweepSetupToJson(spec));
    }
    return finish(context, outcome, chart, {{u"collection"_s, spec.collectionId}});
}

CommandLine presetCommandLine()
{
    return withWorkspace(
        QList<QCommandLineOption>{
            {u"collection"_s, u"Collection id."_s, u"ID"_s},
            {u"chart"_s, u"Write the figure (PNG, PDF or SVG by suffix)."_s, u"FILE"_s},
            {u"list"_s, u"List the presets."_s},
            {u"param"_s,
             u"Change a parameter the preset fixes: KEY=VALUE for every method of the preset that has it, "
             "METHOD.KEY=VALUE for one; repeatable. The chart's JSON records the settings used."_s,
             u"KEY=VALUE"_s},
            {u"stopwords"_s, u"Remove stopwords even where the preset keeps them."_s},
            {u"stemming"_s, u"Stem even where the preset does not."_s},
            allowAllPairsOption()}
            + preprocessingOptions() + evaluationOptions(),
        u"NAME"_s);
}

int presetCommand(Context &context, const QCommandLineParser &parser)
{
    if (parser.isSet(u"list"_s)) {
        for (const auto &preset : experiments::presets())
            context.out << preset.id.leftJustified(16) << ' ' << preset.title << '\n';
        for (const auto &figure : experiments::benchmarkFigures())
            context.out << figure.id.leftJustified(16) << ' ' << figure.title << " (benchmark: " << figure.command
                        << ")\n";
        return 0;
    }
    const QString name = parser.positionalArguments().value(0);
    if (const experiments::BenchmarkFigure *figure = experiments::findBenchmarkFigure(name)) {
        context.err << "neardup-cli preset: " << name
                    << " is measured by a benchmark, not by runs on a collection: " << figure->command << Qt::endl;
        return exitUsage;
    }
    const experiments::Preset *preset = experiments::findPreset(name);
    if (!preset) {
        context.err << "neardup-cli preset: unknown preset (see neardup-cli preset --list)" << Qt::endl;
        return exitUsage;
    }
    const auto workspace = openWorkspace(parser);
    const qint64 collection = requireId(parser, u"collection"_s);
    JobControl control(printPhases(context));
    const QString chart = parser.value(u"chart"_s);
    if (preset->isStudy()) {
        // A study is its own experiment (not a grid of runs): its figure is the result.
        experiments::PresetOverrides overrides{parseParams(parser.values(u"param"_s)),
                                               preprocessingOverride(parser, text::PreprocessOptions()),
                                               parser.isSet(u"allow-all-pairs"_s)};
        experiments::Figure figure = preset->study(*workspace, collection, control, overrides);
        figure.parameters.insert(u"preset"_s, preset->id);
        figure.parameters.insert(u"overrides"_s, overrides.toJson());
        nameCollection(figure, *workspace, collection);
        figure.parameters.insert(u"collection"_s, collection);
        if (!chart.isEmpty() && !writeChart(context, figure, chart))
            return exitFailure;
        if (context.json)
            printJson(context.out,
                      QJsonObject{{u"preset"_s, preset->id},
                                  {u"collection"_s, collection},
                                  {u"figure"_s, figure.parameters},
                                  {u"chart"_s, chart}});
        else {
            // The paper's tables the study made (e.g. paper 001 Tables I, II, IX).
            for (const experiments::StudyTable &table : experiments::tablesOf(figure))
                context.out << experiments::tableText(table);
            if (!chart.isEmpty())
                context.out << "Chart written to " << chart << '\n';
        }
        return 0;
    }
    experiments::SweepSpec spec = preset->sweep(collection);
    experiments::applyOverrides(spec,
                                {parseParams(parser.values(u"param"_s)),
                                 preprocessingOverride(parser, spec.preprocessing),
                                 parser.isSet(u"allow-all-pairs"_s)});
    applyEvaluationOptions(parser, spec);
    experiments::SweepOutcome outcome =
        experiments::runSweepOutcome(*workspace, spec, experiments::Metric::F1, preset->title, preset->figure, control);
    experiments::Figure &figure = outcome.figure;
    figure.parameters.insert(u"preset"_s, preset->id);
    figure.parameters.insert(u"title"_s, preset->title);
    figure.parameters.insert(u"collection"_s, collection);
    figure.parameters.insert(u"setup"_s, experiments::sweepSetupToJson(spec));
    nameCollection(figure, *workspace, collection);
    return finish(
        context, outcome, chart,
        {{u"preset"_s, preset->id}, {u"collection"_s, collection}, {u"setup"_s, figure.parameters.value(u"setup"_s)}});
}

} // namespace nd::cli
