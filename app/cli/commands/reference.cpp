// against / plan: paper 004's evaluation against a reference run, per size group, and its adaptive sampling planner.
#include "cli/commands.h"

#include "cli/options.h"
#include "cli/output.h"
#include "experiments/presets.h"
#include "experiments/referenceagreement.h"
#include "experiments/samplingplanner.h"
#include "experiments/sizegroupfigures.h"
#include "store/workspace.h"

#include <QJsonArray>
#include <cmath>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::cli {

namespace {

double fraction(const QString &text, const char *what)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || value < 0.0 || value > 1.0)
        throw std::invalid_argument(what);
    return value;
}

QJsonValue number(double value)
{
    return std::isnan(value) ? QJsonValue() : QJsonValue(value);
}

QString shown(double value)
{
    return std::isnan(value) ? u"-"_s : QString::number(value, 'f', 4);
}

QJsonObject countsToJson(const experiments::AgreementCounts &counts)
{
    return {{u"agreed"_s, counts.agreed},
            {u"flagged"_s, counts.flagged},
            {u"reference"_s, counts.reference},
            {u"precision"_s, number(counts.precision())},
            {u"recall"_s, number(counts.recall())}};
}

QJsonObject agreementToJson(const experiments::Agreement &agreement)
{
    QJsonArray groups;
    for (int g = 0; g < agreement.groups.size(); ++g) {
        QJsonObject row = countsToJson(agreement.groups[g]);
        row.insert(u"group"_s, g);
        row.insert(u"words"_s, corpus::sizeGroupLabel(g));
        groups.append(row);
    }
    return {
        {u"threshold"_s, agreement.threshold}, {u"overall"_s, countsToJson(agreement.overall)}, {u"groups"_s, groups}};
}

void printCounts(QTextStream &out, const QString &label, const experiments::AgreementCounts &c)
{
    out << label.leftJustified(11) << QString::number(c.reference).rightJustified(10)
        << QString::number(c.flagged).rightJustified(9) << QString::number(c.agreed).rightJustified(8) << "  "
        << shown(c.precision()).rightJustified(9) << "  " << shown(c.recall()).rightJustified(7) << '\n';
}

// Groups where neither run flags a pair are left out of the text table.
void printAgreement(QTextStream &out, const experiments::Agreement &agreement)
{
    out << "threshold " << agreement.threshold << '\n' << "words      reference  flagged  agreed  precision   recall\n";
    for (int g = 0; g < agreement.groups.size(); ++g)
        if (agreement.groups[g].flagged > 0 || agreement.groups[g].reference > 0)
            printCounts(out, corpus::sizeGroupLabel(g), agreement.groups[g]);
    printCounts(out, u"all"_s, agreement.overall);
}

} // namespace

CommandLine againstCommandLine()
{
    return withWorkspace(
        {{u"reference"_s, u"The run taken as the truth (e.g. shingling without sampling)."_s, u"RUN"_s},
         {u"threshold"_s, u"Similarity threshold (default 0.5)."_s, u"T"_s, u"0.5"_s},
         {u"curve"_s, u"Every threshold of paper 004 (0.50 to 0.95 by 0.05, and 0.99)."_s}},
        u"RUN"_s);
}

int againstCommand(Context &context, const QCommandLineParser &parser)
{
    const qint64 run = positionalId(parser, u"RUN"_s);
    const qint64 reference = requireId(parser, u"reference"_s);
    const auto workspace = openWorkspace(parser);
    const experiments::ReferenceAgreement agreement = experiments::loadAgreement(*workspace, run, reference);
    const QList<double> thresholds = parser.isSet(u"curve"_s)
        ? experiments::paperThresholds()
        : QList<double>{fraction(parser.value(u"threshold"_s), "--threshold must lie in 0..1")};
    const QList<experiments::Agreement> points = agreement.curve(thresholds);
    if (context.json) {
        QJsonObject result{{u"run"_s, run}, {u"reference"_s, reference}};
        if (parser.isSet(u"curve"_s)) {
            QJsonArray curve;
            for (const experiments::Agreement &point : points)
                curve.append(agreementToJson(point));
            result.insert(u"curve"_s, curve);
        } else {
            const QJsonObject point = agreementToJson(points.first());
            for (auto it = point.begin(); it != point.end(); ++it)
                result.insert(it.key(), it.value());
        }
        printJson(context.out, result);
        return 0;
    }
    context.out << "Run " << run << " against reference run " << reference
                << " (reference pairs at or above the threshold are the truth)\n";
    for (const experiments::Agreement &point : points)
        printAgreement(context.out, point);
    return 0;
}

CommandLine planCommandLine()
{
    return withWorkspace(
        {{u"collection"_s, u"Collection id."_s, u"ID"_s},
         {u"threshold"_s, u"Similarity threshold (default 0.6)."_s, u"T"_s, u"0.6"_s},
         {u"precision"_s, u"Precision requirement against the non-sampled run (default 0.9)."_s, u"P"_s, u"0.9"_s},
         {u"chart"_s, u"Draw shingles processed vs requirement (PNG, PDF or SVG by suffix)."_s, u"FILE"_s}});
}

int planCommand(Context &context, const QCommandLineParser &parser)
{
    const qint64 collection = requireId(parser, u"collection"_s);
    const double threshold = fraction(parser.value(u"threshold"_s), "--threshold must lie in 0..1");
    const double requirement = fraction(parser.value(u"precision"_s), "--precision must lie in 0..1");
    const auto workspace = openWorkspace(parser);
    // The runs of the Fig. 4 preset: reused when present, run otherwise.
    const experiments::Preset *preset = experiments::findPreset(u"ye2008-fig4"_s);
    JobControl control(printPhases(context));
    const QList<experiments::GridPoint> points = experiments::runSweep(*workspace, preset->sweep(collection), control);
    const experiments::SamplingRuns runs = experiments::samplingRuns(points);
    const experiments::SamplingPlanner planner =
        experiments::loadPlanner(*workspace, runs.referenceRunId, runs.trialsByModulus, threshold);
    const experiments::SamplingPlan plan = planner.plan(requirement);

    const QString chart = parser.value(u"chart"_s);
    if (!chart.isEmpty()) {
        experiments::Figure figure = experiments::samplingPlanFigure(
            *workspace, points, {threshold},
            u"Adaptive sampling (paper 004 Fig. 4), collection %1, threshold %2"_s.arg(collection).arg(threshold));
        figure.parameters.insert(u"collection"_s, collection);
        if (!writeChart(context, figure, chart))
            return exitFailure;
    }
    if (context.json) {
        QJsonArray groups;
        for (const experiments::GroupPlan &row : plan.groups)
            groups.append(QJsonObject{{u"group"_s, row.group},
                                      {u"words"_s, corpus::sizeGroupLabel(row.group)},
                                      {u"documents"_s, row.documents},
                                      {u"word_count"_s, row.words},
                                      {u"ratio"_s, u"1/%1"_s.arg(row.modulus)},
                                      {u"modulus"_s, row.modulus},
                                      {u"precision"_s, number(row.precision)}});
        QJsonObject result{{u"collection"_s, collection},
                           {u"threshold"_s, threshold},
                           {u"requirement"_s, requirement},
                           {u"reference_run"_s, runs.referenceRunId},
                           {u"groups"_s, groups},
                           {u"share_processed"_s, plan.shareProcessed},
                           {u"uniform_ratio"_s, u"1/%1"_s.arg(plan.uniformModulus)},
                           {u"uniform_share"_s, plan.uniformShare}};
        if (!chart.isEmpty())
            result.insert(u"chart"_s, chart);
        printJson(context.out, result);
        return 0;
    }
    context.out << "Adaptive sampling at threshold " << threshold << ", precision requirement " << requirement
                << " (reference run " << runs.referenceRunId << ")\n"
                << "words       documents      words  ratio  precision\n";
    for (const experiments::GroupPlan &row : plan.groups)
        context.out << corpus::sizeGroupLabel(row.group).leftJustified(11)
                    << QString::number(row.documents).rightJustified(10)
                    << QString::number(row.words).rightJustified(11) << "  "
                    << (u"1/"_s + QString::number(row.modulus)).rightJustified(5) << "  "
                    << shown(row.precision).rightJustified(9) << '\n';
    context.out << "Shingles processed: " << QString::number(100.0 * plan.shareProcessed, 'f', 2)
                << "% (one ratio for all groups: 1/" << plan.uniformModulus << ", "
                << QString::number(100.0 * plan.uniformShare, 'f', 2) << "%)\n";
    if (!chart.isEmpty())
        context.out << "Chart written to " << chart << '\n';
    return 0;
}

} // namespace nd::cli
