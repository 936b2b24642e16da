#pragma once

#include "store/records.h"
#include "ui/recordtablemodel.h"

namespace nd::ui {

// Collections of a workspace: name, document count, ground-truth kind.
class CollectionModel : public RecordTableModel<store::CollectionInfo>
{
    Q_OBJECT

public:
    enum Column { NameColumn, DocumentsColumn, TruthColumn, ColumnCount };

    explicit CollectionModel(QObject *parent = nullptr);

    void setCollections(const QList<store::CollectionInfo> &collections) { resetRecords(collections); }
    const QList<store::CollectionInfo> &collections() const { return records(); }

    static QString truthKindText(const QString &kind);

protected:
    QVariant recordData(const store::CollectionInfo &c, int column, int role) const override;
    QStringList columnTitles() const override;
};

} // namespace nd::ui
