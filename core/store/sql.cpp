#include "store/sql.h"

#include "store/sqlitestatement.h"
#include "store/workspace.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QSqlDriver>
#include <QSqlError>

#include <sqlite3.h>

namespace nd::store::sql {

namespace {

[[noreturn]] void fail(const QSqlQuery &query)
{
    // The commit hook's refusal (Workspace::fileReplaced) in the user's terms.
    // (Qt's driver reports SQLite's primary codes only: the extended one is asked.)
    if (query.driver() && query.driver()->handle().isValid()) {
        sqlite3 *connection = sqlite::handle(query.driver());
        if (sqlite3_extended_errcode(connection) == SQLITE_CONSTRAINT_COMMITHOOK)
            sqlite::throwError(connection);
    }
    throw WorkspaceError(QStringLiteral("Workspace query failed: %1").arg(query.lastError().text()));
}

} // namespace

QSqlQuery prepare(const QSqlDatabase &db, const QString &statement)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.prepare(statement))
        fail(query);
    return query;
}

void run(QSqlQuery &query)
{
    if (!query.exec())
        fail(query);
}

QSqlQuery exec(const QSqlDatabase &db, const QString &statement, const QVariantList &values)
{
    QSqlQuery query = prepare(db, statement);
    for (const QVariant &value : values) {
        const bool nullString = value.metaType().id() == QMetaType::QString && value.toString().isNull();
        query.addBindValue(nullString ? textValue(QString()) : value);
    }
    run(query);
    return query;
}

QVariant textValue(const QString &text)
{
    return text.isNull() ? QVariant(QStringLiteral("")) : QVariant(text);
}

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QDateTime parseTime(const QVariant &value)
{
    return value.isNull() ? QDateTime() : QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
}

QString toJson(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QJsonObject fromJson(const QVariant &value)
{
    return QJsonDocument::fromJson(value.toString().toUtf8()).object();
}

} // namespace nd::store::sql
