#pragma once

#include "store/records.h"
#include "store/sqlitestatement.h"

#include <QSqlDatabase>

namespace nd::store {

// Inserts documents (rows of document and document_location, not their
// fingerprints) with statements prepared once, on the connection given, in the
// caller's transaction: for a writer that inserts again and again (the service's
// adds), where preparing the statements each time was a twentieth of an add's CPU.
// Errors throw WorkspaceError.
class DocumentInserter
{
public:
    explicit DocumentInserter(const QSqlDatabase &db);
    ~DocumentInserter();
    DocumentInserter(const DocumentInserter &) = delete;
    DocumentInserter &operator=(const DocumentInserter &) = delete;

    qint64 insert(qint64 collectionId, const NewDocument &document); // the new id

private:
    sqlite3 *m_db;
    sqlite::Statement m_insert;
    sqlite::Statement m_insertLocation; // prepared for the first document with locations
};

} // namespace nd::store
