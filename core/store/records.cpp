#include "store/records.h"

#include <QCoreApplication>

namespace nd::store {

QString runStatusName(RunStatus status)
{
    switch (status) {
    case RunStatus::Running:
        return QStringLiteral("running");
    case RunStatus::Done:
        return QStringLiteral("done");
    case RunStatus::Failed:
        return QStringLiteral("failed");
    case RunStatus::Cancelled:
        return QStringLiteral("cancelled");
    }
    return QStringLiteral("failed");
}

RunStatus runStatusFromName(const QString &name)
{
    if (name == QLatin1String("running"))
        return RunStatus::Running;
    if (name == QLatin1String("done"))
        return RunStatus::Done;
    if (name == QLatin1String("cancelled"))
        return RunStatus::Cancelled;
    return RunStatus::Failed;
}

QString locationLabel(const QList<SourceLocation> &locations, qint64 offset)
{
    if (locations.isEmpty())
        return {};
    const SourceLocation location = locationAt(locations, offset);
    if (location.page > 0)
        return QCoreApplication::translate("nd::store", "p. %1").arg(location.page);
    if (location.paragraph > 0)
        return QCoreApplication::translate("nd::store", "¶ %1").arg(location.paragraph);
    return {};
}

} // namespace nd::store
