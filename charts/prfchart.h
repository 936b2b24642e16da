#pragma once

#include "eval/curvedecimation.h"
#include "eval/evaluation.h"

#include "charts/qcustomplotinclude.h"

namespace nd::charts {

// The decimation helpers (core/eval/curvedecimation.h) work on QCPGraphData too.
using eval::decimateToColumns;
using eval::dropFlatSteps;

// Precision, recall and F1 over the threshold, with the threshold marker and the
// best-F1 point. Clicking or dragging in the plot picks a threshold.
// Lines differ by style as well as colour, so the chart survives greyscale
// printing and colour-blind readers.
// A run of a million scored pairs has a curve of up to a million points: the
// graphs hold it decimated to the plot's pixel columns, within half a pixel of
// the full curve (redone when the plot changes size), and the marker lives on its
// own buffered layer, so moving it repaints that layer only.
// Exact values at a threshold come from the Evaluation, never from the graphs.
class PrfChart : public QCustomPlot
{
    Q_OBJECT

public:
    explicit PrfChart(QWidget *parent = nullptr);

    // The x axis spans [minimum, maximum] (widened to the data when needed).
    // Sorts and decimates on the calling thread: for big curves, prepare them
    // with eval::plotCurves(curve, minimum, maximum, kFineColumns) in a worker
    // and pass them to setPlotCurves.
    void setCurve(const QList<eval::OperatingPoint> &curve, ScoreKind kind, double minimum, double maximum,
                  const QString &scoreName);
    void setPlotCurves(const eval::PlotCurves &curves, ScoreKind kind, const QString &scoreName);
    // The curves are kept decimated to this many columns (the full curves are
    // not kept), and drawn decimated further to the plot's pixel columns.
    static constexpr int kFineColumns = 4096;
    void clearCurve();

    // Moves the marker (clamped to the axis range) and repaints the marker layer
    // only; no signal.
    void setThreshold(double threshold);
    double threshold() const { return m_threshold; }

    QCPGraph *precisionGraph() const { return m_precision; }
    QCPGraph *recallGraph() const { return m_recall; }
    QCPGraph *f1Graph() const { return m_f1; }
    QCPGraph *bestGraph() const { return m_best; }
    QCPItemStraightLine *thresholdMarker() const { return m_marker; }
    QCPItemText *thresholdLabel() const { return m_markerLabel; }

Q_SIGNALS:
    // The user clicked or dragged to this threshold.
    void thresholdPicked(double threshold);

protected:
    void changeEvent(QEvent *event) override;
    // Also fits the curves to the axis rect's pixels (screen, export or print).
    void updateLayout() override;

private:
    void applyPalette();
    void pickAt(QMouseEvent *event);
    void placeMarker(double threshold);
    void fitCurvesToPixels();

    QCPGraph *m_precision = nullptr;
    QCPGraph *m_recall = nullptr;
    QCPGraph *m_f1 = nullptr;
    QCPGraph *m_best = nullptr;
    QCPItemStraightLine *m_marker = nullptr;
    QCPItemText *m_markerLabel = nullptr;
    QVector<QCPGraphData> m_fine[3]; // precision, recall, F1 at kFineColumns
    bool m_heldFromRight = true;     // similarity steps (lsStepRight)
    QSize m_fittedTo;                // the axis rect size the graphs were fitted to
    double m_threshold = 0.0;
    bool m_hasCurve = false;
};

} // namespace nd::charts
