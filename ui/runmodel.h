#pragma once

#include "store/records.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

namespace nd::ui {

// Runs of one collection, newest first: method, status, pairs, time.
class RunModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { MethodColumn, StatusColumn, PairsColumn, TimeColumn, ColumnCount };

    explicit RunModel(QObject *parent = nullptr);

    // Method name -> title shown instead of the name (e.g. "MinHash with LSH").
    void setMethodTitles(const QHash<QString, QString> &titles);
    void setRuns(const QList<store::RunInfo> &runs);
    const QList<store::RunInfo> &runs() const { return m_runs; }
    int rowOfId(qint64 id) const;

    static QString statusText(store::RunStatus status);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<store::RunInfo> m_runs;
    QHash<QString, QString> m_titles;
};

} // namespace nd::ui
