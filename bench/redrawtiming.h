#pragma once
// Timing helpers shared by the benchmarks: medians and percentiles of repeated
// measurements, and the time until a chart shows a moved threshold.

#include <QElapsedTimer>
#include <QWidget>

#include <algorithm>
#include <cmath>
#include <vector>

namespace nd::bench {

inline double median(std::vector<double> values)
{
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

// Nearest-rank percentile (p in 0..100).
inline double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const std::size_t rank = std::size_t(std::ceil(p / 100.0 * double(values.size())));
    return values[std::clamp<std::size_t>(rank, 1, values.size()) - 1];
}

// Median milliseconds of `repetitions` calls of move(t), t stepping over
// 0.2..0.8, each followed by a synchronous paint: the time until the screen
// shows the new threshold.
template <typename Move>
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
