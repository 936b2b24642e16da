#include "store/records.h"

namespace nd::store {

QString runStatusName(RunStatus status)
{
    switch (status) {
    case RunStatus::Running: return QStringLiteral("running");
    case RunStatus::Done: return QStringLiteral("done");
    case RunStatus::Failed: return QStringLiteral("failed");
    case RunStatus::Cancelled: return QStringLiteral("cancelled");
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

} // namespace nd::store
