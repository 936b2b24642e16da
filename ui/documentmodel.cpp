#include "ui/documentmodel.h"

#include <QLocale>

namespace nd::ui {

DocumentModel::DocumentModel(QObject *parent)
    : RecordTableModel(ColumnCount, WordsColumn, parent)
{ }

QVariant DocumentModel::recordData(const store::DocumentSummary &d, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case PathColumn:
            return d.path;
        case WordsColumn:
            return QLocale().toString(d.wordCount);
        case EncodingColumn:
            return d.encoding;
        case ClusterColumn:
            return d.cluster;
        }
        break;
    case Qt::ToolTipRole:
        return tr("%1\n%2 words, %3, %4")
            // The whole path first: the list may have cut it at the end.
            .arg(d.title.isEmpty() || d.title == d.path ? d.path : d.path + u'\n' + d.title,
                 QLocale().toString(d.wordCount), QLocale().formattedDataSize(d.byteSize), d.encoding);
    case Qt::UserRole: // sort key: numbers sort as numbers
        if (column == WordsColumn)
            return d.wordCount;
        return recordData(d, column, Qt::DisplayRole);
    }
    return {};
}

bool DocumentFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (filterRegularExpression().pattern().isEmpty())
        return true; // no filter: every row, without reading its cells
    return QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
}

bool DocumentFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const auto *model = static_cast<const DocumentModel *>(sourceModel());
    const store::DocumentSummary &x = model->documents()[left.row()];
    const store::DocumentSummary &y = model->documents()[right.row()];
    const auto text = [this](const QString &a, const QString &b) {
        return QString::compare(a, b, sortCaseSensitivity()) < 0;
    };
    switch (left.column()) {
    case DocumentModel::PathColumn:
        return text(x.path, y.path);
    case DocumentModel::WordsColumn:
        return x.wordCount < y.wordCount;
    case DocumentModel::EncodingColumn:
        return text(x.encoding, y.encoding);
    case DocumentModel::ClusterColumn:
        return text(x.cluster, y.cluster);
    }
    return QSortFilterProxyModel::lessThan(left, right);
}

QStringList DocumentModel::columnTitles() const
{
    return {tr("Document"), tr("Words"), tr("Encoding"), tr("Cluster")};
}

} // namespace nd::ui
