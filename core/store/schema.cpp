#include "store/schema.h"

#include "store/sql.h"
#include "store/sqlitestatement.h"
#include "store/workspace.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

#include <sqlite3.h>

#include <memory>

namespace nd::store {

namespace {

// Step i brings the schema from version i to i + 1. Steps are never edited once
// released: a change to the schema is a new step appended here.
const QList<QStringList> &migrationSteps()
{
    static const QList<QStringList> steps = {
        // 0 -> 1: collections, documents, ground truth, token cache, runs, scores.
        {
            QStringLiteral("CREATE TABLE collection ("
                           " id INTEGER PRIMARY KEY,"
                           " name TEXT NOT NULL,"
                           " source_path TEXT NOT NULL DEFAULT '',"
                           " created_at TEXT NOT NULL)"),
            QStringLiteral("CREATE TABLE document ("
                           " id INTEGER PRIMARY KEY,"
                           " collection_id INTEGER NOT NULL REFERENCES collection(id) ON DELETE CASCADE,"
                           " path TEXT NOT NULL,"
                           " title TEXT NOT NULL,"
                           " text TEXT NOT NULL,"
                           " encoding TEXT NOT NULL,"
                           " format TEXT NOT NULL,"
                           " content_hash BLOB NOT NULL,"
                           " byte_size INTEGER NOT NULL,"
                           " word_count INTEGER NOT NULL,"
                           " invalid_sequences INTEGER NOT NULL DEFAULT 0,"
                           " cluster TEXT)"),
            QStringLiteral("CREATE INDEX document_by_collection ON document(collection_id, path)"),
            QStringLiteral("CREATE TABLE import_issue ("
                           " id INTEGER PRIMARY KEY,"
                           " collection_id INTEGER NOT NULL REFERENCES collection(id) ON DELETE CASCADE,"
                           " path TEXT NOT NULL,"
                           " reason TEXT NOT NULL)"),
            QStringLiteral("CREATE INDEX import_issue_by_collection ON import_issue(collection_id)"),
            QStringLiteral("CREATE TABLE truth_pair ("
                           " collection_id INTEGER NOT NULL REFERENCES collection(id) ON DELETE CASCADE,"
                           " doc_a INTEGER NOT NULL REFERENCES document(id) ON DELETE CASCADE,"
                           " doc_b INTEGER NOT NULL REFERENCES document(id) ON DELETE CASCADE,"
                           " positive INTEGER NOT NULL,"
                           " PRIMARY KEY (collection_id, doc_a, doc_b)) WITHOUT ROWID"),
            QStringLiteral("CREATE TABLE token_cache ("
                           " document_id INTEGER NOT NULL REFERENCES document(id) ON DELETE CASCADE,"
                           " preprocess_key TEXT NOT NULL,"
                           " tokens BLOB NOT NULL,"
                           " PRIMARY KEY (document_id, preprocess_key)) WITHOUT ROWID"),
            QStringLiteral("CREATE TABLE run ("
                           " id INTEGER PRIMARY KEY,"
                           " collection_id INTEGER NOT NULL REFERENCES collection(id) ON DELETE CASCADE,"
                           " method TEXT NOT NULL,"
                           " params TEXT NOT NULL,"
                           " preprocessing TEXT NOT NULL,"
                           " status TEXT NOT NULL,"
                           " started_at TEXT NOT NULL,"
                           " finished_at TEXT,"
                           " timings TEXT NOT NULL DEFAULT '{}',"
                           " stats TEXT NOT NULL DEFAULT '{}',"
                           " error TEXT NOT NULL DEFAULT '',"
                           " pair_count INTEGER NOT NULL DEFAULT 0)"),
            QStringLiteral("CREATE INDEX run_by_collection ON run(collection_id)"),
            QStringLiteral("CREATE TABLE scored_pair ("
                           " run_id INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,"
                           " doc_a INTEGER NOT NULL,"
                           " doc_b INTEGER NOT NULL,"
                           " score REAL NOT NULL,"
                           " PRIMARY KEY (run_id, doc_a, doc_b)) WITHOUT ROWID"),
            QStringLiteral("PRAGMA application_id = %1").arg(Workspace::kApplicationId),
        },
        // 1 -> 2: review decisions with their history. An action groups the
        // decisions of one user step (a bulk decision is one action), so undo and
        // redo flip one flag; the decisions themselves are never rewritten.
        {
            QStringLiteral("CREATE TABLE review_action ("
                           " id INTEGER PRIMARY KEY,"
                           " collection_id INTEGER NOT NULL REFERENCES collection(id) ON DELETE CASCADE,"
                           " reviewer TEXT NOT NULL,"
                           " created_at TEXT NOT NULL,"
                           " undone INTEGER NOT NULL DEFAULT 0)"),
            QStringLiteral("CREATE INDEX review_action_by_reviewer ON review_action(collection_id, reviewer)"),
            QStringLiteral("CREATE TABLE review_decision ("
                           " id INTEGER PRIMARY KEY,"
                           " action_id INTEGER NOT NULL REFERENCES review_action(id) ON DELETE CASCADE,"
                           " collection_id INTEGER NOT NULL REFERENCES collection(id) ON DELETE CASCADE,"
                           " doc_a INTEGER NOT NULL REFERENCES document(id) ON DELETE CASCADE,"
                           " doc_b INTEGER NOT NULL REFERENCES document(id) ON DELETE CASCADE,"
                           " run_id INTEGER REFERENCES run(id) ON DELETE SET NULL,"
                           " decision TEXT NOT NULL CHECK (decision IN"
                           " ('plagiarism', 'near-duplicate', 'not-duplicate', 'unsure', 'cleared')),"
                           " note TEXT NOT NULL DEFAULT '',"
                           " reviewer TEXT NOT NULL,"
                           " decided_at TEXT NOT NULL)"),
            QStringLiteral("CREATE INDEX review_decision_by_pair ON review_decision(collection_id, doc_a, doc_b)"),
            QStringLiteral("CREATE INDEX review_decision_by_action ON review_decision(action_id)"),
        },
        // 2 -> 3: where each stretch of an imported document's text came from
        // (page of a PDF, paragraph of a DOCX/ODT/EPUB), for "page 14" in matches.
        {
            QStringLiteral("CREATE TABLE document_location ("
                           " document_id INTEGER NOT NULL REFERENCES document(id) ON DELETE CASCADE,"
                           " begin_offset INTEGER NOT NULL,"
                           " page INTEGER NOT NULL DEFAULT 0,"
                           " paragraph INTEGER NOT NULL DEFAULT 0,"
                           " PRIMARY KEY (document_id, begin_offset)) WITHOUT ROWID"),
        },
        // 3 -> 4: trained pair classifiers (paper 001), applied later by the `learned` detector.
        {
            QStringLiteral("CREATE TABLE learned_model ("
                           " id INTEGER PRIMARY KEY,"
                           " classifier TEXT NOT NULL,"
                           " keyword_threshold REAL NOT NULL,"
                           " collection_id INTEGER REFERENCES collection(id) ON DELETE SET NULL,"
                           " created_at TEXT NOT NULL,"
                           " metrics TEXT NOT NULL,"
                           " model BLOB NOT NULL)"),
        },
        // 4 -> 5: stored fingerprints (store::FingerprintStore), so that a query
        // or a resident service reads them instead of recomputing the collection's.
        // A kind names the method, its fingerprint parameters and the
        // preprocessing; paragraph -1 is the whole text, whose row is always
        // written (value NULL: nothing to fingerprint) and marks the document done.
        {
            QStringLiteral("CREATE TABLE fingerprint_kind ("
                           " id INTEGER PRIMARY KEY,"
                           " key TEXT NOT NULL UNIQUE)"),
            QStringLiteral("CREATE TABLE document_fingerprint ("
                           " kind_id INTEGER NOT NULL REFERENCES fingerprint_kind(id) ON DELETE CASCADE,"
                           " collection_id INTEGER NOT NULL,"
                           " document_id INTEGER NOT NULL REFERENCES document(id) ON DELETE CASCADE,"
                           " paragraph INTEGER NOT NULL,"
                           " value INTEGER,"
                           " PRIMARY KEY (kind_id, collection_id, document_id, paragraph)) WITHOUT ROWID"),
            // For the cascade when a document is deleted.
            QStringLiteral("CREATE INDEX document_fingerprint_by_document ON document_fingerprint(document_id)"),
        },
        // 5 -> 6: a collection's fingerprints of a kind packed into blobs
        // (FingerprintStore::pack), so that a restart reads a few large values
        // instead of one row per fingerprint. The pack holds the rows of the
        // documents up to covers_through, in chunks; rows of later documents are
        // read from document_fingerprint. Deleting a row the pack holds (by any
        // path: a document's or a collection's deletion cascades to its rows)
        // drops the pack, by the trigger; FingerprintStore drops it before
        // writing such a row.
        {
            QStringLiteral("CREATE TABLE fingerprint_pack ("
                           " kind_id INTEGER NOT NULL REFERENCES fingerprint_kind(id) ON DELETE CASCADE,"
                           " collection_id INTEGER NOT NULL REFERENCES collection(id) ON DELETE CASCADE,"
                           " chunk INTEGER NOT NULL,"
                           " covers_through INTEGER NOT NULL,"
                           " row_count INTEGER NOT NULL,"
                           " data BLOB NOT NULL,"
                           " UNIQUE (kind_id, collection_id, chunk))"),
            QStringLiteral("CREATE TRIGGER fingerprint_pack_outdated AFTER DELETE ON document_fingerprint"
                           " BEGIN"
                           "  DELETE FROM fingerprint_pack WHERE kind_id = old.kind_id"
                           "   AND collection_id = old.collection_id AND covers_through >= old.document_id;"
                           " END"),
        },
        // 6 -> 7: an HTML page's main content beside its whole text, for the
        // "main content only" preprocessing. NULL where the main content is the
        // whole text: documents that are not HTML, and every document imported
        // before this step (their markup is gone; a new import extracts it).
        {
            QStringLiteral("ALTER TABLE document ADD COLUMN main_text TEXT"),
        },
        // 7 -> 8: the documents of a collection that have a cluster, for the
        // question every listing of collections asks (does it have cluster
        // truth?): without an index a collection without clusters, most of them,
        // was read whole, texts included, to answer no (20,000 documents of 4 KB:
        // 10 ms of every run's start; a million: 4 GB read).
        {
            QStringLiteral("CREATE INDEX document_in_cluster ON document(collection_id) WHERE cluster IS NOT NULL"),
        },
    };
    return steps;
}

// Every schema object as "type name on table: sql", the form both sides compare in.
QStringList schemaRows(sqlite3 *db)
{
    sqlite3_stmt *raw = nullptr;
    const int prepared = sqlite3_prepare_v2(
        db, "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name", -1, &raw, nullptr);
    std::unique_ptr<sqlite3_stmt, decltype(&sqlite3_finalize)> statement(raw, &sqlite3_finalize);
    if (prepared != SQLITE_OK)
        throw WorkspaceError(
            QStringLiteral("The workspace file is damaged (%1).").arg(QString::fromUtf8(sqlite3_errmsg(db))));
    QStringList rows;
    int step = SQLITE_ROW;
    while ((step = sqlite3_step(raw)) == SQLITE_ROW) {
        QStringList fields;
        for (int column = 0; column < 4; ++column) {
            const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(raw, column));
            fields.append(text ? QString::fromUtf8(text) : QString());
        }
        rows.append(QStringLiteral("%1 %2 on %3: %4").arg(fields[0], fields[1], fields[2], fields[3]));
    }
    if (step != SQLITE_DONE)
        throw WorkspaceError(
            QStringLiteral("The workspace file is damaged (%1).").arg(QString::fromUtf8(sqlite3_errmsg(db))));
    return rows;
}

// The schema the migration steps make at `version`, built in memory.
QStringList expectedSchemaRows(int version)
{
    sqlite3 *raw = nullptr;
    const int opened = sqlite3_open(":memory:", &raw);
    std::unique_ptr<sqlite3, decltype(&sqlite3_close)> db(raw, &sqlite3_close);
    if (opened != SQLITE_OK)
        throw WorkspaceError(QStringLiteral("Out of memory checking the workspace's schema."));
    const auto &steps = migrationSteps();
    for (int step = 0; step < version && step < steps.size(); ++step) {
        for (const QString &statement : steps.at(step)) {
            if (sqlite3_exec(raw, statement.toUtf8().constData(), nullptr, nullptr, nullptr) != SQLITE_OK)
                throw WorkspaceError(QStringLiteral("Schema step %1 failed: %2")
                                         .arg(step + 1)
                                         .arg(QString::fromUtf8(sqlite3_errmsg(raw))));
        }
    }
    return schemaRows(raw);
}

} // namespace

QStringList unexpectedSchemaObjects(const QSqlDatabase &db, int version)
{
    const QStringList expected = expectedSchemaRows(version);
    QStringList unexpected;
    for (const QString &row : schemaRows(sqlite::handle(db))) {
        if (!expected.contains(row))
            unexpected.append(row.section(u' ', 0, 1)); // "trigger name": the SQL may be long or hostile
    }
    return unexpected;
}

void migrateSchema(QSqlDatabase &db, int fromVersion)
{
    const auto &steps = migrationSteps();
    static_assert(Workspace::kSchemaVersion >= 1);
    Q_ASSERT(steps.size() == Workspace::kSchemaVersion);
    QSqlQuery query(db);
    for (int version = fromVersion; version < Workspace::kSchemaVersion; ++version) {
        for (const QString &statement : steps.at(version)) {
            if (!query.exec(statement))
                throw WorkspaceError(QStringLiteral("Could not upgrade the workspace to schema %1: %2")
                                         .arg(version + 1)
                                         .arg(query.lastError().text()));
        }
        if (!query.exec(QStringLiteral("PRAGMA user_version = %1").arg(version + 1)))
            throw WorkspaceError(query.lastError().text());
    }
}

} // namespace nd::store
