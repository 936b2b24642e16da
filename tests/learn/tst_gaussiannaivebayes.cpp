// Paper 001's Gaussian naive Bayes (per-feature variances), worked by hand.
#include "learn/classifier.h"

#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace nd::learn;

class TestGaussianNaiveBayes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void posteriorWorkedByHand();
    void featuresAreIndependent();
    void savedModelScoresTheSame();
};

namespace {

Samples samples(std::size_t columns, const std::vector<float> &values, const std::vector<int> &labels)
{
    return Samples{columns, values, labels};
}

} // namespace

// One feature. Class 0: x = -1, 1 (mean 0, variance 1); class 1: x = 2, 4 (mean 3,
// variance 1); equal priors. log P(1, x) - log P(0, x) = (x^2 - (x - 3)^2) / 2, so
// at x = 1.5 the posterior is 1/2 and at x = 3 it is 1 / (1 + e^-4.5) = 0.989013.
// (Features are standardised first; the posterior does not change under that.)
void TestGaussianNaiveBayes::posteriorWorkedByHand()
{
    auto classifier = Classifier::create(u"naive-bayes"_s);
    classifier->train(samples(1, {-1, 1, 2, 4}, {0, 0, 1, 1}));
    const float mid[] = {1.5f};
    const float three[] = {3.0f};
    QVERIFY(std::abs(classifier->score(mid) - 0.5) < 1e-6);
    QVERIFY(std::abs(classifier->score(three) - 1.0 / (1.0 + std::exp(-4.5))) < 1e-6);
}

// Two features that are equal in every row: a full-covariance model sees one
// direction, naive Bayes counts the evidence twice. Class 0: (-1,-1), (1,1);
// class 1: (2,2), (4,4). At (3,3) each feature gives 4.5, together 9:
// P = 1 / (1 + e^-9) = 0.999877.
void TestGaussianNaiveBayes::featuresAreIndependent()
{
    auto classifier = Classifier::create(u"naive-bayes"_s);
    classifier->train(samples(2, {-1, -1, 1, 1, 2, 2, 4, 4}, {0, 0, 1, 1}));
    const float point[] = {3.0f, 3.0f};
    QVERIFY(std::abs(classifier->score(point) - 1.0 / (1.0 + std::exp(-9.0))) < 1e-6);
    // OpenCV's full-covariance model stays available under its own name.
    QCOMPARE(Classifier::create(u"normal-bayes"_s)->name(), u"normal-bayes"_s);
    QVERIFY(Classifier::names().indexOf(u"naive-bayes"_s) < Classifier::names().indexOf(u"normal-bayes"_s));
}

void TestGaussianNaiveBayes::savedModelScoresTheSame()
{
    auto classifier = Classifier::create(u"naive-bayes"_s);
    classifier->train(samples(2, {0, 5, 1, 6, 3, 1, 4, 0, 2, 2, 5, 1}, {0, 0, 1, 1, 0, 1}));
    const auto loaded = Classifier::load(classifier->save());
    QCOMPARE(loaded->name(), u"naive-bayes"_s);
    const float point[] = {2.5f, 3.0f};
    QCOMPARE(loaded->score(point), classifier->score(point));
    // Both classes are needed.
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             Classifier::create(u"naive-bayes"_s)->train(samples(1, {1, 2}, {1, 1})));
}

QTEST_GUILESS_MAIN(TestGaussianNaiveBayes)
#include "tst_gaussiannaivebayes.moc"
