#pragma once
// The time until a chart shows a moved threshold (medians: benchtiming.h).

#include "benchtiming.h"
#include "charts/figurechart.h"
#include "experiments/figure.h"

#include <QElapsedTimer>
#include <QWidget>

#include <vector>

namespace nd::bench {

// Median milliseconds of `repetitions` calls of move(t), t stepping over
// 0.2..0.8, each followed by a synchronous paint: the time until the screen
// shows the new threshold.
template<typename Move>
double medianRedrawMs(QWidget *chart, int repetitions, Move move)
{
    std::vector<double> ms;
    for (int i = 0; i < repetitions; ++i) {
        QElapsedTimer timer;
        timer.start();
        move(0.2 + 0.6 * i / repetitions);
        chart->repaint();
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    return median(ms);
}

// Median redraw times of a 1000 x 700 FigureChart showing `figure` as its
// threshold marker moves: the marker layer alone, and with a full replot.
struct MarkerRedrawMs
{
    double markerOnly = 0.0;
    double withReplot = 0.0;
};

inline MarkerRedrawMs figureMarkerRedrawMs(const experiments::Figure &figure, int repetitions)
{
    charts::FigureChart chart;
    chart.resize(1000, 700);
    chart.show();
    chart.setFigure(figure);
    chart.replot(QCustomPlot::rpImmediateRefresh);
    MarkerRedrawMs ms;
    ms.markerOnly = medianRedrawMs(&chart, repetitions, [&](double t) { chart.setThreshold(t); });
    ms.withReplot = medianRedrawMs(&chart, repetitions, [&](double t) {
        chart.setThreshold(t);
        chart.replot(QCustomPlot::rpImmediateRefresh);
    });
    return ms;
}

} // namespace nd::bench
