#pragma once

class QAbstractItemView;
class QTableView;

namespace nd::ui {

// Keeps a list's or table's minimum width at what its columns need to be seen
// whole, so that a layout or splitter never leaves a column partly outside the
// view (reachable only by scrolling sideways): a column sized to its contents
// (figures, short words) counts at its size, any other column (a name that
// elides at its end, a stretched last column) at the width of its title. The
// minimum follows the columns as rows and titles change.
void keepColumnsWhole(QAbstractItemView *view);

// The width a column's header needs for its title: the text (bold where the
// header highlights the selection's sections) and the style's margins, and the
// sort indicator's room on the column sorted by.
int headerTitleWidth(const QAbstractItemView *view, int column);

// Sizes `column` of a list whose first column (the rows' names) stretches: to
// its contents where the view has room for them beside the whole names (or
// two thirds of the view, for very long names) and the other columns, else to
// `minimum`, so that a narrow view keeps its room for the names and a wide one
// cuts neither. Follows the view's width and its rows.
void fitBesideNames(QTableView *view, int column, int minimum);

} // namespace nd::ui
