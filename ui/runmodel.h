#pragma once

#include "store/records.h"
#include "ui/recordtablemodel.h"

#include <QHash>

namespace nd::ui {

// Runs of one collection, newest first: method, status, pairs, time.
class RunModel : public RecordTableModel<store::RunInfo>
{
    Q_OBJECT

public:
    enum Column { MethodColumn, StatusColumn, PairsColumn, TimeColumn, ColumnCount };

    explicit RunModel(QObject *parent = nullptr);

    // Method name -> title shown instead of the name (e.g. "MinHash with LSH").
    void setMethodTitles(const QHash<QString, QString> &titles);
    void setRuns(QList<store::RunInfo> runs);
    const QList<store::RunInfo> &runs() const { return records(); }

    static QString statusText(store::RunStatus status);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QHash<QString, QString> m_titles;
};

} // namespace nd::ui
