#include "store/workspace.h"

#include "store/schema.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace nd::store {

namespace {

// Connection names must be unique per (workspace, thread). QThread addresses can
// be reused after a thread ends, so each thread gets its own serial number.
quint64 threadSerial()
{
    static QAtomicInteger<quint64> next{1};
    thread_local const quint64 serial = next.fetchAndAddRelaxed(1);
    return serial;
}

QMutex s_connectionsMutex;
QHash<QString, QSet<QString>> s_connectionsOfPrefix;

QString sqlError(const QSqlQuery &query)
{
    return query.lastError().text();
}

int pragmaInt(QSqlDatabase &db, const char *pragma)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA ") + QLatin1String(pragma)) || !query.next())
        throw WorkspaceError(
            QStringLiteral("The workspace file is damaged or not a database (%1).").arg(sqlError(query)));
    return query.value(0).toInt();
}

void checkSqliteHeader(const QString &path)
{
    QFile file(path);
    if (!file.exists() || file.size() == 0)
        return;
    if (!file.open(QIODevice::ReadOnly))
        throw WorkspaceError(QStringLiteral("Cannot read %1: %2").arg(path, file.errorString()));
    const QByteArray header = file.read(16);
    if (header != QByteArray("SQLite format 3\0", 16))
        throw WorkspaceError(QStringLiteral("%1 is not a NearDup workspace (it is not an SQLite database).")
                                 .arg(QDir::toNativeSeparators(path)));
}

} // namespace

Workspace::Workspace(const QString &path)
    : m_path(QFileInfo(path).absoluteFilePath())
{
    static QAtomicInteger<quint64> serial{1};
    m_connectionPrefix = QStringLiteral("neardup-%1-").arg(serial.fetchAndAddRelaxed(1));

    const QFileInfo info(m_path);
    if (!QDir().mkpath(info.absolutePath()))
        throw WorkspaceError(QStringLiteral("Cannot create the folder %1.").arg(info.absolutePath()));
    checkSqliteHeader(m_path);

    m_lock = std::make_unique<QLockFile>(m_path + QStringLiteral(".lock"));
    m_lock->setStaleLockTime(0); // a lock is stale only when its process is gone
    if (!m_lock->tryLock(0)) {
        qint64 pid = 0;
        QString host, app;
        m_lock->getLockInfo(&pid, &host, &app);
        throw WorkspaceError(QStringLiteral("The workspace %1 is in use by another NearDup window (process %2). "
                                            "Close it there or open another workspace.")
                                 .arg(QDir::toNativeSeparators(m_path))
                                 .arg(pid));
    }
    initialiseOrMigrate();
}

Workspace::~Workspace()
{
    QSet<QString> names;
    {
        QMutexLocker locker(&s_connectionsMutex);
        names = s_connectionsOfPrefix.take(m_connectionPrefix);
    }
    // removeDatabase closes the connection; fetching a handle first would trip Qt's
    // check that a connection is only used by the thread that opened it.
    for (const QString &name : std::as_const(names))
        QSqlDatabase::removeDatabase(name);
}

QSqlDatabase Workspace::database() const
{
    const QString name = m_connectionPrefix + QString::number(threadSerial());
    if (QSqlDatabase::contains(name))
        return QSqlDatabase::database(name, false);

    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(m_path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
    if (!db.open())
        throw WorkspaceError(QStringLiteral("Cannot open %1: %2").arg(m_path, db.lastError().text()));
    {
        QMutexLocker locker(&s_connectionsMutex);
        s_connectionsOfPrefix[m_connectionPrefix].insert(name);
    }
    QSqlQuery query(db);
    // Connection settings only: nothing here may write to a file not yet known
    // to be ours (journal_mode = WAL is set once, after the checks). Reads through
    // a memory map of the file's first GiB skip a copy per page from the kernel:
    // streaming a collection's texts to a run takes a quarter less time.
    for (const char *pragma : {"PRAGMA foreign_keys = ON", "PRAGMA synchronous = NORMAL", "PRAGMA temp_store = MEMORY",
                               "PRAGMA mmap_size = 1073741824"}) {
        if (!query.exec(QLatin1String(pragma)))
            throw WorkspaceError(QStringLiteral("The workspace file is damaged (%1).").arg(sqlError(query)));
    }
    return db;
}

void Workspace::initialiseOrMigrate()
{
    QSqlDatabase db = database();
    const int applicationId = pragmaInt(db, "application_id");
    const int version = pragmaInt(db, "user_version");
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !query.next())
        throw WorkspaceError(QStringLiteral("The workspace file is damaged (%1).").arg(sqlError(query)));
    const bool empty = query.value(0).toInt() == 0;
    query.finish();

    if (!empty && applicationId != kApplicationId)
        throw WorkspaceError(QStringLiteral("%1 is an SQLite database of another program, not a NearDup workspace.")
                                 .arg(QDir::toNativeSeparators(m_path)));
    if (version > kSchemaVersion)
        throw WorkspaceError(QStringLiteral("%1 was written by a newer NearDup (workspace version %2; "
                                            "this program reads up to version %3). Please update NearDup.")
                                 .arg(QDir::toNativeSeparators(m_path))
                                 .arg(version)
                                 .arg(kSchemaVersion));
    // A new file gets SQLite's largest pages: each page costs a write to the log
    // and another to the file, and with 4 KiB pages an import of 4 KB texts made
    // four system calls a document (64 KiB: 3.5 times the insert rate of text).
    // An existing file keeps its size, which WAL mode cannot change.
    if (empty && !query.exec(QStringLiteral("PRAGMA page_size = 65536")))
        throw WorkspaceError(QStringLiteral("The workspace file is damaged (%1).").arg(sqlError(query)));
    // WAL lets readers (the GUI) go on while a worker writes a run; it is a
    // property of the file, so setting it once here covers every connection.
    if (!query.exec(QStringLiteral("PRAGMA journal_mode = WAL")))
        throw WorkspaceError(QStringLiteral("The workspace file is damaged (%1).").arg(sqlError(query)));
    query.finish();
    if (version != kSchemaVersion) {
        Transaction transaction(*this);
        migrateSchema(db, empty ? 0 : version);
        transaction.commit();
    }
    // We hold the lock, so a run still marked running was cut short by a crash.
    if (!query.exec(
            QStringLiteral("UPDATE run SET status = 'failed', error = 'interrupted (the program ended during the run)'"
                           " WHERE status = 'running'")))
        throw WorkspaceError(QStringLiteral("Cannot update the workspace: %1").arg(sqlError(query)));
}

QString Workspace::defaultPath()
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (dir.isEmpty())
        dir = QDir::homePath() + QStringLiteral("/.neardup");
    return dir + QStringLiteral("/default.ndw");
}

// Savepoints rather than BEGIN/COMMIT so that transactions nest: a repository
// call that batches its writes works alone and inside a caller's transaction.
Transaction::Transaction(const Workspace &workspace)
    : Transaction(workspace.database())
{ }

Transaction::Transaction(const QSqlDatabase &db)
    : m_db(db)
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("SAVEPOINT nd_tx")))
        throw WorkspaceError(QStringLiteral("Cannot start a transaction: %1").arg(sqlError(query)));
}

Transaction::~Transaction()
{
    if (m_done)
        return;
    QSqlQuery query(m_db);
    query.exec(QStringLiteral("ROLLBACK TO nd_tx"));
    query.exec(QStringLiteral("RELEASE nd_tx"));
}

void Transaction::commit()
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("RELEASE nd_tx")))
        throw WorkspaceError(QStringLiteral("Cannot save to the workspace: %1").arg(sqlError(query)));
    m_done = true;
}

} // namespace nd::store
