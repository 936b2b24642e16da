#include "jobs/corepool.h"

#include <QThread>

namespace nd {

namespace {

struct CorePool : QThreadPool
{
    CorePool()
    {
        setObjectName(QStringLiteral("nd::corePool"));
        setMaxThreadCount(QThread::idealThreadCount());
    }
};

// Destroyed at exit like Qt's global pool, waiting for the tasks still running.
Q_GLOBAL_STATIC(CorePool, theCorePool)

} // namespace

QThreadPool &corePool()
{
    return *theCorePool();
}

QThreadPool *&detail::poolOfCurrentTask()
{
    thread_local QThreadPool *pool = nullptr;
    return pool;
}

} // namespace nd
