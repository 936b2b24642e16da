// LinearSVC (liblinear) and gradient boosting (xgboost) on tiny data worked out by
// hand, and the module that holds them (loaded on first use).
#include "base/programmodule.h"
#include "learn/classifier.h"

#include <QFileInfo>
#include <QLibrary>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd::learn;

class TestLibraryClassifiers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namesInPaperOrder();
    void linearSvcMatchesHandSolution();
    void gradientBoostingIsSymmetric();
    void roundTrip_data();
    void roundTrip();
    void damagedModelIsRefused();
    void entryPointInTheirModule();
    void missingModuleOrSymbolIsAClearError();

private:
    // One feature, copies of x in {-2, -1} labelled 0 and {1, 2} labelled 1.
    static Samples symmetric(int copies);
    static double score(const Classifier &c, float x) { return c.score(std::vector<float>{x}); }
};

Samples TestLibraryClassifiers::symmetric(int copies)
{
    Samples s;
    s.columns = 1;
    for (int i = 0; i < copies; ++i) {
        for (float x : {-2.0f, -1.0f, 1.0f, 2.0f}) {
            s.values.push_back(x);
            s.labels.push_back(x > 0 ? 1 : 0);
        }
    }
    return s;
}

void TestLibraryClassifiers::namesInPaperOrder()
{
    const QStringList names = Classifier::names();
    QCOMPARE(names.value(0), u"svm-linear"_s);
    QCOMPARE(names.value(1), u"linear-svc"_s);
    QCOMPARE(names.last(), u"gradient-boosting"_s);
    QCOMPARE(names.size(), 11); // normal Bayes beside Gaussian naive Bayes
}

void TestLibraryClassifiers::linearSvcMatchesHandSolution()
{
    // Standardised, x in {-2,-1,1,2} becomes x/sqrt(2.5) = {-1.265, -0.632, 0.632, 1.265}.
    // LinearSVC minimises 0.5 (w^2 + b^2) + C sum max(0, 1 - y (w x + b))^2, C = 1,
    // labels y = -1/+1. By symmetry b = 0. If only the two inner points violate the
    // margin: d/dw = w - 2 * 2 * 0.632 (1 - 0.632 w) = 0, so w (1 + 4 * 0.4) = 2.530,
    // w = 0.973; the outer points then have margin 1.265 * 0.973 = 1.23 > 1, as assumed.
    // Raw x = 1 scores 0.632 * 0.973 = 0.615, x = 2 scores 1.231, x = -1 scores -0.615.
    // liblinear stops at a tolerance (0.1 on the dual's projected gradient), so
    // the values are compared to 0.05.
    auto svc = Classifier::create(u"linear-svc"_s);
    svc->train(symmetric(1));
    QCOMPARE(svc->decisionThreshold(), 0.0);
    QVERIFY2(qAbs(score(*svc, 1.0f) - 0.615) < 0.05, qPrintable(QString::number(score(*svc, 1.0f))));
    QVERIFY2(qAbs(score(*svc, 2.0f) - 1.231) < 0.1, qPrintable(QString::number(score(*svc, 2.0f))));
    QVERIFY2(qAbs(score(*svc, -1.0f) + 0.615) < 0.05, qPrintable(QString::number(score(*svc, -1.0f))));
    QVERIFY(score(*svc, 0.5f) > 0.0);
    QVERIFY(score(*svc, -0.5f) < 0.0);
}

void TestLibraryClassifiers::gradientBoostingIsSymmetric()
{
    // Eight copies, so each side of the split at 0 holds 16 rows of hessian
    // 0.5 * 0.5 = 0.25, sum 4 >= xgboost's min_child_weight 1 (four rows alone would
    // not split). Round 1 from base score 0.5 (margin 0): leaf weight
    // -G / (H + lambda) = 8 / (4 + 1) = 1.6, times eta 0.3 = 0.48 on the positive side
    // and -0.48 on the negative one; every later round is the mirror image on both
    // sides, so p(x) + p(-x) = 1, and p(1) > sigmoid(0.48) = 0.618.
    auto boost = Classifier::create(u"gradient-boosting"_s);
    boost->train(symmetric(8));
    QCOMPARE(boost->decisionThreshold(), 0.5);
    const double yes = score(*boost, 1.0f);
    const double no = score(*boost, -1.0f);
    QVERIFY2(yes > 0.618 && yes < 1.0, qPrintable(QString::number(yes)));
    QVERIFY(qAbs(yes + no - 1.0) < 1e-5);
    QVERIFY(score(*boost, 2.0f) > 0.5);
    QVERIFY(score(*boost, -2.0f) < 0.5);
}

// A saved and loaded model scores as the trained one, each on the data of its
// hand-worked test above.
void TestLibraryClassifiers::roundTrip_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("copies");
    QTest::newRow("linear-svc") << u"linear-svc"_s << 1;
    QTest::newRow("gradient-boosting") << u"gradient-boosting"_s << 8;
}

void TestLibraryClassifiers::roundTrip()
{
    QFETCH(QString, name);
    QFETCH(int, copies);
    auto trained = Classifier::create(name);
    trained->train(symmetric(copies));
    const auto loaded = Classifier::load(trained->save());
    QCOMPARE(loaded->name(), name);
    for (float x : {-3.0f, -0.2f, 0.7f, 5.0f})
        QCOMPARE(score(*loaded, x), score(*trained, x));
}

void TestLibraryClassifiers::damagedModelIsRefused()
{
    auto boost = Classifier::create(u"gradient-boosting"_s);
    boost->train(symmetric(8));
    QByteArray bytes = boost->save();
    bytes.chop(bytes.size() / 2);
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, Classifier::load(bytes));
}

void TestLibraryClassifiers::entryPointInTheirModule()
{
    // The classifiers above came from the module in $NEARDUP_MODULES (that the
    // programs link none of their libraries, tests/layering checks).
    const QString module = qEnvironmentVariable("NEARDUP_MODULES") + u"/libneardup_classifiers.so"_s;
    QVERIFY2(QFileInfo::exists(module), qPrintable(module));
    QLibrary probe(module); // the same file: loading again only counts a reference
    QVERIFY(probe.isLoaded() || probe.load());
    QVERIFY(probe.resolve("neardup_create_library_classifier"));
}

void TestLibraryClassifiers::missingModuleOrSymbolIsAClearError()
{
    // The error's message, or a null string when the symbol resolved.
    const auto errorOf = [](const QString &module, const char *symbol) {
        try {
            nd::resolveModuleSymbol(module, symbol);
            return QString();
        } catch (const std::runtime_error &error) {
            return QString::fromStdString(error.what());
        }
    };
    const QString noModule = errorOf(u"neardup_absent"_s, "anything");
    QVERIFY2(noModule.contains(u"libneardup_absent.so"_s), qPrintable(noModule));
    QVERIFY2(noModule.contains(qEnvironmentVariable("NEARDUP_MODULES")), qPrintable(noModule));
    QVERIFY2(noModule.contains(u"It is not there."_s), qPrintable(noModule));
    const QString noSymbol = errorOf(u"neardup_classifiers"_s, "no_such_entry");
    QVERIFY2(noSymbol.contains(u"has no no_such_entry"_s), qPrintable(noSymbol));
}

QTEST_GUILESS_MAIN(TestLibraryClassifiers)
#include "tst_libraryclassifiers.moc"
