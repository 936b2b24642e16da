// Issue 7 sweep benchmark: a sweep of 5 shingle sizes on the synthetic collection
// (bench_makecollection), then the threshold curves and their redraw.
//   bench_sweep [--documents 20000] [--collection DIR] [--repetitions 20] [--thresholds 32] [--param KEY=VALUE]
// Prints, as medians where repeated: import seconds, seconds per grid point and
// pairs stored per point, the time to evaluate all points at 32 thresholds, and
// the time to redraw a FigureChart family of the 5 curves after a threshold move
// (marker layer only, and full replot). Asserts nothing; runs offscreen.
#include "benchoptions.h"
#include "generatedcollection.h"
#include "redrawtiming.h"

#include "corpus/importer.h"
#include "corpus/truthcsv.h"
#include "experiments/figures.h"
#include "experiments/sweep.h"
#include "pipeline/evaluationservice.h"
#include "store/workspace.h"
#include "charts/figurechart.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <cstdio>
#include <stdexcept>

using namespace Qt::StringLiterals;
using namespace nd;

namespace {

double secondsOf(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e9;
}

} // namespace

int main(int argc, char **argv)
{
    bench::prepareGuiBenchmark();
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOptions(bench::generatedCollectionOptions(u"20000"_s));
    parser.addOptions({
        {u"repetitions"_s, u"Repetitions of each redraw (default 20)."_s, u"N"_s, u"20"_s},
        {u"thresholds"_s, u"Thresholds per curve (default 32)."_s, u"N"_s, u"32"_s},
        {u"sizes"_s, u"The swept shingle sizes (default 1..5)."_s, u"RANGE"_s, u"1..5"_s},
        {u"param"_s, u"A fixed shingling parameter for every point, e.g. max_posting=50 (repeatable)."_s,
         u"KEY=VALUE"_s},
    });
    parser.process(app);
    const int repetitions = std::max(1, parser.value(u"repetitions"_s).toInt());
    const int thresholds = std::max(2, parser.value(u"thresholds"_s).toInt());

    try {
        QTemporaryDir scratch;
        std::optional<double> generateSeconds;
        const QString collectionDir = bench::collectionFolder(parser, scratch, &generateSeconds);
        if (generateSeconds)
            std::printf("generate collection: %.2f s\n", *generateSeconds);
        QElapsedTimer timer;

        store::Workspace workspace(scratch.filePath(u"bench.ndw"_s));
        JobControl control;
        corpus::ImportOptions options;
        options.collectionName = u"bench"_s;
        timer.start();
        const corpus::ImportReport report =
            corpus::importPaths(workspace, {QDir(collectionDir).filePath(u"docs"_s)}, options, control);
        const double importSeconds = secondsOf(timer);
        const corpus::TruthImportResult truth =
            corpus::importTruthCsv(workspace, report.collectionId, QDir(collectionDir).filePath(u"truth.csv"_s));
        std::printf("import: %lld documents in %.2f s (%.0f documents/s); truth: %lld pairs\n",
                    static_cast<long long>(report.imported), importSeconds, double(report.imported) / importSeconds,
                    static_cast<long long>(truth.rows));

        experiments::SweepSpec spec;
        spec.collectionId = report.collectionId;
        spec.methods = {u"shingling"_s};
        spec.axes = {experiments::parseAxis(u"shingle_size="_s + parser.value(u"sizes"_s))};
        for (const QString &assignment : parser.values(u"param"_s)) {
            const qsizetype equals = assignment.indexOf(u'=');
            if (equals <= 0)
                throw std::invalid_argument("--param takes KEY=VALUE");
            spec.fixedParams.insert(assignment.left(equals), assignment.mid(equals + 1));
            std::printf("fixed %s\n", qPrintable(assignment));
        }
        timer.start();
        const QList<experiments::GridPoint> points =
            experiments::runSweep(workspace, spec, control, [](const experiments::GridPoint &point) {
                std::printf("  point shingle_size=%d: %.2f s\n", point.gridValues.value(u"shingle_size"_s).toInt(),
                            point.seconds);
                std::fflush(stdout);
            });
        const double sweepSeconds = secondsOf(timer);
        std::printf("sweep: %lld points in %.2f s, %.2f s per grid point\n", static_cast<long long>(points.size()),
                    sweepSeconds, sweepSeconds / double(points.size()));

        // Stored pairs per point, and the time to load and evaluate each run.
        qint64 totalPairs = 0;
        for (const experiments::GridPoint &point : points) {
            std::vector<double> seconds;
            qint64 pairs = 0;
            eval::OperatingPoint best;
            for (int i = 0; i < 3; ++i) {
                timer.start();
                const eval::Evaluation evaluation = pipeline::evaluateRun(workspace, point.runId);
                seconds.push_back(secondsOf(timer));
                pairs = evaluation.scoredPairs();
                best = evaluation.best();
            }
            totalPairs += pairs;
            std::printf("  point shingle_size=%d: %lld pairs stored, best F1 %.3f at %.3f, "
                        "load + evaluate median of 3: %.3f s\n",
                        point.gridValues.value(u"shingle_size"_s).toInt(), static_cast<long long>(pairs), best.f1,
                        best.threshold, bench::median(seconds));
        }

        // All points at `thresholds` thresholds (the core's heatmap grid).
        std::vector<double> curveSeconds;
        for (int i = 0; i < 3; ++i) {
            timer.start();
            const experiments::Figure grid = experiments::heatmapFigure(workspace, points, thresholds, {});
            curveSeconds.push_back(secondsOf(timer));
        }
        std::printf("%d-threshold curves for all %lld points (load, evaluate, %d lookups each), median of 3: "
                    "%.3f s\n",
                    thresholds, static_cast<long long>(points.size()), thresholds, bench::median(curveSeconds));

        timer.start();
        experiments::Figure family =
            experiments::familyFigure(workspace, points, experiments::Metric::F1, u"F1 vs threshold"_s);
        const double familySeconds = secondsOf(timer);
        qint64 curvePoints = 0;
        for (const experiments::Series &series : family.series)
            curvePoints += series.x.size();
        family.thresholdMarker = 0.5;
        const bench::MarkerRedrawMs redraw = bench::figureMarkerRedrawMs(family, repetitions);
        std::printf("family figure (%lld curves, %lld curve points from %lld scored pairs): built in %.3f s\n"
                    "  move threshold marker (marker layer only), median of %d: %.1f ms\n"
                    "  move threshold marker + full replot, median of %d:       %.1f ms\n",
                    static_cast<long long>(family.series.size()), static_cast<long long>(curvePoints),
                    static_cast<long long>(totalPairs), familySeconds, repetitions, redraw.markerOnly, repetitions,
                    redraw.withReplot);
    } catch (const std::exception &e) {
        std::fprintf(stderr, "bench_sweep: %s\n", e.what());
        return 1;
    }
    return 0;
}
