// Paper 001 Table IX: the largest keyword threshold that keeps a good F1.
#include "experiments/classifierstudy.h"

#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace nd;

class TestTableIX : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void largestThresholdAtOrAboveTheBand();
};

// svm:  0 -> 0.84, 0.1 -> 0.79, 0.2 -> 0.77, 0.3 -> 0.781 (good again: F1 >= 0.78)
// knn:  0 -> 0.70, 0.1 -> 0.60                             (never good)
// So svm's largest good threshold is 0.3 with F1 0.781 and knn has none.
void TestTableIX::largestThresholdAtOrAboveTheBand()
{
    QList<experiments::ClassifierStudyRow> rows;
    auto add = [&rows](const QString &classifier, double threshold, double f1) {
        experiments::ClassifierStudyRow row;
        row.threshold = threshold;
        row.result.classifier = classifier;
        row.result.f1 = f1;
        rows.append(row);
    };
    add(u"svm"_s, 0.0, 0.84);
    add(u"knn"_s, 0.0, 0.70);
    add(u"svm"_s, 0.1, 0.79);
    add(u"knn"_s, 0.1, 0.60);
    add(u"svm"_s, 0.2, 0.77);
    add(u"svm"_s, 0.3, 0.781);
    const auto good = experiments::largestGoodThresholds(rows);
    QCOMPARE(good.size(), 2);
    QCOMPARE(good[0].classifier, u"svm"_s);
    QCOMPARE(good[0].threshold, 0.3);
    QCOMPARE(good[0].f1, 0.781);
    QCOMPARE(good[1].classifier, u"knn"_s);
    QVERIFY(std::isnan(good[1].threshold));
    // A stricter band: F1 >= 0.83 only at 0.
    QCOMPARE(experiments::largestGoodThresholds(rows, 0.84, 0.01)[0].threshold, 0.0);
}

QTEST_GUILESS_MAIN(TestTableIX)
#include "tst_tableix.moc"
