#include "store/collectionstore.h"
#include "store/reviewstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd::store;

class TestReviewStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void decideStoresOneDecision();
    void bulkDecisionUndoesAsOneStep();
    void redoBringsBackAndNewActionDropsRedo();
    void currentDecisionPerReviewer();
    void clearedPairIsUndecided();
    void noteIsAnUndoableStep();
    void checkConstraintRejectsUnknownDecision();
    void migratesVersionOneKeepingData();

private:
    nd::test::ScratchWorkspace m_workspace;
    qint64 m_collection = 0;
    QList<qint64> m_ids;
};

void TestReviewStore::init()
{
    m_workspace.open(u"w.ndw"_s);
    CollectionStore collectionStore(*m_workspace);
    m_collection = collectionStore.createCollection(u"c"_s, QString());
    m_ids.clear();
    for (int i = 0; i < 4; ++i) {
        m_ids.append(collectionStore.addDocument(m_collection,
                                                 nd::test::textDocument(u"d%1.txt"_s.arg(i), u"text %1"_s.arg(i))));
    }
}

void TestReviewStore::cleanup()
{
    m_workspace.close();
}

void TestReviewStore::decideStoresOneDecision()
{
    ReviewStore store(*m_workspace);
    // Given in the "wrong" order: the store keys pairs smaller id first.
    const qint64 action =
        store.decide(m_collection, {{m_ids[1], m_ids[0]}}, Decision::Plagiarism, u"copied"_s, u"ann"_s);
    QVERIFY(action > 0);
    const auto current = store.currentDecisions(m_collection);
    QCOMPARE(current.size(), 1);
    const ReviewDecision d = current.value({m_ids[0], m_ids[1]});
    QCOMPARE(d.decision, Decision::Plagiarism);
    QCOMPARE(d.note, u"copied"_s);
    QCOMPARE(d.reviewer, u"ann"_s);
    QVERIFY(d.decidedAt.isValid());
    QVERIFY(qAbs(d.decidedAt.secsTo(QDateTime::currentDateTimeUtc())) < 60);
    QCOMPARE(store.decide(m_collection, {}, Decision::Unsure, {}, u"ann"_s), 0);
}

void TestReviewStore::bulkDecisionUndoesAsOneStep()
{
    ReviewStore store(*m_workspace);
    store.decide(m_collection, {{m_ids[0], m_ids[1]}}, Decision::Unsure, {}, u"ann"_s);
    store.decide(m_collection, {{m_ids[0], m_ids[1]}, {m_ids[2], m_ids[3]}, {m_ids[1], m_ids[2]}},
                 Decision::NotDuplicate, {}, u"ann"_s);
    QCOMPARE(store.currentDecisions(m_collection, u"ann"_s).size(), 3);
    const auto undone = store.undo(m_collection, u"ann"_s);
    QCOMPARE(undone.size(), 3);
    // One step back: the bulk is gone entirely, the earlier single decision is back.
    const auto current = store.currentDecisions(m_collection, u"ann"_s);
    QCOMPARE(current.size(), 1);
    QCOMPARE(current.value({m_ids[0], m_ids[1]}).decision, Decision::Unsure);
    QCOMPARE(store.undo(m_collection, u"ann"_s).size(), 1);
    QVERIFY(store.currentDecisions(m_collection).isEmpty());
    QVERIFY(store.undo(m_collection, u"ann"_s).isEmpty()); // nothing left
    QVERIFY(!store.canUndo(m_collection, u"ann"_s));
}

void TestReviewStore::redoBringsBackAndNewActionDropsRedo()
{
    ReviewStore store(*m_workspace);
    store.decide(m_collection, {{m_ids[0], m_ids[1]}}, Decision::Plagiarism, {}, u"ann"_s);
    store.decide(m_collection, {{m_ids[0], m_ids[1]}}, Decision::NearDuplicate, {}, u"ann"_s);
    store.undo(m_collection, u"ann"_s);
    store.undo(m_collection, u"ann"_s);
    QVERIFY(store.currentDecisions(m_collection).isEmpty());
    // Redo replays in order: first plagiarism, then near-duplicate.
    QCOMPARE(store.redo(m_collection, u"ann"_s).size(), 1);
    QCOMPARE(store.currentDecisions(m_collection).value({m_ids[0], m_ids[1]}).decision, Decision::Plagiarism);
    QVERIFY(store.canRedo(m_collection, u"ann"_s));
    // A new decision ends the redo chain.
    store.decide(m_collection, {{m_ids[2], m_ids[3]}}, Decision::Unsure, {}, u"ann"_s);
    QVERIFY(!store.canRedo(m_collection, u"ann"_s));
    QVERIFY(store.redo(m_collection, u"ann"_s).isEmpty());
    QCOMPARE(store.currentDecisions(m_collection).value({m_ids[0], m_ids[1]}).decision, Decision::Plagiarism);
    // The dropped action is really gone from the file, not just hidden.
    QSqlQuery query(m_workspace->database());
    QVERIFY(query.exec(u"SELECT count(*) FROM review_decision"_s) && query.next());
    QCOMPARE(query.value(0).toInt(), 2);
}

void TestReviewStore::currentDecisionPerReviewer()
{
    ReviewStore store(*m_workspace);
    store.decide(m_collection, {{m_ids[0], m_ids[1]}}, Decision::Plagiarism, {}, u"ann"_s);
    store.decide(m_collection, {{m_ids[0], m_ids[1]}}, Decision::NotDuplicate, {}, u"bob"_s);
    store.decide(m_collection, {{m_ids[2], m_ids[3]}}, Decision::Unsure, {}, u"bob"_s);
    QCOMPARE(store.currentDecisions(m_collection, u"ann"_s).value({m_ids[0], m_ids[1]}).decision, Decision::Plagiarism);
    QCOMPARE(store.currentDecisions(m_collection, u"ann"_s).size(), 1);
    QCOMPARE(store.currentDecisions(m_collection, u"bob"_s).size(), 2);
    // Anyone: the latest decision wins.
    QCOMPARE(store.currentDecisions(m_collection).value({m_ids[0], m_ids[1]}).decision, Decision::NotDuplicate);
    QCOMPARE(store.reviewers(m_collection), (QStringList{u"ann"_s, u"bob"_s}));
    // Undo is per reviewer: bob's undo leaves ann's decision alone.
    QCOMPARE(store.undo(m_collection, u"bob"_s).size(), 1);
    QCOMPARE(store.undo(m_collection, u"bob"_s).size(), 1);
    QCOMPARE(store.currentDecisions(m_collection).value({m_ids[0], m_ids[1]}).decision, Decision::Plagiarism);
}

void TestReviewStore::clearedPairIsUndecided()
{
    ReviewStore store(*m_workspace);
    store.decide(m_collection, {{m_ids[0], m_ids[1]}}, Decision::Plagiarism, {}, u"ann"_s);
    store.decide(m_collection, {{m_ids[0], m_ids[1]}}, Decision::Cleared, {}, u"ann"_s);
    QVERIFY(store.currentDecisions(m_collection).isEmpty());
    store.undo(m_collection, u"ann"_s);
    QCOMPARE(store.currentDecisions(m_collection).size(), 1);
}

void TestReviewStore::noteIsAnUndoableStep()
{
    ReviewStore store(*m_workspace);
    QCOMPARE(store.setNote(m_collection, {m_ids[0], m_ids[1]}, u"x"_s, u"ann"_s), 0); // undecided: nothing
    store.decide(m_collection, {{m_ids[0], m_ids[1]}}, Decision::NearDuplicate, u"first"_s, u"ann"_s);
    QVERIFY(store.setNote(m_collection, {m_ids[0], m_ids[1]}, u"second"_s, u"ann"_s) > 0);
    auto d = store.currentDecisions(m_collection).value({m_ids[0], m_ids[1]});
    QCOMPARE(d.note, u"second"_s);
    QCOMPARE(d.decision, Decision::NearDuplicate);
    store.undo(m_collection, u"ann"_s);
    QCOMPARE(store.currentDecisions(m_collection).value({m_ids[0], m_ids[1]}).note, u"first"_s);
}

void TestReviewStore::checkConstraintRejectsUnknownDecision()
{
    ReviewStore store(*m_workspace);
    const qint64 action = store.decide(m_collection, {{m_ids[0], m_ids[1]}}, Decision::Unsure, {}, u"ann"_s);
    QSqlQuery query(m_workspace->database());
    QVERIFY(!query.exec(u"INSERT INTO review_decision (action_id, collection_id, doc_a, doc_b, decision, reviewer,"
                        " decided_at) VALUES (%1, %2, %3, %4, 'maybe', 'ann', '')"_s.arg(action)
                            .arg(m_collection)
                            .arg(m_ids[0])
                            .arg(m_ids[1])));
}

void TestReviewStore::migratesVersionOneKeepingData()
{
    // A version-1 file: the schema of step 0 only (a v2 file with the review
    // tables dropped and user_version put back) holding a collection.
    const QString path = m_workspace.filePath(u"old.ndw"_s);
    {
        Workspace workspace(path);
        CollectionStore(workspace).createCollection(u"kept"_s, QString());
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"v1"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        // Tables and columns of later steps go too, or their migration would find them present.
        for (const QString &sql :
             {u"DROP TABLE review_decision"_s, u"DROP TABLE review_action"_s,
              u"DROP INDEX IF EXISTS document_in_cluster"_s, u"ALTER TABLE document DROP COLUMN main_text"_s,
              u"DROP TABLE IF EXISTS document_location"_s, u"DROP TABLE IF EXISTS learned_model"_s,
              u"DROP TABLE IF EXISTS fingerprint_pack"_s, u"DROP TABLE IF EXISTS document_fingerprint"_s,
              u"DROP TABLE IF EXISTS fingerprint_kind"_s, u"PRAGMA user_version = 1"_s})
            QVERIFY2(query.exec(sql), qPrintable(sql));
        QVERIFY(!db.tables().contains(u"review_action"_s));
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(u"v1"_s);

    Workspace migrated(path);
    QSqlQuery query(migrated.database());
    QVERIFY(query.exec(u"PRAGMA user_version"_s) && query.next());
    QCOMPARE(query.value(0).toInt(), Workspace::kSchemaVersion);
    const auto collections = CollectionStore(migrated).collections();
    QCOMPARE(collections.size(), 1);
    QCOMPARE(collections.first().name, u"kept"_s);
    // The new tables work on the migrated file.
    CollectionStore collectionStore(migrated);
    NewDocument doc = nd::test::textDocument(u"a"_s, u"a"_s);
    const qint64 a = collectionStore.addDocument(collections.first().id, doc);
    doc.path = u"b"_s;
    const qint64 b = collectionStore.addDocument(collections.first().id, doc);
    ReviewStore store(migrated);
    store.decide(collections.first().id, {{a, b}}, Decision::Plagiarism, {}, u"ann"_s);
    QCOMPARE(store.currentDecisions(collections.first().id).size(), 1);
}

QTEST_GUILESS_MAIN(TestReviewStore)
#include "tst_reviewstore.moc"
