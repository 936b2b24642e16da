#pragma once

#include "experiments/figure.h"

#include "charts/qcustomplotinclude.h"

namespace nd::charts {

// Draws any experiments::Figure (lines, grouped bars, histogram steps, heatmap)
// with legend, axis titles and an optional threshold marker. Series differ by
// line style and marker as well as colour, so a figure printed in greyscale
// stays readable.
// A series of more points than kDecimateAbove (a threshold curve of a million
// scored pairs) is drawn decimated to the plot's pixel columns over the visible
// key range (eval::decimateToColumns: the same pixels as the full curve), redone
// when the plot's size or key range changes, so a replot draws thousands of
// points, not millions.
class FigureChart : public QCustomPlot
{
    Q_OBJECT

public:
    explicit FigureChart(QWidget *parent = nullptr);

    void setFigure(const experiments::Figure &figure);
    const experiments::Figure &figure() const { return m_figure; }

    // Moves (or hides, with NaN) the vertical threshold marker and replots.
    void setThreshold(double threshold);

    // Thicker pens and larger fonts for files meant for print; the on-screen
    // look is restored by setPrintStyle(false).
    void setPrintStyle(bool print);

    // The graph of series i (Lines, Histogram) or nullptr.
    QCPGraph *seriesGraph(int i) const { return i >= 0 && i < m_graphs.size() ? m_graphs.at(i) : nullptr; }
    // The scatter of best-point marks, or nullptr when no series has one.
    QCPGraph *markGraph() const { return m_marks; }
    QList<QCPBars *> bars() const { return m_bars; }
    QCPColorMap *colorMap() const { return m_colorMap; }
    QCPItemStraightLine *thresholdMarker() const { return m_marker; }

    // The pen and marker of series i: 8 styles x 8 markers, so 64 series are
    // told apart without colour.
    static QPen seriesPen(int index, double width);
    static QCPScatterStyle::ScatterShape seriesShape(int index);
    static QColor seriesColour(int index);
    // Series i's colour made readable on `background` (kSeriesContrast): the
    // black of the first series turns light grey on a dark view, the yellow
    // dark on white.
    static QColor seriesColour(int index, const QColor &background);

    static constexpr qsizetype kDecimateAbove = 8192;

    // `text` broken at spaces into lines no wider than `width` pixels; existing
    // line breaks kept, a longer word left whole.
    static QString wrapToWidth(const QString &text, const QFontMetrics &metrics, int width);

protected:
    // A palette change (the desktop's theme, or an export's paper) recolours the chart.
    void changeEvent(QEvent *event) override;
    // Also fits the decimated series to the axis rect's pixels and key range.
    void updateLayout() override;

private:
    void clearFigure();
    void drawLines(bool steps);
    void drawBars();
    void drawHeatmap();
    void applyFonts();
    // Background, axes, title, legend text and every series in the widget's
    // palette: the view's Base and Text colours, series readable on Base.
    void applyPalette();
    void fitSeriesToPixels();
    // The legend in the row under the axis rect while it has entries, out of the layout otherwise.
    void placeLegend();
    // Title and category labels wrapped (or the labels rotated) and the legend's
    // columns set for the current size; true when anything changed.
    bool fitTextToWidth();

    experiments::Figure m_figure;
    QList<QCPGraph *> m_graphs;
    QList<QCPBars *> m_bars;
    QCPGraph *m_marks = nullptr;
    QCPColorMap *m_colorMap = nullptr;
    QCPColorScale *m_colorScale = nullptr;
    QCPTextElement *m_title = nullptr;
    QCPItemStraightLine *m_marker = nullptr;
    bool m_print = false;
    // Per graph of m_graphs: every point sorted by key when it is drawn
    // decimated, else empty (the graph holds the data itself).
    QList<QVector<QCPGraphData>> m_full;
    QSize m_fittedSize; // the axis rect and key range the graphs were fitted to
    QCPRange m_fittedRange;
};

} // namespace nd::charts
