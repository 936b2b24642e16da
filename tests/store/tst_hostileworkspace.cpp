// Crafted workspace files, as a colleague's share or a download could be: a
// trigger planted to run on the next import, views, tables and indexes NearDup
// never made, an edited schema, a corrupted page, a header claiming a huge page
// count, a truncated file, a newer schema. None may run its SQL, crash the
// program or be written to; each is refused with a message that says why.
#include "store/collectionstore.h"
#include "store/reviewstore.h"
#include "store/runstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace Qt::StringLiterals;
using namespace nd::store;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

// SQL run on the file behind NearDup's back, with SQLite's plain settings (as
// an attacker's tool would).
void craft(const QString &path, const QStringList &statements)
{
    sqlite3 *db = nullptr;
    QCOMPARE(sqlite3_open(path.toUtf8().constData(), &db), SQLITE_OK);
    for (const QString &statement : statements) {
        char *error = nullptr;
        const int rc = sqlite3_exec(db, statement.toUtf8().constData(), nullptr, nullptr, &error);
        const QString message = error ? QString::fromUtf8(error) : QString();
        sqlite3_free(error);
        QVERIFY2(rc == SQLITE_OK, qPrintable(statement + u": "_s + message));
    }
    QCOMPARE(sqlite3_close(db), SQLITE_OK);
}

qsizetype documentRootPage(const QString &path)
{
    sqlite3 *db = nullptr;
    sqlite3_open(path.toUtf8().constData(), &db);
    sqlite3_stmt *statement = nullptr;
    qsizetype page = 0;
    if (sqlite3_prepare_v2(db, "SELECT rootpage FROM sqlite_master WHERE name = 'document'", -1, &statement, nullptr)
            == SQLITE_OK
        && sqlite3_step(statement) == SQLITE_ROW)
        page = sqlite3_column_int64(statement, 0);
    sqlite3_finalize(statement);
    sqlite3_close(db);
    return page;
}

int pageSizeOf(const QByteArray &file)
{
    const int size = (quint8(file[16]) << 8) | quint8(file[17]);
    return size == 1 ? 65536 : size;
}

} // namespace

class TestHostileWorkspace : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_case = 0;

    // A workspace with a collection of two documents, a run and a decision,
    // closed and then copied to a new path, as a file received from elsewhere is.
    QString receivedWorkspace()
    {
        const QString made = m_dir.filePath(u"made-%1.ndw"_s.arg(++m_case));
        {
            Workspace workspace(made);
            CollectionStore collections(workspace);
            const qint64 collection = collections.createCollection(u"shared"_s, QString());
            const qint64 a = collections.addDocument(collection, nd::test::textDocument(u"a.txt"_s, u"alpha"_s));
            const qint64 b = collections.addDocument(collection, nd::test::textDocument(u"b.txt"_s, u"beta"_s));
            RunStore runs(workspace);
            RunInfo run;
            run.collectionId = collection;
            run.method = u"shingling"_s;
            const qint64 runId = runs.createRun(run);
            runs.storePairs(runId, {{a, b, 0.5}});
            runs.finishRun(runId, RunStatus::Done, {}, {});
            ReviewStore(workspace).decide(collection, {{a, b}}, Decision::NotDuplicate, {}, u"ann"_s, runId);
        }
        const QString received = m_dir.filePath(u"received-%1.ndw"_s.arg(m_case));
        if (!QFile::copy(made, received))
            return {};
        return received;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void refusesCraftedFiles_data()
    {
        QTest::addColumn<QStringList>("statements");
        QTest::addColumn<QString>("expected");
        // The trigger the workbench would have run on its next import.
        QTest::newRow("trigger on import")
            << QStringList{u"CREATE TRIGGER planted AFTER INSERT ON collection BEGIN"
                           " DELETE FROM review_decision; UPDATE document SET text = 'owned'; END"_s}
            << u"trigger planted"_s;
        QTest::newRow("trigger on decision")
            << QStringList{u"CREATE TRIGGER t2 BEFORE INSERT ON review_decision BEGIN SELECT RAISE(IGNORE); END"_s}
            << u"trigger t2"_s;
        QTest::newRow("view shadowing a query")
            << QStringList{u"CREATE VIEW every_text AS SELECT text FROM document"_s} << u"view every_text"_s;
        QTest::newRow("unknown table") << QStringList{u"CREATE TABLE extra (x)"_s} << u"table extra"_s;
        QTest::newRow("unknown index") << QStringList{u"CREATE INDEX document_by_text ON document(text)"_s}
                                       << u"index document_by_text"_s;
        // sqlite_master edited in place: the table's SQL now has a default that
        // calls a function (no trigger or view anywhere).
        QTest::newRow("schema edited")
            << QStringList{u"PRAGMA writable_schema = ON"_s,
                           u"UPDATE sqlite_master SET sql = replace(sql, 'source_path TEXT NOT NULL DEFAULT ''''',"
                           " 'source_path TEXT NOT NULL DEFAULT (hex(randomblob(8)))') WHERE name = 'collection'"_s,
                           u"PRAGMA writable_schema = OFF"_s}
            << u"table collection"_s;
        QTest::newRow("many objects") << QStringList{u"CREATE VIEW v1 AS SELECT 1"_s, u"CREATE VIEW v2 AS SELECT 2"_s,
                                                     u"CREATE VIEW v3 AS SELECT 3"_s, u"CREATE VIEW v4 AS SELECT 4"_s,
                                                     u"CREATE VIEW v5 AS SELECT 5"_s, u"CREATE VIEW v6 AS SELECT 6"_s,
                                                     u"CREATE VIEW v7 AS SELECT 7"_s}
                                      << u"and 2 more"_s;
        QTest::newRow("newer schema") << QStringList{u"PRAGMA user_version = 99"_s} << u"newer NearDup"_s;
    }

    void refusesCraftedFiles()
    {
        QFETCH(QStringList, statements);
        QFETCH(QString, expected);
        const QString path = receivedWorkspace();
        QVERIFY(!path.isEmpty());
        craft(path, statements);
        if (QTest::currentTestFailed())
            return;
        const QByteArray before = readAll(path);
        try {
            Workspace workspace(path);
            QFAIL("a crafted workspace was opened");
        } catch (const WorkspaceError &error) {
            qInfo("%s", qPrintable(error.message())); // the message a user sees, in the log for review
            QVERIFY2(error.message().contains(expected), qPrintable(error.message()));
            QVERIFY2(error.message().contains(path) || error.message().contains(u"newer"_s),
                     qPrintable(error.message()));
        }
        QCOMPARE(readAll(path), before); // nothing ran that wrote, and nothing was migrated
    }

    // Damage below the SQL level: found by the integrity check of a file this
    // installation did not close, or by SQLite's own checks as it reads.
    void refusesDamagedFiles_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::newRow("corrupted table page") << u"page"_s;
        QTest::newRow("corrupted schema page") << u"schema"_s;
        QTest::newRow("huge page count") << u"huge"_s;
        QTest::newRow("truncated") << u"truncated"_s;
    }

    void refusesDamagedFiles()
    {
        QFETCH(QString, damage);
        const QString path = receivedWorkspace();
        QVERIFY(!path.isEmpty());
        QByteArray bytes = readAll(path);
        const int pageSize = pageSizeOf(bytes);
        QVERIFY(bytes.size() >= 4 * pageSize);
        if (damage == u"page"_s) {
            // The header of the document table's root page: an invalid page type,
            // cell count and content offset.
            const qsizetype page = documentRootPage(path);
            QVERIFY(page > 1);
            for (qsizetype i = (page - 1) * pageSize; i < (page - 1) * pageSize + 8; ++i)
                bytes[i] = char(0xFF);
        } else if (damage == u"schema"_s) {
            // Page 1 after the 100-byte header: sqlite_master's page header and cell pointers.
            for (int i = 100; i < 140; ++i)
                bytes[i] = char(0xFF);
        } else if (damage == u"huge"_s) {
            // In-header page count (offset 28) near 2^31, made authoritative by a
            // version-valid-for number (offset 92) equal to the change counter (24).
            const char huge[4] = {0x7F, char(0xFF), char(0xFF), char(0xF0)};
            bytes.replace(28, 4, QByteArray(huge, 4));
            bytes.replace(92, 4, bytes.mid(24, 4));
        } else {
            bytes.truncate(bytes.size() / 2 / pageSize * pageSize);
        }
        writeAll(path, bytes);
        try {
            Workspace workspace(path);
            // SQLite may take a header it can prove wrong (the page count against
            // the file's size) and use the file's size; then the data is all there.
            QVERIFY2(damage == u"huge"_s, "a damaged workspace was opened");
            QCOMPARE(CollectionStore(workspace).collections().size(), 1);
        } catch (const WorkspaceError &error) {
            qInfo("%s", qPrintable(error.message()));
            QVERIFY2(error.message().contains(u"damaged"_s) || error.message().contains(u"malformed"_s),
                     qPrintable(error.message()));
        }
    }

    // A received file that is sound opens (after its integrity check) with its data.
    void opensASoundReceivedFile()
    {
        const QString path = receivedWorkspace();
        QVERIFY(!path.isEmpty());
        Workspace workspace(path);
        const auto collections = CollectionStore(workspace).collections();
        QCOMPARE(collections.size(), 1);
        QCOMPARE(collections.first().documentCount, 2);
        QCOMPARE(ReviewStore(workspace).currentDecisions(collections.first().id).size(), 1);
    }

    // Even a view that got into the schema (here made through NearDup's own
    // connection) does not resolve: SQLite's switch is off (NearDup makes none).
    void viewsAreSwitchedOff()
    {
        Workspace workspace(m_dir.filePath(u"switches.ndw"_s));
        QSqlQuery query(workspace.database());
        QVERIFY(query.exec(u"CREATE VIEW texts AS SELECT text FROM document"_s));
        QVERIFY(!query.exec(u"SELECT * FROM texts"_s));
        QVERIFY(query.exec(u"DROP VIEW texts"_s));
    }

    // SQLITE_DBCONFIG_DEFENSIVE: the file format cannot be edited through SQL.
    void schemaCannotBeWrittenThroughTheWorkbench()
    {
        Workspace workspace(m_dir.filePath(u"defensive.ndw"_s));
        QSqlQuery query(workspace.database());
        query.exec(u"PRAGMA writable_schema = ON"_s);
        QVERIFY(!query.exec(u"UPDATE sqlite_master SET sql = 'x' WHERE name = 'collection'"_s));
    }
};

QTEST_GUILESS_MAIN(TestHostileWorkspace)
#include "tst_hostileworkspace.moc"
