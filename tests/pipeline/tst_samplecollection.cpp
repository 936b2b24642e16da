#include "pipeline/evaluationservice.h"
#include "pipeline/samplecollection.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/workspace.h"

#include <QTemporaryDir>
#include <QTest>

using namespace nd;

class TestSampleCollection : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void firstStartImportsAndRunsTheSample()
    {
        QTemporaryDir dir;
        store::Workspace workspace(dir.filePath(QStringLiteral("w.ndw")));
        JobControl control;
        const qint64 runId = pipeline::ensureSampleCollection(workspace, control);
        QVERIFY(runId > 0);
        store::CollectionStore collectionStore(workspace);
        store::RunStore runStore(workspace);
        const auto collections = collectionStore.collections();
        QCOMPARE(collections.size(), 1);
        QVERIFY2(collections.first().documentCount >= 30, "the sample has a few dozen documents");
        QCOMPARE(collections.first().truthKind, QStringLiteral("clusters"));
        QVERIFY(collectionStore.importIssues(collections.first().id).isEmpty());
        QCOMPARE(runStore.run(runId)->method, pipeline::sampleMethod());

        // The sample is built so that the default method finds its near-duplicates
        // well but not perfectly (it holds hard negatives and heavy revisions).
        const auto evaluation = pipeline::evaluateRun(workspace, runId);
        QVERIFY(evaluation.positives() > 20);
        QVERIFY2(evaluation.best().f1 > 0.6, qPrintable(QString::number(evaluation.best().f1)));

        // A second start changes nothing.
        QCOMPARE(pipeline::ensureSampleCollection(workspace, control), 0);
        QCOMPARE(collectionStore.collections().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestSampleCollection)
#include "tst_samplecollection.moc"
