// Paper 001's classifier study (Fig. 7) and vocabulary figure (Fig. 3) on a tiny workspace.
#include "experiments/classifierstudy.h"
#include "experiments/presets.h"
#include "experiments/studytables.h"
#include "store/collectionstore.h"
#include "store/truthstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

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
    void thresholdWithoutKeywordsIsRecordedNotFatal();
    void cancelStops();
    void needsGroundTruth();
    void figureFromRowsByHand();
    void vocabularyAtThresholdZeroKeepsEveryTerm();
    void presetsAreStudies();
    void holdoutTrainsOnSomeClustersAndScoresEveryPairOfTheOthers();
    void holdoutPresetTakesItsSettings();
    void tablesPresetOnTrainingDocuments();

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

void TestClassifierStudy::thresholdWithoutKeywordsIsRecordedNotFatal()
{
    // No term's cosine to the centroid reaches 1.01: no document keeps a keyword,
    // so there is no training pair there, while threshold 0 trains as usual.
    ClassifierStudyOptions options;
    options.thresholds = {0.0, 1.01};
    options.classifiers = {u"svm-linear"_s};
    options.folds = 3;
    options.pairs.negativeRatio = 1.0;
    JobControl control;
    const auto rows = runClassifierStudy(*m_workspace, m_collection, options, control);
    QCOMPARE(rows.size(), 2);
    QVERIFY(rows[0].untrainable.isEmpty());
    QVERIFY(rows[0].result.f1 > 0.9);
    QCOMPARE(rows[1].keywords, std::size_t(0));
    QCOMPARE(rows[1].pairs, std::size_t(0));
    QVERIFY2(rows[1].untrainable.contains(u"no training pairs"_s), qPrintable(rows[1].untrainable));
    QVERIFY(std::isnan(rows[1].result.f1));

    const Figure figure = classifierStudyFigure(rows, options, m_collection);
    QCOMPARE(figure.series.size(), 1);
    QCOMPARE(figure.series[0].x, (QVector<double>{0.0})); // the untrainable point is left out
    QCOMPARE(figure.series[0].markX, 0.0);
    const QJsonArray results = figure.parameters.value(u"results"_s).toArray();
    QCOMPARE(results.size(), 2);
    QVERIFY(results[1].toObject().value(u"f1"_s).isNull());
    QCOMPARE(results[1].toObject().value(u"untrainable"_s).toString(), rows[1].untrainable);
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
    QCOMPARE(p.value(u"protocol"_s).toString(), u"cv"_s);
    QVERIFY(p.value(u"library_settings"_s).toString().contains(u"ReLU"_s));
    // Table IX as a study table: knn's largest threshold with F1 >= 0.78 is none, mlp's 0.1.
    const QList<StudyTable> tables = tablesOf(figure);
    QCOMPARE(tables.size(), 1);
    QCOMPARE(tables[0].rows.size(), 2);
    QCOMPARE(tables[0].rows[0], (QStringList{u"knn"_s, u"none"_s, QString()}));
    QCOMPARE(tables[0].rows[1], (QStringList{u"mlp"_s, u"0.10"_s, u"0.8000"_s}));
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
    for (const QString &id :
         {u"chhajed2017-fig7"_s, u"chhajed2017-fig7-holdout"_s, u"chhajed2017-fig3"_s, u"chhajed2017-tables1-2"_s}) {
        const Preset *preset = findPreset(id);
        QVERIFY2(preset, qPrintable(id));
        QVERIFY(preset->isStudy());
    }
    // The paper's keyword thresholds (Table III, Tables VI-VIII): 0 to 0.65 by 0.05.
    const QList<double> thresholds = ClassifierStudyOptions().thresholds;
    QCOMPARE(thresholds.size(), 14);
    for (qsizetype i = 0; i < thresholds.size(); ++i)
        QVERIFY(qAbs(thresholds[i] - 0.05 * double(i)) < 1e-12);
}

// Three clusters of four documents sharing "news report" beside five words of
// their own (17 words). A third held out is one whole cluster (4 documents, 6
// pairs, all positive); training is the other 8 documents, all 28 of their pairs
// (12 positive), and the keywords are their 2 + 5 + 5 = 12 words: the held-out
// cluster's own words are no keyword, so its documents are the vector (news,
// report) and none is dropped.
void TestClassifierStudy::holdoutTrainsOnSomeClustersAndScoresEveryPairOfTheOthers()
{
    store::CollectionStore collectionStore(*m_workspace);
    const qint64 collection = collectionStore.createCollection(u"shared words"_s, m_workspace.folder());
    const QStringList words = {u"zebra giraffe walrus otter beaver"_s, u"violin cello trumpet drum flute"_s,
                               u"granite basalt marble quartz slate"_s};
    QHash<qint64, QString> truth;
    for (qsizetype c = 0; c < words.size(); ++c) {
        const QStringList own = words[c].split(u' ');
        for (int i = 0; i < 4; ++i) {
            const QString text = u"news report "_s + QStringList(own.begin(), own.begin() + 4 + (i == 2)).join(u' ');
            store::NewDocument doc = test::textDocument(u"s%1/d%2.txt"_s.arg(c).arg(i), text);
            doc.contentHash = QCryptographicHash::hash((doc.path + doc.text).toUtf8(), QCryptographicHash::Sha1);
            truth.insert(collectionStore.addDocument(collection, doc), u"c%1"_s.arg(c));
        }
    }
    store::TruthStore(*m_workspace).setClusters(collection, truth);

    ClassifierStudyOptions options;
    options.protocol = ClassifierStudyOptions::Protocol::Holdout;
    options.heldOutFraction = 1.0 / 3.0;
    options.thresholds = {0.0};
    options.classifiers = {u"decision-tree"_s};
    JobControl control;
    const auto rows = runClassifierStudy(*m_workspace, collection, options, control);
    QCOMPARE(rows.size(), 1);
    const ClassifierStudyRow &row = rows[0];
    QCOMPARE(row.trainingDocuments, std::size_t(8));
    QCOMPARE(row.testDocuments, std::size_t(4));
    QCOMPARE(row.pairs, std::size_t(28));
    QCOMPARE(row.vocabulary, std::size_t(12));
    QCOMPARE(row.keywords, std::size_t(12));
    QCOMPARE(row.testPairs, std::size_t(6));
    QCOMPARE(row.droppedTestDocuments, std::size_t(0));
    QCOMPARE(row.missedPositives, qint64(0));
    QCOMPARE(row.result.truePositives + row.result.falseNegatives, qint64(6));
    QCOMPARE(row.result.falsePositives, qint64(0)); // no negative pair among the held-out ones

    const Figure figure = classifierStudyFigure(rows, options, collection);
    QCOMPARE(figure.parameters.value(u"protocol"_s).toString(), u"holdout"_s);
    QCOMPARE(figure.parameters.value(u"training_pairs"_s).toString(), u"all"_s);
    QVERIFY(!figure.parameters.contains(u"folds"_s));
    const QJsonObject result = figure.parameters.value(u"results"_s).toArray().at(0).toObject();
    QCOMPARE(result.value(u"test_pairs"_s).toInteger(), 6);
    QCOMPARE(result.value(u"training_documents"_s).toInteger(), 8);
}

void TestClassifierStudy::holdoutPresetTakesItsSettings()
{
    const Preset *preset = findPreset(u"chhajed2017-fig7"_s);
    QVERIFY(preset);
    JobControl control;
    PresetOverrides unknown;
    unknown.params.insert(u"k"_s, u"3"_s);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, preset->study(*m_workspace, m_collection, control, unknown));
    PresetOverrides badProtocol;
    badProtocol.params.insert(u"protocol"_s, u"bootstrap"_s);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, preset->study(*m_workspace, m_collection, control, badProtocol));
    PresetOverrides badFraction;
    badFraction.params.insert(u"protocol"_s, u"holdout"_s);
    badFraction.params.insert(u"held_out_fraction"_s, u"1.5"_s);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, preset->study(*m_workspace, m_collection, control, badFraction));
}

// The tiny collection's 15 words: the tables list 10 of them; held out, the
// tables come from the training documents only (two clusters, 10 words).
void TestClassifierStudy::tablesPresetOnTrainingDocuments()
{
    const Preset *preset = findPreset(u"chhajed2017-tables1-2"_s);
    QVERIFY(preset);
    JobControl control;
    const Figure all = preset->study(*m_workspace, m_collection, control, {});
    QCOMPARE(all.parameters.value(u"vocabulary"_s).toInteger(), 15);
    QCOMPARE(all.parameters.value(u"table_ii"_s).toArray().size(), 10);
    QCOMPARE(tablesOf(all).size(), 2);
    PresetOverrides holdout;
    holdout.params.insert(u"protocol"_s, u"holdout"_s);
    holdout.params.insert(u"held_out_fraction"_s, u"0.34"_s);
    holdout.params.insert(u"top"_s, u"3"_s);
    const Figure training = preset->study(*m_workspace, m_collection, control, holdout);
    QCOMPARE(training.parameters.value(u"documents"_s).toInteger(), 8);
    QCOMPARE(training.parameters.value(u"vocabulary"_s).toInteger(), 10);
    QCOMPARE(training.parameters.value(u"table_i"_s).toArray().size(), 3);
    QCOMPARE(training.parameters.value(u"protocol"_s).toString(), u"holdout"_s);
}

QTEST_GUILESS_MAIN(TestClassifierStudy)
#include "tst_classifierstudy.moc"
