#include "store/workspace.h"

#include "store/logcheckpointer.h"
#include "store/schema.h"
#include "store/sql.h"
#include "store/sqlitestatement.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QSaveFile>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThread>
#include <QUrl>

#include <limits>
#include <optional>

#include <cerrno>
#include <fcntl.h>
#include <sqlite3.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

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

// The file a workspace opened, by device and inode: a thread's first
// connection, opened later, must reach the same file and not whatever now
// lies at the path (a file copied over it, or a new empty one after deletion).
struct FileIdentity
{
    dev_t device = 0;
    ino_t inode = 0;
    bool operator==(const FileIdentity &) const = default;
};

std::optional<FileIdentity> fileIdentity(const QString &path)
{
    struct stat status
    { };
    if (::stat(QFile::encodeName(path).constData(), &status) != 0)
        return std::nullopt;
    return FileIdentity{status.st_dev, status.st_ino};
}

QMutex s_connectionsMutex;
QHash<QString, QSet<QString>> s_connectionsOfPrefix;
QHash<QString, FileIdentity> s_fileOfPrefix; // guarded by s_connectionsMutex

QString sqlError(const QSqlQuery &query)
{
    return query.lastError().text();
}

// Why a statement of the opening failed, in the user's terms: the disk (full,
// failing, gone) is not the file's fault, and saying "damaged" would send the
// user the wrong way.
WorkspaceError openingFailed(const QSqlQuery &query, const QString &damaged)
{
    const int code = query.lastError().nativeErrorCode().toInt() & 0xff;
    if (code == SQLITE_IOERR || code == SQLITE_FULL || code == SQLITE_CANTOPEN || code == SQLITE_NOMEM)
        return WorkspaceError(QStringLiteral("The workspace could not be read or written (%1). Check that the disk "
                                             "has free space and is still there; nothing was changed.")
                                  .arg(sqlError(query)));
    return WorkspaceError(damaged.arg(sqlError(query)));
}

int pragmaInt(QSqlDatabase &db, const char *pragma)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA ") + QLatin1String(pragma)) || !query.next())
        throw openingFailed(query, QStringLiteral("The workspace file is damaged or not a database (%1)."));
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

bool fileHasMoved(sqlite3 *connection)
{
    int moved = 0;
    return sqlite3_file_control(connection, "main", SQLITE_FCNTL_HAS_MOVED, &moved) == SQLITE_OK && moved != 0;
}

// SQLite's settings for a file that may come from anyone: functions in its
// schema are untrusted, views are off (NearDup makes none), the file format
// cannot be edited through SQL (defensive), and each cell's size is checked
// against its page as it is read, so a corrupted page is an error rather than a
// read past it. Triggers stay on for NearDup's own (schema 6 keeps the fingerprint
// pack in step with its rows); any other trigger is refused on opening.
void hardenConnection(QSqlDatabase &db)
{
    sqlite3 *handle = sqlite::handle(db);
    for (const auto &[option, value] : {std::pair{SQLITE_DBCONFIG_DEFENSIVE, 1},
                                        {SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0},
                                        {SQLITE_DBCONFIG_ENABLE_VIEW, 0}}) {
        int set = -1;
        if (sqlite3_db_config(handle, option, value, &set) != SQLITE_OK || set != value)
            throw WorkspaceError(QStringLiteral("This SQLite library cannot open workspaces safely (setting %1 "
                                                "refused); NearDup needs SQLite 3.35 or newer.")
                                     .arg(option));
    }
    // A commit into a file deleted or replaced since it was opened would land in
    // a file no one can find again (a deleted file's data goes with the last open
    // descriptor), so the write would seem to succeed and be lost. SQLite's unix
    // file layer tells when the path no longer leads to the open file; the commit
    // is then rolled back and the statement fails with SQLITE_CONSTRAINT_COMMITHOOK.
    sqlite3_commit_hook(
        handle, [](void *connection) { return fileHasMoved(static_cast<sqlite3 *>(connection)) ? 1 : 0; }, handle);
}

// Workspaces this installation closed cleanly, by path with the size and time
// of the file then: opening one of them skips the integrity check, which reads
// the whole file. A file from elsewhere, one changed since, or one left by a
// crash is checked.
QString closedCleanlyListPath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return (dir.isEmpty() ? QDir::homePath() + QStringLiteral("/.neardup") : dir)
        + QStringLiteral("/workspaces-closed-cleanly");
}

QString fileStamp(const QString &path)
{
    const QFileInfo info(path);
    return QStringLiteral("%1\t%2\t%3").arg(path).arg(info.size()).arg(info.lastModified().toMSecsSinceEpoch());
}

QStringList closedCleanlyList()
{
    QFile file(closedCleanlyListPath());
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(u'\n', Qt::SkipEmptyParts);
}

bool closedCleanlyHere(const QString &path)
{
    return closedCleanlyList().contains(fileStamp(path));
}

void rememberClosedCleanly(const QString &path)
{
    static constexpr qsizetype kRemembered = 64;
    QStringList list = closedCleanlyList();
    const QString prefix = path + u'\t';
    list.removeIf([&](const QString &line) { return line.startsWith(prefix); });
    list.append(fileStamp(path));
    if (list.size() > kRemembered)
        list.remove(0, list.size() - kRemembered);
    QDir().mkpath(QFileInfo(closedCleanlyListPath()).absolutePath());
    QSaveFile file(closedCleanlyListPath());
    // Best effort: a list not written costs one integrity check at the next open.
    if (file.open(QIODevice::WriteOnly)) {
        file.write(list.join(u'\n').toUtf8() + '\n');
        file.commit();
    }
}

void closeConnectionsOf(const QString &prefix)
{
    QSet<QString> names;
    {
        QMutexLocker locker(&s_connectionsMutex);
        names = s_connectionsOfPrefix.take(prefix);
        s_fileOfPrefix.remove(prefix);
    }
    // removeDatabase closes the connection; fetching a handle first would trip Qt's
    // check that a connection is only used by the thread that opened it.
    for (const QString &name : std::as_const(names))
        QSqlDatabase::removeDatabase(name);
}

void checkIntegrity(QSqlDatabase &db, const QString &path)
{
    // quick_check: every page and cell, without matching indexes to tables,
    // which is what a full check spends most of its time on.
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA quick_check(5)")))
        throw openingFailed(query,
                            QStringLiteral("%1 is damaged and cannot be opened (%2).")
                                .arg(QDir::toNativeSeparators(path), QStringLiteral("%1")));
    QStringList problems;
    while (query.next())
        problems.append(query.value(0).toString());
    if (problems == QStringList{QStringLiteral("ok")})
        return;
    const QString found = problems.join(QStringLiteral("; "));
    // A page the check could not get is a read that failed: a disk error as
    // often as a damaged file, so the message names both.
    if (found.contains(QStringLiteral("failed to get page"))
        || found.contains(QStringLiteral("unable to get the page")))
        throw WorkspaceError(QStringLiteral("%1 could not be read in full (%2): the disk may be failing, or the file "
                                            "is damaged. Nothing was changed.")
                                 .arg(QDir::toNativeSeparators(path), found));
    throw WorkspaceError(
        QStringLiteral("%1 is damaged and cannot be opened: %2").arg(QDir::toNativeSeparators(path), found));
}

// The user's words for a file or folder NearDup cannot write to.
[[noreturn]] void refuseReadOnly(const QString &path, bool folder)
{
    throw WorkspaceError(
        (folder ? QStringLiteral("The folder of the workspace %1 is read-only. ")
                : QStringLiteral("The workspace %1 is read-only. "))
            .arg(QDir::toNativeSeparators(path))
        + QStringLiteral("NearDup records imports, runs and review decisions in the workspace and keeps its "
                         "journal beside it, so it needs to write there: copy the workspace to a folder you can "
                         "write to, or make it writable, and open it again."));
}

// Qt makes a lock file in steps: it creates the file, takes an flock on it and
// then writes its owner (process, host, program) into it. A program killed
// between the steps leaves a file that names no owner, and since a lock here is
// stale only when its process is gone (stale time 0), nothing would ever remove
// it: the workspace stayed "in use by another NearDup window (process 0)" for
// good. Such a file is removed when it still names no owner a moment later (a
// live creator writes its owner within microseconds of creating it) and nobody
// holds its flock: under that flock, and only while the name is still that file,
// as Qt removes a stale lock. True when the file is gone.
bool removeAbandonedLock(const QString &lockPath)
{
    const QLockFile lock(lockPath);
    qint64 pid = 0;
    QString host, program;
    if (lock.getLockInfo(&pid, &host, &program))
        return false;
    QThread::msleep(50);
    if (lock.getLockInfo(&pid, &host, &program))
        return false;
    const QByteArray name = QFile::encodeName(lockPath);
    const int fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return errno == ENOENT;
    bool removed = false;
    struct stat opened = {}, named = {};
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0 && ::fstat(fd, &opened) == 0 && ::stat(name.constData(), &named) == 0
        && opened.st_dev == named.st_dev && opened.st_ino == named.st_ino)
        removed = ::unlink(name.constData()) == 0;
    ::close(fd);
    return removed;
}

} // namespace

Workspace::Workspace(const QString &path, Lifetime lifetime)
    : m_path(QFileInfo(path).absoluteFilePath())
    , m_lifetime(lifetime)
{
    static QAtomicInteger<quint64> serial{1};
    m_connectionPrefix = QStringLiteral("neardup-%1-").arg(serial.fetchAndAddRelaxed(1));

    const QFileInfo info(m_path);
    if (!QDir().mkpath(info.absolutePath()))
        throw WorkspaceError(QStringLiteral("Cannot create the folder %1.").arg(info.absolutePath()));
    checkSqliteHeader(m_path);
    if (info.exists() && !info.isWritable())
        refuseReadOnly(m_path, false);
    if (!QFileInfo(info.absolutePath()).isWritable())
        refuseReadOnly(m_path, true);

    m_lock = std::make_unique<QLockFile>(m_path + QStringLiteral(".lock"));
    m_lock->setStaleLockTime(0); // a lock is stale only when its process is gone
    bool locked = m_lock->tryLock(0);
    if (!locked && m_lock->error() == QLockFile::LockFailedError && removeAbandonedLock(m_lock->fileName()))
        locked = m_lock->tryLock(0);
    if (!locked) {
        if (m_lock->error() == QLockFile::PermissionError)
            refuseReadOnly(m_path, true);
        qint64 pid = 0;
        QString host, app;
        m_lock->getLockInfo(&pid, &host, &app);
        throw WorkspaceError(QStringLiteral("The workspace %1 is in use by another NearDup window (process %2). "
                                            "Close it there or open another workspace.")
                                 .arg(QDir::toNativeSeparators(m_path))
                                 .arg(pid));
    }
    // A scratch workspace's log is never due for a copy.
    m_checkpointer = std::make_unique<LogCheckpointer>(
        *this, m_lifetime == Lifetime::Scratch ? std::numeric_limits<int>::max() : LogCheckpointer::kDefaultFrames);
    try {
        initialiseOrMigrate();
    } catch (...) {
        m_checkpointer->stop();                 // its connection, if it has one, is closed below
        closeConnectionsOf(m_connectionPrefix); // a refused file is not held open
        throw;
    }
}

Workspace::~Workspace()
{
    m_checkpointer->stop();
    closeConnectionsOf(m_connectionPrefix);
    // The last connection is closed: SQLite has checkpointed the journal into the
    // file, whose size and time are now final. (A constructor that threw never
    // gets here, so only files that passed every check are remembered; a scratch
    // file keeps its log and is deleted.)
    if (m_lifetime == Lifetime::Kept && QFileInfo::exists(m_path))
        rememberClosedCleanly(m_path);
}

std::uint64_t Workspace::backgroundCheckpoints() const
{
    return m_checkpointer->checkpointsDone();
}

bool Workspace::fileReplaced() const
{
    return fileHasMoved(sqlite::handle(database()));
}

void Workspace::saveCopy(const QString &path) const
{
    if (QFileInfo::exists(path))
        throw WorkspaceError(QStringLiteral("%1 exists already; choose a new file name for the copy.")
                                 .arg(QDir::toNativeSeparators(path)));
    // VACUUM INTO writes a consistent copy through this connection, so it works
    // from a file deleted while open too: the open descriptor still reads it.
    QSqlQuery query(database());
    query.prepare(QStringLiteral("VACUUM INTO ?"));
    query.addBindValue(path);
    if (!query.exec()) {
        QFile::remove(path);
        throw WorkspaceError(QStringLiteral("Could not save a copy of the workspace to %1: %2")
                                 .arg(QDir::toNativeSeparators(path), sqlError(query)));
    }
}

QString Workspace::replacedMessage(const QString &path)
{
    return QStringLiteral("The workspace file %1 was deleted or replaced while it was open, so this change was not "
                          "saved: it would have gone into a file no one can open again. What the workspace held "
                          "is still readable here: save a copy of it (Workspace > Save a Copy…), then open that copy.")
        .arg(QDir::toNativeSeparators(path));
}

QSqlDatabase Workspace::database() const
{
    const QString name = m_connectionPrefix + QString::number(threadSerial());
    if (QSqlDatabase::contains(name))
        return QSqlDatabase::database(name, false);

    std::optional<FileIdentity> opened;
    {
        QMutexLocker locker(&s_connectionsMutex);
        if (const auto found = s_fileOfPrefix.constFind(m_connectionPrefix); found != s_fileOfPrefix.cend())
            opened = *found;
    }
    // Only the workspace's first connection may create the file. A later one
    // opens it read-write without creating it (a URI with mode=rw), and only
    // when the path still leads to the file opened first.
    const auto refuseIfReplaced = [&] {
        if (opened && fileIdentity(m_path) != opened)
            throw WorkspaceError(replacedMessage(m_path));
    };
    refuseIfReplaced();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    if (opened) {
        db.setDatabaseName(QStringLiteral("file:") + QString::fromLatin1(QUrl::toPercentEncoding(m_path, "/"))
                           + QStringLiteral("?mode=rw"));
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000;QSQLITE_OPEN_URI"));
    } else {
        db.setDatabaseName(m_path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
    }
    if (opened && (!db.open() || fileIdentity(m_path) != opened || fileHasMoved(sqlite::handle(db)))) {
        // Deleted or replaced between the check and the opening, or not openable:
        // the connection is dropped, so the thread's next call tries again.
        const QString reason = db.lastError().text();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(name);
        refuseIfReplaced();
        throw WorkspaceError(QStringLiteral("Cannot open %1: %2").arg(m_path, reason));
    }
    if (!opened && !db.open())
        throw WorkspaceError(QStringLiteral("Cannot open %1: %2").arg(m_path, db.lastError().text()));
    {
        QMutexLocker locker(&s_connectionsMutex);
        s_connectionsOfPrefix[m_connectionPrefix].insert(name);
        if (!opened) {
            if (const auto identity = fileIdentity(m_path))
                s_fileOfPrefix.insert(m_connectionPrefix, *identity);
        }
    }
    // SQLite falls back to reading when it may not write (permissions, a
    // read-only mount); every later write would then fail with a vaguer message.
    if (sqlite3_db_readonly(sqlite::handle(db), "main") == 1)
        refuseReadOnly(m_path, false);
    hardenConnection(db);
    m_checkpointer->handOver(sqlite::handle(db));
    if (m_lifetime == Lifetime::Scratch)
        sqlite3_db_config(sqlite::handle(db), SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, nullptr);
    QSqlQuery query(db);
    // Connection settings only: nothing here may write to a file not yet known
    // to be ours (journal_mode = WAL is set once, after the checks). No memory
    // map, as SQLite advises for files it cannot trust: a page read through the
    // map is a fresh page each time, and cell_size_check then checks every cell
    // of it on each visit, where a page read into the cache is checked once.
    // With the map, the 20,000 index look-ups of FingerprintStore::missing()
    // took 0.25 s instead of 6 ms; and an I/O error in a mapped read is a signal
    // that ends the process, not an error the workspace can report. Streaming a
    // collection's texts to a run costs one copy more per page.
    for (const char *pragma : {"PRAGMA foreign_keys = ON", "PRAGMA synchronous = NORMAL", "PRAGMA temp_store = MEMORY",
                               "PRAGMA mmap_size = 0", "PRAGMA trusted_schema = OFF", "PRAGMA cell_size_check = ON"}) {
        if (!query.exec(QLatin1String(pragma)))
            throw openingFailed(query, QStringLiteral("The workspace file is damaged (%1)."));
    }
    return db;
}

void Workspace::initialiseOrMigrate()
{
    // A journal left behind means the last program to write the file did not
    // close it: its size and time then say nothing about its state. (Looked at
    // before the first connection, which creates one.)
    const bool journalLeftBehind = QFileInfo(m_path + QStringLiteral("-wal")).size() > 0;
    QSqlDatabase db = database();
    const int applicationId = pragmaInt(db, "application_id");
    const int version = pragmaInt(db, "user_version");
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !query.next())
        throw openingFailed(query, QStringLiteral("The workspace file is damaged (%1)."));
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
    if (!empty) {
        const QStringList unexpected = unexpectedSchemaObjects(db, version);
        if (!unexpected.isEmpty()) {
            QStringList named = unexpected.mid(0, 5);
            if (unexpected.size() > named.size())
                named.append(QStringLiteral("and %1 more").arg(unexpected.size() - named.size()));
            throw WorkspaceError(QStringLiteral("%1 holds database objects NearDup did not create (%2). A workspace "
                                                "altered like this could run commands when NearDup writes to it, "
                                                "so it is not opened.")
                                     .arg(QDir::toNativeSeparators(m_path), named.join(QStringLiteral(", "))));
        }
        if (journalLeftBehind || !closedCleanlyHere(m_path))
            checkIntegrity(db, m_path);
    }
    // WAL lets readers (the GUI) go on while a worker writes a run; it is a
    // property of the file, so setting it once here covers every connection.
    if (!query.exec(QStringLiteral("PRAGMA journal_mode = WAL")))
        throw openingFailed(query, QStringLiteral("The workspace file is damaged (%1)."));
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
Transaction::Transaction(const Workspace &workspace, Durability durability)
    : Transaction(workspace.database(), durability)
{ }

Transaction::Transaction(const QSqlDatabase &db, Durability durability)
    : m_db(db)
{
    QSqlQuery query(m_db);
    // Only the outermost transaction's commit reaches the disk, so only it
    // decides; SQLite takes the setting at any time outside a transaction.
    if (durability == Durability::SurvivesPowerLoss && sqlite3_get_autocommit(sqlite::handle(m_db)) != 0) {
        if (!query.exec(QStringLiteral("PRAGMA synchronous = FULL")))
            throw WorkspaceError(QStringLiteral("Cannot start a transaction: %1").arg(sqlError(query)));
        m_synced = true;
    }
    if (!query.exec(QStringLiteral("SAVEPOINT nd_tx"))) {
        restoreDurability();
        throw WorkspaceError(QStringLiteral("Cannot start a transaction: %1").arg(sqlError(query)));
    }
}

Transaction::~Transaction()
{
    if (!m_done) {
        QSqlQuery query(m_db);
        query.exec(QStringLiteral("ROLLBACK TO nd_tx"));
        query.exec(QStringLiteral("RELEASE nd_tx"));
    }
    restoreDurability();
}

void Transaction::restoreDurability()
{
    if (!m_synced)
        return;
    m_synced = false;
    QSqlQuery(m_db).exec(QStringLiteral("PRAGMA synchronous = NORMAL"));
}

void Transaction::commit()
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("RELEASE nd_tx"))) {
        if (sqlite3_extended_errcode(sqlite::handle(m_db)) == SQLITE_CONSTRAINT_COMMITHOOK)
            sqlite::throwError(sqlite::handle(m_db));
        throw WorkspaceError(QStringLiteral("Cannot save to the workspace: %1").arg(sqlError(query)));
    }
    m_done = true;
}

} // namespace nd::store
