#pragma once
// The time until a chart shows a moved threshold (medians: benchtiming.h).

#include "benchtiming.h"

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

} // namespace nd::bench
