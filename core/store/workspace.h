#pragma once

#include <QLockFile>
#include <QSqlDatabase>
#include <QString>

#include <cstdint>
#include <memory>
#include <stdexcept>

namespace nd::store {

class LogCheckpointer;

// A workspace file that cannot be used, with a message meant for the user.
class WorkspaceError : public std::runtime_error
{
public:
    explicit WorkspaceError(const QString &message)
        : std::runtime_error(message.toStdString())
        , m_message(message)
    { }
    QString message() const { return m_message; }

private:
    QString m_message;
};

// One SQLite file holding collections, documents, ground truth, runs and scores.
// Every thread that touches it gets its own connection (database()).
class Workspace
{
public:
    static constexpr int kApplicationId = 0x4E445742; // "NDWB"
    static constexpr int kSchemaVersion = 8;

    // What becomes of the file after the workspace closes. A scratch workspace
    // (evaluate's own, when no file is named) is deleted then, so its
    // write-ahead log is never copied into the file: no checkpoint in the
    // background and none at the close, which would copy and sync the whole
    // log (an 83 MB import: 0.18 s of the disk and a second core) for nothing.
    enum class Lifetime { Kept, Scratch };

    // Opens the file, creating and initialising it when it does not exist or is
    // empty. Throws WorkspaceError for a foreign file, a newer schema, a damaged
    // file, or a file another NearDup process has open.
    explicit Workspace(const QString &path, Lifetime lifetime = Lifetime::Kept);
    ~Workspace();
    Workspace(const Workspace &) = delete;
    Workspace &operator=(const Workspace &) = delete;

    QString path() const { return m_path; }
    Lifetime lifetime() const { return m_lifetime; }

    // The calling thread's connection (opened on first use, closed when the
    // thread ends or the workspace is destroyed). Its commits leave copying the
    // write-ahead log into the file to the workspace's checkpointer thread.
    QSqlDatabase database() const;

    // The embedded default workspace in the platform's application data folder.
    static QString defaultPath();

    // Whether the file at path() was deleted or replaced since it was opened.
    // Every commit checks it and is refused then, with replacedMessage().
    bool fileReplaced() const;
    static QString replacedMessage(const QString &path);

    // Checkpoints the workspace's checkpointer thread has made so far.
    std::uint64_t backgroundCheckpoints() const;

    // Writes a consistent copy of the workspace to a new file (also when the
    // file was deleted or replaced while open). Throws WorkspaceError.
    void saveCopy(const QString &path) const;

private:
    void initialiseOrMigrate();
    QString m_path;
    Lifetime m_lifetime;
    QString m_connectionPrefix;
    std::unique_ptr<QLockFile> m_lock;
    std::unique_ptr<LogCheckpointer> m_checkpointer;
};

// How far a commit survives. Workspaces run in WAL mode with synchronous =
// NORMAL: a commit survives the program's crash or kill (scripts/crash-test.sh),
// but the last ones may be lost to a power cut or an operating-system crash,
// which is right for imports and runs (they can be run again) and for the
// service's adds (a sync each would cap them near 130/s on a disk that takes
// 7.5 ms to sync). Review decisions are days of work and come at a reader's
// pace, so their commits are synced to the disk first (synchronous = FULL).
enum class Durability { SurvivesCrash, SurvivesPowerLoss };

// RAII transaction on the calling thread's connection: rolls back unless committed.
class Transaction
{
public:
    explicit Transaction(const Workspace &workspace, Durability durability = Durability::SurvivesCrash);
    explicit Transaction(const QSqlDatabase &db, Durability durability = Durability::SurvivesCrash);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;
    void commit();

private:
    void restoreDurability();
    QSqlDatabase m_db;
    bool m_done = false;
    bool m_synced = false; // this transaction switched the connection to synchronous = FULL
};

} // namespace nd::store
