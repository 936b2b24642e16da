#include "charts/figurechart.h"
#include "charts/chartexport.h"
#include "charts/figureexport.h"

#include "contrast.h"

#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace nd::experiments;
using nd::charts::FigureChart;

class TestFigureChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lines();
    void stylesDifferWithoutColour();
    void logY();
    void bars();
    void histogram();
    void heatmap();
    void saveFigureFiles();
    void saveFigureErrors();
    void saveFigureData();
    void wrapToWidth();
    void fitsItsSize_data();
    void fitsItsSize();
    void followsPalette_data();
    void followsPalette();
};

namespace {

Figure threeLines()
{
    Figure f;
    f.kind = Figure::Kind::Lines;
    f.title = u"F1 vs threshold"_s;
    f.xLabel = u"Threshold (bits)"_s;
    f.yLabel = u"F1"_s;
    f.series = {Series{u"k = 1"_s, {0, 1, 2}, {0.1, 0.5, 0.3}, 1, 0.5},
                Series{u"k = 2"_s, {0, 1, 2, 3}, {0.2, 0.4, 0.8, 0.6}, 2, 0.8},
                Series{u"k, \"3\""_s, {0, 1}, {0.9, 0.7}}};
    f.thresholdMarker = 1.5;
    f.parameters = QJsonObject{{u"method"_s, u"shingling"_s}, {u"shingle_size"_s, u"1..3"_s}};
    return f;
}

// Zhang et al.'s Table 2 as the preset draws it: two-line categories, three series.
Figure table2()
{
    Figure f;
    f.kind = Figure::Kind::Bars;
    f.title = u"Zhang et al. 2016, Table 2: P, R, max F1 and runtime per method"_s;
    f.yLabel = u"Value"_s;
    f.xCategories = {u"SigNCD w/ P1\n2.68 s"_s, u"SpotSigNCD w/ P1\n4.78 s"_s, u"NCD\n20.90 s"_s, u"SpotSigs\n1.04 s"_s,
                     u"simhash (64 bits)\n0.31 s"_s};
    f.series = {Series{u"Precision at max F1"_s, {0, 1, 2, 3, 4}, {0.97, 0.97, 0.94, 0.99, 0.98}},
                Series{u"Recall at max F1"_s, {0, 1, 2, 3, 4}, {0.92, 0.93, 0.95, 0.90, 0.68}},
                Series{u"max F1"_s, {0, 1, 2, 3, 4}, {0.94, 0.95, 0.94, 0.94, 0.80}}};
    return f;
}

} // namespace

void TestFigureChart::lines()
{
    FigureChart chart;
    chart.setFigure(threeLines());
    QVERIFY(chart.seriesGraph(0) && chart.seriesGraph(2));
    QCOMPARE(chart.seriesGraph(3), nullptr);
    QCOMPARE(chart.seriesGraph(0)->data()->size(), 3);
    QCOMPARE(chart.seriesGraph(1)->data()->size(), 4);
    QCOMPARE(chart.seriesGraph(2)->data()->size(), 2);
    QCOMPARE(chart.seriesGraph(1)->data()->at(2)->value, 0.8);
    QCOMPARE(chart.seriesGraph(2)->name(), u"k, \"3\""_s);
    // Two best points (the third series has none), in one marker graph.
    QVERIFY(chart.markGraph());
    QCOMPARE(chart.markGraph()->data()->size(), 2);
    QCOMPARE(chart.markGraph()->data()->at(1)->key, 2.0);
    QCOMPARE(chart.markGraph()->data()->at(1)->value, 0.8);
    QCOMPARE(chart.graphCount(), 4);
    QVERIFY(chart.thresholdMarker()->visible());
    QCOMPARE(chart.thresholdMarker()->point1->coords().x(), 1.5);
    QCOMPARE(chart.xAxis->label(), u"Threshold (bits)"_s);

    // A new figure replaces the old one entirely.
    Figure one = threeLines();
    one.series.removeLast();
    one.series.removeLast();
    one.thresholdMarker = qQNaN();
    chart.setFigure(one);
    QCOMPARE(chart.graphCount(), 2);
    QVERIFY(!chart.thresholdMarker()->visible());
    chart.setThreshold(0.5);
    QVERIFY(chart.thresholdMarker()->visible());
    QCOMPARE(chart.thresholdMarker()->point2->coords().x(), 0.5);
}

void TestFigureChart::stylesDifferWithoutColour()
{
    // Greyscale: every pair among the first 8 series must differ in dash pattern
    // and every pair among the first 8 in marker shape.
    QSet<QString> patterns;
    QSet<int> shapes;
    for (int i = 0; i < 8; ++i) {
        const QPen pen = FigureChart::seriesPen(i, 2.0);
        QString key = pen.style() == Qt::SolidLine ? u"solid"_s : QString();
        for (qreal d : pen.dashPattern())
            key += QString::number(d) + u' ';
        patterns.insert(key);
        shapes.insert(int(FigureChart::seriesShape(i)));
    }
    QCOMPARE(patterns.size(), 8);
    QCOMPARE(shapes.size(), 8);
    // The 9th series repeats the dash of the 1st but not its marker.
    QCOMPARE(FigureChart::seriesPen(8, 2.0).dashPattern(), FigureChart::seriesPen(0, 2.0).dashPattern());
    QVERIFY(FigureChart::seriesShape(8) != FigureChart::seriesShape(0));

    FigureChart chart;
    chart.setFigure(threeLines());
    QVERIFY(chart.seriesGraph(0)->pen().style() != chart.seriesGraph(1)->pen().style()
            || chart.seriesGraph(0)->pen().dashPattern() != chart.seriesGraph(1)->pen().dashPattern());
    QVERIFY(chart.seriesGraph(1)->pen().dashPattern() != chart.seriesGraph(2)->pen().dashPattern());
    QVERIFY(chart.seriesGraph(0)->scatterStyle().shape() != chart.seriesGraph(1)->scatterStyle().shape());
}

void TestFigureChart::logY()
{
    FigureChart chart;
    Figure f = threeLines();
    chart.setFigure(f);
    QCOMPARE(chart.yAxis->scaleType(), QCPAxis::stLinear);
    f.logY = true;
    chart.setFigure(f);
    QCOMPARE(chart.yAxis->scaleType(), QCPAxis::stLogarithmic);
    QVERIFY(chart.yAxis->range().lower > 0.0);
    f.logY = false;
    chart.setFigure(f);
    QCOMPARE(chart.yAxis->scaleType(), QCPAxis::stLinear);
}

void TestFigureChart::bars()
{
    Figure f;
    f.kind = Figure::Kind::Bars;
    f.xCategories = {u"none"_s, u"P1"_s, u"P1+P2"_s};
    f.series = {Series{u"comparisons"_s, {0, 1, 2}, {100, 40, 10}}, Series{u"flagged"_s, {0, 1, 2}, {5, 5, 4}}};
    FigureChart chart;
    chart.setFigure(f);
    QCOMPARE(chart.bars().size(), 2);
    QCOMPARE(chart.graphCount(), 0);
    QCOMPARE(chart.bars().at(0)->data()->size(), 3);
    QCOMPARE(chart.bars().at(0)->data()->at(1)->value, 40.0);
    QVERIFY(chart.bars().at(0)->barsGroup());
    QCOMPARE(chart.bars().at(0)->barsGroup(), chart.bars().at(1)->barsGroup());
    auto ticker = chart.xAxis->ticker().dynamicCast<QCPAxisTickerText>();
    QVERIFY(ticker);
    QCOMPARE(ticker->ticks().value(2.0), u"P1+P2"_s);
}

void TestFigureChart::histogram()
{
    Figure f;
    f.kind = Figure::Kind::Histogram;
    f.logY = true;
    f.series = {Series{u"duplicates"_s, {0.05, 0.15, 0.25}, {1, 10, 100}},
                Series{u"others"_s, {0.05, 0.15, 0.25}, {1000, 10, 0}}};
    FigureChart chart;
    chart.setFigure(f);
    QCOMPARE(chart.graphCount(), 2);
    QCOMPARE(chart.seriesGraph(0)->lineStyle(), QCPGraph::lsStepCenter);
    QCOMPARE(chart.yAxis->scaleType(), QCPAxis::stLogarithmic);
    // The smallest positive count is 1: the axis starts below it, above 0.
    QCOMPARE(chart.yAxis->range().lower, 0.5);
    QCOMPARE(chart.yAxis->range().upper, 2000.0);
}

void TestFigureChart::heatmap()
{
    Figure f;
    f.kind = Figure::Kind::Heatmap;
    f.series = {Series{u"F1"_s, {}, {}}};
    f.heatmapX = {0, 1, 2, 3}; // thresholds
    f.heatmapY = {1, 2, 3};    // shingle sizes
    f.heatmapZ.resize(12);
    for (int i = 0; i < 12; ++i)
        f.heatmapZ[i] = i / 12.0;
    FigureChart chart;
    chart.setFigure(f);
    QVERIFY(chart.colorMap());
    QCOMPARE(chart.colorMap()->data()->keySize(), 4);
    QCOMPARE(chart.colorMap()->data()->valueSize(), 3);
    // Row 2 (shingle size 3), column 1: z[2 * 4 + 1].
    QCOMPARE(chart.colorMap()->data()->cell(1, 2), 9 / 12.0);
    QCOMPARE(chart.colorMap()->data()->data(1.0, 3.0), 9 / 12.0);
    QVERIFY(chart.colorMap()->colorScale());
    QCOMPARE(chart.colorMap()->colorScale()->axis()->label(), u"F1"_s);
    QCOMPARE(chart.colorMap()->dataRange().upper, 11 / 12.0);

    // Back to lines: the colour scale is gone.
    chart.setFigure(threeLines());
    QCOMPARE(chart.colorMap(), nullptr);
    QCOMPARE(chart.plotLayout()->elementCount(), 3); // title, axis rect, the legend under it
    QCOMPARE(chart.legend->layout(), chart.plotLayout());
}

void TestFigureChart::saveFigureFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;
    const QString png = dir.filePath(u"f.png"_s);
    QVERIFY2(nd::charts::saveFigure(threeLines(), png, QSize(400, 300), 2.0, &error), qPrintable(error));
    const QImage image(png);
    QCOMPARE(image.size(), QSize(800, 600));

    const QString pdf = dir.filePath(u"f.pdf"_s);
    QVERIFY2(nd::charts::saveFigure(threeLines(), pdf, QSize(400, 300), 1.0, &error), qPrintable(error));
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QVERIFY(pdfFile.readAll().startsWith("%PDF"));

    const QString svg = dir.filePath(u"f.svg"_s);
    Figure heat;
    heat.kind = Figure::Kind::Heatmap;
    heat.heatmapX = {0, 1};
    heat.heatmapY = {0, 1};
    heat.heatmapZ = {0, 0.5, 0.5, 1};
    QVERIFY2(nd::charts::saveFigure(heat, svg, QSize(400, 300), 1.0, &error), qPrintable(error));
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    QVERIFY(svgFile.readAll().contains("<svg"));
}

void TestFigureChart::saveFigureErrors()
{
    QTemporaryDir dir;
    QString error;
    QVERIFY(!nd::charts::saveFigure(threeLines(), dir.filePath(u"f.bmp"_s), QSize(400, 300), 1.0, &error));
    QVERIFY(error.contains(u"bmp"_s));
    error.clear();
    QVERIFY(!nd::charts::saveFigure(threeLines(), dir.filePath(u"f.png"_s), QSize(0, 300), 1.0, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFile::exists(dir.filePath(u"f.png"_s)));
}

void TestFigureChart::saveFigureData()
{
    QTemporaryDir dir;
    QString error;
    const QString csv = dir.filePath(u"f.csv"_s);
    const QString json = dir.filePath(u"f.json"_s);
    QVERIFY2(nd::charts::saveFigureData(threeLines(), csv, json, &error), qPrintable(error));
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csvFile.readAll().trimmed().split('\n');
    // Comment, header, 3 + 4 + 2 points.
    QCOMPARE(lines.size(), 11);
    QCOMPARE(lines.at(0), "# F1 vs threshold");
    QCOMPARE(lines.at(1), "series,x,y");
    QCOMPARE(lines.at(2), "k = 1,0,0.10000000000000001");
    QCOMPARE(lines.at(7), "k = 2,2,0.80000000000000004");
    QCOMPARE(lines.at(10), "\"k, \"\"3\"\"\",1,0.69999999999999996");

    QFile jsonFile(json);
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    const QJsonObject parameters = QJsonDocument::fromJson(jsonFile.readAll()).object();
    QCOMPARE(parameters.value(u"method"_s).toString(), u"shingling"_s);
    QCOMPARE(parameters.value(u"shingle_size"_s).toString(), u"1..3"_s);

    Figure heat;
    heat.kind = Figure::Kind::Heatmap;
    heat.heatmapX = {0, 1};
    heat.heatmapY = {5, 6};
    heat.heatmapZ = {0, 0.25, 0.5, 1};
    QVERIFY(nd::charts::saveFigureData(heat, csv, QString(), &error));
    csvFile.close();
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QList<QByteArray> rows = csvFile.readAll().trimmed().split('\n');
    QCOMPARE(rows.size(), 5);
    QCOMPARE(rows.at(0), "x,y,z");
    QCOMPARE(rows.at(3), "0,6,0.5");
}

void TestFigureChart::wrapToWidth()
{
    const QFontMetrics m(QFont(u"DejaVu Sans"_s, 9));
    const int room = m.horizontalAdvance(u"SpotSigNCD w/"_s);
    QCOMPARE(FigureChart::wrapToWidth(u"SpotSigNCD w/ P1"_s, m, room), u"SpotSigNCD w/\nP1"_s);
    // Existing breaks stay; a word wider than the room stays whole on its own line.
    QCOMPARE(FigureChart::wrapToWidth(u"NCD\n20.90 s"_s, m, room), u"NCD\n20.90 s"_s);
    QCOMPARE(FigureChart::wrapToWidth(u"a SpotSigNCDSpotSigNCD b"_s, m, room), u"a\nSpotSigNCDSpotSigNCD\nb"_s);
    QCOMPARE(FigureChart::wrapToWidth(u"SpotSigNCD w/ P1"_s, m, 100000), u"SpotSigNCD w/ P1"_s);
}

void TestFigureChart::fitsItsSize_data()
{
    QTest::addColumn<QSize>("size");
    // The chart's smallest size (the experiment dock squeezed it to 270 x 200,
    // where the table was unreadable), the dock's usual size, and an exported figure.
    QTest::newRow("320x240") << QSize(320, 240);
    QTest::newRow("480x320") << QSize(480, 320);
    QTest::newRow("900x560") << QSize(900, 560);
}

void TestFigureChart::fitsItsSize()
{
    QFETCH(QSize, size);
    FigureChart chart;
    chart.setFigure(table2());
    chart.resize(size);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.replot();
    QCOMPARE(chart.size(), size);

    // The legend is outside the plotted area, and inside the chart.
    const QRect plot = chart.axisRect()->rect();
    QVERIFY(chart.legend->visible());
    QVERIFY2(!chart.legend->outerRect().intersects(plot), "the legend covers the plot");
    QVERIFY(chart.rect().contains(chart.legend->outerRect()));
    // Every bar below the top of the plot.
    for (QCPBars *bars : chart.bars())
        for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
            QVERIFY(it->value < chart.yAxis->range().upper);

    // Category labels apart from each other: side by side, each half-width from
    // its tick; rotated, parallel strips one label height apart.
    auto ticker = chart.xAxis->ticker().dynamicCast<QCPAxisTickerText>();
    QVERIFY(ticker);
    const QStringList labels = ticker->ticks().values();
    QCOMPARE(labels.size(), 5);
    const QFontMetrics metrics(chart.xAxis->tickLabelFont());
    const double rotation = chart.xAxis->tickLabelRotation();
    const auto widest = [&](const QString &label) {
        int w = 0;
        for (const QString &line : label.split(u'\n'))
            w = std::max(w, metrics.horizontalAdvance(line));
        return w;
    };
    const auto height = [&](const QString &label) { return (label.count(u'\n') + 1) * metrics.lineSpacing(); };
    for (int c = 0; c + 1 < labels.size(); ++c) {
        const double gap = chart.xAxis->coordToPixel(c + 1) - chart.xAxis->coordToPixel(c);
        if (rotation == 0.0)
            QVERIFY2(gap >= (widest(labels.at(c)) + widest(labels.at(c + 1))) / 2.0,
                     qPrintable(labels.at(c) + u" | "_s + labels.at(c + 1)));
        else
            QVERIFY2(gap * std::sin(qDegreesToRadians(std::abs(rotation))) >= height(labels.at(c)) - 0.5,
                     qPrintable(labels.at(c)));
    }
    // Every word of each category is still there.
    const QRegularExpression space(u"\\s+"_s);
    for (int c = 0; c < labels.size(); ++c)
        QCOMPARE(labels.at(c).split(space), table2().xCategories.at(c).split(space));

    // The title's lines fit the chart's width.
    auto *title = qobject_cast<QCPTextElement *>(chart.plotLayout()->element(0, 0));
    QVERIFY(title);
    for (const QString &line : title->text().split(u'\n'))
        QVERIFY2(QFontMetrics(title->font()).horizontalAdvance(line) <= size.width(), qPrintable(line));
}

void TestFigureChart::followsPalette_data()
{
    QTest::addColumn<QColor>("text");
    QTest::addColumn<QColor>("base");
    QTest::addColumn<bool>("bars");
    // Breeze Dark's view colours; Fusion's light ones.
    QTest::newRow("dark lines") << QColor(0xFC, 0xFC, 0xFC) << QColor(0x1B, 0x1E, 0x20) << false;
    QTest::newRow("dark bars") << QColor(0xFC, 0xFC, 0xFC) << QColor(0x1B, 0x1E, 0x20) << true;
    QTest::newRow("light lines") << QColor(Qt::black) << QColor(Qt::white) << false;
    QTest::newRow("light bars") << QColor(Qt::black) << QColor(Qt::white) << true;
}

void TestFigureChart::followsPalette()
{
    QFETCH(QColor, text);
    QFETCH(QColor, base);
    QFETCH(bool, bars);
    FigureChart chart;
    chart.setFigure(bars ? table2() : threeLines());
    chart.resize(640, 420);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    // The palette changes after the figure is drawn, as when the desktop switches theme.
    QPalette palette = chart.palette();
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::Text, text);
    chart.setPalette(palette);

    const auto checkColours = [&](const QColor &ink, const QColor &paper) {
        for (QCPAxis *axis : {chart.xAxis, chart.yAxis}) {
            QCOMPARE(axis->basePen().color(), ink);
            QCOMPARE(axis->tickPen().color(), ink);
            QCOMPARE(axis->tickLabelColor(), ink);
            QCOMPARE(axis->labelColor(), ink);
            QCOMPARE(axis->grid()->pen().color().rgb(), ink.rgb()); // translucent
        }
        QCOMPARE(chart.legend->textColor(), ink);
        // Every series reads against the background: 4.5:1 (WCAG AA), the
        // thin lines' need; the marks are outlined in the text colour.
        QList<QColor> colours;
        if (bars) {
            for (QCPBars *b : chart.bars()) {
                colours.append(b->brush().color());
                QCOMPARE(b->pen().color(), ink);
            }
        } else {
            for (int i = 0; chart.seriesGraph(i); ++i)
                colours.append(chart.seriesGraph(i)->pen().color());
            QCOMPARE(chart.markGraph()->scatterStyle().pen().color(), ink);
        }
        QCOMPARE(colours.size(), 3);
        for (const QColor &colour : colours)
            QVERIFY2(nd::test::contrast(colour, paper) >= 4.5,
                     qPrintable(colour.name() + u" on "_s + paper.name() + u": "_s
                                + QString::number(nd::test::contrast(colour, paper))));
        // The plot's background as drawn, in a corner outside the axis rect.
        const QImage image = chart.grab().toImage();
        QCOMPARE(image.pixelColor(2, image.height() - 3).rgb(), paper.rgb());
    };
    checkColours(text, base);

    // A file keeps a white page whatever the palette (a figure for a paper), and
    // the chart on screen gets its palette back afterwards.
    QTemporaryDir dir;
    QString error;
    const QString png = dir.filePath(u"f.png"_s);
    QVERIFY2(nd::charts::chartexport::savePng(&chart, png, 640, 420, 1.0, &error), qPrintable(error));
    const QImage file(png);
    QCOMPARE(file.pixelColor(2, file.height() - 3).rgb(), QColor(Qt::white).rgb());
    QCOMPARE(chart.palette().color(QPalette::Base), base);
    checkColours(text, base);
}

QTEST_MAIN(TestFigureChart)
#include "tst_figurechart.moc"
