#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/tokencache.h"
#include "store/truthstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace nd;
using namespace nd::store;

class TestTableStores : public QObject
{
    Q_OBJECT

private:
    static NewDocument doc(const QString &path, const QString &text, const QString &cluster = {})
    {
        NewDocument d = test::textDocument(path, text);
        d.cluster = cluster;
        return d;
    }

    // A new workspace file holding one empty collection, "c".
    struct OneCollection
    {
        QTemporaryDir dir;
        Workspace workspace{dir.filePath(QStringLiteral("w.ndw"))};
        CollectionStore collectionStore{workspace};
        const qint64 c = collectionStore.createCollection(QStringLiteral("c"), {});
    };

private Q_SLOTS:
    void documentsRoundTrip()
    {
        QTemporaryDir dir;
        Workspace workspace(dir.filePath(QStringLiteral("w.ndw")));
        CollectionStore collectionStore(workspace);
        TruthStore truthStore(workspace);
        const qint64 c = collectionStore.createCollection(QStringLiteral("news"), QStringLiteral("/data/news"));
        const qint64 a = collectionStore.addDocument(
            c, doc(QStringLiteral("sport/a.txt"), QStringLiteral("one two three"), QStringLiteral("sport")));
        const qint64 b = collectionStore.addDocument(c, doc(QStringLiteral("b.txt"), QStringLiteral("alpha beta")));
        const auto all = collectionStore.documents(c);
        QCOMPARE(all.size(), 2);
        QCOMPARE(all.at(0).title, QStringLiteral("a.txt")); // title defaults to the file name
        QCOMPARE(all.at(0).wordCount, 3);
        QCOMPARE(all.at(0).cluster, QStringLiteral("sport"));
        QCOMPARE(collectionStore.documents(c, QStringLiteral("sport")).size(), 1);
        QCOMPARE(collectionStore.documents(c, QStringLiteral("%")).size(), 0); // LIKE wildcards are literal
        const auto record = collectionStore.document(b);
        QVERIFY(record.has_value());
        QCOMPARE(record->text, QStringLiteral("alpha beta"));
        QCOMPARE(record->collectionId, c);
        QCOMPARE(truthStore.clusters(c), (QHash<qint64, QString>{{a, QStringLiteral("sport")}}));
        const auto info = collectionStore.collection(c);
        QCOMPARE(info->documentCount, 2);
        QCOMPARE(info->truthKind, QStringLiteral("clusters"));
    }

    void documentPathsAndClusters()
    {
        OneCollection f;
        const qint64 other = f.collectionStore.createCollection(QStringLiteral("other"), {});
        const qint64 a = f.collectionStore.addDocument(f.c, doc(QStringLiteral("sport/a.txt"), QStringLiteral("x")));
        f.collectionStore.addDocument(other, doc(QStringLiteral("b.txt"), QStringLiteral("not of c")));
        const qint64 b = f.collectionStore.addDocument(f.c, doc(QStringLiteral("b.txt"), QStringLiteral("y")));
        const qint64 e =
            f.collectionStore.addDocument(f.c, doc(QStringLiteral("\u00e9t\u00e9/\u00e7a.txt"), QStringLiteral("z")));
        // In path order, only collection c's, the same paths as documents() gives.
        const QList<QPair<qint64, QString>> expected{{b, QStringLiteral("b.txt")},
                                                     {a, QStringLiteral("sport/a.txt")},
                                                     {e, QStringLiteral("\u00e9t\u00e9/\u00e7a.txt")}};
        QCOMPARE(f.collectionStore.documentPaths(f.c), expected);
        QList<QPair<qint64, QString>> fromSummaries;
        for (const DocumentSummary &summary : f.collectionStore.documents(f.c))
            fromSummaries.append({summary.id, summary.path});
        std::sort(fromSummaries.begin(), fromSummaries.end(),
                  [](const auto &x, const auto &y) { return x.second < y.second; });
        QCOMPARE(fromSummaries, expected);
        QVERIFY(f.collectionStore.documentPaths(f.c + other + 1).isEmpty());

        // Clusters: an empty one is none; setting them again replaces them all.
        TruthStore truthStore(f.workspace);
        truthStore.setClusters(f.c, {{a, QStringLiteral("\u00e9quipe")}, {b, QString()}});
        QCOMPARE(truthStore.clusters(f.c), (QHash<qint64, QString>{{a, QStringLiteral("\u00e9quipe")}}));
        truthStore.setClusters(f.c, {{e, QStringLiteral("x")}});
        QCOMPARE(truthStore.clusters(f.c), (QHash<qint64, QString>{{e, QStringLiteral("x")}}));
    }

    void utf8TextsComeInBatchesInIdOrder()
    {
        QTemporaryDir dir;
        Workspace workspace(dir.filePath(QStringLiteral("w.ndw")));
        CollectionStore collectionStore(workspace);
        const qint64 c = collectionStore.createCollection(QStringLiteral("c"), QString());
        const qint64 other = collectionStore.createCollection(QStringLiteral("other"), QString());
        const qint64 a = collectionStore.addDocument(c, doc(QStringLiteral("a"), QStringLiteral("caf\u00e9")));
        collectionStore.addDocument(other, doc(QStringLiteral("x"), QStringLiteral("not of c")));
        const qint64 b = collectionStore.addDocument(c, doc(QStringLiteral("b"), QStringLiteral("two")));
        const qint64 d = collectionStore.addDocument(c, doc(QStringLiteral("d"), QStringLiteral("three")));
        // Pages of two, each continuing after the last id of the one before.
        // One batch reused: each call replaces what it held.
        nd::store::Utf8TextBatch batch;
        QVERIFY(collectionStore.documentTextsUtf8(c, 0, 2, batch));
        QCOMPARE(batch.size(), std::size_t(2));
        QCOMPARE(batch.ids.at(0), a);
        QCOMPARE(batch.text(0), std::string_view("caf\xc3\xa9")); // the stored UTF-8 bytes
        QCOMPARE(batch.ids.at(1), b);
        QCOMPARE(batch.text(1), std::string_view("two"));
        QVERIFY(collectionStore.documentTextsUtf8(c, batch.ids.back(), 2, batch));
        QCOMPARE(batch.size(), std::size_t(1));
        QCOMPARE(batch.ids.at(0), d);
        QCOMPARE(batch.text(0), std::string_view("three"));
        QVERIFY(!collectionStore.documentTextsUtf8(c, d, 2, batch));
        QVERIFY(batch.empty());
    }

    void truthPairsAreNormalisedAndReplace()
    {
        OneCollection f;
        const qint64 a = f.collectionStore.addDocument(f.c, doc(QStringLiteral("a"), QStringLiteral("x")));
        const qint64 b = f.collectionStore.addDocument(f.c, doc(QStringLiteral("b"), QStringLiteral("y")));
        TruthStore truthStore(f.workspace);
        truthStore.setTruthPairs(f.c, {{b, a, true}});
        auto pairs = truthStore.truthPairs(f.c);
        QCOMPARE(pairs.size(), 1);
        QCOMPARE(pairs.first().a, a); // stored with a < b
        QCOMPARE(pairs.first().b, b);
        QCOMPARE(f.collectionStore.collection(f.c)->truthKind, QStringLiteral("pairs"));
        truthStore.setTruthPairs(f.c, {{a, b, false}});
        pairs = truthStore.truthPairs(f.c);
        QCOMPARE(pairs.size(), 1);
        QVERIFY(!pairs.first().positive);
    }

    // setTruthPairs checks the ids itself and inserts with SQLite's
    // foreign-key checks off: an id of another collection, or of no document,
    // is refused and leaves the truth as it was, the checks are back on
    // afterwards, and inside an enclosing transaction (where they stay on) an id
    // of another collection is refused too.
    void truthPairsRefuseDocumentsOutsideTheCollection()
    {
        OneCollection f;
        const qint64 a = f.collectionStore.addDocument(f.c, doc(QStringLiteral("a"), QStringLiteral("x")));
        const qint64 b = f.collectionStore.addDocument(f.c, doc(QStringLiteral("b"), QStringLiteral("y")));
        const qint64 other = f.collectionStore.createCollection(QStringLiteral("other"), {});
        const qint64 elsewhere = f.collectionStore.addDocument(other, doc(QStringLiteral("e"), QStringLiteral("z")));
        TruthStore truthStore(f.workspace);
        truthStore.setTruthPairs(f.c, {{a, b, true}});

        QVERIFY_THROWS_EXCEPTION(WorkspaceError, truthStore.setTruthPairs(f.c, {{a, b, false}, {a, elsewhere, true}}));
        QVERIFY_THROWS_EXCEPTION(WorkspaceError, truthStore.setTruthPairs(f.c, {{a, elsewhere + 100, true}}));
        auto pairs = truthStore.truthPairs(f.c);
        QCOMPARE(pairs.size(), 1);
        QVERIFY(pairs.first().positive);

        QSqlQuery foreignKeys(f.workspace.database());
        QVERIFY(foreignKeys.exec(QStringLiteral("PRAGMA foreign_keys")) && foreignKeys.next());
        QCOMPARE(foreignKeys.value(0).toInt(), 1);

        {
            Transaction enclosing(f.workspace);
            QVERIFY_THROWS_EXCEPTION(WorkspaceError, truthStore.setTruthPairs(f.c, {{a, elsewhere, true}}));
        }
        QCOMPARE(truthStore.truthPairs(f.c).size(), 1);
    }

    void runsAndPairs()
    {
        OneCollection f;
        RunStore runStore(f.workspace);
        const qint64 run = test::recordRun(f.workspace, f.c, QStringLiteral("shingling"),
                                           QJsonObject{{QStringLiteral("shingle_size"), 4}});
        QCOMPARE(runStore.run(run)->status, RunStatus::Running);
        runStore.storePairs(run, {{2, 1, 0.5}, {1, 3, 0.25}});
        runStore.finishRun(run, RunStatus::Done, QJsonObject{{QStringLiteral("detect"), 1.5}}, QJsonObject{});
        const auto stored = runStore.run(run);
        QCOMPARE(stored->status, RunStatus::Done);
        QCOMPARE(stored->pairCount, 2);
        QCOMPARE(stored->params.value(QStringLiteral("shingle_size")).toInt(), 4);
        QCOMPARE(stored->timings.value(QStringLiteral("detect")).toDouble(), 1.5);
        QVERIFY(stored->finished.isValid());
        const ScoredPairs pairs = runStore.pairs(run);
        QCOMPARE(pairs.size(), size_t(2));
        for (const ScoredPair &p : pairs)
            QVERIFY(p.a < p.b);
        QCOMPARE(runStore.runs(f.c).size(), 1);
        QCOMPARE(runStore.runs(f.c + 1).size(), 0);
    }

    void pairScoresAcrossRuns()
    {
        OneCollection f;
        RunStore runStore(f.workspace);
        const QJsonObject zstd{{QStringLiteral("compressor"), QStringLiteral("zstd")}};
        const qint64 first = test::recordRun(f.workspace, f.c, QStringLiteral("minhash"));
        const qint64 second = test::recordRun(f.workspace, f.c, QStringLiteral("ncd"), zstd);
        const qint64 third = test::recordRun(f.workspace, f.c, QStringLiteral("simhash"), zstd);
        runStore.storePairs(first, {{7, 3, 0.75}, {3, 9, 0.5}});
        runStore.storePairs(second, {{3, 7, 0.25}});
        runStore.storePairs(third, {{3, 9, 4.0}}); // another pair only

        // Either order of the documents finds the pair stored as (3, 7).
        for (const auto &[a, b] : {std::pair<qint64, qint64>{3, 7}, std::pair<qint64, qint64>{7, 3}}) {
            const auto scores = runStore.pairScores(a, b);
            QCOMPARE(scores.size(), 2);
            QCOMPARE(scores.at(0).run.id, first);
            QCOMPARE(scores.at(0).run.method, QStringLiteral("minhash"));
            QCOMPARE(scores.at(0).score, 0.75);
            QCOMPARE(scores.at(1).run.id, second);
            QCOMPARE(scores.at(1).run.params.value(QStringLiteral("compressor")).toString(), QStringLiteral("zstd"));
            QCOMPARE(scores.at(1).score, 0.25);
        }
        QCOMPARE(runStore.pairScores(3, 9).size(), 2);
        QVERIFY(runStore.pairScores(7, 9).isEmpty());
        runStore.deleteRun(first);
        QCOMPARE(runStore.pairScores(3, 7).size(), 1);
    }

    void deletingACollectionCascades()
    {
        OneCollection f;
        const qint64 a = f.collectionStore.addDocument(f.c, doc(QStringLiteral("a"), QStringLiteral("x y")));
        TokenCache tokenCache(f.workspace);
        tokenCache.storeTokens(QStringLiteral("k"), {{a, QStringList{QStringLiteral("x"), QStringLiteral("y")}}});
        f.collectionStore.addImportIssues(f.c, {{QStringLiteral("bad.bin"), QStringLiteral("binary file")}});
        RunStore runStore(f.workspace);
        const qint64 run = test::recordRun(f.workspace, f.c, QStringLiteral("exact"));
        runStore.storePairs(run, {{1, 2, 1.0}});
        QCOMPARE(tokenCache.cachedTokens(f.c, QStringLiteral("k")).value(a),
                 (QStringList{QStringLiteral("x"), QStringLiteral("y")}));
        QCOMPARE(f.collectionStore.importIssues(f.c).size(), 1);
        f.collectionStore.deleteCollection(f.c);
        QVERIFY(f.collectionStore.collections().isEmpty());
        QVERIFY(!runStore.run(run).has_value());
        QVERIFY(runStore.pairs(run).empty());
        QVERIFY(tokenCache.cachedTokens(f.c, QStringLiteral("k")).isEmpty());
        QVERIFY(f.collectionStore.importIssues(f.c).isEmpty());
    }

    void emptyTokenListSurvivesTheCache()
    {
        OneCollection f;
        const qint64 a = f.collectionStore.addDocument(f.c, doc(QStringLiteral("a"), QStringLiteral("the")));
        TokenCache tokenCache(f.workspace);
        tokenCache.storeTokens(QStringLiteral("k"), {{a, QStringList{}}});
        const auto cached = tokenCache.cachedTokens(f.c, QStringLiteral("k"));
        QVERIFY(cached.contains(a));
        QVERIFY(cached.value(a).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTableStores)
#include "tst_tablestores.moc"
