#include "fourdocs.h"
#include "charts/chartexport.h"
#include "charts/prfchart.h"
#include "contrast.h"

#include <QFile>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using nd::charts::PrfChart;

class TestPrfChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void curveValues();
    void distanceCurve();
    void thresholdMarker_data();
    void thresholdMarker();
    void clickPicksThreshold();
    void decimationKeepsColumnExtremes();
    void flatStepsAreDropped();
    void largeCurveIsDecimated();
    void markerRepaintsOnlyItsLayer();
    void exports();
    void exportErrors();
    void followsDarkPalette();
};

namespace {

double valueAt(QCPGraph *graph, double key)
{
    const auto it = graph->data()->findBegin(key, false);
    return it != graph->data()->constEnd() && qFuzzyCompare(it->key, key) ? it->value : -1.0;
}

// The keys of the points kept, in order (they are copied from the input, so exact).
QList<double> keysOf(const QVector<QCPGraphData> &points)
{
    QList<double> keys;
    for (const QCPGraphData &point : points)
        keys.append(point.key);
    return keys;
}

} // namespace

void TestPrfChart::curveValues()
{
    const auto evaluation = fourDocSimilarity();
    PrfChart chart;
    chart.setCurve(evaluation.curve(), evaluation.scoreKind(), 0.0, 1.0, u"Jaccard"_s);
    // One point per distinct score: 0.9, 0.7, 0.5, 0.3 (values in fourdocs.h).
    QCOMPARE(chart.precisionGraph()->dataCount(), 4);
    QCOMPARE(chart.recallGraph()->dataCount(), 4);
    QCOMPARE(chart.f1Graph()->dataCount(), 4);
    QCOMPARE(valueAt(chart.precisionGraph(), 0.9), 1.0);
    QCOMPARE(valueAt(chart.precisionGraph(), 0.7), 0.5);
    QVERIFY(qAbs(valueAt(chart.precisionGraph(), 0.5) - 2.0 / 3.0) < 1e-9);
    QCOMPARE(valueAt(chart.precisionGraph(), 0.3), 0.4);
    QCOMPARE(valueAt(chart.recallGraph(), 0.9), 0.5);
    QCOMPARE(valueAt(chart.recallGraph(), 0.3), 1.0);
    QVERIFY(qAbs(valueAt(chart.f1Graph(), 0.9) - 2.0 / 3.0) < 1e-9);
    QVERIFY(qAbs(valueAt(chart.f1Graph(), 0.5) - 0.8) < 1e-9);
    QVERIFY(qAbs(valueAt(chart.f1Graph(), 0.3) - 0.8 / 1.4) < 1e-9);
    // Best F1 0.8 at 0.5, as one marked point.
    QCOMPARE(chart.bestGraph()->dataCount(), 1);
    QCOMPARE(chart.bestGraph()->data()->constBegin()->key, 0.5);
    QVERIFY(qAbs(chart.bestGraph()->data()->constBegin()->value - 0.8) < 1e-9);
    // Similarity: the value holds from a score down to the next one.
    QCOMPARE(chart.f1Graph()->lineStyle(), QCPGraph::lsStepRight);
    // Distinguishable without colour.
    QVERIFY(chart.precisionGraph()->pen().style() != chart.recallGraph()->pen().style());
    QVERIFY(chart.recallGraph()->pen().style() != chart.f1Graph()->pen().style());
    QVERIFY(chart.precisionGraph()->pen().style() != chart.f1Graph()->pen().style());
    QCOMPARE(chart.xAxis->range().lower, 0.0);
    QCOMPARE(chart.xAxis->range().upper, 1.0);
    QVERIFY(chart.xAxis->label().contains(u"Jaccard"_s));
    QVERIFY(chart.legend->visible());

    chart.clearCurve();
    QCOMPARE(chart.f1Graph()->dataCount(), 0);
    QVERIFY(!chart.thresholdMarker()->visible());
}

void TestPrfChart::distanceCurve()
{
    const auto evaluation = fourDocDistance();
    PrfChart chart;
    // The declared range 0..8 is widened to hold the distance 12.
    chart.setCurve(evaluation.curve(), evaluation.scoreKind(), 0.0, 8.0, u"Hamming"_s);
    QCOMPARE(chart.f1Graph()->dataCount(), 4);
    QCOMPARE(chart.xAxis->range().upper, 12.0);
    QVERIFY(qAbs(valueAt(chart.f1Graph(), 9.0) - 0.8) < 1e-9);
    QCOMPARE(valueAt(chart.precisionGraph(), 2.0), 1.0);
    QCOMPARE(chart.f1Graph()->lineStyle(), QCPGraph::lsStepLeft);
    QCOMPARE(chart.bestGraph()->data()->constBegin()->key, 9.0);
    QVERIFY(chart.xAxis->label().contains(u"≤"_s));
}

void TestPrfChart::thresholdMarker_data()
{
    QTest::addColumn<double>("requested");
    QTest::addColumn<double>("shown");
    QTest::addColumn<QString>("label");
    QTest::newRow("inside") << 0.62 << 0.62 << u"τ = 0.62"_s;
    QTest::newRow("clamped low") << -3.0 << 0.0 << u"τ = 0"_s;
    QTest::newRow("clamped high") << 7.0 << 1.0 << u"τ = 1"_s;
}

void TestPrfChart::thresholdMarker()
{
    QFETCH(double, requested);
    QFETCH(double, shown);
    QFETCH(QString, label);
    QLocale::setDefault(QLocale::c());
    const auto evaluation = fourDocSimilarity();
    PrfChart chart;
    chart.setCurve(evaluation.curve(), evaluation.scoreKind(), 0.0, 1.0, u"Jaccard"_s);
    chart.setThreshold(requested);
    QCOMPARE(chart.threshold(), shown);
    QVERIFY(chart.thresholdMarker()->visible());
    QCOMPARE(chart.thresholdMarker()->point1->coords().x(), shown);
    QCOMPARE(chart.thresholdMarker()->point2->coords().x(), shown);
    QCOMPARE(chart.thresholdLabel()->text(), label);
}

void TestPrfChart::clickPicksThreshold()
{
    const auto evaluation = fourDocSimilarity();
    PrfChart chart;
    chart.resize(800, 500);
    chart.setCurve(evaluation.curve(), evaluation.scoreKind(), 0.0, 1.0, u"Jaccard"_s);
    chart.replot(); // lays out the axis rect so pixel <-> coordinate works
    QSignalSpy picked(&chart, &PrfChart::thresholdPicked);
    const int x = int(chart.xAxis->coordToPixel(0.25));
    const int y = int(chart.yAxis->coordToPixel(0.5));
    QTest::mouseClick(&chart, Qt::LeftButton, {}, QPoint(x, y));
    QCOMPARE(picked.count(), 1);
    // Within a pixel of 0.25 (the axis spans ~700 px for 1.0).
    QVERIFY(qAbs(picked.first().first().toDouble() - 0.25) < 0.005);
    QVERIFY(qAbs(chart.thresholdMarker()->point1->coords().x() - 0.25) < 0.005);
}

void TestPrfChart::decimationKeepsColumnExtremes()
{
    // Two columns over [0, 1]: keys below 0.5 fall in column 0, the rest in column 1.
    //   column 0: (0, 0.5) first, (0.1, 0.2) lowest, (0.2, 0.9) highest, (0.3, 0.4), (0.4, 0.6) last
    //             -> keeps 0, 0.1, 0.2, 0.4 (0.3 is neither first, last nor an extreme)
    //   column 1: (0.6, 0.1) first and lowest, (0.7, 0.3) highest, (0.9, 0.2) last
    //             -> keeps 0.6, 0.7, 0.9
    const QVector<QCPGraphData> sorted = {{0.0, 0.5}, {0.1, 0.2}, {0.2, 0.9}, {0.3, 0.4},
                                          {0.4, 0.6}, {0.6, 0.1}, {0.7, 0.3}, {0.9, 0.2}};
    const QVector<QCPGraphData> kept = nd::eval::decimateToColumns(sorted, 0.0, 1.0, 2);
    const QList<double> keys = {0.0, 0.1, 0.2, 0.4, 0.6, 0.7, 0.9};
    const QList<double> values = {0.5, 0.2, 0.9, 0.6, 0.1, 0.3, 0.2};
    QCOMPARE(kept.size(), keys.size());
    for (int i = 0; i < keys.size(); ++i) {
        QCOMPARE(kept[i].key, keys[i]);
        QCOMPARE(kept[i].value, values[i]);
    }
    // As many columns as points: nothing to drop.
    QCOMPARE(nd::eval::decimateToColumns(sorted, 0.0, 1.0, 10).size(), sorted.size());
}

void TestPrfChart::flatStepsAreDropped()
{
    // Values 0.50 0.52 0.60 0.61 0.30 0.30 at keys 0..5, tolerance 0.05.
    const QVector<QCPGraphData> sorted = {{0, 0.50}, {1, 0.52}, {2, 0.60}, {3, 0.61}, {4, 0.30}, {5, 0.30}};
    // A point's value holds to its right (lsStepLeft): walk rightwards from key 0.
    //   held 0.50: 0.52 dropped (0.02), 0.60 kept (0.10); held 0.60: 0.61 dropped,
    //   0.30 kept; the last point always -> keys 0, 2, 4, 5.
    QCOMPARE(keysOf(nd::eval::dropFlatSteps(sorted, 0.05, false)), (QList<double>{0, 2, 4, 5}));
    // A point's value holds to its left (lsStepRight): walk leftwards from key 5.
    //   held 0.30: 0.30 dropped, 0.61 kept; held 0.61: 0.60 dropped, 0.52 kept (0.09);
    //   the first point always -> keys 0, 1, 3, 5. Drawn: 0.52 on (0,1), 0.61 on
    //   (1,3) where the data say 0.60 and 0.61, 0.30 on (3,5): all within 0.05.
    QCOMPARE(keysOf(nd::eval::dropFlatSteps(sorted, 0.05, true)), (QList<double>{0, 1, 3, 5}));
}

void TestPrfChart::largeCurveIsDecimated()
{
    // 200,000 thresholds, strict (1) to permissive (0): precision alternates 0 and 1
    // over the strictest tenth (few flagged pairs) and is 0.5 after, recall climbs
    // linearly from 0 to 1, F1 is flat but for one peak.
    constexpr int n = 200000;
    QList<nd::eval::OperatingPoint> curve;
    curve.reserve(n);
    for (int i = 0; i < n; ++i) {
        nd::eval::OperatingPoint p;
        p.threshold = 1.0 - double(i) / (n - 1);
        p.precision = i < n / 10 ? i % 2 : 0.5;
        p.recall = double(i) / (n - 1);
        p.f1 = 0.25;
        curve.append(p);
    }
    curve[n / 2].f1 = 0.75; // the best point, at threshold 1 - (n/2)/(n-1)
    PrfChart chart;
    chart.setCurve(curve, nd::ScoreKind::Similarity, 0.0, 1.0, u"Jaccard"_s);
    chart.resize(800, 500);
    chart.show();   // a hidden widget gets its resize events only when shown
    chart.replot(); // lays out the axis rect: the graphs are fitted to its pixels
    const int columns = int(std::ceil(chart.axisRect()->width() * chart.devicePixelRatioF()));
    const int rows = int(std::ceil(chart.axisRect()->height() * chart.devicePixelRatioF()));
    QVERIFY(columns > 100 && columns < 800);
    QCPGraph *precision = chart.precisionGraph();
    // Every pixel column of the strictest tenth holds 0 and 1 (2 to 4 points);
    // the flat rest needs one point and its end.
    QVERIFY(precision->dataCount() >= 2 * (columns / 10));
    QVERIFY(precision->dataCount() <= 4 * (columns / 10 + 1) + 2);
    bool found = false;
    const QCPRange values = precision->getValueRange(found);
    QVERIFY(found);
    QCOMPARE(values.lower, 0.0);
    QCOMPARE(values.upper, 1.0);
    // Recall falls by 1.0 over the plot's height: one point per half pixel of value
    // is all it needs (the axis shows 1.05 over `rows` pixels).
    QCPGraph *recall = chart.recallGraph();
    QVERIFY(recall->dataCount() <= 2 * rows + 2);
    QVERIFY(recall->dataCount() >= rows);
    QCOMPARE(recall->data()->constBegin()->key, 0.0);
    QCOMPARE(recall->data()->constBegin()->value, 1.0);
    QCOMPARE((recall->data()->constEnd() - 1)->key, 1.0);
    QCOMPARE((recall->data()->constEnd() - 1)->value, 0.0);
    // A lone peak survives, and the best point is the exact one.
    QCOMPARE(chart.f1Graph()->getValueRange(found).upper, 0.75);
    QVERIFY(chart.f1Graph()->dataCount() <= 6);
    QCOMPARE(chart.bestGraph()->data()->constBegin()->key, curve[n / 2].threshold);

    // A wider plot is fitted again, with more points.
    const int before = precision->dataCount();
    chart.resize(1200, 500);
    chart.replot();
    QVERIFY(precision->dataCount() > before);
}

void TestPrfChart::markerRepaintsOnlyItsLayer()
{
    const auto evaluation = fourDocSimilarity();
    PrfChart chart;
    chart.resize(800, 500);
    chart.setCurve(evaluation.curve(), evaluation.scoreKind(), 0.0, 1.0, u"Jaccard"_s);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.replot(QCustomPlot::rpImmediateRefresh); // the layer buffers exist from here on
    QCPLayer *markerLayer = chart.thresholdMarker()->layer();
    QVERIFY(markerLayer != chart.f1Graph()->layer());
    QCOMPARE(markerLayer->mode(), QCPLayer::lmBuffered);
    QCOMPARE(chart.thresholdLabel()->layer(), markerLayer);

    // 0.43 is off the grid lines: before the move nothing there has the marker's colour.
    const int x = int(std::lround(chart.xAxis->coordToPixel(0.43)));
    const int y = int(std::lround(chart.yAxis->coordToPixel(0.15)));
    const QColor markerColour = chart.thresholdMarker()->pen().color();
    const auto markerShownAtX = [&] {
        const QImage shown = chart.grab().toImage(); // what paintEvent puts on screen
        for (int dx = -1; dx <= 1; ++dx) {
            const QColor c = shown.pixelColor(x + dx, y);
            if (qAbs(c.red() - markerColour.red()) + qAbs(c.green() - markerColour.green())
                    + qAbs(c.blue() - markerColour.blue())
                < 90)
                return true;
        }
        return false;
    };
    QVERIFY(!markerShownAtX());

    QSignalSpy fullReplots(&chart, &QCustomPlot::afterReplot);
    chart.setThreshold(0.43);
    QCoreApplication::processEvents();
    QCOMPARE(fullReplots.count(), 0);
    QCOMPARE(chart.thresholdMarker()->point1->coords().x(), 0.43);
    QVERIFY(markerShownAtX());
}

void TestPrfChart::exports()
{
    const auto evaluation = fourDocSimilarity();
    PrfChart chart;
    chart.setCurve(evaluation.curve(), evaluation.scoreKind(), 0.0, 1.0, u"Jaccard"_s);
    chart.setThreshold(0.5);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;

    const QString png = dir.filePath(u"chart.png"_s);
    QVERIFY2(nd::charts::chartexport::savePng(&chart, png, 400, 300, 2.0, &error), qPrintable(error));
    const QImage image(png);
    QCOMPARE(image.size(), QSize(800, 600)); // 400 x 300 at scale 2

    const QString pdf = dir.filePath(u"chart.pdf"_s);
    QVERIFY2(nd::charts::chartexport::savePdf(&chart, pdf, 600, 400, &error), qPrintable(error));
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QVERIFY(pdfFile.read(5) == "%PDF-");

    const QString svg = dir.filePath(u"chart.svg"_s);
    QVERIFY2(nd::charts::chartexport::saveBySuffix(&chart, svg, 600, 400, &error), qPrintable(error));
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    const QByteArray svgBytes = svgFile.readAll();
    QVERIFY(svgBytes.contains("<svg"));
    QVERIFY(svgBytes.contains("<path") || svgBytes.contains("<polyline"));

    const QString csv = dir.filePath(u"curve.csv"_s);
    QVERIFY2(nd::charts::chartexport::saveCurveCsv(evaluation.curve(), csv, &error, {u"method: test"_s}),
             qPrintable(error));
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly | QIODevice::Text));
    const QStringList lines = QString::fromUtf8(csvFile.readAll()).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 6); // comment, header, 4 points
    QCOMPARE(lines[0], u"# method: test"_s);
    QCOMPARE(lines[1], u"threshold,tp,fp,precision,recall,f1,macro_f1"_s);
    // Third point: t 0.5, tp 2, fp 1, P 2/3, R 1, F1 0.8, macro F1 2/3.
    const QStringList row = lines[4].split(u',');
    QCOMPARE(row.size(), 7);
    QCOMPARE(row[0].toDouble(), 0.5);
    QCOMPARE(row[1], u"2"_s);
    QCOMPARE(row[2], u"1"_s);
    QVERIFY(qAbs(row[3].toDouble() - 2.0 / 3.0) < 1e-12);
    QCOMPARE(row[4].toDouble(), 1.0);
    QVERIFY(qAbs(row[5].toDouble() - 0.8) < 1e-12);
    QVERIFY(qAbs(row[6].toDouble() - 2.0 / 3.0) < 1e-12);
    QCOMPARE(lines[2].split(u',').at(0).toDouble(), 0.9); // strict first
}

void TestPrfChart::exportErrors()
{
    PrfChart chart;
    QTemporaryDir dir;
    QString error;
    const QString missing = dir.filePath(u"no/such/folder/chart.png"_s);
    QVERIFY(!nd::charts::chartexport::savePng(&chart, missing, 400, 300, 1.0, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFile::exists(missing));

    error.clear();
    QVERIFY(!nd::charts::chartexport::saveBySuffix(&chart, dir.filePath(u"chart.bmp"_s), 400, 300, &error));
    QVERIFY(error.contains(u"bmp"_s));
    error.clear();
    QVERIFY(!nd::charts::chartexport::savePng(&chart, dir.filePath(u"c.png"_s), 0, 300, 1.0, &error));
    QVERIFY(!error.isEmpty());

    // A failed export keeps the older file intact.
    const QString existing = dir.filePath(u"keep.png"_s);
    QVERIFY(nd::charts::chartexport::savePng(&chart, existing, 100, 80, 1.0, &error));
    const QByteArray before = [&] {
        QFile f(existing);
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }();
    QVERIFY(!nd::charts::chartexport::savePng(&chart, existing, 100, 80, -1.0, &error));
    QFile after(existing);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), before);
}

void TestPrfChart::followsDarkPalette()
{
    const auto evaluation = fourDocSimilarity();
    PrfChart chart;
    chart.setCurve(evaluation.curve(), evaluation.scoreKind(), 0.0, 1.0, u"Jaccard"_s);
    chart.resize(480, 320);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const QColor text(0xFC, 0xFC, 0xFC), base(0x1B, 0x1E, 0x20); // Breeze Dark's view
    QPalette palette = chart.palette();
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::Text, text);
    chart.setPalette(palette);
    for (QCPAxis *axis : {chart.xAxis, chart.yAxis}) {
        QCOMPARE(axis->basePen().color(), text);
        QCOMPARE(axis->tickLabelColor(), text);
        QCOMPARE(axis->labelColor(), text);
    }
    QCOMPARE(chart.legend->textColor(), text);
    // The precision line's blue, 3.3:1 there before, is lightened to 4.5:1 like the others.
    for (QCPGraph *graph : {chart.precisionGraph(), chart.recallGraph(), chart.f1Graph()})
        QVERIFY2(nd::test::contrast(graph->pen().color(), base) >= 4.5, qPrintable(graph->pen().color().name()));
    const QImage image = chart.grab().toImage();
    QCOMPARE(image.pixelColor(2, 2).rgb(), base.rgb());
}

QTEST_MAIN(TestPrfChart)
#include "tst_prfchart.moc"
