#include "detect/detector.h"
#include "detecttesthelpers.h"
#include "features/shingles.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd::detect;

namespace {

// One parameter of each type, to test resolve() independently of real methods.
const MethodInfo kFakeInfo{"fake", "Fake", "", nd::ScoreKind::Similarity, "tests/detect"};

class FakeDetector final : public Detector
{
public:
    FakeDetector()
        : Detector(kFakeInfo)
    { }
    QList<ParamDescriptor> parameters() const override
    {
        using T = ParamDescriptor::Type;
        return {
            {u"size"_s, u"Size"_s, T::Int, 4, 1, 12, {}, {}, {}},
            {u"ratio"_s, u"Ratio"_s, T::Double, 0.5, 0.05, 0.95, {}, {}, {}},
            {u"flag"_s, u"Flag"_s, T::Bool, false, {}, {}, {}, {}, {}},
            {u"mode"_s, u"Mode"_s, T::Choice, u"fast"_s, {}, {}, {u"fast"_s, u"slow"_s}, {}, {}},
        };
    }
    ThresholdRange thresholdRange(const Params &) const override { return {}; }
    DetectResult detect(const std::vector<DetectDocument> &, const Params &, nd::JobControl &) const override
    {
        return {};
    }
};

// Every registered method of `form`, run with its defaults on `full` and on
// `reduced` (the same documents with only what that form hands a method): each
// name, marked "(differs)" unless both runs give the same pairs and scores and
// documents 1 and 4, the same text, are one of those pairs.
QStringList methodsAgreeingOnLess(TokenForm form, const std::vector<DetectDocument> &full,
                                  const std::vector<DetectDocument> &reduced)
{
    QStringList names;
    nd::JobControl control;
    for (const Detector *d : Registry::instance().all()) {
        if (d->tokenForm({}) != form)
            continue;
        const auto expected = testing::pairMap(d->detect(full, {}, control).pairs);
        const bool agree =
            expected.count({1, 4}) == 1 && testing::pairMap(d->detect(reduced, {}, control).pairs) == expected;
        names << (agree ? d->name() : d->name() + u" (differs)"_s);
    }
    return names;
}

} // namespace

class TestDetector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaults();
    void converts_data();
    void converts();
    void rejects_data();
    void rejects();
    void unknownKeyNamesValidOnes();
    void registryOrder();
    void registryDefaultsResolve();
    void textOnlyMethodsFindTheSamePairsWithoutTokens();
    void hashMethodsFindTheSamePairsFromHashesAlone();
};

void TestDetector::defaults()
{
    QString error = u"stale"_s;
    const Params p = FakeDetector().resolve({}, &error);
    QVERIFY(error.isEmpty());
    QCOMPARE(p.size(), 4);
    QCOMPARE(p.value(u"size"_s).toInt(), 4);
    QCOMPARE(p.value(u"ratio"_s).toDouble(), 0.5);
    QCOMPARE(p.value(u"flag"_s).toBool(), false);
    QCOMPARE(p.value(u"mode"_s).toString(), u"fast"_s);
}

void TestDetector::converts_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("given");
    QTest::addColumn<QVariant>("expected");
    QTest::newRow("int from string") << u"size"_s << QVariant(u"7"_s) << QVariant(7);
    QTest::newRow("int from spaced string") << u"size"_s << QVariant(u" 12 "_s) << QVariant(12);
    QTest::newRow("int from integral double") << u"size"_s << QVariant(3.0) << QVariant(3);
    QTest::newRow("int bounds") << u"size"_s << QVariant(1) << QVariant(1);
    QTest::newRow("double from string") << u"ratio"_s << QVariant(u"0.8"_s) << QVariant(0.8);
    QTest::newRow("double at minimum") << u"ratio"_s << QVariant(u"0.05"_s) << QVariant(0.05);
    QTest::newRow("bool from string") << u"flag"_s << QVariant(u"yes"_s) << QVariant(true);
    QTest::newRow("bool from 0") << u"flag"_s << QVariant(u"0"_s) << QVariant(false);
    QTest::newRow("choice") << u"mode"_s << QVariant(u"slow"_s) << QVariant(u"slow"_s);
}

void TestDetector::converts()
{
    QFETCH(QString, key);
    QFETCH(QVariant, given);
    QFETCH(QVariant, expected);
    QString error;
    const Params p = FakeDetector().resolve({{key, given}}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(p.value(key), expected);
}

void TestDetector::rejects_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("given");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("int below") << u"size"_s << QVariant(0) << u"from 1 to 12"_s;
    QTest::newRow("int above") << u"size"_s << QVariant(u"13"_s) << u"from 1 to 12"_s;
    QTest::newRow("int fraction") << u"size"_s << QVariant(2.5) << u"integer"_s;
    QTest::newRow("int text") << u"size"_s << QVariant(u"four"_s) << u"\"four\""_s;
    QTest::newRow("double above") << u"ratio"_s << QVariant(u"0.99"_s) << u"0.95"_s;
    QTest::newRow("double comma") << u"ratio"_s << QVariant(u"0,8"_s) << u"ratio"_s;
    QTest::newRow("bool text") << u"flag"_s << QVariant(u"maybe"_s) << u"true or false"_s;
    QTest::newRow("choice") << u"mode"_s << QVariant(u"medium"_s) << u"fast, slow"_s;
}

void TestDetector::rejects()
{
    QFETCH(QString, key);
    QFETCH(QVariant, given);
    QFETCH(QString, mentions);
    QString error;
    const Params p = FakeDetector().resolve({{key, given}}, &error);
    QVERIFY(p.isEmpty());
    QVERIFY2(error.contains(key), qPrintable(error));
    QVERIFY2(error.contains(mentions), qPrintable(error));
}

void TestDetector::unknownKeyNamesValidOnes()
{
    QString error;
    const Params p = FakeDetector().resolve({{u"size"_s, 3}, {u"colour"_s, u"red"_s}}, &error);
    QVERIFY(p.isEmpty());
    QVERIFY2(error.contains(u"\"colour\""), qPrintable(error));
    QVERIFY2(error.contains(u"size, ratio, flag, mode"), qPrintable(error));
}

void TestDetector::registryOrder()
{
    QStringList names;
    for (const Detector *d : Registry::instance().all())
        names << d->name();
    QCOMPARE(names,
             (QStringList{u"exact"_s, u"shingling"_s, u"supershingle"_s, u"minhash"_s, u"imatch"_s,
                          u"imatch-lexicons"_s, u"simhash"_s, u"simhash-shingles"_s, u"simhash-lexicons"_s,
                          u"simhash-fusion"_s, u"simhash-weighted"_s, u"spotsigs"_s, u"ncd"_s, u"signcd"_s,
                          u"spotsigncd"_s, u"slst"_s, u"vsm"_s, u"vsm-distance"_s, u"learned"_s}));
    QCOMPARE(Registry::instance().find(u"minhash")->title(), u"MinHash with LSH"_s);
    QVERIFY(!Registry::instance().find(u"nope"));
}

void TestDetector::registryDefaultsResolve()
{
    for (const Detector *d : Registry::instance().all()) {
        QString error;
        Params given;
        for (const ParamDescriptor &p : d->parameters()) {
            QVERIFY2(!p.label.isEmpty() && !p.help.isEmpty() && !p.paper.isEmpty(), qPrintable(p.name));
            given.insert(p.name, p.defaultValue.toString()); // as the CLI would pass them
        }
        const Params resolved = d->resolve(given, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(resolved, d->resolve({}, &error));
        const ThresholdRange range = d->thresholdRange(resolved);
        QVERIFY(range.minimum <= range.suggested && range.suggested <= range.maximum);
        QVERIFY(!d->title().isEmpty() && !d->description().isEmpty());
    }
}

void TestDetector::textOnlyMethodsFindTheSamePairsWithoutTokens()
{
    // The methods that read a document's text alone are handed no tokens
    // (TokenForm::None, pipeline::prepareDocuments): with and without them they
    // must find the same pairs with the same scores.
    const std::vector<DetectDocument> withTokens{
        testing::document(1,
                          u"The cat sat on the mat, and there was a dog. It said the cat is here, the dog was not."_s),
        testing::document(2,
                          u"The cat sat on the mat, and there was a dog. It said the cat is there, the dog was not."_s),
        testing::document(3,
                          u"A recipe for lentil soup: the lentils, a lemon and cumin; it is said the soup was good."_s),
        testing::document(4,
                          u"The cat sat on the mat, and there was a dog. It said the cat is here, the dog was not."_s),
    };
    std::vector<DetectDocument> textOnly = withTokens;
    for (DetectDocument &d : textOnly)
        d.tokens.clear();
    QCOMPARE(methodsAgreeingOnLess(TokenForm::None, withTokens, textOnly),
             (QStringList{u"exact"_s, u"simhash-weighted"_s, u"spotsigs"_s, u"ncd"_s, u"signcd"_s, u"spotsigncd"_s,
                          u"slst"_s}));
}

void TestDetector::hashMethodsFindTheSamePairsFromHashesAlone()
{
    // The methods that read only the tokens' hashes are handed those alone, no
    // tokens and no text (TokenForm::Hashes): they must find the same pairs with
    // the same scores as from the tokens. Documents 1 and 4 are the same, 2 has one
    // word changed, 3 is another text.
    const QString story = u"markets rallied on monday as central banks signalled lower interest rates while oil "
                          "prices slipped and investors bought technology shares ahead of quarterly earnings "
                          "reports from the largest companies in the region"_s;
    QString edited = story;
    edited.replace(u"monday"_s, u"tuesday"_s);
    const std::vector<DetectDocument> withTokens{
        testing::document(1, story), testing::document(2, edited),
        testing::document(3,
                          u"a recipe for lentil soup with cumin lemon garlic onions carrots celery and a bay "
                          "leaf simmered slowly for an hour then blended until smooth and served warm"_s),
        testing::document(4, story)};
    std::vector<DetectDocument> hashesOnly = withTokens;
    for (DetectDocument &d : hashesOnly) {
        d.setTokenHashes(nd::features::tokenHashes(d.tokens));
        d.tokens.clear();
        d.text.clear();
    }
    QCOMPARE(methodsAgreeingOnLess(TokenForm::Hashes, withTokens, hashesOnly),
             (QStringList{u"shingling"_s, u"supershingle"_s, u"minhash"_s, u"imatch"_s, u"imatch-lexicons"_s,
                          u"simhash"_s, u"simhash-shingles"_s, u"simhash-lexicons"_s, u"simhash-fusion"_s}));
    // 128-bit shingles are MD5 digests of the words themselves.
    const Detector *shingling = Registry::instance().find(u"shingling"_s);
    QCOMPARE(shingling->tokenForm({{u"hash_bits"_s, 128}}), TokenForm::Strings);
}

QTEST_GUILESS_MAIN(TestDetector)
#include "tst_detector.moc"
