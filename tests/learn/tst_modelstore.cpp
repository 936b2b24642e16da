#include "detect/vsm/learneddetector.h"
#include "eval/groundtruth.h"
#include "learn/classifier.h"
#include "learn/modellibrary.h"
#include "store/modelstore.h"
#include "learn/pairdataset.h"
#include "store/workspace.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd::learn;
using namespace nd::store;

class TestModelStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip();
    void learnedDetectorAppliesStoredModel();
};

void TestModelStore::roundTrip()
{
    QTemporaryDir dir;
    nd::store::Workspace workspace(dir.filePath(u"w.ndw"_s));
    QVERIFY(listModels(workspace).isEmpty());
    StoredModel model;
    model.classifier = u"knn"_s;
    model.keywordThreshold = 0.05;
    model.metrics = QJsonObject{{u"f1"_s, 0.8}};
    model.bytes = QByteArray("\x00\x01model", 7);
    const qint64 id = saveModel(workspace, model);
    QVERIFY(id > 0);
    const auto all = listModels(workspace);
    QCOMPARE(all.size(), 1);
    QCOMPARE(all.first().classifier, u"knn"_s);
    QVERIFY(all.first().bytes.isEmpty()); // the list leaves the blobs out
    const auto loaded = loadModel(workspace, id);
    QVERIFY(loaded.has_value());
    QCOMPARE(loaded->bytes, model.bytes);
    QCOMPARE(loaded->keywordThreshold, 0.05);
    QCOMPARE(loaded->metrics.value(u"f1"_s).toDouble(), 0.8);
    QVERIFY(!loadModel(workspace, id + 1).has_value());
    // The detector's view goes through the attached workspace.
    QVERIFY(!ModelLibrary::instance().model(id).has_value());
    QVERIFY(ModelLibrary::instance().models().isEmpty());
    ModelLibrary::instance().attach(&workspace);
    QCOMPARE(ModelLibrary::instance().model(id)->classifier, u"knn"_s);
    const auto listed = ModelLibrary::instance().models();
    QCOMPARE(listed.size(), 1);
    QCOMPARE(listed.first().id, id);
    QCOMPARE(listed.first().keywordThreshold, 0.05);
    ModelLibrary::instance().attach(nullptr);
}

static nd::detect::DetectDocument doc(qint64 id, const QString &words)
{
    return {id, words, words.split(u' ')};
}

// Train a decision tree on a tiny clustered collection, store it, and run the
// `learned` detector through the attached workspace: identical documents score 1
// (same cluster), documents sharing one word of many score 0.
void TestModelStore::learnedDetectorAppliesStoredModel()
{
    const std::vector<nd::detect::DetectDocument> docs{doc(1, u"a b c d"_s), doc(2, u"a b c d"_s),
                                                       doc(3, u"a x y z"_s), doc(4, u"a x y z"_s),
                                                       doc(5, u"a p q r"_s), doc(6, u"a p q r"_s)};
    const auto truth = nd::eval::GroundTruth::fromClusters(
        {{1, u"A"_s}, {2, u"A"_s}, {3, u"B"_s}, {4, u"B"_s}, {5, u"C"_s}, {6, u"C"_s}});
    nd::JobControl control;
    nd::learn::PairSetOptions options;
    options.negativeRatio = 4.0;
    const auto set = buildPairSet(docs, truth, options, control);
    auto classifier = nd::learn::Classifier::create(u"decision-tree"_s);
    classifier->train(set.samples);
    QTemporaryDir dir;
    nd::store::Workspace workspace(dir.filePath(u"w.ndw"_s));
    StoredModel model;
    model.classifier = classifier->name();
    model.bytes = classifier->save();
    const qint64 id = saveModel(workspace, model);
    const nd::detect::LearnedDetector detector;
    ModelLibrary::instance().attach(nullptr);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, detector.detect(docs, {{u"model"_s, id}}, control));
    ModelLibrary::instance().attach(&workspace);
    const auto result = detector.detect(docs, {{u"model"_s, id}}, control);
    ModelLibrary::instance().attach(nullptr);
    QCOMPARE(result.pairs.size(), std::size_t(15)); // all share "a"
    for (const auto &pair : result.pairs) {
        const bool same = (pair.a + 1) / 2 == (pair.b + 1) / 2;
        QCOMPARE(pair.score, same ? 1.0 : 0.0);
    }
}

QTEST_GUILESS_MAIN(TestModelStore)
#include "tst_modelstore.moc"
