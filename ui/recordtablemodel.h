#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>

#include <utility>

namespace nd::ui {

// Role carrying a row's database id (qint64) in the collection, document and run models.
inline constexpr int IdRole = Qt::UserRole + 1;

// A flat table over a list of workspace records that each carry an `id`
// (collections, documents, runs): the rows are the records, a new list
// replaces the old one in one reset, and a row is found by its record's id.
// Each model adds its own columns' data and titles.
template<typename Record>
class RecordTableModel : public QAbstractTableModel
{
public:
    // numberColumn: the one column that shows a number, aligned right.
    RecordTableModel(int columns, int numberColumn, QObject *parent)
        : QAbstractTableModel(parent)
        , m_columns(columns)
        , m_numberColumn(numberColumn)
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

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const final
    {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
            return {};
        const Record &record = m_records[index.row()];
        if (role == IdRole)
            return record.id;
        if (role == Qt::TextAlignmentRole) {
            if (index.column() == m_numberColumn)
                return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
            return {};
        }
        return recordData(record, index.column(), role);
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override
    {
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
            return QAbstractTableModel::headerData(section, orientation, role);
        const QStringList titles = columnTitles();
        if (section < 0 || section >= titles.size())
            return {};
        return titles.at(section);
    }

protected:
    // The column titles in column order, translated each time they are asked for
    // so that they follow a change of language.
    virtual QStringList columnTitles() const = 0;

    void resetRecords(QList<Record> records)
    {
        beginResetModel();
        m_records = std::move(records);
        endResetModel();
    }
    // A cell of a record for the roles data() leaves to the model (not IdRole or
    // the alignment).
    virtual QVariant recordData(const Record &record, int column, int role) const = 0;

private:
    const int m_columns;
    const int m_numberColumn;
    QList<Record> m_records;
};

} // namespace nd::ui
