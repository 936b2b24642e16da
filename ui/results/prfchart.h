#pragma once

#include "eval/evaluation.h"

#include "ui/results/qcustomplotinclude.h"

namespace nd::ui {

// Precision, recall and F1 over the threshold, with the threshold marker and the
// best-F1 point. Clicking or dragging in the plot picks a threshold.
// Lines differ by style as well as colour, so the chart survives greyscale
// printing and colour-blind readers.
class PrfChart : public QCustomPlot
{
    Q_OBJECT

public:
    explicit PrfChart(QWidget *parent = nullptr);

    // The x axis spans [minimum, maximum] (widened to the data when needed).
    void setCurve(const QList<eval::OperatingPoint> &curve, ScoreKind kind,
                  double minimum, double maximum, const QString &scoreName);
    void clearCurve();

    // Moves the marker (clamped to the axis range); no signal.
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

private:
    void applyPalette();
    void pickAt(QMouseEvent *event);

    QCPGraph *m_precision = nullptr;
    QCPGraph *m_recall = nullptr;
    QCPGraph *m_f1 = nullptr;
    QCPGraph *m_best = nullptr;
    QCPItemStraightLine *m_marker = nullptr;
    QCPItemText *m_markerLabel = nullptr;
    double m_threshold = 0.0;
    bool m_hasCurve = false;
};

} // namespace nd::ui
