#include "charts/chartpalette.h"

#include <cmath>

namespace nd::charts {

namespace {

double channel(double c)
{
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &c)
{
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

void colourAxis(QCPAxis *axis, const QColor &ink, const QColor &grid)
{
    const auto recoloured = [](QPen pen, const QColor &colour) {
        pen.setColor(colour);
        return pen;
    };
    axis->setBasePen(recoloured(axis->basePen(), ink));
    axis->setTickPen(recoloured(axis->tickPen(), ink));
    axis->setSubTickPen(recoloured(axis->subTickPen(), ink));
    axis->setTickLabelColor(ink);
    axis->setLabelColor(ink);
    axis->grid()->setPen(recoloured(axis->grid()->pen(), grid));
    axis->grid()->setSubGridPen(recoloured(axis->grid()->subGridPen(), grid));
    axis->grid()->setZeroLinePen(recoloured(axis->grid()->zeroLinePen(), grid));
}

} // namespace

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor readableOn(const QColor &colour, const QColor &background, double minimum)
{
    if (contrastRatio(colour, background) >= minimum)
        return colour;
    // Lighter on a background darker than mid-grey (its contrast with white is
    // the larger one), darker otherwise; in steps of 2 % lightness.
    const bool lighten = contrastRatio(Qt::white, background) > contrastRatio(Qt::black, background);
    const QColor hsl = colour.toHsl();
    const double hue = std::max(0.0, double(hsl.hslHueF()));
    const double saturation = hsl.hslSaturationF();
    double lightness = hsl.lightnessF();
    QColor result = colour;
    for (int step = 0; step < 50 && contrastRatio(result, background) < minimum; ++step) {
        lightness = std::clamp(lightness + (lighten ? 0.02 : -0.02), 0.0, 1.0);
        result = QColor::fromHslF(float(hue), float(saturation), float(lightness), colour.alphaF());
    }
    return result;
}

void applyChartPalette(QCustomPlot *plot, const QPalette &palette)
{
    const QColor ink = palette.color(QPalette::Text);
    QColor grid = ink;
    grid.setAlphaF(0.15f);
    plot->setBackground(palette.brush(QPalette::Base));
    for (QCPAxisRect *rect : plot->axisRects())
        for (QCPAxis *axis : rect->axes())
            colourAxis(axis, ink, grid);
    for (QCPLayoutElement *element : plot->plotLayout()->elements(true))
        if (auto *scale = qobject_cast<QCPColorScale *>(element))
            colourAxis(scale->axis(), ink, grid);
    plot->legend->setTextColor(ink);
}

QPalette paperPalette(const QPalette &from)
{
    QPalette paper = from;
    for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        paper.setColor(group, QPalette::Base, Qt::white);
        paper.setColor(group, QPalette::Window, Qt::white);
        paper.setColor(group, QPalette::Text, Qt::black);
        paper.setColor(group, QPalette::WindowText, Qt::black);
    }
    return paper;
}

} // namespace nd::charts
