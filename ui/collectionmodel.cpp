#include "ui/collectionmodel.h"

#include <QLocale>

namespace nd::ui {

CollectionModel::CollectionModel(QObject *parent)
    : RecordTableModel(ColumnCount, parent)
{ }

QString CollectionModel::truthKindText(const QString &kind)
{
    if (kind == u"clusters")
        return tr("Clusters");
    if (kind == u"pairs")
        return tr("Labelled pairs");
    return tr("None");
}

QVariant CollectionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const store::CollectionInfo &c = recordAt(index);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return c.name;
        case DocumentsColumn:
            return QLocale().toString(c.documentCount);
        case TruthColumn:
            return truthKindText(c.truthKind);
        }
        break;
    case Qt::ToolTipRole:
        return tr("%1\nSource: %2\nCreated: %3")
            .arg(c.name, c.sourcePath, QLocale().toString(c.created, QLocale::ShortFormat));
    case Qt::TextAlignmentRole:
        if (index.column() == DocumentsColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case IdRole:
        return c.id;
    }
    return {};
}

QVariant CollectionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Collection");
    case DocumentsColumn:
        return tr("Documents");
    case TruthColumn:
        return tr("Ground truth");
    }
    return {};
}

} // namespace nd::ui
