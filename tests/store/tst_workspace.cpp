#include "store/collectionstore.h"
#include "store/logcheckpointer.h"
#include "store/runstore.h"
#include "store/sqlitestatement.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent>

#include <fcntl.h>
#include <sys/file.h>
#include <thread>
#include <unistd.h>

using namespace nd::store;

class TestWorkspace : public QObject
{
    Q_OBJECT

private:
    static int pragma(const Workspace &workspace, const char *name)
    {
        QSqlQuery query(workspace.database());
        query.exec(QStringLiteral("PRAGMA ") + QLatin1String(name));
        return query.next() ? query.value(0).toInt() : -1;
    }

    static QByteArray readAll(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private Q_SLOTS:
    void createsSchemaWithIdentity()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/w.ndw"));
        Workspace workspace(path);
        QCOMPARE(pragma(workspace, "application_id"), Workspace::kApplicationId);
        QCOMPARE(pragma(workspace, "user_version"), Workspace::kSchemaVersion);
        QCOMPARE(pragma(workspace, "foreign_keys"), 1);
        QCOMPARE(pragma(workspace, "page_size"), 65536); // a new file: SQLite's largest pages
        QSqlQuery query(workspace.database());
        QVERIFY(query.exec(QStringLiteral("PRAGMA journal_mode")) && query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("wal"));
        const QStringList tables = workspace.database().tables();
        for (const char *table :
             {"collection", "document", "truth_pair", "run", "scored_pair", "token_cache", "import_issue"})
            QVERIFY2(tables.contains(QLatin1String(table)), table);
    }

    void reopensExistingWorkspaceKeepingData()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.ndw"));
        {
            Workspace workspace(path);
            CollectionStore(workspace).createCollection(QStringLiteral("kept"), QString());
        }
        Workspace again(path);
        const auto collections = CollectionStore(again).collections();
        QCOMPARE(collections.size(), 1);
        QCOMPARE(collections.first().name, QStringLiteral("kept"));
    }

    void pairScoresUseThePrimaryKey()
    {
        // Every run's score of one pair comes from one primary-key look-up per run,
        // not from a scan of the runs' pairs (and not from a second index, which
        // would slow every insert).
        QTemporaryDir dir;
        Workspace workspace(dir.filePath(QStringLiteral("w.ndw")));
        CollectionStore collectionStore(workspace);
        RunStore runStore(workspace);
        const qint64 collection = collectionStore.createCollection(QStringLiteral("kept"), QString());
        const qint64 run = nd::test::recordRun(workspace, collection, QStringLiteral("minhash"));
        runStore.storePairs(run, {{1, 2, 0.5}, {2, 3, 0.75}});
        const auto scores = runStore.pairScores(3, 2);
        QCOMPARE(scores.size(), 1);
        QCOMPARE(scores.first().score, 0.75);
        QSqlQuery plan(workspace.database());
        QVERIFY(plan.exec(QStringLiteral("EXPLAIN QUERY PLAN SELECT score FROM run CROSS JOIN scored_pair"
                                         " ON scored_pair.run_id = run.id AND scored_pair.doc_a = 2"
                                         " AND scored_pair.doc_b = 3")));
        QString steps;
        while (plan.next())
            steps += plan.value(3).toString() + u'\n';
        QVERIFY2(
            steps.contains(QStringLiteral("SEARCH scored_pair USING PRIMARY KEY (run_id=? AND doc_a=? AND doc_b=?)")),
            qPrintable(steps));
    }

    void refusesSecondOpenWhileInUse()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.ndw"));
        Workspace first(path);
        try {
            Workspace second(path);
            QFAIL("a workspace in use was opened twice");
        } catch (const WorkspaceError &error) {
            QVERIFY2(error.message().contains(QStringLiteral("in use")), qPrintable(error.message()));
        }
    }

    // A program killed after creating its lock file and before writing its owner
    // into it leaves an empty lock that names no process; nobody holds it.
    void opensDespiteALockLeftEmptyByAKilledProgram()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.ndw"));
        {
            Workspace created(path);
        }
        QFile abandoned(path + QStringLiteral(".lock"));
        QVERIFY(abandoned.open(QIODevice::WriteOnly));
        abandoned.close();
        Workspace reopened(path);
        qint64 pid = 0;
        QString host, program;
        QVERIFY(QLockFile(path + QStringLiteral(".lock")).getLockInfo(&pid, &host, &program));
        QCOMPARE(pid, QCoreApplication::applicationPid());
    }

    // The same empty file while its creator is alive, between creating it (and
    // taking its flock) and writing its owner: still in use.
    void refusesALockBeingMade()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.ndw"));
        {
            Workspace created(path);
        }
        const QByteArray lockName = QFile::encodeName(path + QStringLiteral(".lock"));
        const int fd = ::open(lockName.constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        QVERIFY(fd >= 0);
        QCOMPARE(::flock(fd, LOCK_EX | LOCK_NB), 0);
        try {
            Workspace second(path);
            QFAIL("a workspace whose lock is being made was opened");
        } catch (const WorkspaceError &error) {
            QVERIFY2(error.message().contains(QStringLiteral("in use")), qPrintable(error.message()));
        }
        QVERIFY(QFileInfo::exists(path + QStringLiteral(".lock")));
        ::close(fd);
    }

    void refusesForeignFiles_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("expected");
        QTest::newRow("text file") << QStringLiteral("text") << QStringLiteral("not an SQLite database");
        QTest::newRow("other sqlite") << QStringLiteral("sqlite") << QStringLiteral("another program");
        QTest::newRow("newer schema") << QStringLiteral("newer") << QStringLiteral("newer NearDup");
    }

    void refusesForeignFiles()
    {
        QFETCH(QString, kind);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f.db"));
        if (kind == QLatin1String("text")) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("just some notes, not a database\n");
        } else {
            const QString name = QStringLiteral("setup-") + kind;
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
                db.setDatabaseName(path);
                QVERIFY(db.open());
                QSqlQuery query(db);
                if (kind == QLatin1String("sqlite")) {
                    QVERIFY(query.exec(QStringLiteral("CREATE TABLE notes(x)")));
                } else {
                    QVERIFY(query.exec(QStringLiteral("CREATE TABLE t(x)")));
                    QVERIFY(query.exec(QStringLiteral("PRAGMA application_id = %1").arg(Workspace::kApplicationId)));
                    QVERIFY(query.exec(QStringLiteral("PRAGMA user_version = %1").arg(Workspace::kSchemaVersion + 1)));
                }
                db.close();
            }
            QSqlDatabase::removeDatabase(name);
        }
        const QByteArray before = [&] {
            QFile f(path);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }();
        try {
            Workspace workspace(path);
            QFAIL("a foreign file was accepted");
        } catch (const WorkspaceError &error) {
            QVERIFY2(error.message().contains(expected), qPrintable(error.message()));
        }
        QFile after(path);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), before); // refused files are left untouched
    }

    void eachThreadHasItsOwnConnection()
    {
        QTemporaryDir dir;
        Workspace workspace(dir.filePath(QStringLiteral("w.ndw")));
        const QString mine = workspace.database().connectionName();
        const QString theirs =
            QtConcurrent::run([&] {
                CollectionStore(workspace).createCollection(QStringLiteral("from worker"), QString());
                return workspace.database().connectionName();
            }).result();
        QVERIFY(mine != theirs);
        QCOMPARE(CollectionStore(workspace).collections().size(), 1);
    }

    void transactionRollsBackUnlessCommitted()
    {
        QTemporaryDir dir;
        Workspace workspace(dir.filePath(QStringLiteral("w.ndw")));
        CollectionStore collectionStore(workspace);
        {
            Transaction outer(workspace);
            collectionStore.createCollection(QStringLiteral("lost"), QString());
            {
                Transaction inner(workspace); // nests as a savepoint
                collectionStore.createCollection(QStringLiteral("also lost"), QString());
                inner.commit();
            }
        } // outer not committed
        QCOMPARE(collectionStore.collections().size(), 0);
        {
            Transaction transaction(workspace);
            collectionStore.createCollection(QStringLiteral("kept"), QString());
            transaction.commit();
        }
        QCOMPARE(collectionStore.collections().size(), 1);
    }
    void refusesWritesOnceTheFileIsDeletedOrReplaced_data()
    {
        QTest::addColumn<bool>("replaced");
        QTest::newRow("deleted") << false;
        QTest::newRow("replaced by another file") << true;
    }

    // A write into a file unlinked or renamed over would seem to succeed and be
    // lost with the last descriptor: it is refused with a message saying why, and
    // what the workspace held can still be saved as a copy that opens.
    void refusesWritesOnceTheFileIsDeletedOrReplaced()
    {
        QFETCH(bool, replaced);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.ndw"));
        Workspace workspace(path);
        CollectionStore collectionStore(workspace);
        collectionStore.createCollection(QStringLiteral("acknowledged"), QString());
        QVERIFY(!workspace.fileReplaced());

        QVERIFY(QFile::remove(path));
        if (replaced) {
            QFile other(path);
            QVERIFY(other.open(QIODevice::WriteOnly));
            other.write("someone else's file");
        }
        QVERIFY(workspace.fileReplaced());

        // Through a Transaction and as one autocommitted statement.
        for (bool inTransaction : {true, false}) {
            try {
                if (inTransaction) {
                    Transaction transaction(workspace);
                    collectionStore.createCollection(QStringLiteral("lost"), QString());
                    transaction.commit();
                } else {
                    collectionStore.createCollection(QStringLiteral("lost"), QString());
                }
                QFAIL("a write into a deleted or replaced workspace file was accepted");
            } catch (const WorkspaceError &error) {
                QVERIFY2(error.message().contains(QStringLiteral("deleted or replaced")), qPrintable(error.message()));
            }
        }
        if (replaced) {
            QFile other(path);
            QVERIFY(other.open(QIODevice::ReadOnly));
            QCOMPARE(other.readAll(), QByteArray("someone else's file")); // not written over
        }

        const QString copy = dir.filePath(QStringLiteral("rescued.ndw"));
        workspace.saveCopy(copy);
        QVERIFY_THROWS_EXCEPTION(WorkspaceError, workspace.saveCopy(copy)); // never over an existing file
        Workspace rescued(copy);
        const auto collections = CollectionStore(rescued).collections();
        QCOMPARE(collections.size(), 1);
        QCOMPARE(collections.first().name, QStringLiteral("acknowledged"));
    }
    void aThreadOpeningItsFirstConnectionRefusesADeletedOrReplacedFile_data()
    {
        refusesWritesOnceTheFileIsDeletedOrReplaced_data();
    }

    // A thread's connection is opened on its first use: after the file was deleted
    // or replaced it must not open the new file (or create an empty one) and go on
    // as if it were the workspace.
    void aThreadOpeningItsFirstConnectionRefusesADeletedOrReplacedFile()
    {
        QFETCH(bool, replaced);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.ndw"));
        Workspace workspace(path);
        CollectionStore(workspace).createCollection(QStringLiteral("acknowledged"), QString());
        const auto collectionsSeenFromANewThread = [&](QString &error) {
            int seen = -1;
            std::thread thread([&] {
                try {
                    seen = int(CollectionStore(workspace).collections().size());
                } catch (const WorkspaceError &e) {
                    error = e.message();
                }
            });
            thread.join();
            return seen;
        };
        QString error;
        QCOMPARE(collectionsSeenFromANewThread(error), 1); // the same file: opens
        QVERIFY2(error.isEmpty(), qPrintable(error));

        QVERIFY(QFile::remove(path));
        if (replaced) {
            const QString otherPath = dir.filePath(QStringLiteral("other.ndw"));
            {
                Workspace other(otherPath); // a real workspace, which SQLite would open happily
                CollectionStore(other).createCollection(QStringLiteral("someone else's"), QString());
            }
            QVERIFY(QFile::copy(otherPath, path));
        }
        const QByteArray before = replaced ? readAll(path) : QByteArray();

        QCOMPARE(collectionsSeenFromANewThread(error), -1);
        QCOMPARE(error, Workspace::replacedMessage(path));
        if (replaced)
            QCOMPARE(readAll(path), before); // untouched
        else
            QVERIFY(!QFile::exists(path)); // no empty workspace made in its place
    }

    // Decisions' transactions sync their commit (synchronous = FULL) and give the
    // connection back as it was; a nested one leaves it to the outermost.
    void durableTransactionsSyncOnlyTheirOwnCommit()
    {
        QTemporaryDir dir;
        Workspace workspace(dir.filePath(QStringLiteral("w.ndw")));
        const int normal = 1, full = 2;
        QCOMPARE(pragma(workspace, "synchronous"), normal);
        {
            Transaction transaction(workspace, Durability::SurvivesPowerLoss);
            QCOMPARE(pragma(workspace, "synchronous"), full);
            CollectionStore(workspace).createCollection(QStringLiteral("synced"), QString());
            transaction.commit();
        }
        QCOMPARE(pragma(workspace, "synchronous"), normal);
        {
            Transaction rolledBack(workspace, Durability::SurvivesPowerLoss);
        }
        QCOMPARE(pragma(workspace, "synchronous"), normal);
        {
            Transaction outer(workspace);
            Transaction inner(workspace, Durability::SurvivesPowerLoss);
            QCOMPARE(pragma(workspace, "synchronous"), normal);
            inner.commit();
            outer.commit();
        }
        QCOMPARE(CollectionStore(workspace).collections().size(), 1);
    }

    // A commit that leaves SQLite's 1,000 frames or more in the log (64 MiB of
    // 64 KiB pages) returns at once; the copy of the log into the file is made
    // by the workspace's checkpointer thread while the workspace stays open.
    void aLongLogIsCopiedIntoTheFileByTheCheckpointerThread()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.ndw"));
        Workspace workspace(path);
        CollectionStore collections(workspace);
        const qint64 collection = collections.createCollection(QStringLiteral("large"), QString());
        QCOMPARE(workspace.backgroundCheckpoints(), 0u);
        const QString text = QString(4 << 20, u'x'); // shared by every document
        QList<NewDocument> documents;
        for (int i = 0; i < 17; ++i)
            documents.append(nd::test::textDocument(QStringLiteral("d%1.txt").arg(i), text));
        {
            Transaction transaction(workspace);
            collections.addDocuments(collection, documents);
            transaction.commit();
        }
        // A copy and two syncs of 68 MB: generous for a slow disk or a sanitizer build.
        QTRY_COMPARE_WITH_TIMEOUT(workspace.backgroundCheckpoints(), 1u, 60000);
        QVERIFY2(QFileInfo(path).size() > 64 << 20, qPrintable(QString::number(QFileInfo(path).size())));
    }

    // The same for any threshold and connection; once stopped, a long log waits
    // for the connection that closes last.
    void checkpointerWakesAtItsThresholdUntilStopped()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.ndw"));
        Workspace workspace(path);
        LogCheckpointer checkpointer(workspace, 1);
        checkpointer.handOver(nd::store::sqlite::handle(workspace.database()));
        const qint64 sizeBefore = QFileInfo(path).size();
        CollectionStore collections(workspace);
        collections.createCollection(QStringLiteral("one"), QString());
        QTRY_COMPARE(checkpointer.checkpointsDone(), 1u);
        QVERIFY(QFileInfo(path).size() > sizeBefore);
        checkpointer.stop();
        collections.createCollection(QStringLiteral("two"), QString());
        QCOMPARE(checkpointer.checkpointsDone(), 1u);
        QCOMPARE(collections.collections().size(), 2);
    }

    // A kept workspace's close copies the log into the file and removes it; a
    // scratch workspace's close leaves the log as it is (the file is about to
    // be deleted), and what was committed is still read through it.
    void scratchWorkspaceLeavesItsLogUncopied()
    {
        QTemporaryDir dir;
        for (const auto lifetime : {Workspace::Lifetime::Kept, Workspace::Lifetime::Scratch}) {
            const bool scratch = lifetime == Workspace::Lifetime::Scratch;
            const QString path = dir.filePath(scratch ? QStringLiteral("scratch.ndw") : QStringLiteral("kept.ndw"));
            {
                Workspace workspace(path, lifetime);
                CollectionStore(workspace).createCollection(QStringLiteral("one"), QString());
            }
            QCOMPARE(QFileInfo(path + QStringLiteral("-wal")).exists(), scratch);
            if (scratch)
                QVERIFY(QFileInfo(path + QStringLiteral("-wal")).size() > 0);
            Workspace reopened(path);
            QCOMPARE(CollectionStore(reopened).collections().size(), 1);
        }
    }
};

QTEST_GUILESS_MAIN(TestWorkspace)
#include "tst_workspace.moc"
