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
};

QTEST_GUILESS_MAIN(TestTrainCommand)
#include "tst_traincommand.moc"
