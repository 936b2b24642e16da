#include "ui/documentmodel.h"

#include "ui/collectionmodel.h"

#include <QLocale>

namespace nd::ui {

DocumentModel::DocumentModel(QObject *parent) : QAbstractTableModel(parent) {}

void DocumentModel::setDocuments(const QList<store::DocumentSummary> &documents)
{
    beginResetModel();
    m_documents = documents;
    endResetModel();
}

int DocumentModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_documents.size());
}

int DocumentModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DocumentModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const store::DocumentSummary &d = m_documents[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case PathColumn: return d.path;
        case WordsColumn: return QLocale().toString(d.wordCount);
        case EncodingColumn: return d.encoding;
        case ClusterColumn: return d.cluster;
        }
        break;
    case Qt::ToolTipRole:
        return tr("%1\n%2 words, %3, %4")
            .arg(d.title.isEmpty() ? d.path : d.title, QLocale().toString(d.wordCount),
                 QLocale().formattedDataSize(d.byteSize), d.encoding);
    case Qt::TextAlignmentRole:
        if (index.column() == WordsColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::UserRole: // sort key: numbers sort as numbers
        if (index.column() == WordsColumn)
            return d.wordCount;
        return data(index, Qt::DisplayRole);
    case IdRole:
        return d.id;
    }
    return {};
}

QVariant DocumentModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case PathColumn: return tr("Document");
    case WordsColumn: return tr("Words");
    case EncodingColumn: return tr("Encoding");
    case ClusterColumn: return tr("Cluster");
    }
    return {};
}

} // namespace nd::ui
