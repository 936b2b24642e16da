#include "charts/legendfit.h"

#include <algorithm>

namespace nd::charts {

bool fitLegendColumns(QCPLegend *legend, int width)
{
    if (legend->itemCount() == 0)
        return false;
    // itemCount() counts the grid's cells, empty ones too once it wraps.
    int widest = 1;
    int entries = 0;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (QCPAbstractLegendItem *item = legend->item(i)) {
            widest = std::max(widest, item->minimumOuterSizeHint().width());
            ++entries;
        }
    const int spacing = legend->columnSpacing();
    const int usable = width - legend->margins().left() - legend->margins().right();
    const int columns = std::clamp((usable + spacing) / (widest + spacing), 1, std::max(1, entries));
    if (legend->wrap() == columns)
        return false;
    legend->setWrap(columns);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    return true;
}

} // namespace nd::charts
