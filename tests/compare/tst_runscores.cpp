#include "compare/runscores.h"
#include "detect/detector.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd;

class TestRunScores : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyRunOfThePairWithItsKindAndFlag()
    {
        QTemporaryDir dir;
        const store::Workspace workspace(dir.filePath(u"w.ndw"_s));
        store::CollectionStore collectionStore(workspace);
        store::RunStore runStore(workspace);
        const qint64 collection = collectionStore.createCollection(u"c"_s, {});
        const auto addRun = [&](const QString &method, const QJsonObject &params, double score) {
            const qint64 id = test::recordRun(workspace, collection, method, params);
            runStore.storePairs(id, {{5, 2, score}});
            return id;
        };
        const detect::Detector *minhash = detect::Registry::instance().find(u"minhash"_s);
        const detect::Detector *ncd = detect::Registry::instance().find(u"ncd"_s);
        QVERIFY(minhash && ncd);
        // Runs store their resolved parameters; the operating point follows them.
        const QJsonObject minhashParams = QJsonObject::fromVariantMap(minhash->resolve({}, nullptr));
        const QJsonObject ncdParams = QJsonObject::fromVariantMap(ncd->resolve({}, nullptr));
        const double minhashAt = minhash->thresholdRange(minhashParams.toVariantMap()).suggested;
        const double ncdAt = ncd->thresholdRange(ncdParams.toVariantMap()).suggested;
        // A similarity just above its operating point is flagged; a distance
        // just above its operating point is not.
        const qint64 first = addRun(u"minhash"_s, minhashParams, minhashAt + 0.01);
        const qint64 second = addRun(u"ncd"_s, ncdParams, ncdAt + 0.01);
        const qint64 third = addRun(u"ncd"_s, ncdParams, ncdAt - 0.01);
        const qint64 gone = addRun(u"retired-method"_s, {}, 0.9);

        const auto scores = compare::scoresAcrossRuns(runStore, 2, 5);
        QCOMPARE(scores.size(), 4);
        QCOMPARE(scores.at(0).runId, first);
        QCOMPARE(scores.at(0).title, minhash->title());
        QCOMPARE(scores.at(0).parameters, compare::parametersText(minhashParams));
        QCOMPARE(scores.at(0).kind, ScoreKind::Similarity);
        QCOMPARE(scores.at(0).threshold.value(), minhashAt);
        QVERIFY(scores.at(0).flagged);
        QCOMPARE(scores.at(1).runId, second);
        QCOMPARE(scores.at(1).kind, ScoreKind::Distance);
        QVERIFY(!scores.at(1).flagged);
        QCOMPARE(scores.at(2).runId, third);
        QVERIFY(scores.at(2).flagged);
        QCOMPARE(scores.at(3).runId, gone);
        QCOMPARE(scores.at(3).title, u"retired-method"_s);
        QVERIFY(!scores.at(3).threshold.has_value());
        QVERIFY(!scores.at(3).flagged);
        QCOMPARE(scores.at(3).score, 0.9);
        QVERIFY(compare::scoresAcrossRuns(runStore, 2, 6).isEmpty());
    }

    void parametersInKeyOrder()
    {
        const QJsonObject params{
            {u"permutations"_s, 128}, {u"exact"_s, true}, {u"threshold"_s, 0.8}, {u"compressor"_s, u"zstd"_s}};
        QCOMPARE(compare::parametersText(params), u"compressor=zstd, exact=true, permutations=128, threshold=0.8"_s);
    }
};

QTEST_GUILESS_MAIN(TestRunScores)
#include "tst_runscores.moc"
