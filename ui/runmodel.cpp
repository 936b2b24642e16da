#include "ui/runmodel.h"

#include <QJsonDocument>
#include <QLocale>

#include <algorithm>

namespace nd::ui {

RunModel::RunModel(QObject *parent)
    : RecordTableModel(ColumnCount, PairsColumn, parent)
{ }

void RunModel::setMethodTitles(const QHash<QString, QString> &titles)
{
    m_titles = titles;
    if (!runs().isEmpty())
        Q_EMIT dataChanged(index(0, MethodColumn), index(int(runs().size()) - 1, MethodColumn));
}

void RunModel::setRuns(QList<store::RunInfo> runs)
{
    // Newest first: the run just made is the one the user looks for.
    std::stable_sort(runs.begin(), runs.end(),
                     [](const store::RunInfo &a, const store::RunInfo &b) { return a.id > b.id; });
    resetRecords(std::move(runs));
}

QString RunModel::statusText(store::RunStatus status)
{
    switch (status) {
    case store::RunStatus::Running:
        return tr("Running");
    case store::RunStatus::Done:
        return tr("Done");
    case store::RunStatus::Failed:
        return tr("Failed");
    case store::RunStatus::Cancelled:
        return tr("Cancelled");
    }
    return {};
}

QVariant RunModel::recordData(const store::RunInfo &r, int column, int role) const
{
    const QLocale locale;
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case MethodColumn:
            return m_titles.value(r.method, r.method);
        case StatusColumn:
            return statusText(r.status);
        case PairsColumn:
            return locale.toString(r.pairCount);
        case TimeColumn:
            return locale.toString(r.started.toLocalTime(), QLocale::ShortFormat);
        }
        break;
    case Qt::ToolTipRole: {
        QString tip = tr("Run %1: %2\nParameters: %3")
                          .arg(locale.toString(r.id), r.method,
                               QString::fromUtf8(QJsonDocument(r.params).toJson(QJsonDocument::Compact)));
        if (r.started.isValid() && r.finished.isValid())
            tip += tr("\nTook %1 s").arg(locale.toString(r.started.msecsTo(r.finished) / 1000.0, 'f', 2));
        if (!r.error.isEmpty())
            tip += tr("\nError: %1").arg(r.error);
        return tip;
    }
    }
    return {};
}

QStringList RunModel::columnTitles() const
{
    return {tr("Method"), tr("Status"), tr("Pairs"), tr("Started")};
}

} // namespace nd::ui
