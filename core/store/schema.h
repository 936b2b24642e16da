#pragma once

#include <QSqlDatabase>

namespace nd::store {

// Brings a database at schema version `fromVersion` (0 = empty file) up to
// Workspace::kSchemaVersion, one step at a time, inside the caller's transaction.
void migrateSchema(QSqlDatabase &db, int fromVersion);

} // namespace nd::store
