#include "store/sqlitestatement.h"

#include "store/workspace.h"

#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

namespace nd::store::sqlite {

sqlite3 *handle(const QSqlDatabase &db)
{
    return handle(db.driver());
}

sqlite3 *handle(const QSqlDriver *driver)
{
    const QVariant handle = driver ? driver->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        throw WorkspaceError(QStringLiteral("The workspace is not an SQLite database opened by Qt's SQLite driver."));
    return *static_cast<sqlite3 *const *>(handle.constData());
}

void throwError(sqlite3 *db)
{
    if (sqlite3_extended_errcode(db) == SQLITE_CONSTRAINT_COMMITHOOK)
        throw WorkspaceError(Workspace::replacedMessage(QString::fromUtf8(sqlite3_db_filename(db, "main"))));
    throw WorkspaceError(QStringLiteral("Workspace query failed: %1").arg(QString::fromUtf8(sqlite3_errmsg(db))));
}

void StatementFinalizer::operator()(sqlite3_stmt *statement) const
{
    sqlite3_finalize(statement);
}

Statement prepare(sqlite3 *db, const char *sql)
{
    sqlite3_stmt *raw = nullptr;
    if (sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, &raw, nullptr) != SQLITE_OK)
        throwError(db);
    return Statement(raw);
}

void stepDone(sqlite3 *db, sqlite3_stmt *statement)
{
    const int status = sqlite3_step(statement);
    sqlite3_reset(statement);
    if (status != SQLITE_DONE)
        throwError(db);
}

} // namespace nd::store::sqlite
