#pragma once

#include "store/records.h"

#include <QAbstractTableModel>
#include <QList>

namespace nd::ui {

// Documents of one collection: path, words, encoding, cluster.
class DocumentModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { PathColumn, WordsColumn, EncodingColumn, ClusterColumn, ColumnCount };

    explicit DocumentModel(QObject *parent = nullptr);

    void setDocuments(const QList<store::DocumentSummary> &documents);
    const QList<store::DocumentSummary> &documents() const { return m_documents; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<store::DocumentSummary> m_documents;
};

} // namespace nd::ui
