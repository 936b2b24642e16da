#pragma once

#include "store/records.h"
#include "ui/recordtablemodel.h"

namespace nd::ui {

// Role carrying a row's database id (qint64) in the collection, document and run models.
inline constexpr int IdRole = Qt::UserRole + 1;

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

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
};

} // namespace nd::ui
