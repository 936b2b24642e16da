// Paper 004's setup on a whole collection (exact duplicates left out, pairs
// inside size groups) and the overrides a preset accepts.
#include "experiments/presets.h"
#include "experiments/referenceagreement.h"
#include "store/collectionstore.h"
#include "store/workspace.h"

#include "testsupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <stdexcept>

using namespace Qt::StringLiterals;
using namespace nd;

class TestPaperScope : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void exactDuplicatesKeepTheFirstCopy();
    void scopeLeavesOutRemovedAndCrossGroupPairs();
    void overridesGoToTheMethodsThatHaveTheParameter();
    void overridesRefuseUnknownOrSweptParameters();
};

void TestPaperScope::exactDuplicatesKeepTheFirstCopy()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    store::Workspace workspace(dir.filePath(u"scope.ndwb"_s));
    store::CollectionStore collectionStore(workspace);
    const qint64 collection = collectionStore.createCollection(u"copies"_s, dir.path());
    // d1 and d3 have the same text; d4 differs from it by one trailing space.
    const QStringList texts{u"alpha beta gamma"_s, u"delta epsilon"_s, u"alpha beta gamma"_s, u"alpha beta gamma "_s};
    QList<qint64> ids;
    for (int i = 0; i < texts.size(); ++i)
        ids.append(collectionStore.addDocument(collection, test::textDocument(u"d%1.txt"_s.arg(i + 1), texts[i])));
    QCOMPARE(experiments::exactDuplicates(workspace, collection), QSet<qint64>{ids[2]});
    const experiments::AgreementScope scope = experiments::paperScope(workspace, collection);
    QVERIFY(scope.withinGroups);
    QCOMPARE(scope.removed, QSet<qint64>{ids[2]});
}

// Documents 1 (100 words), 2 (300), 3 (450) in group 0 and 4 (700) in group 1.
// Run:       (1,2) 0.95  (1,3) 0.80  (3,4) 0.90
// Reference: (1,2) 1.00  (1,3) 0.70  (3,4) 0.90
// Without a scope, at 0.6 all three pairs are flagged by both runs. With document
// 2 removed and groups kept apart, only (1,3) is left: at 0.6 both flag it
// (1 / 1 / 1); at 0.75 only the run does (flagged 1, reference 0, agreed 0).
void TestPaperScope::scopeLeavesOutRemovedAndCrossGroupPairs()
{
    const ScoredPairs run{{1, 2, 0.95}, {1, 3, 0.80}, {3, 4, 0.90}};
    const ScoredPairs reference{{1, 2, 1.00}, {1, 3, 0.70}, {3, 4, 0.90}};
    const QHash<qint64, qint64> words{{1, 100}, {2, 300}, {3, 450}, {4, 700}};
    const experiments::Agreement whole = experiments::ReferenceAgreement(run, reference, words).at(0.6);
    QCOMPARE(whole.overall.flagged, 3);
    QCOMPARE(whole.overall.agreed, 3);

    const experiments::AgreementScope scope{true, {2}};
    const experiments::ReferenceAgreement scoped(run, reference, words, ScoreKind::Similarity, scope);
    const experiments::Agreement low = scoped.at(0.6);
    QCOMPARE(low.overall.flagged, 1);
    QCOMPARE(low.overall.reference, 1);
    QCOMPARE(low.overall.agreed, 1);
    QCOMPARE(low.groups[1].flagged, 0);
    const experiments::Agreement high = scoped.at(0.75);
    QCOMPARE(high.overall.flagged, 1);
    QCOMPARE(high.overall.reference, 0);
    QCOMPARE(high.overall.precision(), 0.0);
}

void TestPaperScope::overridesGoToTheMethodsThatHaveTheParameter()
{
    experiments::SweepSpec spec;
    spec.methods = {u"shingling"_s, u"simhash"_s};
    spec.axes = {experiments::GridAxis{u"shingle_size"_s, {2, 3}}};
    experiments::PresetOverrides overrides;
    overrides.params = {{u"bits"_s, 32}, {u"shingling.max_posting"_s, 0}};
    text::PreprocessOptions keepWords;
    keepWords.removeStopwords = false;
    overrides.preprocessing = keepWords;
    experiments::applyOverrides(spec, overrides);
    QCOMPARE(spec.methodParams.value(u"simhash"_s), (detect::Params{{u"bits"_s, 32}}));
    QCOMPARE(spec.methodParams.value(u"shingling"_s), (detect::Params{{u"max_posting"_s, 0}}));
    QVERIFY(!spec.preprocessing.removeStopwords);
    QVERIFY(spec.preprocessing.stem);
    QCOMPARE(spec.pairLimit, -1); // the default bound stays unless lifted
    QVERIFY(!overrides.toJson().contains(u"allow_all_pairs"_s));
    overrides.allowAllPairs = true; // --allow-all-pairs
    experiments::applyOverrides(spec, overrides);
    QCOMPARE(spec.pairLimit, 0);
    QCOMPARE(overrides.toJson().value(u"allow_all_pairs"_s), QJsonValue(true));
    const QJsonObject setup = experiments::sweepSetupToJson(spec);
    QCOMPARE(setup[u"parameters"_s][u"simhash"_s][u"bits"_s].toInt(), 32);
    QCOMPARE(setup[u"preprocessing"_s][u"remove_stopwords"_s].toBool(), false);
}

void TestPaperScope::overridesRefuseUnknownOrSweptParameters()
{
    experiments::SweepSpec spec;
    spec.methods = {u"shingling"_s};
    spec.axes = {experiments::GridAxis{u"shingle_size"_s, {2, 3}}};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             experiments::applyOverrides(spec, {{{u"bits"_s, 32}}, std::nullopt}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             experiments::applyOverrides(spec, {{{u"shingle_size"_s, 5}}, std::nullopt}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             experiments::applyOverrides(spec, {{{u"simhash.bits"_s, 32}}, std::nullopt}));
    QVERIFY(spec.methodParams.isEmpty());
}

QTEST_GUILESS_MAIN(TestPaperScope)
#include "tst_paperscope.moc"
