#pragma once

#include "experiments/figure.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace nd::experiments {

// A paper's table that a study makes beside its chart (paper 001 Tables I, II and
// IX), kept in the figure's parameters under "tables" so the CLI prints it, the
// exported JSON holds it and the GUI shows it, each without knowing the study.
struct StudyTable
{
    QString title;
    QStringList columns;
    QList<QStringList> rows; // cells as shown, one per column
};

void addTable(Figure &figure, const StudyTable &table);
QList<StudyTable> tablesOf(const Figure &figure);

// The table as aligned text columns under its title.
QString tableText(const StudyTable &table);

} // namespace nd::experiments
