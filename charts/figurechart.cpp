#include "charts/figurechart.h"

#include "charts/chartpalette.h"
#include "charts/legendfit.h"
#include "eval/curvedecimation.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace nd::charts {

namespace {

// Okabe-Ito colours (colour-blind safe), dark to light alternating so that
// neighbours also differ in grey value.
const QColor kColours[] = {QColor(0x00, 0x00, 0x00), QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x72, 0xB2),
                           QColor(0xF0, 0xE4, 0x42), QColor(0xD5, 0x5E, 0x00), QColor(0x56, 0xB4, 0xE9),
                           QColor(0xCC, 0x79, 0xA7), QColor(0x00, 0x9E, 0x73)};
constexpr int kColourCount = int(std::size(kColours));

// Eight dash patterns: a printed figure has no colour to tell curves apart.
const QVector<qreal> kDashes[] = {{},                 // solid
                                  {6, 3},             // dash
                                  {1, 2},             // dot
                                  {6, 2, 1, 2},       // dash-dot
                                  {6, 2, 1, 2, 1, 2}, // dash-dot-dot
                                  {12, 4},            // long dash
                                  {3, 3},             // short dash
                                  {12, 3, 3, 3}};     // long-short
constexpr int kDashCount = int(std::size(kDashes));

const QCPScatterStyle::ScatterShape kShapes[] = {
    QCPScatterStyle::ssCircle,           QCPScatterStyle::ssSquare, QCPScatterStyle::ssTriangle,
    QCPScatterStyle::ssDiamond,          QCPScatterStyle::ssCross,  QCPScatterStyle::ssPlus,
    QCPScatterStyle::ssTriangleInverted, QCPScatterStyle::ssStar};
constexpr int kShapeCount = int(std::size(kShapes));

// Markers on every point of a dense curve would blot it out: at most ~12 per curve.
int markerSkip(qsizetype points)
{
    return int(std::max<qsizetype>(0, points / 12));
}

// A viridis-like ramp: perceptually ordered and monotonic in lightness, so the
// heatmap reads the same in greyscale.
QCPColorGradient viridis()
{
    QCPColorGradient gradient;
    gradient.setColorInterpolation(QCPColorGradient::ciRGB);
    gradient.setColorStopAt(0.00, QColor(0x44, 0x01, 0x54));
    gradient.setColorStopAt(0.25, QColor(0x3B, 0x52, 0x8B));
    gradient.setColorStopAt(0.50, QColor(0x21, 0x91, 0x8C));
    gradient.setColorStopAt(0.75, QColor(0x5E, 0xC9, 0x62));
    gradient.setColorStopAt(1.00, QColor(0xFD, 0xE7, 0x25));
    return gradient;
}

} // namespace

QString FigureChart::wrapToWidth(const QString &text, const QFontMetrics &metrics, int width)
{
    // Greedy, line by line: the text's own line breaks stay; a word wider than
    // the width stays whole on its own line (the caller rotates then).
    QStringList out;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        QString current;
        for (const QString &word : line.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const QString candidate = current.isEmpty() ? word : current + QLatin1Char(' ') + word;
            if (!current.isEmpty() && metrics.horizontalAdvance(candidate) > width) {
                out.append(current);
                current = word;
            } else {
                current = candidate;
            }
        }
        out.append(current);
    }
    return out.join(QLatin1Char('\n'));
}

QColor FigureChart::seriesColour(int index)
{
    return kColours[index % kColourCount];
}

QColor FigureChart::seriesColour(int index, const QColor &background)
{
    return readableOn(seriesColour(index), background);
}

QPen FigureChart::seriesPen(int index, double width)
{
    QPen pen(seriesColour(index), width);
    const QVector<qreal> &dashes = kDashes[index % kDashCount];
    if (!dashes.isEmpty())
        pen.setDashPattern(dashes);
    pen.setCapStyle(Qt::FlatCap);
    return pen;
}

QCPScatterStyle::ScatterShape FigureChart::seriesShape(int index)
{
    // Shapes advance with the dash pattern but on a different cycle (index /
    // kDashCount shifts them), so two series never share both.
    return kShapes[(index + index / kDashCount) % kShapeCount];
}

FigureChart::FigureChart(QWidget *parent)
    : QCustomPlot(parent)
{
    setObjectName(QStringLiteral("figureChart"));
    setMinimumSize(320, 240);
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);

    plotLayout()->insertRow(0);
    m_title = new QCPTextElement(this);
    plotLayout()->addElement(0, 0, m_title);

    // The marker lives on its own buffered layer: moving it repaints that layer
    // only, not a million-point family of curves (bench_figureredraw).
    addLayer(QStringLiteral("marker"), layer(QStringLiteral("legend")), QCustomPlot::limAbove);
    layer(QStringLiteral("marker"))->setMode(QCPLayer::lmBuffered);
    m_marker = new QCPItemStraightLine(this);
    m_marker->setLayer(QStringLiteral("marker"));
    m_marker->setPen(QPen(Qt::darkGray, 1.5, Qt::DashLine));
    m_marker->setVisible(false);

    // The legend sits under the axis rect, never on it: no placement inside the
    // plot is free of data for every figure (bars reach the top, curves cross
    // every corner). It fills left to right and wraps to the chart's width.
    axisRect()->insetLayout()->take(legend);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setBrush(Qt::NoBrush);
    legend->setBorderPen(Qt::NoPen);
    legend->setVisible(true);
    placeLegend();
    applyFonts();
    applyPalette();
}

void FigureChart::placeLegend()
{
    const bool inLayout = legend->layout() == plotLayout();
    if (legend->visible() && legend->itemCount() > 0) {
        if (!inLayout) {
            const int row = plotLayout()->rowCount();
            plotLayout()->addElement(row, 0, legend);
            plotLayout()->setRowStretchFactor(row, 0.001);
        }
    } else if (inLayout) {
        plotLayout()->take(legend);
        plotLayout()->simplify();
    }
}

bool FigureChart::fitTextToWidth()
{
    bool changed = false;
    // The title: wrapped at spaces to the chart's width.
    const int width = std::max(1, viewport().width() - 8);
    const QString title = wrapToWidth(m_figure.title, QFontMetrics(m_title->font()), width);
    if (m_title->text() != title) {
        m_title->setText(title);
        changed = true;
    }
    // The legend: as many columns as its widest entry allows.
    if (legend->layout() == plotLayout() && fitLegendColumns(legend, width))
        changed = true;
    // Category labels: wrapped to their slot; rotated when a word alone is wider.
    if (m_figure.kind == experiments::Figure::Kind::Bars && m_figure.xCategories.size() > 1) {
        const QFontMetrics metrics(xAxis->tickLabelFont());
        const double slot = std::abs(xAxis->coordToPixel(1.0) - xAxis->coordToPixel(0.0));
        const int room = std::max(1, int(slot) - metrics.horizontalAdvance(QLatin1Char(' ')));
        QStringList labels;
        bool fits = true;
        for (const QString &category : m_figure.xCategories) {
            labels.append(wrapToWidth(category, metrics, room));
            for (const QString &line : labels.last().split(QLatin1Char('\n')))
                fits = fits && metrics.horizontalAdvance(line) <= room;
        }
        double rotation = 0.0;
        if (!fits) {
            // Rotated labels are parallel strips: one line's height apart along
            // the slot at 45 degrees needs slot * sin(45) >= the label's height.
            labels = m_figure.xCategories;
            int tallest = 0;
            for (const QString &label : labels)
                tallest = std::max(tallest, int(label.count(QLatin1Char('\n')) + 1) * metrics.lineSpacing());
            rotation = slot * std::sqrt(0.5) >= tallest ? 45.0 : 90.0;
        }
        auto *ticker = dynamic_cast<QCPAxisTickerText *>(xAxis->ticker().data());
        if (ticker && (ticker->ticks().values() != labels || xAxis->tickLabelRotation() != rotation)) {
            ticker->clear();
            for (int c = 0; c < labels.size(); ++c)
                ticker->addTick(c, labels.at(c));
            xAxis->setTickLabelRotation(rotation);
            changed = true;
        }
    }
    return changed;
}

void FigureChart::clearFigure()
{
    clearPlottables(); // graphs, bars and the colour map
    m_graphs.clear();
    m_full.clear();
    m_fittedSize = QSize();
    m_bars.clear();
    m_marks = nullptr;
    m_colorMap = nullptr;
    if (m_colorScale) {
        plotLayout()->remove(m_colorScale); // deletes it
        plotLayout()->simplify();
        m_colorScale = nullptr;
    }
    xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    xAxis->setTickLabelRotation(0.0);
    yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    yAxis->setScaleType(QCPAxis::stLinear);
    legend->setVisible(true);
}

void FigureChart::setFigure(const experiments::Figure &figure)
{
    m_figure = figure;
    clearFigure();
    m_title->setText(figure.title);
    m_title->setVisible(!figure.title.isEmpty());
    xAxis->setLabel(figure.xLabel);
    yAxis->setLabel(figure.yLabel);

    switch (figure.kind) {
    case experiments::Figure::Kind::Lines:
        drawLines(false);
        break;
    case experiments::Figure::Kind::Histogram:
        drawLines(true);
        break;
    case experiments::Figure::Kind::Bars:
        drawBars();
        break;
    case experiments::Figure::Kind::Heatmap:
        drawHeatmap();
        break;
    }

    if (figure.logY && figure.kind != experiments::Figure::Kind::Heatmap) {
        yAxis->setScaleType(QCPAxis::stLogarithmic);
        yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTickerLog));
        // A log axis cannot show 0: start at the smallest positive value.
        double lowest = qInf();
        double highest = 0.0;
        for (const experiments::Series &s : figure.series)
            for (double v : s.y)
                if (v > 0.0) {
                    lowest = std::min(lowest, v);
                    highest = std::max(highest, v);
                }
        if (std::isfinite(lowest))
            yAxis->setRange(lowest / 2.0, highest * 2.0);
    }
    placeLegend();
    applyFonts();
    applyPalette();
    setThreshold(figure.thresholdMarker);
    replot(QCustomPlot::rpQueuedReplot); // the curves changed, not just the marker
}

void FigureChart::drawLines(bool steps)
{
    const double width = m_print ? 2.2 : 1.6;
    const double markerSize = m_print ? 8.0 : 6.0;
    for (int i = 0; i < m_figure.series.size(); ++i) {
        const experiments::Series &s = m_figure.series.at(i);
        QCPGraph *graph = addGraph();
        graph->setName(s.name);
        graph->setPen(seriesPen(i, width));
        if (steps) {
            graph->setLineStyle(QCPGraph::lsStepCenter); // x are bin centres
        } else {
            QCPScatterStyle scatter(seriesShape(i), seriesColour(i), markerSize);
            graph->setScatterStyle(scatter);
            graph->setScatterSkip(markerSkip(s.x.size()));
        }
        QVector<QCPGraphData> points;
        if (s.x.size() > kDecimateAbove && std::is_sorted(s.x.cbegin(), s.x.cend())) {
            points.reserve(s.x.size());
            for (qsizetype k = 0; k < s.x.size() && k < s.y.size(); ++k)
                points.append(QCPGraphData(s.x.at(k), s.y.at(k)));
            // Until the first layout gives pixels: a fine decimation over all keys
            // (it keeps every column's extremes, so the axes rescale to the same ranges).
            graph->data()->set(eval::decimateToColumns(points, points.first().key, points.last().key, 4096), true);
            if (!steps)
                graph->setScatterSkip(markerSkip(graph->dataCount()));
        } else {
            graph->setData(s.x, s.y);
        }
        m_full.append(points);
        m_graphs.append(graph);
    }
    QVector<double> markX;
    QVector<double> markY;
    for (const experiments::Series &s : m_figure.series)
        if (!std::isnan(s.markX) && !std::isnan(s.markY)) {
            markX.append(s.markX);
            markY.append(s.markY);
        }
    if (!markX.isEmpty()) {
        // One black, hollow, larger marker for every best point: found at a glance
        // whatever the curve colours, and one legend entry instead of N.
        m_marks = addGraph();
        m_marks->setName(tr("Best point"));
        m_marks->setLineStyle(QCPGraph::lsNone);
        m_marks->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(Qt::black, width), QBrush(Qt::white), markerSize * 2.0));
        m_marks->setData(markX, markY, true);
    }
    rescaleAxes();
    if (!steps) {
        // A little headroom so curves reaching 1.0 are not drawn on the frame.
        const QCPRange y = yAxis->range();
        const double pad = std::max(y.size() * 0.05, 1e-9);
        yAxis->setRange(y.lower - pad, y.upper + pad);
    } else if (yAxis->range().lower > 0.0) {
        yAxis->setRangeLower(0.0);
    }
}

void FigureChart::updateLayout()
{
    QCustomPlot::updateLayout();
    // Wrapping depends on the widths the first pass gave; a second pass lays out
    // the taller title, legend or labels (wrapping again would give the same).
    if (fitTextToWidth())
        QCustomPlot::updateLayout();
    if (axisRect()->rect().size() != m_fittedSize || xAxis->range() != m_fittedRange)
        fitSeriesToPixels();
}

void FigureChart::fitSeriesToPixels()
{
    m_fittedSize = axisRect()->rect().size();
    m_fittedRange = xAxis->range();
    const int columns = int(std::ceil(m_fittedSize.width() * devicePixelRatioF()));
    if (columns < 1)
        return;
    const bool steps = m_figure.kind == experiments::Figure::Kind::Histogram;
    const auto byKey = [](const QCPGraphData &a, const QCPGraphData &b) { return a.key < b.key; };
    for (int i = 0; i < m_graphs.size() && i < m_full.size(); ++i) {
        const QVector<QCPGraphData> &full = m_full.at(i);
        if (full.isEmpty())
            continue;
        // The visible keys and one point beyond each edge, so the lines leaving
        // the plot keep their slope.
        const QCPGraphData lower{m_fittedRange.lower, 0.0};
        const QCPGraphData upper{m_fittedRange.upper, 0.0};
        const qsizetype first =
            std::max<qsizetype>(0, std::lower_bound(full.cbegin(), full.cend(), lower, byKey) - full.cbegin() - 1);
        const qsizetype last = std::min<qsizetype>(
            full.size(), std::upper_bound(full.cbegin(), full.cend(), upper, byKey) - full.cbegin() + 1);
        const QVector<QCPGraphData> shown =
            eval::decimateToColumns(full.mid(first, last - first), m_fittedRange.lower, m_fittedRange.upper, columns);
        m_graphs.at(i)->data()->set(shown, true);
        if (!steps)
            m_graphs.at(i)->setScatterSkip(markerSkip(shown.size()));
    }
}

void FigureChart::drawBars()
{
    auto *group = new QCPBarsGroup(this);
    const int count = int(m_figure.series.size());
    // Grouped bars share one unit of x per category.
    const double width = count > 0 ? 0.8 / count : 0.8;
    for (int i = 0; i < count; ++i) {
        const experiments::Series &s = m_figure.series.at(i);
        auto *bars = new QCPBars(xAxis, yAxis);
        bars->setName(s.name);
        bars->setWidth(width);
        bars->setPen(QPen(Qt::black, m_print ? 1.2 : 0.8));
        // Fill patterns as well as colours: bars stay apart in greyscale.
        static const Qt::BrushStyle patterns[] = {Qt::SolidPattern, Qt::BDiagPattern,    Qt::Dense4Pattern,
                                                  Qt::FDiagPattern, Qt::CrossPattern,    Qt::Dense6Pattern,
                                                  Qt::HorPattern,   Qt::DiagCrossPattern};
        bars->setBrush(QBrush(seriesColour(i), patterns[i % int(std::size(patterns))]));
        bars->setData(s.x, s.y);
        bars->setBarsGroup(group);
        m_bars.append(bars);
    }
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int c = 0; c < m_figure.xCategories.size(); ++c)
        ticker->addTick(c, m_figure.xCategories.at(c));
    if (!m_figure.xCategories.isEmpty())
        xAxis->setTicker(ticker);
    rescaleAxes();
    xAxis->setRange(xAxis->range().lower - 0.6, xAxis->range().upper + 0.6);
    // A little head-room above the tallest bar (the legend is outside the plot).
    yAxis->setRange(std::min(0.0, yAxis->range().lower), yAxis->range().upper * 1.08);
}

void FigureChart::drawHeatmap()
{
    const QVector<double> &xs = m_figure.heatmapX;
    const QVector<double> &ys = m_figure.heatmapY;
    if (xs.isEmpty() || ys.isEmpty() || m_figure.heatmapZ.size() != xs.size() * ys.size())
        return;
    legend->setVisible(false);
    m_colorMap = new QCPColorMap(xAxis, yAxis);
    m_colorMap->data()->setSize(int(xs.size()), int(ys.size()));
    // Cells are evenly spaced between the first and last value (the grid axes of a
    // sweep); uneven values would need one tick label per cell.
    const double x1 = xs.size() > 1 ? xs.last() : xs.first() + 1.0;
    const double y1 = ys.size() > 1 ? ys.last() : ys.first() + 1.0;
    m_colorMap->data()->setRange(QCPRange(xs.first(), x1), QCPRange(ys.first(), y1));
    for (int r = 0; r < ys.size(); ++r)
        for (int c = 0; c < xs.size(); ++c)
            m_colorMap->data()->setCell(c, r, m_figure.heatmapZ.at(r * xs.size() + c));

    m_colorScale = new QCPColorScale(this);
    plotLayout()->addElement(1, 1, m_colorScale);
    m_colorScale->setType(QCPAxis::atRight);
    m_colorMap->setColorScale(m_colorScale);
    m_colorMap->setGradient(viridis());
    m_colorMap->rescaleDataRange(true);
    auto *margins = new QCPMarginGroup(this);
    axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    m_colorScale->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    if (!m_figure.series.isEmpty())
        m_colorScale->axis()->setLabel(m_figure.series.first().name);
    rescaleAxes();
}

void FigureChart::setThreshold(double threshold)
{
    m_figure.thresholdMarker = threshold;
    const bool visible = std::isfinite(threshold) && m_figure.kind != experiments::Figure::Kind::Bars;
    m_marker->setVisible(visible);
    if (visible) {
        // y = 1 and 2 are valid on a log axis too; the line is infinite anyway.
        m_marker->point1->setCoords(threshold, 1.0);
        m_marker->point2->setCoords(threshold, 2.0);
    }
    m_marker->layer()->replot(); // falls back to a full replot while the layer has no buffer yet
}

void FigureChart::setPrintStyle(bool print)
{
    if (m_print == print)
        return;
    m_print = print;
    setFigure(m_figure);
}

void FigureChart::applyFonts()
{
    QFont base = font();
    base.setPointSizeF(m_print ? 11.0 : 9.0);
    QFont label = base;
    label.setPointSizeF(m_print ? 12.0 : 10.0);
    QFont title = base;
    title.setPointSizeF(m_print ? 14.0 : 11.0);
    title.setBold(true);
    m_title->setFont(title);
    for (QCPAxis *axis : {xAxis, yAxis}) {
        axis->setTickLabelFont(base);
        axis->setLabelFont(label);
        QPen pen = axis->basePen(); // in the palette's colour (applyPalette)
        pen.setWidthF(m_print ? 1.2 : 1.0);
        axis->setBasePen(pen);
    }
    legend->setFont(base);
    if (m_colorScale) {
        m_colorScale->axis()->setTickLabelFont(base);
        m_colorScale->axis()->setLabelFont(label);
    }
    QPen marker = m_marker->pen();
    marker.setWidthF(m_print ? 2.0 : 1.5);
    m_marker->setPen(marker);
}

void FigureChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QCustomPlot::changeEvent(event);
}

void FigureChart::applyPalette()
{
    if (!m_marker)
        return; // a palette change during construction
    const QPalette pal = palette();
    const QColor ink = pal.color(QPalette::Text);
    const QColor paper = pal.color(QPalette::Base);
    applyChartPalette(this, pal);
    m_title->setTextColor(ink);
    const auto recoloured = [](QPen pen, const QColor &colour) {
        pen.setColor(colour);
        return pen;
    };
    for (int i = 0; i < m_graphs.size(); ++i) {
        QCPGraph *graph = m_graphs.at(i);
        const QColor colour = seriesColour(i, paper);
        graph->setPen(recoloured(graph->pen(), colour));
        QCPScatterStyle scatter = graph->scatterStyle();
        if (!scatter.isNone()) {
            scatter.setPen(recoloured(scatter.pen(), colour));
            graph->setScatterStyle(scatter);
        }
    }
    if (m_marks) {
        // Hollow in the background's colour, outlined in the text's.
        QCPScatterStyle scatter = m_marks->scatterStyle();
        scatter.setPen(recoloured(scatter.pen(), ink));
        scatter.setBrush(paper);
        m_marks->setScatterStyle(scatter);
    }
    for (int i = 0; i < m_bars.size(); ++i) {
        QCPBars *bars = m_bars.at(i);
        bars->setPen(recoloured(bars->pen(), ink));
        QBrush brush = bars->brush();
        brush.setColor(seriesColour(i, paper));
        bars->setBrush(brush);
    }
    // The threshold marker half-way between text and background: seen, but quieter than the data.
    const QColor marker =
        QColor::fromRgbF(0.55f * ink.redF() + 0.45f * paper.redF(), 0.55f * ink.greenF() + 0.45f * paper.greenF(),
                         0.55f * ink.blueF() + 0.45f * paper.blueF());
    m_marker->setPen(recoloured(m_marker->pen(), marker));
    replot(QCustomPlot::rpQueuedReplot);
}

} // namespace nd::charts
