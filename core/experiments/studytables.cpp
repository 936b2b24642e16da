#include "experiments/studytables.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace nd::experiments {

void addTable(Figure &figure, const StudyTable &table)
{
    QJsonArray rows;
    for (const QStringList &row : table.rows)
        rows.push_back(QJsonArray::fromStringList(row));
    QJsonArray tables = figure.parameters.value(u"tables"_s).toArray();
    tables.push_back(QJsonObject{
        {u"title"_s, table.title}, {u"columns"_s, QJsonArray::fromStringList(table.columns)}, {u"rows"_s, rows}});
    figure.parameters.insert(u"tables"_s, tables);
}

QList<StudyTable> tablesOf(const Figure &figure)
{
    QList<StudyTable> tables;
    for (const QJsonValue &value : figure.parameters.value(u"tables"_s).toArray()) {
        const QJsonObject object = value.toObject();
        StudyTable table;
        table.title = object.value(u"title"_s).toString();
        for (const QJsonValue &column : object.value(u"columns"_s).toArray())
            table.columns.append(column.toString());
        for (const QJsonValue &row : object.value(u"rows"_s).toArray()) {
            QStringList cells;
            for (const QJsonValue &cell : row.toArray())
                cells.append(cell.toString());
            table.rows.append(cells);
        }
        tables.append(table);
    }
    return tables;
}

QString tableText(const StudyTable &table)
{
    QList<qsizetype> widths;
    for (const QString &column : table.columns)
        widths.append(column.size());
    for (const QStringList &row : table.rows) {
        for (qsizetype c = 0; c < row.size() && c < widths.size(); ++c)
            widths[c] = std::max(widths[c], row[c].size());
    }
    auto line = [&](const QStringList &cells) {
        QStringList padded;
        for (qsizetype c = 0; c < cells.size() && c < widths.size(); ++c)
            padded.append(cells[c].leftJustified(widths[c]));
        return u"  "_s + padded.join(u"  "_s).trimmed() + u'\n';
    };
    QString text = table.title + u'\n' + line(table.columns);
    for (const QStringList &row : table.rows)
        text += line(row);
    return text;
}

} // namespace nd::experiments
