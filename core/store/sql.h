#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>
#include <QVariantList>

struct sqlite3;

// The one way the store runs SQL: prepare, bind, execute, and turn any SQL error
// into a WorkspaceError. Every table's store uses it.
namespace nd::store::sql {

// A statement to bind and run (again and again), forward-only.
QSqlQuery prepare(const QSqlDatabase &db, const QString &statement);

// The SQLite connection under Qt's driver, for what Qt's driver does not offer
// (bulk reads and writes, connection settings). Debian's Qt SQLite plugin links
// the system libsqlite3, the library the store links too, so the handle is theirs.
sqlite3 *sqliteHandle(const QSqlDatabase &db);

// Runs a prepared statement whose values are bound.
void run(QSqlQuery &query);

// Prepares, binds `values` in order and runs one statement. A null QString binds
// as '' (textValue): only an invalid QVariant means NULL.
QSqlQuery exec(const QSqlDatabase &db, const QString &statement, const QVariantList &values = {});

// A null QString would bind as SQL NULL; text columns that are NOT NULL take ''.
QVariant textValue(const QString &text);

// The current time as stored (UTC, ISO 8601 with milliseconds).
QString now();
QDateTime parseTime(const QVariant &value); // invalid for NULL

// JSON objects as stored (compact UTF-8 text).
QString toJson(const QJsonObject &object);
QJsonObject fromJson(const QVariant &value);

} // namespace nd::store::sql
