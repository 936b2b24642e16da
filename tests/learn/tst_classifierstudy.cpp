// Paper 001's classifier study (Fig. 7) and vocabulary figure (Fig. 3) on a tiny workspace.
#include "experiments/classifierstudy.h"
#include "experiments/presets.h"
#include "store/collectionstore.h"
#include "store/truthstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd;
using namespace nd::experiments;

class TestClassifierStudy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void crossValidatesEveryClassifierAndThreshold();
    void cancelStops();
    void needsGroundTruth();
    void figureFromRowsByHand();
    void vocabularyAtThresholdZeroKeepsEveryTerm();
    void presetsAreStudies();

private:
    qint64 addCollection(const QString &name, bool withClusters);
    test::ScratchWorkspace m_workspace;
    qint64 m_collection = 0;
};

// Three clusters of four near-identical documents; 15 distinct words, none a
// stopword, each its own stem. Pairs: 3 x (4 choose 2) = 18 positive, 66 - 18 = 48 negative.
qint64 TestClassifierStudy::addCollection(const QString &name, bool withClusters)
{
    store::CollectionStore collectionStore(*m_workspace);
    store::TruthStore truthStore(*m_workspace);
    const qint64 collection = collectionStore.createCollection(name, m_workspace.folder());
    const QList<QStringList> clusters = {{u"zebra giraffe walrus otter"_s, u"zebra giraffe walrus otter"_s,
                                          u"zebra giraffe walrus beaver"_s, u"zebra giraffe walrus otter"_s},
                                         {u"violin cello trumpet drum"_s, u"violin cello trumpet drum"_s,
                                          u"violin cello trumpet flute"_s, u"violin cello trumpet drum"_s},
                                         {u"granite basalt marble quartz"_s, u"granite basalt marble quartz"_s,
                                          u"granite basalt marble slate"_s, u"granite basalt marble quartz"_s}};
    QHash<qint64, QString> truth;
    for (qsizetype c = 0; c < clusters.size(); ++c) {
        for (qsizetype i = 0; i < clusters[c].size(); ++i) {
            store::NewDocument doc = test::textDocument(u"c%1/d%2.txt"_s.arg(c).arg(i), clusters[c][i]);
            // Unique per document even where two texts of a cluster are equal.
            doc.contentHash = QCryptographicHash::hash((doc.path + doc.text).toUtf8(), QCryptographicHash::Sha1);
            truth.insert(collectionStore.addDocument(collection, doc), u"c%1"_s.arg(c));
        }
    }
    if (withClusters)
        truthStore.setClusters(collection, truth);
    return collection;
}

void TestClassifierStudy::init()
{
    m_workspace.open(u"study.ndw"_s);
    m_collection = addCollection(u"tiny"_s, true);
}

void TestClassifierStudy::cleanup()
{
    m_workspace.close();
}

void TestClassifierStudy::crossValidatesEveryClassifierAndThreshold()
{
    ClassifierStudyOptions options;
    options.thresholds = {0.0};
    options.classifiers = {u"decision-tree"_s, u"gradient-boosting"_s};
    options.folds = 3;
    options.pairs.negativeRatio = 1.0; // 18 positives, 18 of the 48 negatives
    qint64 lastDone = 0, lastTotal = 0;
    JobControl control([&](qint64 done, qint64 total, const QString &) {
        if (total == 2) {
            lastDone = done;
            lastTotal = total;
        }
    });
    const auto rows = runClassifierStudy(*m_workspace, m_collection, options, control);
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows[0].result.classifier, u"decision-tree"_s);
    QCOMPARE(rows[1].result.classifier, u"gradient-boosting"_s);
    for (const ClassifierStudyRow &row : rows) {
        QCOMPARE(row.pairs, std::size_t(36));
        QCOMPARE(row.keywords, std::size_t(15));
        // Every row is tested once: TP + FN = the 18 positives.
        QCOMPARE(row.result.truePositives + row.result.falseNegatives, qint64(18));
        // Same-cluster pairs have cosine >= 0.75, others 0: separable.
        QVERIFY2(row.result.f1 > 0.9, qPrintable(u"%1 %2"_s.arg(row.result.classifier).arg(row.result.f1)));
        QVERIFY(row.result.trainSeconds >= 0.0);
    }
    QCOMPARE(lastDone, qint64(2));
    QCOMPARE(lastTotal, qint64(2));
}

void TestClassifierStudy::cancelStops()
{
    ClassifierStudyOptions options;
    options.thresholds = {0.0};
    options.classifiers = {u"decision-tree"_s};
    JobControl control;
    control.cancel();
    QVERIFY_THROWS_EXCEPTION(Cancelled, runClassifierStudy(*m_workspace, m_collection, options, control));
}

void TestClassifierStudy::needsGroundTruth()
{
    const qint64 bare = addCollection(u"no truth"_s, false);
    JobControl control;
    ClassifierStudyOptions options;
    options.classifiers = {u"decision-tree"_s};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runClassifierStudy(*m_workspace, bare, options, control));
    options.classifiers = {u"extra-trees"_s}; // not offered: refused before any work
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runClassifierStudy(*m_workspace, m_collection, options, control));
}

void TestClassifierStudy::figureFromRowsByHand()
{
    auto row = [](double threshold, const QString &name, double f1, double seconds) {
        ClassifierStudyRow r;
        r.threshold = threshold;
        r.pairs = 40;
        r.result.classifier = name;
        r.result.f1 = f1;
        r.result.trainSeconds = seconds;
        return r;
    };
    ClassifierStudyOptions options;
    options.thresholds = {0.0, 0.1};
    const QList<ClassifierStudyRow> rows{row(0.0, u"knn"_s, 0.5, 0.25), row(0.0, u"mlp"_s, 0.9, 2.0),
                                         row(0.1, u"knn"_s, 0.75, 0.5), row(0.1, u"mlp"_s, 0.8, 3.0)};
    const Figure figure = classifierStudyFigure(rows, options, 7);
    QCOMPARE(figure.series.size(), 2);
    QCOMPARE(figure.series[0].name, u"knn"_s);
    QCOMPARE(figure.series[0].x, (QVector<double>{0.0, 0.1}));
    QCOMPARE(figure.series[0].y, (QVector<double>{0.5, 0.75}));
    QCOMPARE(figure.series[0].markX, 0.1); // knn's best F1 is at 0.1
    QCOMPARE(figure.series[1].markX, 0.0); // mlp's at 0
    QCOMPARE(figure.series[1].markY, 0.9);
    const QJsonObject p = figure.parameters;
    QCOMPARE(p.value(u"collection"_s).toInteger(), 7);
    QCOMPARE(p.value(u"negative_ratio"_s).toDouble(), 3.0);
    QCOMPARE(p.value(u"folds"_s).toInt(), 5);
    QCOMPARE(p.value(u"train_seconds_per_fold"_s).toObject().value(u"mlp"_s).toArray(), (QJsonArray{2.0, 3.0}));
    QCOMPARE(p.value(u"results"_s).toArray().size(), 4);
    QVERIFY(p.value(u"not_offered"_s).toString().contains(u"Extra trees"_s));
}

void TestClassifierStudy::vocabularyAtThresholdZeroKeepsEveryTerm()
{
    JobControl control;
    const Figure figure = vocabularyFigure(*m_workspace, m_collection, {0.0, 0.3}, control);
    QCOMPARE(figure.series.size(), 1);
    QCOMPARE(figure.series[0].x, (QVector<double>{0.0, 0.3}));
    QCOMPARE(figure.series[0].y.value(0), 15.0); // every one of the 15 words (see addCollection)
    QCOMPARE(figure.parameters.value(u"vocabulary_before_selection"_s).toInteger(), 15);
    QVERIFY(figure.series[0].y.value(1) <= 15.0);
}

void TestClassifierStudy::presetsAreStudies()
{
    for (const QString &id : {u"chhajed2017-fig7"_s, u"chhajed2017-fig3"_s}) {
        const Preset *preset = findPreset(id);
        QVERIFY2(preset, qPrintable(id));
        QVERIFY(preset->isStudy());
    }
}

QTEST_GUILESS_MAIN(TestClassifierStudy)
#include "tst_classifierstudy.moc"
