#include "ui/collectionmodel.h"

#include <QLocale>

namespace nd::ui {

CollectionModel::CollectionModel(QObject *parent)
    : RecordTableModel(ColumnCount, DocumentsColumn, parent)
{ }

QString CollectionModel::truthKindText(const QString &kind)
{
    if (kind == u"clusters")
        return tr("Clusters");
    if (kind == u"pairs")
        return tr("Labelled pairs");
    return tr("None");
}

QVariant CollectionModel::recordData(const store::CollectionInfo &c, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
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
    }
    return {};
}

QStringList CollectionModel::columnTitles() const
{
    return {tr("Collection"), tr("Documents"), tr("Ground truth")};
}

} // namespace nd::ui
