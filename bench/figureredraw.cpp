// Issue 4 benchmark: time to redraw the curves after moving the threshold, for
// 1,000,000 scored pairs (target: under 50 ms). Prints figures, asserts nothing.
//   bench_figureredraw [pairs] [repetitions]     (QT_QPA_PLATFORM=offscreen works)
#include "redrawtiming.h"

#include "eval/evaluation.h"
#include "eval/groundtruth.h"
#include "experiments/figure.h"
#include "charts/figurechart.h"
#include "charts/prfchart.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace nd;

namespace {

constexpr qint64 kDocuments = 20000;
constexpr qint64 kClusterSize = 5;

eval::GroundTruth truth()
{
    QHash<qint64, QString> clusters;
    for (qint64 d = 0; d < kDocuments; ++d)
        clusters.insert(d, QString::number(d / kClusterSize));
    return eval::GroundTruth::fromClusters(clusters);
}

// Random pairs; true pairs score higher on average, more so as `separation` grows.
ScoredPairs pairs(qint64 count, double separation, quint32 seed)
{
    QRandomGenerator random(seed);
    ScoredPairs out;
    out.reserve(size_t(count));
    for (qint64 i = 0; i < count; ++i) {
        const bool duplicate = i % 20 == 0;
        qint64 a = qint64(random.bounded(quint32(kDocuments)));
        qint64 b = duplicate
            ? (a / kClusterSize) * kClusterSize + (a + 1 + random.bounded(quint32(kClusterSize - 1))) % kClusterSize
            : qint64(random.bounded(quint32(kDocuments)));
        if (a == b)
            b = (b + kClusterSize) % kDocuments;
        const double noise = random.generateDouble();
        const double score = duplicate ? std::min(1.0, separation * 0.5 + noise * 0.6) : noise * 0.7;
        out.push_back({std::min(a, b), std::max(a, b), score});
    }
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const qint64 total = argc > 1 ? QByteArray(argv[1]).toLongLong() : 1000000;
    const int repetitions = argc > 2 ? QByteArray(argv[2]).toInt() : 20;
    const eval::GroundTruth groundTruth = truth();

    QElapsedTimer timer;
    timer.start();
    const eval::Evaluation whole(pairs(total, 0.8, 1), groundTruth, ScoreKind::Similarity);
    const double buildSeconds = timer.nsecsElapsed() / 1e9;
    std::printf("evaluation of %lld scored pairs: %.3f s (%lld curve points)\n", static_cast<long long>(total),
                buildSeconds, static_cast<long long>(whole.curve().size()));

    // P/R/F chart of the whole run (3 curves of every distinct score).
    charts::PrfChart prf;
    prf.resize(1000, 700);
    prf.show();
    std::vector<double> setCurveMs;
    for (int i = 0; i < 3; ++i) {
        timer.start();
        prf.setCurve(whole.curve(), ScoreKind::Similarity, 0.0, 1.0, QStringLiteral("score"));
        setCurveMs.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    prf.replot(QCustomPlot::rpImmediateRefresh);
    const double prfMarkerMs = bench::medianRedrawMs(&prf, repetitions, [&](double t) { prf.setThreshold(t); });
    const double prfFullMs = bench::medianRedrawMs(&prf, repetitions, [&](double t) {
        prf.setThreshold(t);
        prf.replot(QCustomPlot::rpImmediateRefresh);
    });
    std::printf(
        "PrfChart, 3 curves of %lld points (drawn: %d + %d + %d after decimation to a %d px wide plot), median of %d:\n"
        "  set curve (sort + decimate), median of 3:   %.1f ms\n"
        "  move threshold marker (marker layer only): %.1f ms\n"
        "  move threshold marker + full replot:       %.1f ms\n",
        static_cast<long long>(whole.curve().size()), prf.precisionGraph()->dataCount(), prf.recallGraph()->dataCount(),
        prf.f1Graph()->dataCount(), prf.axisRect()->width(), repetitions, bench::median(setCurveMs), prfMarkerMs,
        prfFullMs);

    // A family of 5 curves over the same number of scored pairs in all.
    experiments::Figure figure;
    figure.title = QStringLiteral("F1 vs threshold");
    figure.xLabel = QStringLiteral("Threshold");
    figure.yLabel = QStringLiteral("F1");
    qint64 points = 0;
    for (int k = 0; k < 5; ++k) {
        const eval::Evaluation evaluation(pairs(total / 5, 0.4 + 0.2 * k, 10 + k), groundTruth, ScoreKind::Similarity);
        experiments::Series series{QStringLiteral("k = %1").arg(k + 1), {}, {}};
        for (const eval::OperatingPoint &p : evaluation.curve()) {
            series.x.append(p.threshold);
            series.y.append(p.f1);
        }
        const eval::OperatingPoint best = evaluation.best();
        series.markX = best.threshold;
        series.markY = best.f1;
        points += series.x.size();
        figure.series.append(series);
    }
    figure.thresholdMarker = 0.5;
    const bench::MarkerRedrawMs redraw = bench::figureMarkerRedrawMs(figure, repetitions);
    std::printf("FigureChart, 5 curves, %lld points from %lld scored pairs, median of %d:\n"
                "  move threshold marker (marker layer only): %.1f ms\n"
                "  move threshold marker + full replot:       %.1f ms\n",
                static_cast<long long>(points), static_cast<long long>(total), repetitions, redraw.markerOnly,
                redraw.withReplot);
    return 0;
}
