#include "learn/classifier.h"
#include "learn/crossvalidation.h"

#include <QTest>

#include <random>

using namespace Qt::StringLiterals;
using namespace nd::learn;

class TestClassifier : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void separates_data();
    void separates();
    void metricsByHand();
    void crossValidatesSeparableData();
    void unknownName();
    void refusesSamplesOfOneClass();

private:
    static Samples separable();
};

// Two features; positive exactly when the first is above 0.5 (the second is noise),
// with a margin of 0.2 around the boundary so every classifier can find it.
Samples TestClassifier::separable()
{
    Samples s;
    s.columns = 2;
    std::mt19937 random(7);
    std::uniform_real_distribution<float> unit(0.0f, 1.0f);
    for (int i = 0; i < 400; ++i) {
        float x = unit(random);
        if (x > 0.4f && x < 0.6f)
            continue;
        s.values.push_back(x);
        s.values.push_back(unit(random));
        s.labels.push_back(x > 0.5f ? 1 : 0);
    }
    return s;
}

void TestClassifier::separates_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : Classifier::names())
        QTest::newRow(qPrintable(name)) << name;
}

void TestClassifier::separates()
{
    QFETCH(QString, name);
    auto model = Classifier::create(name);
    QCOMPARE(model->name(), name);
    model->train(separable());
    const std::vector<float> clearlyYes{0.95f, 0.5f};
    const std::vector<float> clearlyNo{0.05f, 0.5f};
    QVERIFY2(model->score(clearlyYes) >= model->decisionThreshold(), qPrintable(name));
    QVERIFY2(model->score(clearlyNo) < model->decisionThreshold(), qPrintable(name));
    // The bytes stored in the workspace give back the same scores.
    const auto loaded = Classifier::load(model->save());
    QCOMPARE(loaded->name(), name);
    QCOMPARE(loaded->score(clearlyYes), model->score(clearlyYes));
    QCOMPARE(loaded->score(clearlyNo), model->score(clearlyNo));
}

void TestClassifier::metricsByHand()
{
    // TP 3, FP 1, FN 2: P = 3/4, R = 3/5, F1 = 2 * 0.45 / 1.35 = 2/3.
    const CrossValidation m = metrics(3, 1, 2);
    QCOMPARE(m.precision, 0.75);
    QCOMPARE(m.recall, 0.6);
    QVERIFY(qAbs(m.f1 - 2.0 / 3.0) < 1e-12);
    QCOMPARE(metrics(0, 0, 4).f1, 0.0);
}

void TestClassifier::crossValidatesSeparableData()
{
    nd::JobControl control;
    const Samples s = separable();
    const CrossValidation cv = crossValidate(u"decision-tree"_s, s, 5, 1, control);
    // Every row is tested exactly once: TP + FN = the positives.
    qint64 positives = 0;
    for (int l : s.labels)
        positives += l;
    QCOMPARE(cv.truePositives + cv.falseNegatives, positives);
    QVERIFY(cv.f1 > 0.95);
    QCOMPARE(cv.classifier, u"decision-tree"_s);
}

void TestClassifier::unknownName()
{
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Classifier::create(u"extra-trees"_s));
    QVERIFY(Classifier::missingNote().contains(u"Extra trees"_s));
}

void TestClassifier::refusesSamplesOfOneClass()
{
    Samples none;
    none.columns = 2;
    QVERIFY(untrainableReason(none).contains(u"no training pairs"_s));
    Samples oneClass = none;
    oneClass.values = {0.1f, 0.2f, 0.3f, 0.4f};
    oneClass.labels = {0, 0};
    QCOMPARE(untrainableReason(oneClass), u"all 2 training pairs are non-duplicates"_s);
    oneClass.labels = {1, 1};
    QCOMPARE(untrainableReason(oneClass), u"all 2 training pairs are duplicates"_s);
    // Every library gets the same clear refusal instead of its own error.
    for (const QString &name : Classifier::names())
        QVERIFY_THROWS_EXCEPTION(UntrainableSamples, Classifier::create(name)->train(oneClass));
    oneClass.labels = {0, 1};
    QVERIFY(untrainableReason(oneClass).isEmpty());
}

QTEST_GUILESS_MAIN(TestClassifier)
#include "tst_classifier.moc"
