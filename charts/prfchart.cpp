#include "charts/prfchart.h"

#include "charts/chartpalette.h"
#include "charts/legendfit.h"

#include <algorithm>
#include <utility>
#include <cmath>

namespace nd::charts {

namespace {

// Okabe-Ito colours: distinguishable with the common colour-vision deficiencies.
const QColor kPrecisionColour(0x00, 0x72, 0xB2); // blue
const QColor kRecallColour(0xD5, 0x5E, 0x00);    // vermillion
const QColor kF1Colour(0x00, 0x9E, 0x73);        // bluish green

QPen linePen(const QColor &colour, Qt::PenStyle style, double width)
{
    QPen pen(colour, width, style);
    pen.setCapStyle(Qt::FlatCap);
    return pen;
}

const QString kMarkerLayer = QStringLiteral("marker");

} // namespace

PrfChart::PrfChart(QWidget *parent)
    : QCustomPlot(parent)
{
    setObjectName(QStringLiteral("prfChart"));
    setMinimumSize(320, 220);
    setInteractions({}); // no zoom or pan: a click means "threshold here"

    m_precision = addGraph();
    m_precision->setName(tr("Precision"));
    m_precision->setPen(linePen(kPrecisionColour, Qt::SolidLine, 2.0));
    m_recall = addGraph();
    m_recall->setName(tr("Recall"));
    m_recall->setPen(linePen(kRecallColour, Qt::DashLine, 2.0));
    m_f1 = addGraph();
    m_f1->setName(tr("F1"));
    m_f1->setPen(linePen(kF1Colour, Qt::DashDotLine, 2.5));
    m_best = addGraph();
    m_best->setName(tr("Best F1"));
    m_best->setLineStyle(QCPGraph::lsNone);
    m_best->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, 11));

    // The marker and its label on their own buffered layer: moving them repaints
    // that layer, not three curves (bench_figureredraw).
    addLayer(kMarkerLayer, layer(QStringLiteral("legend")), QCustomPlot::limAbove);
    layer(kMarkerLayer)->setMode(QCPLayer::lmBuffered);
    m_marker = new QCPItemStraightLine(this);
    m_marker->setLayer(kMarkerLayer);
    m_marker->point1->setCoords(0, 0);
    m_marker->point2->setCoords(0, 1);
    m_markerLabel = new QCPItemText(this);
    m_markerLabel->setLayer(kMarkerLayer);
    m_markerLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_markerLabel->position->setTypeX(QCPItemPosition::ptPlotCoords);
    m_markerLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_markerLabel->position->setCoords(0, 0.02);
    m_markerLabel->setPadding(QMargins(4, 1, 4, 1));

    yAxis->setRange(0.0, 1.05);
    yAxis->setLabel(tr("Precision / recall / F1"));
    xAxis->setLabel(tr("Threshold"));
    // The legend in one row under the plot, never over the curves (which reach
    // every corner of it for one run or another).
    axisRect()->insetLayout()->take(legend);
    plotLayout()->addElement(1, 0, legend);
    plotLayout()->setRowStretchFactor(1, 0.001);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setWrap(4); // refitted to the width at each layout
    legend->setVisible(true);

    connect(this, &QCustomPlot::mousePress, this, &PrfChart::pickAt);
    connect(this, &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        if (event->buttons() & Qt::LeftButton)
            pickAt(event);
    });
    applyPalette();
    clearCurve();
}

void PrfChart::setCurve(const QList<eval::OperatingPoint> &curve, ScoreKind kind, double minimum, double maximum,
                        const QString &scoreName)
{
    setPlotCurves(eval::plotCurves(curve, minimum, maximum, kFineColumns), kind, scoreName);
}

void PrfChart::setPlotCurves(const eval::PlotCurves &curves, ScoreKind kind, const QString &scoreName)
{
    // The value at a threshold between two scores is the one of the next score
    // in the flagging direction: the higher score for similarities (score >= t),
    // the lower for distances (score <= t). Steps show exactly that.
    const auto style = kind == ScoreKind::Similarity ? QCPGraph::lsStepRight : QCPGraph::lsStepLeft;
    m_heldFromRight = kind == ScoreKind::Similarity;
    const QList<eval::CurvePoint> *values[] = {&curves.precision, &curves.recall, &curves.f1};
    for (int i = 0; i < 3; ++i) {
        m_fine[i].clear();
        m_fine[i].reserve(values[i]->size());
        for (const eval::CurvePoint &p : *values[i])
            m_fine[i].append(QCPGraphData(p.key, p.value));
    }
    for (QCPGraph *graph : {m_precision, m_recall, m_f1})
        graph->setLineStyle(style);

    m_best->data()->clear();
    if (curves.hasBest) {
        m_best->addData(curves.best.threshold, curves.best.f1);
        m_best->setName(
            tr("Best F1 %1 at τ = %2")
                .arg(QLocale().toString(curves.best.f1, 'f', 3), QLocale().toString(curves.best.threshold, 'g', 4)));
    }

    xAxis->setRange(curves.minimum, curves.maximum);
    m_fittedTo = QSize();
    fitCurvesToPixels();
    xAxis->setLabel(kind == ScoreKind::Similarity ? tr("Threshold τ: %1 (flagged when ≥ τ)").arg(scoreName)
                                                  : tr("Threshold τ: %1 (flagged when ≤ τ)").arg(scoreName));
    m_hasCurve = curves.hasBest;
    m_marker->setVisible(m_hasCurve);
    m_markerLabel->setVisible(m_hasCurve);
    placeMarker(m_threshold);
    replot(QCustomPlot::rpQueuedReplot); // the curves changed, not just the marker
}

void PrfChart::clearCurve()
{
    for (QCPGraph *graph : {m_precision, m_recall, m_f1, m_best})
        graph->data()->clear();
    for (QVector<QCPGraphData> &fine : m_fine)
        fine.clear();
    m_fittedTo = QSize();
    m_hasCurve = false;
    m_marker->setVisible(false);
    m_markerLabel->setVisible(false);
    xAxis->setRange(0.0, 1.0);
    xAxis->setLabel(tr("Threshold"));
    replot();
}

void PrfChart::updateLayout()
{
    QCustomPlot::updateLayout();
    // As many legend columns as fit ("Best F1 0.912 at τ = 0.45" is long): more
    // rows in a narrow chart instead of entries cut at its edge.
    if (fitLegendColumns(legend, std::max(1, viewport().width() - 8)))
        QCustomPlot::updateLayout();
    if (axisRect()->rect().size() != m_fittedTo)
        fitCurvesToPixels();
}

void PrfChart::fitCurvesToPixels()
{
    const QRect area = axisRect()->rect();
    m_fittedTo = area.size();
    // Half a device pixel of value; the columns are device pixels.
    const double ratio = devicePixelRatioF();
    const int columns = int(std::ceil(area.width() * ratio));
    const double tolerance = 0.5 * yAxis->range().size() / std::max(1.0, area.height() * ratio);
    const QCPRange keys = xAxis->range();
    QCPGraph *graphs[] = {m_precision, m_recall, m_f1};
    for (int i = 0; i < 3; ++i) {
        // Before the first layout there are no pixels to fit to: the fine curve.
        if (columns < 1 || m_fine[i].size() <= columns)
            graphs[i]->data()->set(m_fine[i], true);
        else
            graphs[i]->data()->set(dropFlatSteps(decimateToColumns(m_fine[i], keys.lower, keys.upper, columns),
                                                 tolerance, m_heldFromRight),
                                   true);
    }
}

void PrfChart::setThreshold(double threshold)
{
    placeMarker(threshold);
    // A queued full replot draws the marker too; otherwise repaint its layer only
    // (which falls back to a full replot while the layer has no buffer yet).
    if (!mReplotQueued)
        m_marker->layer()->replot();
}

void PrfChart::placeMarker(double threshold)
{
    const QCPRange range = xAxis->range();
    m_threshold = std::clamp(threshold, range.lower, range.upper);
    m_marker->point1->setCoords(m_threshold, 0.0);
    m_marker->point2->setCoords(m_threshold, 1.0);
    m_markerLabel->position->setCoords(m_threshold, 0.02);
    m_markerLabel->setText(QStringLiteral("τ = %1").arg(QLocale().toString(m_threshold, 'g', 4)));
    // Keep the label inside the plot when the marker is near the right edge.
    const bool rightHalf = m_threshold > range.center();
    m_markerLabel->setPositionAlignment((rightHalf ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
}

void PrfChart::pickAt(QMouseEvent *event)
{
    if (!m_hasCurve || event->button() == Qt::RightButton)
        return;
    const QRect plotArea = axisRect()->rect();
    const QPointF pos = event->position();
    if (pos.y() < plotArea.top() || pos.y() > plotArea.bottom())
        return;
    const QCPRange range = xAxis->range();
    const double t = std::clamp(xAxis->pixelToCoord(pos.x()), range.lower, range.upper);
    setThreshold(t);
    Q_EMIT thresholdPicked(m_threshold);
}

void PrfChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QCustomPlot::changeEvent(event);
}

void PrfChart::applyPalette()
{
    if (!m_best)
        return; // a palette change during construction
    // Follow the desktop's light or dark palette instead of QCustomPlot's white
    // (exports draw in paperPalette: chartexport switches the palette).
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);
    const QColor paper = pal.color(QPalette::Base);
    QColor grid = text;
    grid.setAlphaF(0.15f);
    applyChartPalette(this, pal);
    const std::pair<QCPGraph *, QColor> lines[] = {
        {m_precision, kPrecisionColour}, {m_recall, kRecallColour}, {m_f1, kF1Colour}};
    for (const auto &[graph, colour] : lines) {
        QPen pen = graph->pen();
        pen.setColor(readableOn(colour, paper));
        graph->setPen(pen);
    }
    legend->setBrush(pal.brush(QPalette::Base));
    legend->setBorderPen(QPen(grid));
    m_best->setPen(QPen(text));
    m_marker->setPen(QPen(text, 1.5, Qt::SolidLine));
    m_markerLabel->setColor(text);
    m_markerLabel->setBrush(pal.brush(QPalette::Base));
    replot(QCustomPlot::rpQueuedReplot);
}

} // namespace nd::charts
