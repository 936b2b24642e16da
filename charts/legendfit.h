#pragma once

#include "charts/qcustomplotinclude.h"

namespace nd::charts {

// A legend laid out in the plot's layout (not over the axis rect) as a grid of
// as many columns as its widest entry allows in width pixels, filled column
// first, so long entries wrap to more rows instead of being cut at the edge.
// True when the number of columns changed (the plot needs laying out again).
bool fitLegendColumns(QCPLegend *legend, int width);

} // namespace nd::charts
