#include "cli/commands.h"

#include "corpus/importer.h"
#include "corpus/sizegroups.h"
#include "corpus/truthcsv.h"
#include "detect/detector.h"
#include "eval/evaluation.h"
#include "experiments/evaluationprotocol.h"
#include "jobs/corepool.h"
#include "pipeline/evaluationservice.h"
#include "pipeline/runservice.h"
#include "store/repository.h"
#include "store/workspace.h"

#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QSaveFile>
#include <QTemporaryDir>

#include <stdexcept>

namespace nd::cli {

namespace {

QCommandLineOption threadsOption()
{
    return {QStringLiteral("threads"), QStringLiteral("Worker threads (default: all cores)."), QStringLiteral("N")};
}

void applyThreads(const QCommandLineParser &parser)
{
    if (parser.isSet(QStringLiteral("threads"))) {
        const int threads = parser.value(QStringLiteral("threads")).toInt();
        if (threads < 1)
            throw std::invalid_argument("--threads needs a positive number");
        corePool().setMaxThreadCount(threads);
    }
}

detect::Params parseParams(const QStringList &pairs)
{
    detect::Params params;
    for (const QString &pair : pairs) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        if (eq <= 0)
            throw std::invalid_argument(QStringLiteral("--param needs key=value, got \"%1\"").arg(pair).toStdString());
        params.insert(pair.left(eq).trimmed(), pair.mid(eq + 1).trimmed());
    }
    return params;
}

QString typeName(detect::ParamDescriptor::Type type)
{
    switch (type) {
    case detect::ParamDescriptor::Type::Int: return QStringLiteral("int");
    case detect::ParamDescriptor::Type::Double: return QStringLiteral("double");
    case detect::ParamDescriptor::Type::Bool: return QStringLiteral("bool");
    case detect::ParamDescriptor::Type::Choice: return QStringLiteral("choice");
    case detect::ParamDescriptor::Type::Text: return QStringLiteral("text");
    }
    return {};
}

QJsonObject pointToJson(const eval::OperatingPoint &point)
{
    return QJsonObject{{QStringLiteral("threshold"), point.threshold},
                       {QStringLiteral("precision"), point.precision},
                       {QStringLiteral("recall"), point.recall},
                       {QStringLiteral("f1"), point.f1},
                       {QStringLiteral("true_positives"), point.truePositives},
                       {QStringLiteral("false_positives"), point.falsePositives},
                       {QStringLiteral("macro_precision"), point.macroPrecision},
                       {QStringLiteral("macro_recall"), point.macroRecall},
                       {QStringLiteral("macro_f1"), point.macroF1}};
}

// Reads "folders", "pairs:FILE" or "clusters:FILE" into import options / a CSV path.
void parseTruth(const QString &spec, corpus::ImportOptions &options, QString &csvPath)
{
    if (spec.isEmpty())
        return;
    if (spec == QLatin1String("folders")) {
        options.truth = corpus::TruthFromLayout::FolderPerCluster;
        return;
    }
    const qsizetype colon = spec.indexOf(QLatin1Char(':'));
    const QString kind = spec.left(colon);
    if (colon > 0 && (kind == QLatin1String("pairs") || kind == QLatin1String("clusters"))) {
        csvPath = spec.mid(colon + 1);
        return;
    }
    throw std::invalid_argument(
        QStringLiteral("--truth takes folders, pairs:FILE or clusters:FILE, not \"%1\"").arg(spec).toStdString());
}

struct ImportOutcome
{
    corpus::ImportReport report;
    corpus::TruthImportResult truth;
};

ImportOutcome importWithTruth(const store::Workspace &workspace, const QStringList &paths, const QString &name,
                              const QString &truthSpec)
{
    corpus::ImportOptions options;
    options.collectionName = name;
    QString csvPath;
    parseTruth(truthSpec, options, csvPath);
    for (const QString &path : paths) {
        if (!QFileInfo::exists(path))
            throw std::invalid_argument(QStringLiteral("%1 does not exist").arg(path).toStdString());
    }
    JobControl control;
    ImportOutcome outcome;
    outcome.report = corpus::importPaths(workspace, paths, options, control);
    if (!csvPath.isEmpty() && outcome.report.collectionId != 0)
        outcome.truth = corpus::importTruthCsv(workspace, outcome.report.collectionId, csvPath);
    return outcome;
}

QJsonObject importToJson(const ImportOutcome &outcome)
{
    QJsonArray issues;
    for (const auto &issue : outcome.report.issues)
        issues.append(QJsonObject{{QStringLiteral("path"), issue.path}, {QStringLiteral("reason"), issue.reason}});
    QJsonArray documents;
    for (const auto &document : outcome.report.documents)
        documents.append(QJsonObject{{QStringLiteral("path"), document.path},
                                     {QStringLiteral("format"), document.format},
                                     {QStringLiteral("encoding"), document.encoding}});
    QJsonObject json{{QStringLiteral("collection"), outcome.report.collectionId},
                     {QStringLiteral("imported"), outcome.report.imported},
                     {QStringLiteral("examined"), outcome.report.examined},
                     {QStringLiteral("seconds"), outcome.report.seconds},
                     {QStringLiteral("issues"), issues},
                     {QStringLiteral("documents"), documents}};
    if (!outcome.truth.kind.isEmpty())
        json.insert(QStringLiteral("truth"), QJsonObject{{QStringLiteral("kind"), outcome.truth.kind},
                                                         {QStringLiteral("rows"), outcome.truth.rows},
                                                         {QStringLiteral("unmatched"), outcome.truth.unmatched}});
    return json;
}

void printImport(QTextStream &out, const ImportOutcome &outcome)
{
    out << "Imported " << outcome.report.imported << " of " << outcome.report.examined
        << " files into collection " << outcome.report.collectionId << " in "
        << QString::number(outcome.report.seconds, 'f', 2) << " s\n";
    for (const auto &issue : outcome.report.issues)
        out << "  " << issue.path << ": " << issue.reason << '\n';
    if (!outcome.report.documents.isEmpty())
        out << "Encodings: " << corpus::encodingSummary(outcome.report) << '\n';
    // UTF-8 (and ASCII) is the rule; every other document is named with its encoding.
    for (const auto &document : outcome.report.documents) {
        if (document.encoding != QLatin1String("UTF-8"))
            out << "  " << document.path << ": read as " << document.encoding << '\n';
    }
    if (!outcome.truth.kind.isEmpty())
        out << "Ground truth (" << outcome.truth.kind << "): " << outcome.truth.rows << " rows, "
            << outcome.truth.unmatched << " naming unknown documents\n";
}

qint64 requireId(const QCommandLineParser &parser, const QString &option)
{
    bool ok = false;
    const qint64 id = parser.value(option).toLongLong(&ok);
    if (!ok || id <= 0)
        throw std::invalid_argument(QStringLiteral("--%1 needs an id").arg(option).toStdString());
    return id;
}

} // namespace

int methodsCommand(Context &context)
{
    QCommandLineParser parser;
    if (!parseCommandLine(parser, context, QStringLiteral("methods"), {}))
        return parser.isSet(QStringLiteral("help")) ? 0 : 2;
    QJsonArray methods;
    for (const detect::Detector *detector : detect::Registry::instance().all()) {
        QJsonArray params;
        for (const detect::ParamDescriptor &p : detector->parameters()) {
            QJsonObject param{{QStringLiteral("name"), p.name},
                              {QStringLiteral("label"), p.label},
                              {QStringLiteral("type"), typeName(p.type)},
                              {QStringLiteral("default"), QJsonValue::fromVariant(p.defaultValue)},
                              {QStringLiteral("help"), p.help},
                              {QStringLiteral("paper"), p.paper}};
            if (p.minimum.isValid())
                param.insert(QStringLiteral("minimum"), QJsonValue::fromVariant(p.minimum));
            if (p.maximum.isValid())
                param.insert(QStringLiteral("maximum"), QJsonValue::fromVariant(p.maximum));
            if (!p.choices.isEmpty())
                param.insert(QStringLiteral("choices"), QJsonArray::fromStringList(p.choices));
            params.append(param);
        }
        const detect::ThresholdRange range = detector->thresholdRange({});
        methods.append(QJsonObject{
            {QStringLiteral("name"), detector->name()},
            {QStringLiteral("title"), detector->title()},
            {QStringLiteral("description"), detector->description()},
            {QStringLiteral("score"), detector->scoreKind() == ScoreKind::Similarity ? QStringLiteral("similarity")
                                                                                      : QStringLiteral("distance")},
            {QStringLiteral("threshold_range"), QJsonObject{{QStringLiteral("minimum"), range.minimum},
                                                            {QStringLiteral("maximum"), range.maximum},
                                                            {QStringLiteral("suggested"), range.suggested}}},
            {QStringLiteral("parameters"), params}});
    }
    if (context.json) {
        printJson(context.out, QJsonObject{{QStringLiteral("methods"), methods}});
        return 0;
    }
    for (const detect::Detector *detector : detect::Registry::instance().all()) {
        context.out << detector->name() << " — " << detector->title() << '\n'
                    << "    " << detector->description() << '\n';
        for (const detect::ParamDescriptor &p : detector->parameters()) {
            context.out << "    --param " << p.name << '=' << p.defaultValue.toString();
            if (p.minimum.isValid())
                context.out << "  [" << p.minimum.toString() << ".." << p.maximum.toString() << ']';
            if (!p.choices.isEmpty())
                context.out << "  {" << p.choices.join(QLatin1Char('|')) << '}';
            context.out << "  " << p.help << '\n';
        }
    }
    return 0;
}

int importCommand(Context &context)
{
    QCommandLineParser parser;
    if (!parseCommandLine(parser, context, QStringLiteral("import"),
               {workspaceOption(),
                {QStringLiteral("name"), QStringLiteral("Collection name."), QStringLiteral("NAME")},
                {QStringLiteral("truth"), QStringLiteral("folders | pairs:FILE | clusters:FILE"), QStringLiteral("SPEC")}},
               QStringLiteral("PATH...")))
        return parser.isSet(QStringLiteral("help")) ? 0 : 2;
    if (parser.positionalArguments().isEmpty()) {
        context.err << "neardup-cli import: name at least one file, folder or archive" << Qt::endl;
        return 2;
    }
    {
        // A bad --truth is refused before the workspace file is created.
        corpus::ImportOptions options;
        QString csvPath;
        parseTruth(parser.value(QStringLiteral("truth")), options, csvPath);
    }
    auto workspace = openWorkspace(parser.value(QStringLiteral("workspace")), context.err);
    if (!workspace)
        return 1;
    const ImportOutcome outcome = importWithTruth(*workspace, parser.positionalArguments(),
                                                  parser.value(QStringLiteral("name")), parser.value(QStringLiteral("truth")));
    if (context.json)
        printJson(context.out, importToJson(outcome));
    else
        printImport(context.out, outcome);
    return outcome.report.collectionId != 0 ? 0 : 1;
}

int truthCommand(Context &context)
{
    QCommandLineParser parser;
    if (!parseCommandLine(parser, context, QStringLiteral("truth"),
               {workspaceOption(),
                {QStringLiteral("collection"), QStringLiteral("Collection id."), QStringLiteral("ID")}},
               QStringLiteral("CSV")))
        return parser.isSet(QStringLiteral("help")) ? 0 : 2;
    auto workspace = openWorkspace(parser.value(QStringLiteral("workspace")), context.err);
    if (!workspace)
        return 1;
    const qint64 collection = requireId(parser, QStringLiteral("collection"));
    const auto result = corpus::importTruthCsv(*workspace, collection, parser.positionalArguments().value(0));
    if (context.json) {
        printJson(context.out, QJsonObject{{QStringLiteral("kind"), result.kind},
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

int collectionsCommand(Context &context)
{
    QCommandLineParser parser;
    if (!parseCommandLine(parser, context, QStringLiteral("collections"), {workspaceOption()}))
        return parser.isSet(QStringLiteral("help")) ? 0 : 2;
    auto workspace = openWorkspace(parser.value(QStringLiteral("workspace")), context.err);
    if (!workspace)
        return 1;
    QJsonArray list;
    for (const auto &c : store::Repository(*workspace).collections()) {
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

int documentsCommand(Context &context)
{
    QCommandLineParser parser;
    if (!parseCommandLine(parser, context, QStringLiteral("documents"),
               {workspaceOption(),
                {QStringLiteral("collection"), QStringLiteral("Collection id."), QStringLiteral("ID")},
                {QStringLiteral("filter"), QStringLiteral("Only paths or titles containing this."), QStringLiteral("TEXT")}}))
        return parser.isSet(QStringLiteral("help")) ? 0 : 2;
    auto workspace = openWorkspace(parser.value(QStringLiteral("workspace")), context.err);
    if (!workspace)
        return 1;
    const qint64 collection = requireId(parser, QStringLiteral("collection"));
    QJsonArray list;
    for (const auto &doc : store::Repository(*workspace).documents(collection, parser.value(QStringLiteral("filter")))) {
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

int runsCommand(Context &context)
{
    QCommandLineParser parser;
    if (!parseCommandLine(parser, context, QStringLiteral("runs"),
               {workspaceOption(), {QStringLiteral("collection"), QStringLiteral("Only this collection."), QStringLiteral("ID")}}))
        return parser.isSet(QStringLiteral("help")) ? 0 : 2;
    auto workspace = openWorkspace(parser.value(QStringLiteral("workspace")), context.err);
    if (!workspace)
        return 1;
    const qint64 collection = parser.value(QStringLiteral("collection")).toLongLong();
    QJsonArray list;
    for (const auto &run : store::Repository(*workspace).runs(collection)) {
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

int runCommand(Context &context)
{
    QCommandLineParser parser;
    if (!parseCommandLine(parser, context, QStringLiteral("run"),
               {workspaceOption(), threadsOption(),
                {QStringLiteral("collection"), QStringLiteral("Collection id."), QStringLiteral("ID")},
                {QStringLiteral("method"), QStringLiteral("Detector name (see methods)."), QStringLiteral("NAME")},
                {QStringLiteral("param"), QStringLiteral("Detector parameter, repeatable."), QStringLiteral("KEY=VALUE")},
                {QStringLiteral("no-stopwords"), QStringLiteral("Keep stopwords.")},
                {QStringLiteral("no-stemming"), QStringLiteral("Do not stem.")}}))
        return parser.isSet(QStringLiteral("help")) ? 0 : 2;
    applyThreads(parser);
    auto workspace = openWorkspace(parser.value(QStringLiteral("workspace")), context.err);
    if (!workspace)
        return 1;
    pipeline::RunRequest request;
    request.collectionId = requireId(parser, QStringLiteral("collection"));
    request.method = parser.value(QStringLiteral("method"));
    request.params = parseParams(parser.values(QStringLiteral("param")));
    request.preprocessing.removeStopwords = !parser.isSet(QStringLiteral("no-stopwords"));
    request.preprocessing.stem = !parser.isSet(QStringLiteral("no-stemming"));
    JobControl control;
    const pipeline::RunOutcome outcome = pipeline::executeRun(*workspace, request, control);
    if (context.json) {
        printJson(context.out, QJsonObject{{QStringLiteral("run"), outcome.runId},
                                           {QStringLiteral("pairs_scored"), outcome.pairCount},
                                           {QStringLiteral("seconds"), outcome.timings},
                                           {QStringLiteral("stats"), outcome.stats}});
    } else {
        context.out << "Run " << outcome.runId << ": " << outcome.pairCount << " pairs scored\n";
    }
    return 0;
}

int evalCommand(Context &context)
{
    QCommandLineParser parser;
    if (!parseCommandLine(parser, context, QStringLiteral("eval"),
               {workspaceOption(),
                {QStringLiteral("threshold"), QStringLiteral("Report this threshold instead of the best."), QStringLiteral("T")},
                {QStringLiteral("curve"), QStringLiteral("Print every point of the curve.")},
                {QStringLiteral("csv"), QStringLiteral("Write the curve as CSV."), QStringLiteral("FILE")},
                {QStringLiteral("truth"), QStringLiteral("stored (default) | reviews[:REVIEWER]: the review decisions as truth."),
                 QStringLiteral("SOURCE")}},
               QStringLiteral("RUN")))
        return parser.isSet(QStringLiteral("help")) ? 0 : 2;
    pipeline::TruthSource truth;
    try {
        truth = pipeline::TruthSource::parse(parser.value(QStringLiteral("truth")));
    } catch (const std::invalid_argument &error) {
        context.err << "neardup-cli eval: " << error.what() << Qt::endl;
        return 2;
    }
    auto workspace = openWorkspace(parser.value(QStringLiteral("workspace")), context.err);
    if (!workspace)
        return 1;
    const qint64 runId = parser.positionalArguments().value(0).toLongLong();
    const eval::Evaluation evaluation = pipeline::evaluateRun(*workspace, runId, truth);
    if (evaluation.positives() == 0)
        context.err << "neardup-cli eval: the collection has no ground truth; precision and recall are 0" << Qt::endl;
    const eval::OperatingPoint point = parser.isSet(QStringLiteral("threshold"))
                                           ? evaluation.at(parser.value(QStringLiteral("threshold")).toDouble())
                                           : experiments::bestWithin(evaluation.curve(),
                                                                     experiments::scoredRange(*workspace, runId));
    if (parser.isSet(QStringLiteral("csv"))) {
        QSaveFile file(parser.value(QStringLiteral("csv")));
        if (!file.open(QIODevice::WriteOnly))
            throw std::runtime_error(file.errorString().toStdString());
        QTextStream csv(&file);
        csv << "threshold,true_positives,false_positives,precision,recall,f1,macro_f1\n";
        for (const auto &p : evaluation.curve())
            csv << p.threshold << ',' << p.truePositives << ',' << p.falsePositives << ',' << p.precision << ','
                << p.recall << ',' << p.f1 << ',' << p.macroF1 << '\n';
        csv.flush();
        if (!file.commit())
            throw std::runtime_error(file.errorString().toStdString());
    }
    if (context.json) {
        QJsonObject json{{QStringLiteral("run"), runId},
                         {QStringLiteral("positives"), evaluation.positives()},
                         {QStringLiteral("pairs_scored"), evaluation.scoredPairs()},
                         {parser.isSet(QStringLiteral("threshold")) ? QStringLiteral("at") : QStringLiteral("best"),
                          pointToJson(point)}};
        if (parser.isSet(QStringLiteral("curve"))) {
            QJsonArray curve;
            for (const auto &p : evaluation.curve())
                curve.append(pointToJson(p));
            json.insert(QStringLiteral("curve"), curve);
        }
        printJson(context.out, json);
        return 0;
    }
    context.out << "threshold " << point.threshold << "  precision " << point.precision << "  recall "
                << point.recall << "  F1 " << point.f1 << "  macro F1 " << point.macroF1 << '\n';
    if (parser.isSet(QStringLiteral("curve"))) {
        for (const auto &p : evaluation.curve())
            context.out << p.threshold << '\t' << p.precision << '\t' << p.recall << '\t' << p.f1 << '\n';
    }
    return 0;
}

int evaluateCommand(Context &context)
{
    QCommandLineParser parser;
    if (!parseCommandLine(parser, context, QStringLiteral("evaluate"),
               {workspaceOption(), threadsOption(),
                {QStringLiteral("truth"), QStringLiteral("folders | pairs:FILE | clusters:FILE"), QStringLiteral("SPEC")},
                {QStringLiteral("method"), QStringLiteral("Detector name (see methods)."), QStringLiteral("NAME")},
                {QStringLiteral("param"), QStringLiteral("Detector parameter, repeatable."), QStringLiteral("KEY=VALUE")},
                {QStringLiteral("no-stopwords"), QStringLiteral("Keep stopwords.")},
                {QStringLiteral("no-stemming"), QStringLiteral("Do not stem.")}},
               QStringLiteral("PATH")))
        return parser.isSet(QStringLiteral("help")) ? 0 : 2;
    applyThreads(parser);
    const QStringList paths = parser.positionalArguments();
    if (paths.isEmpty() || !parser.isSet(QStringLiteral("method")) || !parser.isSet(QStringLiteral("truth"))) {
        context.err << "neardup-cli evaluate: PATH, --truth and --method are required" << Qt::endl;
        return 2;
    }
    // Validate the method and parameters before spending time on the import.
    const detect::Detector *detector = detect::Registry::instance().find(parser.value(QStringLiteral("method")));
    if (!detector)
        throw std::invalid_argument(
            QStringLiteral("unknown method \"%1\" (see neardup-cli methods)").arg(parser.value(QStringLiteral("method"))).toStdString());
    QString error;
    const detect::Params params = detector->resolve(parseParams(parser.values(QStringLiteral("param"))), &error);
    if (!error.isEmpty())
        throw std::invalid_argument(error.toStdString());

    QTemporaryDir scratch;
    QString workspacePath = parser.value(QStringLiteral("workspace"));
    if (workspacePath.isEmpty())
        workspacePath = scratch.filePath(QStringLiteral("evaluate.ndw"));
    auto workspace = openWorkspace(workspacePath, context.err);
    if (!workspace)
        return 1;

    QElapsedTimer timer;
    timer.start();
    const ImportOutcome imported = importWithTruth(*workspace, paths, {}, parser.value(QStringLiteral("truth")));
    const double importSeconds = double(timer.nsecsElapsed()) / 1e9;
    if (imported.report.collectionId == 0)
        throw std::runtime_error("nothing was imported");

    pipeline::RunRequest request;
    request.collectionId = imported.report.collectionId;
    request.method = detector->name();
    request.params = params;
    request.preprocessing.removeStopwords = !parser.isSet(QStringLiteral("no-stopwords"));
    request.preprocessing.stem = !parser.isSet(QStringLiteral("no-stemming"));
    JobControl control;
    const pipeline::RunOutcome outcome = pipeline::executeRun(*workspace, request, control);

    timer.restart();
    const eval::Evaluation evaluation = pipeline::evaluateRun(*workspace, outcome.runId);
    // Where the run scored every pair (a pruned run: up to its bound).
    const eval::OperatingPoint best =
        experiments::bestWithin(evaluation.curve(), experiments::scoredRange(detector->name(), params));
    const double evaluateSeconds = double(timer.nsecsElapsed()) / 1e9;

    const qint64 documents = imported.report.imported;
    QJsonObject seconds = outcome.timings;
    seconds.insert(QStringLiteral("import"), importSeconds);
    seconds.insert(QStringLiteral("evaluate"), evaluateSeconds);
    if (context.json) {
        printJson(context.out, QJsonObject{
            {QStringLiteral("method"), detector->name()},
            {QStringLiteral("params"), QJsonObject::fromVariantMap(params)},
            {QStringLiteral("documents"), documents},
            {QStringLiteral("possible_pairs"), documents * (documents - 1) / 2},
            {QStringLiteral("pairs_scored"), outcome.pairCount},
            {QStringLiteral("positives"), evaluation.positives()},
            {QStringLiteral("import_issues"), imported.report.issues.size()},
            {QStringLiteral("best"), pointToJson(best)},
            {QStringLiteral("seconds"), seconds},
            {QStringLiteral("stats"), outcome.stats}});
        return 0;
    }
    context.out << detector->name() << " on " << paths.join(QLatin1Char(' ')) << ": " << documents << " documents, "
                << outcome.pairCount << " of " << documents * (documents - 1) / 2 << " pairs scored\n"
                << "best F1 " << best.f1 << " at threshold " << best.threshold << " (precision " << best.precision
                << ", recall " << best.recall << ", macro F1 " << best.macroF1 << ")\n"
                << "seconds: import " << importSeconds << ", preprocess " << seconds.value(QStringLiteral("preprocess")).toDouble()
                << ", detect " << seconds.value(QStringLiteral("detect")).toDouble() << ", store "
                << seconds.value(QStringLiteral("store")).toDouble() << ", evaluate " << evaluateSeconds << '\n';
    return 0;
}

} // namespace nd::cli
