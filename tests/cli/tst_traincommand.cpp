// End-to-end test of `neardup-cli train` with labels from reviewers' decisions
// (paper 001 classifiers trained on a librarian's verdicts).
#include "clirunner.h"
#include "testsupport.h"

#include "store/collectionstore.h"
#include "store/reviewstore.h"
#include "store/workspace.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd;

class TestTrainCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void trainsOnReviewersDecisions()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        test::writeFile(dir, u"coll/fox/a.txt"_s,
                        "the quick brown fox jumps over the lazy dog near the river bank at dawn");
        test::writeFile(dir, u"coll/fox/b.txt"_s,
                        "the quick brown fox jumps over the lazy dog near the river bank at dusk");
        test::writeFile(dir, u"coll/stars/c.txt"_s,
                        "astronomy students watched distant stars through a large telescope on the hill");
        test::writeFile(dir, u"coll/pasta/e.txt"_s,
                        "cooking pasta with garlic olive oil and fresh basil leaves needs a large pot");
        const QString workspacePath = dir.filePath(u"ws.ndwb"_s);
        const CliResult imported = cli({u"import"_s, dir.filePath(u"coll"_s), u"--workspace"_s, workspacePath});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());

        {
            // Ann calls the fox pair a near-duplicate and stars/pasta not a duplicate.
            const store::Workspace workspace(workspacePath);
            QHash<QString, qint64> ids;
            for (const store::DocumentSummary &d : store::CollectionStore(workspace).documents(1))
                ids.insert(d.title, d.id);
            QCOMPARE(ids.size(), 4);
            store::ReviewStore reviews(workspace);
            reviews.decide(1, {store::orderedPair(ids[u"a.txt"_s], ids[u"b.txt"_s])}, store::Decision::NearDuplicate,
                           {}, u"ann"_s);
            reviews.decide(1, {store::orderedPair(ids[u"c.txt"_s], ids[u"e.txt"_s])}, store::Decision::NotDuplicate, {},
                           u"ann"_s);
        }

        const QStringList train{u"train"_s,         u"--collection"_s, u"1"_s, u"--classifier"_s,
                                u"decision-tree"_s, u"--folds"_s,      u"0"_s, u"--workspace"_s,
                                workspacePath,      u"--json"_s};
        // The collection was imported without truth: the stored truth has nothing to learn from.
        const CliResult stored = cli(train);
        // README: exit code 1 when a command fails, the reason on standard error.
        QCOMPARE(stored.exitCode, 1);
        QVERIFY2(stored.err.contains("neardup-cli train: collection 1 has no ground truth (stored)"),
                 stored.err.constData());

        const CliResult result = cli(QStringList(train) << u"--truth"_s << u"reviews:ann"_s);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonObject row = result.json().value(u"results"_s).toArray().first().toObject();
        QCOMPARE(row.value(u"truth"_s).toString(), u"reviews:ann"_s);
        QCOMPARE(row.value(u"classifier"_s).toString(), u"decision-tree"_s);
        QVERIFY(row.value(u"model"_s).toInteger() > 0);
        QVERIFY(row.value(u"pairs"_s).toInteger() >= 2); // at least Ann's positive and her negative

        // Another reviewer decided nothing.
        const CliResult nobody = cli(QStringList(train) << u"--truth"_s << u"reviews:bob"_s);
        QCOMPARE(nobody.exitCode, 1);
        QVERIFY2(nobody.err.contains("neardup-cli train: collection 1 has no ground truth (reviews:bob)"),
                 nobody.err.constData());
    }

    // The paper's protocol: 3 clusters of 3, a third held out is one whole cluster
    // (3 documents, 3 pairs); the other 6 train on all of their 15 pairs.
    void trainsOnSomeDocumentsAndTestsOnTheOthers()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QStringList clusters{u"fox"_s, u"stars"_s, u"pasta"_s};
        const QStringList words{u"quick brown fox jumps lazy dog river"_s,
                                u"astronomy students watched distant stars telescope hill"_s,
                                u"cooking pasta garlic olive basil leaves pot"_s};
        for (int c = 0; c < 3; ++c) {
            for (int i = 0; i < 3; ++i)
                test::writeFile(dir, u"coll/%1/d%2.txt"_s.arg(clusters[c]).arg(i),
                                (u"news report today "_s + words[c] + u" version%1"_s.arg(i)).toUtf8());
        }
        const QString workspacePath = dir.filePath(u"ws.ndwb"_s);
        const CliResult imported =
            cli({u"import"_s, dir.filePath(u"coll"_s), u"--truth"_s, u"folders"_s, u"--workspace"_s, workspacePath});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        const QStringList train{
            u"train"_s,      u"--collection"_s, u"1"_s,          u"--classifier"_s, u"decision-tree,naive-bayes"_s,
            u"--protocol"_s, u"holdout"_s,      u"--held-out"_s, u"0.34"_s,         u"--workspace"_s,
            workspacePath};
        const CliResult result = cli(QStringList(train) << u"--json"_s);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonArray rows = result.json().value(u"results"_s).toArray();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[1].toObject().value(u"classifier"_s).toString(), u"naive-bayes"_s);
        for (const QJsonValue &value : rows) {
            const QJsonObject row = value.toObject();
            QCOMPARE(row.value(u"protocol"_s).toString(), u"holdout"_s);
            QCOMPARE(row.value(u"training_documents"_s).toInteger(), 6);
            QCOMPARE(row.value(u"test_documents"_s).toInteger(), 3);
            QCOMPARE(row.value(u"pairs"_s).toInteger(), 15);
            QCOMPARE(row.value(u"test_pairs"_s).toInteger(), 3);
            QCOMPARE(row.value(u"all_training_pairs"_s).toBool(), true);
            QVERIFY(row.value(u"model"_s).toInteger() > 0);
        }
        const CliResult text = cli(train);
        QVERIFY2(text.out.contains("holdout: 6 training documents (groups: 2), 3 held out (groups: 1)"),
                 text.out.constData());
        const CliResult bad = cli(QStringList(train) << u"--protocol"_s << u"bootstrap"_s);
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains("unknown protocol"), bad.err.constData());

        // Tables I and II of the same collection, as text and JSON.
        const QStringList tables{u"preset"_s, u"chhajed2017-tables1-2"_s, u"--collection"_s, u"1"_s, u"--param"_s,
                                 u"top=3"_s,  u"--workspace"_s,           workspacePath};
        const CliResult shown = cli(tables);
        QVERIFY2(shown.exitCode == 0, shown.err.constData());
        QVERIFY2(shown.out.contains("Table I:") && shown.out.contains("Table II:"), shown.out.constData());
        const CliResult json = cli(QStringList(tables) << u"--json"_s);
        const QJsonObject figure = json.json().value(u"figure"_s).toObject();
        QCOMPARE(figure.value(u"table_ii"_s).toArray().size(), 3);
        QCOMPARE(figure.value(u"tables"_s).toArray().size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestTrainCommand)
#include "tst_traincommand.moc"
