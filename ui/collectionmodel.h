#pragma once

#include "store/records.h"

#include <QAbstractTableModel>
#include <QList>

namespace nd::ui {

// Role carrying a row's database id (qint64) in the collection, document and run models.
inline constexpr int IdRole = Qt::UserRole + 1;

// Collections of a workspace: name, document count, ground-truth kind.
class CollectionModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, DocumentsColumn, TruthColumn, ColumnCount };

    explicit CollectionModel(QObject *parent = nullptr);

    void setCollections(const QList<store::CollectionInfo> &collections);
    const QList<store::CollectionInfo> &collections() const { return m_collections; }
    int rowOfId(qint64 id) const; // -1 when absent

    static QString truthKindText(const QString &kind);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<store::CollectionInfo> m_collections;
};

} // namespace nd::ui
