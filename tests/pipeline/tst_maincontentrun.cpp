#include "corpus/importer.h"
#include "experiments/sweep.h"
#include "pipeline/evaluationservice.h"
#include "pipeline/runservice.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/workspace.h"
#include "templatepages.h"
#include "testsupport.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace nd;
using namespace Qt::StringLiterals;

// Main-content extraction from import to run: the text stored beside the whole
// text, the "main content only" switch of a run, and workspaces of schema 6.
class TestMainContentRun : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // The bridge and library articles, each under both templates; a folder per article.
    qint64 importPages(const store::Workspace &workspace)
    {
        const QTemporaryDir &dir = m_dir;
        test::writeFile(dir, u"pages/bridge/daily.html"_s, test::dailyExamplePage(test::bridgeArticle()).toUtf8());
        test::writeFile(dir, u"pages/bridge/wire.html"_s, test::exampleWirePage(test::bridgeArticle()).toUtf8());
        test::writeFile(dir, u"pages/library/daily.html"_s, test::dailyExamplePage(test::libraryArticle()).toUtf8());
        test::writeFile(dir, u"pages/library/wire.html"_s, test::exampleWirePage(test::libraryArticle()).toUtf8());
        corpus::ImportOptions options;
        options.truth = corpus::TruthFromLayout::FolderPerCluster;
        JobControl control;
        const auto report = corpus::importPaths(workspace, {m_dir.filePath(u"pages"_s)}, options, control);
        return report.collectionId;
    }

    static qint64 documentId(const store::Workspace &workspace, qint64 collectionId, const QString &path)
    {
        for (const auto &document : store::CollectionStore(workspace).documents(collectionId)) {
            if (document.path.endsWith(path))
                return document.id;
        }
        return 0;
    }

    static double pairScore(const store::Workspace &workspace, qint64 runId, qint64 a, qint64 b)
    {
        for (const ScoredPair &pair : store::RunStore(workspace).pairs(runId)) {
            if ((pair.a == a && pair.b == b) || (pair.a == b && pair.b == a))
                return pair.score;
        }
        return 0.0; // not reported: nothing shared
    }

    static qint64 run(const store::Workspace &workspace, qint64 collectionId, bool mainContentOnly)
    {
        pipeline::RunRequest request;
        request.collectionId = collectionId;
        request.method = u"shingling"_s;
        request.params.insert(u"shingle_size"_s, 3);
        request.params.insert(u"measure"_s, u"resemblance"_s);
        request.preprocessing.mainContentOnly = mainContentOnly;
        JobControl control;
        return pipeline::executeRun(workspace, request, control).runId;
    }

private Q_SLOTS:
    void importStoresTheMainContentBesideTheText()
    {
        const store::Workspace workspace(m_dir.filePath(u"import.ndw"_s));
        const qint64 collection = importPages(workspace);
        store::CollectionStore store(workspace);
        const auto wire = store.document(documentId(workspace, collection, u"bridge/wire.html"_s));
        QVERIFY(wire.has_value());
        QCOMPARE(wire->mainText, test::bridgeArticle().expectedMainContent());
        // The whole visible text keeps the template (without its link text).
        QVERIFY(wire->text.contains(u"2026 Example Wire"_s));
        const auto texts = store.documentTexts(collection, true);
        QCOMPARE(texts.size(), 4);
        for (const auto &[id, text] : texts)
            QVERIFY(!text.contains(u"Example"_s));
        // A plain-text document has no main content of its own: its whole text stands in.
        const qint64 plain = store.addDocument(collection, test::textDocument(u"note.txt"_s, u"a plain note"_s));
        QVERIFY(store.document(plain)->mainText.isNull());
        QCOMPARE(store.documentTexts(collection, true).last().second, u"a plain note"_s);
    }

    void sameArticleScoresHigherOnItsMainContent()
    {
        const store::Workspace workspace(m_dir.filePath(u"runs.ndw"_s));
        const qint64 collection = importPages(workspace);
        const qint64 bridgeDaily = documentId(workspace, collection, u"bridge/daily.html"_s);
        const qint64 bridgeWire = documentId(workspace, collection, u"bridge/wire.html"_s);
        const qint64 libraryDaily = documentId(workspace, collection, u"library/daily.html"_s);
        const qint64 whole = run(workspace, collection, false);
        const qint64 main = run(workspace, collection, true);

        // The same article under two templates: the main contents are the same
        // text, resemblance 1; the whole texts differ by their templates.
        const double wholeSame = pairScore(workspace, whole, bridgeDaily, bridgeWire);
        QCOMPARE(pairScore(workspace, main, bridgeDaily, bridgeWire), 1.0);
        QVERIFY2(wholeSame < 0.9, qPrintable(QString::number(wholeSame)));
        // Two articles under one template share only the template: nothing of
        // their main contents.
        QVERIFY(pairScore(workspace, whole, bridgeDaily, libraryDaily) > 0.0);
        QCOMPARE(pairScore(workspace, main, bridgeDaily, libraryDaily), 0.0);

        const auto runInfo = store::RunStore(workspace).run(main);
        QVERIFY(runInfo.has_value());
        QCOMPARE(runInfo->preprocessing.value(u"main_content"_s).toBool(), true);
        QVERIFY(pipeline::preprocessingFromJson(runInfo->preprocessing).comparesMainContent());
        QCOMPARE(pipeline::evaluateRun(workspace, main).best().f1, 1.0);
    }

    void workspaceOfSchema6MigratesAndItsRunsOpen()
    {
        const QString path = m_dir.filePath(u"old.ndw"_s);
        qint64 collection = 0;
        qint64 runId = 0;
        qint64 pairCount = 0;
        {
            const store::Workspace workspace(path);
            collection = importPages(workspace);
            runId = run(workspace, collection, false);
            pairCount = qint64(store::RunStore(workspace).pairs(runId).size());
        }
        // Make it the file a schema-6 build wrote: schema 7 only added
        // document.main_text, schema 8 an index, and such a build stored runs'
        // preprocessing without main_content.
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"downgrade"_s);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(u"DROP INDEX document_in_cluster"_s));
            QVERIFY(query.exec(u"ALTER TABLE document DROP COLUMN main_text"_s));
            QVERIFY(
                query.exec(u"UPDATE run SET preprocessing = "
                           "'{\"normalize\":true,\"stem\":true,\"stem_language\":\"english\",\"stopwords\":true}'"_s));
            QVERIFY(query.exec(u"PRAGMA user_version = 6"_s));
            db.close();
        }
        QSqlDatabase::removeDatabase(u"downgrade"_s);

        const store::Workspace workspace(path);
        {
            QSqlQuery query(workspace.database());
            QVERIFY(query.exec(u"PRAGMA user_version"_s) && query.next());
            QCOMPARE(query.value(0).toInt(), store::Workspace::kSchemaVersion);
        }
        const store::CollectionStore store(workspace);
        // The markup is gone: the main content of old documents is their whole text.
        const auto documents = store.documents(collection);
        QCOMPARE(documents.size(), 4);
        QVERIFY(store.document(documents.first().id)->mainText.isNull());
        QCOMPARE(store.documentTexts(collection, true), store.documentTexts(collection, false));

        const auto old = store::RunStore(workspace).run(runId);
        QVERIFY(old.has_value());
        QCOMPARE(old->status, store::RunStatus::Done);
        QVERIFY(!pipeline::preprocessingFromJson(old->preprocessing).comparesMainContent());
        QCOMPARE(qint64(store::RunStore(workspace).pairs(runId).size()), pairCount);
        QCOMPARE(pipeline::evaluateRun(workspace, runId).positives(), 2);

        // A sweep of the old run's settings (the whole text, which shingling no
        // longer compares by default) finds it; with main content only it runs anew.
        experiments::SweepSpec spec;
        spec.collectionId = collection;
        spec.methods = {u"shingling"_s};
        spec.fixedParams = {{u"shingle_size"_s, 3}, {u"measure"_s, u"resemblance"_s}};
        spec.preprocessing.mainContentOnly = false;
        JobControl control;
        const auto reused = experiments::runSweep(workspace, spec, control);
        QCOMPARE(reused.size(), 1);
        QVERIFY(reused.first().reused);
        QCOMPARE(reused.first().runId, runId);
        spec.preprocessing.mainContentOnly = true;
        const auto fresh = experiments::runSweep(workspace, spec, control);
        QVERIFY(!fresh.first().reused);
    }
};

QTEST_GUILESS_MAIN(TestMainContentRun)
#include "tst_maincontentrun.moc"
