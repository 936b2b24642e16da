#pragma once

#include <QSqlDatabase>

class QSqlDriver;

#include <memory>

struct sqlite3;
struct sqlite3_stmt;

// SQLite's own interface under Qt's driver, for the bulk paths (reading a
// collection's texts, storing scored pairs, inserting documents) where Qt's
// QVariant per value and UTF-16 conversion of every text cost more than SQLite.
namespace nd::store::sqlite {

// The connection under Qt's SQLite driver. Debian's Qt SQLite plugin links the
// system libsqlite3, the library the store links too, so the handle is theirs.
// Throws WorkspaceError for any other driver.
sqlite3 *handle(const QSqlDatabase &db);
sqlite3 *handle(const QSqlDriver *driver);

// The connection's last error as a WorkspaceError (a commit refused because the
// file was deleted or replaced while open, in the user's terms).
[[noreturn]] void throwError(sqlite3 *db);

struct StatementFinalizer
{
    void operator()(sqlite3_stmt *statement) const;
};
using Statement = std::unique_ptr<sqlite3_stmt, StatementFinalizer>;

// A prepared statement; throws WorkspaceError when SQLite refuses it.
Statement prepare(sqlite3 *db, const char *sql);

// Steps a statement that returns no row and resets it for its next values.
void stepDone(sqlite3 *db, sqlite3_stmt *statement);

} // namespace nd::store::sqlite
