#include "ui/documentmodel.h"

#include "ui/collectionmodel.h"

#include <QLocale>

namespace nd::ui {

DocumentModel::DocumentModel(QObject *parent)
    : RecordTableModel(ColumnCount, parent)
{ }

QVariant DocumentModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const store::DocumentSummary &d = recordAt(index);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
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

QVariant DocumentModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case PathColumn:
        return tr("Document");
    case WordsColumn:
        return tr("Words");
    case EncodingColumn:
        return tr("Encoding");
    case ClusterColumn:
        return tr("Cluster");
    }
    return {};
}

} // namespace nd::ui
