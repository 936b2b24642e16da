// I/O errors injected the way SQLite's own tests do (faultvfs.h): the Nth write,
// sync or read fails with ENOSPC's or EIO's error, once or from then on (a disk
// that stays full), swept over N until the operation runs out of operations to
// fail, during an import, a run's storage, a burst of review decisions and a
// schema migration. Each time: the operation reports an error that says what
// happened, the workspace opens afterwards and passes PRAGMA integrity_check,
// what was acknowledged is there and what was not left no trace.
#include "faultvfs.h"

#include "corpus/importer.h"
#include "store/collectionstore.h"
#include "store/reviewstore.h"
#include "store/runstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <algorithm>
#include <functional>

using namespace Qt::StringLiterals;
using namespace nd;
using nd::test::FaultKind;

namespace {

constexpr int kDocuments = 40;
constexpr int kDecisions = 25;

QString integrityOf(const store::Workspace &workspace)
{
    QSqlQuery query(workspace.database());
    if (!query.exec(u"PRAGMA integrity_check"_s))
        return u"integrity_check failed to run"_s;
    QStringList lines;
    while (query.next())
        lines.append(query.value(0).toString());
    return lines.join(u"; "_s);
}

// What an operation left, read back after the workspace was reopened.
struct Outcome
{
    bool acknowledged = false; // the operation returned normally
    QString error;             // its message when it did not
};

struct Scenario
{
    QString name;
    // Prepares the file the operation starts from (run once, without faults).
    std::function<void(const QString &path)> prepare;
    // The operation; opens the workspace itself when `opensWorkspace`.
    bool opensWorkspace = false;
    std::function<void(const QString &path, store::Workspace *workspace)> operation;
    // Checks the reopened workspace against the outcome; returns what is wrong.
    std::function<QString(store::Workspace &workspace, const Outcome &outcome)> verify;
};

} // namespace

class TestIoFaults : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_sourceFolder; // the files the import scenario reads
    qint64 m_collection = 0;
    QList<qint64> m_documents;
    int m_copies = 0;
    int m_operationsFailed = 0;

    QList<Scenario> scenarios()
    {
        QList<Scenario> list;
        // A workspace with one collection; the import adds a second of kDocuments files.
        list.append({u"import"_s,
                     [this](const QString &path) {
                         store::Workspace workspace(path);
                         store::CollectionStore(workspace).createCollection(u"existing"_s, QString());
                     },
                     false,
                     [this](const QString &, store::Workspace *workspace) {
                         corpus::ImportOptions options;
                         options.collectionName = u"imported"_s;
                         JobControl control;
                         const corpus::ImportReport report =
                             corpus::importPaths(*workspace, {m_sourceFolder}, options, control);
                         if (report.imported != kDocuments)
                             throw std::runtime_error("import returned without every document");
                     },
                     [](store::Workspace &workspace, const Outcome &outcome) -> QString {
                         const auto collections = store::CollectionStore(workspace).collections();
                         if (collections.isEmpty() || collections.first().name != u"existing"_s)
                             return u"the collection that was there before is gone"_s;
                         const int imported = int(collections.size()) - 1;
                         if (outcome.acknowledged && imported != 1)
                             return u"an acknowledged import is missing"_s;
                         if (!outcome.acknowledged && imported != 0)
                             return u"a failed import left a collection"_s;
                         if (imported == 1 && collections.last().documentCount != kDocuments)
                             return u"a half import: %1 documents"_s.arg(collections.last().documentCount);
                         return {};
                     }});
        // A run with its scored pairs, as the pipeline stores one.
        list.append({u"run storage"_s, [this](const QString &path) { makeCollection(path); }, false,
                     [this](const QString &, store::Workspace *workspace) {
                         store::RunStore runs(*workspace);
                         store::RunInfo info;
                         info.collectionId = m_collection;
                         info.method = u"shingling"_s;
                         const qint64 run = runs.createRun(info);
                         ScoredPairs pairs;
                         for (int i = 0; i + 1 < m_documents.size(); ++i)
                             pairs.push_back({m_documents[i], m_documents[i + 1], 0.5 + i / 1000.0});
                         runs.storePairs(run, pairs);
                         runs.finishRun(run, store::RunStatus::Done, {}, {});
                     },
                     [this](store::Workspace &workspace, const Outcome &outcome) -> QString {
                         store::RunStore runs(workspace);
                         const auto list = runs.runs(m_collection);
                         for (const store::RunInfo &run : list) {
                             if (run.status == store::RunStatus::Running)
                                 return u"a run is still marked running after reopening"_s;
                             if (run.status == store::RunStatus::Done
                                 && runs.pairs(run.id).size() != std::size_t(m_documents.size() - 1))
                                 return u"a finished run lost pairs"_s;
                         }
                         const bool done = std::any_of(list.cbegin(), list.cend(), [](const store::RunInfo &run) {
                             return run.status == store::RunStatus::Done;
                         });
                         if (outcome.acknowledged && !done)
                             return u"an acknowledged run is missing"_s;
                         if (!outcome.acknowledged && done)
                             return u"a run that reported an error is marked done"_s;
                         // An interrupted run can be rerun.
                         store::RunInfo again;
                         again.collectionId = m_collection;
                         again.method = u"shingling"_s;
                         const qint64 rerun = runs.createRun(again);
                         runs.finishRun(rerun, store::RunStatus::Done, {}, {});
                         return {};
                     }});
        // kDecisions decisions, each acknowledged on its own (as the review panel
        // and `neardup-cli decide` record them); the failed one and those after it
        // never happen.
        list.append({u"decisions"_s, [this](const QString &path) { makeCollection(path); }, false,
                     [this](const QString &, store::Workspace *workspace) {
                         store::ReviewStore reviews(*workspace);
                         m_acknowledgedDecisions = 0;
                         for (int i = 0; i < kDecisions; ++i) {
                             reviews.decide(m_collection, {{m_documents[0], m_documents[i + 1]}},
                                            store::Decision::NearDuplicate, u"note %1"_s.arg(i), u"ann"_s);
                             ++m_acknowledgedDecisions;
                         }
                     },
                     [this](store::Workspace &workspace, const Outcome &) -> QString {
                         const auto decisions = store::ReviewStore(workspace).currentDecisions(m_collection);
                         for (int i = 0; i < m_acknowledgedDecisions; ++i) {
                             const auto it = decisions.constFind({m_documents[0], m_documents[i + 1]});
                             if (it == decisions.cend() || it->note != u"note %1"_s.arg(i))
                                 return u"acknowledged decision %1 is missing"_s.arg(i);
                         }
                         // At most the one in flight may have landed (committed, then the error).
                         if (decisions.size() > m_acknowledgedDecisions + 1)
                             return u"%1 decisions stored, %2 acknowledged"_s.arg(decisions.size())
                                 .arg(m_acknowledgedDecisions);
                         return {};
                     }});
        // A version-4 file (no stored fingerprints yet) migrated on open.
        list.append(
            {u"migration"_s,
             [this](const QString &path) {
                 makeCollection(path);
                 sqlite3 *db = nullptr;
                 sqlite3_open(path.toUtf8().constData(), &db);
                 sqlite3_exec(
                     db,
                     "DROP TABLE fingerprint_pack; DROP TABLE document_fingerprint; DROP TABLE fingerprint_kind;"
                     " DROP INDEX document_in_cluster; ALTER TABLE document DROP COLUMN main_text;"
                     " PRAGMA user_version = 4;",
                     nullptr, nullptr, nullptr);
                 sqlite3_close(db);
             },
             true, [](const QString &path, store::Workspace *) { store::Workspace opened(path); },
             [this](store::Workspace &workspace, const Outcome &) -> QString {
                 QSqlQuery query(workspace.database());
                 if (!query.exec(u"SELECT count(*) FROM document_fingerprint"_s))
                     return u"the migration did not complete on reopening"_s;
                 if (store::CollectionStore(workspace).documents(m_collection).size() != kDocuments)
                     return u"documents lost in the migration"_s;
                 return {};
             }});
        return list;
    }

    int m_acknowledgedDecisions = 0;

    void makeCollection(const QString &path)
    {
        store::Workspace workspace(path);
        store::CollectionStore collections(workspace);
        m_collection = collections.createCollection(u"c"_s, QString());
        QList<store::NewDocument> documents;
        for (int i = 0; i < kDocuments; ++i)
            documents.append(test::textDocument(u"d%1.txt"_s.arg(i), u"text number %1 of the test"_s.arg(i)));
        m_documents = collections.addDocuments(m_collection, documents);
    }

    // Runs one scenario with the Nth operation of `kind` failing; false when the
    // operation finished before reaching N (the sweep is over).
    bool runWithFault(const Scenario &scenario, const QString &prepared, FaultKind kind, int nth, int error,
                      bool persistent)
    {
        const QString path = m_dir.filePath(u"copy-%1.ndw"_s.arg(++m_copies));
        if (!QFile::copy(prepared, path)) {
            QTest::qFail("cannot copy the prepared workspace", __FILE__, __LINE__);
            return false;
        }
        auto &vfs = test::FaultVfs::install();
        Outcome outcome;
        {
            std::unique_ptr<store::Workspace> workspace;
            try {
                if (!scenario.opensWorkspace)
                    workspace = std::make_unique<store::Workspace>(path);
                vfs.arm(kind, nth, error, persistent);
                scenario.operation(path, workspace.get());
                outcome.acknowledged = true;
            } catch (const store::WorkspaceError &e) {
                outcome.error = e.message();
            } catch (const std::exception &e) {
                outcome.error = QString::fromLocal8Bit(e.what());
            }
            // The workspace closes while the disk is still failing (persistent).
        }
        const bool fired = vfs.fired();
        vfs.disarm();
        const QString where = u"%1, %2 %3 failing%4 with %5"_s.arg(scenario.name, faultKindName(kind))
                                  .arg(nth)
                                  .arg(persistent ? u" and after"_s : QString())
                                  .arg(error == SQLITE_FULL ? u"disk full"_s : u"I/O error"_s);
        if (!outcome.acknowledged) {
            ++m_operationsFailed;
            // Clear: it names the cause as SQLite saw it (disk full / I/O error).
            if (!(outcome.error.contains(u"disk"_s) || outcome.error.contains(u"I/O"_s)))
                QTest::qFail(qPrintable(where + u": unclear message: "_s + outcome.error), __FILE__, __LINE__);
            if (!fired)
                QTest::qFail(qPrintable(where + u": failed without a fault: "_s + outcome.error), __FILE__, __LINE__);
        }
        try {
            store::Workspace reopened(path);
            const QString integrity = integrityOf(reopened);
            if (integrity != u"ok"_s)
                QTest::qFail(qPrintable(where + u": integrity_check: "_s + integrity), __FILE__, __LINE__);
            const QString wrong = scenario.verify(reopened, outcome);
            if (!wrong.isEmpty())
                QTest::qFail(qPrintable(where + u": "_s + wrong), __FILE__, __LINE__);
        } catch (const store::WorkspaceError &e) {
            QTest::qFail(qPrintable(where + u": does not reopen: "_s + e.message()), __FILE__, __LINE__);
        }
        QFile::remove(path);
        QFile::remove(path + u"-wal"_s);
        QFile::remove(path + u"-shm"_s);
        return fired;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::FaultVfs::install();
        m_sourceFolder = m_dir.filePath(u"source"_s);
        QVERIFY(QDir().mkpath(m_sourceFolder));
        for (int i = 0; i < kDocuments; ++i) {
            QFile file(m_sourceFolder + u"/file%1.txt"_s.arg(i, 3, 10, QChar(u'0')));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray("Document ") + QByteArray::number(i) + " of the import, with some words. ");
        }
    }

    void sweep_data()
    {
        QTest::addColumn<int>("scenario");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("error");
        QTest::addColumn<bool>("persistent");
        const QStringList names = {u"import"_s, u"run storage"_s, u"decisions"_s, u"migration"_s};
        for (int s = 0; s < names.size(); ++s) {
            const auto row = [&](FaultKind kind, int error, bool persistent, const char *what) {
                QTest::addRow("%s, %s", qPrintable(names[s]), what) << s << int(kind) << error << persistent;
            };
            row(FaultKind::Write, SQLITE_FULL, false, "write ENOSPC once");
            row(FaultKind::Write, SQLITE_FULL, true, "disk full");
            row(FaultKind::Write, SQLITE_IOERR_WRITE, false, "write EIO once");
            row(FaultKind::Sync, SQLITE_IOERR_FSYNC, false, "fsync EIO once");
            row(FaultKind::Sync, SQLITE_IOERR_FSYNC, true, "fsync EIO always");
            row(FaultKind::Read, SQLITE_IOERR_READ, false, "read EIO once");
        }
    }

    void sweep()
    {
        QFETCH(int, scenario);
        QFETCH(int, kind);
        QFETCH(int, error);
        QFETCH(bool, persistent);
        const Scenario chosen = scenarios().at(scenario);
        const QString prepared = m_dir.filePath(u"prepared-%1.ndw"_s.arg(++m_copies));
        chosen.prepare(prepared);
        const int failedBefore = test::FaultVfs::install().faultsInjected();
        int nth = 1;
        // The operation has a few hundred I/O calls at most; a cap keeps a bug
        // that loops from hanging the test.
        while (nth < 5000 && runWithFault(chosen, prepared, FaultKind(kind), nth, error, persistent)) {
            if (QTest::currentTestFailed())
                return;
            ++nth;
        }
        QVERIFY2(nth < 5000, "the sweep did not end");
        QVERIFY2(nth > 1, "the operation did no I/O of this kind");
        qInfo("%s: swept N = 1..%d, %d faults injected, %d operations failed with a message", QTest::currentDataTag(),
              nth - 1, test::FaultVfs::install().faultsInjected() - failedBefore, m_operationsFailed);
    }

    // A file or folder that cannot be written: refused at once, with the reason
    // and the way out, instead of failing on the first write.
    void refusesAReadOnlyWorkspace()
    {
        const QString path = m_dir.filePath(u"readonly.ndw"_s);
        makeCollection(path);
        test::FaultVfs::install().setReadOnly(true);
        try {
            store::Workspace workspace(path);
            test::FaultVfs::install().setReadOnly(false);
            QFAIL("a read-only workspace was opened for writing");
        } catch (const store::WorkspaceError &e) {
            test::FaultVfs::install().setReadOnly(false);
            QVERIFY2(e.message().contains(u"read-only"_s) && e.message().contains(u"copy the workspace"_s),
                     qPrintable(e.message()));
        }
        store::Workspace writable(path); // and nothing was left behind that blocks a later open
        QCOMPARE(store::CollectionStore(writable).documents(m_collection).size(), kDocuments);
    }
};

QTEST_GUILESS_MAIN(TestIoFaults)
#include "tst_iofaults.moc"
