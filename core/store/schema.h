#pragma once

#include <QSqlDatabase>
#include <QStringList>

namespace nd::store {

// Brings a database at schema version `fromVersion` (0 = empty file) up to
// Workspace::kSchemaVersion, one step at a time, inside the caller's transaction.
void migrateSchema(QSqlDatabase &db, int fromVersion);

// What differs between the schema of `db` and the one NearDup creates at
// `version` (triggers, views, tables or indexes it never made, or made ones
// whose SQL was edited), one "kind name" per object, sorted; empty when it is
// exactly NearDup's. A workspace can come from anyone, and SQL in its schema
// would run when NearDup next writes to it.
QStringList unexpectedSchemaObjects(const QSqlDatabase &db, int version);

} // namespace nd::store
