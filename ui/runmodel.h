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

protected:
    QVariant recordData(const store::RunInfo &r, int column, int role) const override;
    QStringList columnTitles() const override;

private:
    QHash<QString, QString> m_titles;
};

} // namespace nd::ui
