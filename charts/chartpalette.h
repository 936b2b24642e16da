#pragma once

#include "charts/qcustomplotinclude.h"

#include <QPalette>

namespace nd::charts {

// WCAG 2's contrast ratio of two colours (1 to 21).
double contrastRatio(const QColor &a, const QColor &b);

// The least contrast of a series' line against the chart's background. Lines of
// 1.6 to 2.5 px need more than WCAG's 3:1 for graphics to be found at a glance
// (the precision line's blue, 3.3:1 on a dark view background, was hard to see).
constexpr double kSeriesContrast = 4.5;

// `colour` with its hue and saturation kept, made lighter on a dark background
// or darker on a light one until it reaches `minimum` contrast against it.
QColor readableOn(const QColor &colour, const QColor &background, double minimum = kSeriesContrast);

// The plot's background, axes (lines, ticks, tick labels, titles), grid and
// legend text in the palette's view colours (Base, Text), in every axis rect
// and colour scale; pen widths and styles stay. The caller replots.
void applyChartPalette(QCustomPlot *plot, const QPalette &palette);

// The palette files are drawn in: black on white whatever the desktop's theme.
// An exported PNG, PDF or SVG is a figure for a paper or a report, printed or
// set on a white page; a dark background there would be a slide of the screen.
QPalette paperPalette(const QPalette &from);

} // namespace nd::charts
