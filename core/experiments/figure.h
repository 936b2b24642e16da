#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QVector>

namespace nd::experiments {

// What a chart shows, independent of how it is drawn: core builds figures from
// runs and sweeps (the paper presets), the ui draws any figure with QCustomPlot
// and exports it, and the CLI writes them to files.
struct Series
{
    QString name; // legend entry, e.g. "k = 2" or "SigNCD"
    QVector<double> x;
    QVector<double> y;
    // A point to mark on the series (e.g. its best F1), or NaN for none.
    double markX = qQNaN();
    double markY = qQNaN();
};

struct Figure
{
    enum class Kind {
        Lines,     // one line per series (curves over a threshold or a parameter)
        Bars,      // grouped bars, x = category index, categories named in xCategories
        Histogram, // series are binned counts (x = bin centres), drawn as steps
        Heatmap    // z over x (columns) and y (rows): see heatmap* below
    };
    Kind kind = Kind::Lines;
    QString title;
    QString xLabel; // with units, e.g. "Hamming distance threshold (bits)"
    QString yLabel;
    bool logY = false;
    QList<Series> series;
    QStringList xCategories;          // Bars only
    double thresholdMarker = qQNaN(); // vertical line, or NaN

    // Heatmap only: z[row * heatmapX.size() + column].
    QVector<double> heatmapX;
    QVector<double> heatmapY;
    QVector<double> heatmapZ;

    QJsonObject parameters; // the settings behind the figure, exported as JSON beside it
};

} // namespace nd::experiments
