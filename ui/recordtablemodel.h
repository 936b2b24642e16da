#pragma once

#include <QAbstractTableModel>
#include <QList>

#include <utility>

namespace nd::ui {

// A flat table over a list of workspace records that each carry an `id`
// (collections, documents, runs): the rows are the records, a new list
// replaces the old one in one reset, and a row is found by its record's id.
// Each model adds its own columns' data and titles.
template<typename Record>
class RecordTableModel : public QAbstractTableModel
{
public:
    RecordTableModel(int columns, QObject *parent)
        : QAbstractTableModel(parent)
        , m_columns(columns)
    { }

    const QList<Record> &records() const { return m_records; }
    // -1 when no record has this id.
    int rowOfId(qint64 id) const
    {
        for (int row = 0; row < m_records.size(); ++row) {
            if (m_records[row].id == id)
                return row;
        }
        return -1;
    }

    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_records.size()); }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : m_columns; }

protected:
    void resetRecords(QList<Record> records)
    {
        beginResetModel();
        m_records = std::move(records);
        endResetModel();
    }
    // The record of a valid index of this model.
    const Record &recordAt(const QModelIndex &index) const { return m_records[index.row()]; }

private:
    const int m_columns;
    QList<Record> m_records;
};

} // namespace nd::ui
