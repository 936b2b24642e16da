#pragma once

#include <QLockFile>
#include <QSqlDatabase>
#include <QString>

#include <memory>
#include <stdexcept>

namespace nd::store {

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
    static constexpr int kSchemaVersion = 7;

    // Opens the file, creating and initialising it when it does not exist or is
    // empty. Throws WorkspaceError for a foreign file, a newer schema, a damaged
    // file, or a file another NearDup process has open.
    explicit Workspace(const QString &path);
    ~Workspace();
    Workspace(const Workspace &) = delete;
    Workspace &operator=(const Workspace &) = delete;

    QString path() const { return m_path; }

    // The calling thread's connection (opened on first use, closed when the
    // thread ends or the workspace is destroyed).
    QSqlDatabase database() const;

    // The embedded default workspace in the platform's application data folder.
    static QString defaultPath();

    // Whether the file at path() was deleted or replaced since it was opened.
    // Every commit checks it and is refused then, with replacedMessage().
    bool fileReplaced() const;
    static QString replacedMessage(const QString &path);

    // Writes a consistent copy of the workspace to a new file (also when the
    // file was deleted or replaced while open). Throws WorkspaceError.
    void saveCopy(const QString &path) const;

private:
    void initialiseOrMigrate();
    QString m_path;
    QString m_connectionPrefix;
    std::unique_ptr<QLockFile> m_lock;
};

// RAII transaction on the calling thread's connection: rolls back unless committed.
class Transaction
{
public:
    explicit Transaction(const Workspace &workspace);
    explicit Transaction(const QSqlDatabase &db);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;
    void commit();

private:
    QSqlDatabase m_db;
    bool m_done = false;
};

} // namespace nd::store
