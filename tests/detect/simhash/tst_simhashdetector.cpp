#include "detect/simhash/simhashdetector.h"
#include "detect/simhash/simhashmodel.h"
#include "detecttesthelpers.h"
#include "base/hashing.h"
#include "features/shingles.h"

#include <QTest>

#include <bit>
#include <cmath>
#include <random>

using namespace Qt::StringLiterals;
using namespace nd::detect;
using namespace nd::detect::testing;
using nd::hashToken;

class TestSimhashDetector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fingerprintVote();
    void fingerprintBitByBit();
    void detectWithTermFrequency();
    void detectWithTfIdf();
    void thirtyTwoBits();
    void parameterChecks();
    void planShowsTables();
    void fingerprintsEqualMergedFeatures_data();
    void fingerprintsEqualMergedFeatures();
    void tokenHashesAloneGiveSamePairs();
};

void TestSimhashDetector::fingerprintVote()
{
    const std::uint64_t h1 = hashToken(u"apple");
    const std::uint64_t h2 = hashToken(u"pear");
    const std::uint64_t h3 = hashToken(u"plum");
    using F = std::pair<std::uint64_t, double>;
    // Weights 2 and 1: where the hashes agree both vote the same way (±3); where
    // they differ the heavier wins (±1). Either way the bit is h1's: fp = h1.
    std::vector<F> f{{h1, 2.0}, {h2, 1.0}};
    QCOMPARE(SimhashDetector::fingerprint(f, 64), h1);
    // Equal weights: agreeing bits keep their value, differing bits sum to 0,
    // which is not > 0, so they are clear: fp = h1 & h2.
    f = {{h1, 1.0}, {h2, 1.0}};
    QCOMPARE(SimhashDetector::fingerprint(f, 64), h1 & h2);
    // Three equal weights: the majority of each bit.
    f = {{h1, 1.0}, {h2, 1.0}, {h3, 1.0}};
    QCOMPARE(SimhashDetector::fingerprint(f, 64), (h1 & h2) | (h1 & h3) | (h2 & h3));
}

void TestSimhashDetector::fingerprintBitByBit()
{
    // The rule stated generally: bit i set iff sum_j ±w_j > 0.
    const std::vector<std::pair<std::uint64_t, double>> f{
        {hashToken(u"one"), 0.5}, {hashToken(u"two"), 1.25}, {hashToken(u"three"), 0.7}};
    const std::uint64_t fp = SimhashDetector::fingerprint(f, 64);
    for (int i = 0; i < 64; ++i) {
        double sum = 0;
        for (const auto &[h, w] : f)
            sum += ((h >> i) & 1) ? w : -w;
        QCOMPARE(bool((fp >> i) & 1), sum > 0);
    }
}

void TestSimhashDetector::detectWithTermFrequency()
{
    const std::uint64_t apple = hashToken(u"apple");
    const std::uint64_t pear = hashToken(u"pear");
    // tf weights: doc 1 and doc 2 have apple x2, pear x1 -> fp = apple (see above);
    // doc 3 has apple x1, pear x1 -> fp = apple & pear; doc 4 has no tokens.
    const std::vector<DetectDocument> docs{document(1, u"apple apple pear"_s), document(2, u"pear apple apple"_s),
                                           document(3, u"apple pear"_s), document(4, QString())};
    const Detector *detector = Registry::instance().find(u"simhash");
    nd::JobControl control;
    const DetectResult result = detector->detect(docs, {{u"max_distance"_s, 32}}, control);
    const auto pairs = pairMap(result.pairs);
    QCOMPARE(pairs.at({1, 2}), 0.0);
    const int d13 = std::popcount(apple ^ (apple & pear)); // = popcount(apple & ~pear)
    if (d13 <= 32) {
        QCOMPARE(pairs.at({1, 3}), double(d13));
        QCOMPARE(pairs.at({2, 3}), double(d13));
        QCOMPARE(pairs.size(), std::size_t(3));
    } else {
        QCOMPARE(pairs.size(), std::size_t(1));
    }
    QCOMPARE(result.stats.value(u"signatures"_s).toInt(), 3); // doc 4 left out
    // k = 32 is f/2: tables would be allowed (the pigeonhole design, 33 blocks, 33
    // tables), but for 3 fingerprints their 33 * 3 probes cost more than the 3
    // comparisons of all pairs, which are made instead.
    QCOMPARE(result.stats.value(u"search"_s).toString(), u"all pairs"_s);
    QCOMPARE(result.stats.value(u"candidates"_s).toInt(), 3);
    QCOMPARE(result.stats.value(u"tables"_s).toInt(), 0);
}

void TestSimhashDetector::detectWithTfIdf()
{
    const std::uint64_t a = hashToken(u"a");
    const std::uint64_t b = hashToken(u"b");
    const std::uint64_t c = hashToken(u"c");
    // D1 = [a b], D2 = [a], D3 = [c]; N = 3, df(a) = 2, df(b) = df(c) = 1.
    // idf = ln((1+N)/(1+df)) + 1: a -> ln(4/3)+1 = 1.288, b -> ln 2 + 1 = 1.693.
    // So in D1, b outweighs a and fp(D1) = b; fp(D2) = a; fp(D3) = c.
    // (With tf alone, a and b tie and fp(D1) = a & b.)
    const std::vector<DetectDocument> docs{document(1, u"a b"_s), document(2, u"a"_s), document(3, u"c"_s)};
    const Detector *detector = Registry::instance().find(u"simhash");
    nd::JobControl control;
    const Params params{{u"max_distance"_s, 32}, {u"weighting"_s, u"tfidf"_s}};
    auto pairs = pairMap(detector->detect(docs, params, control).pairs);
    auto expect = [&](qint64 x, qint64 y, std::uint64_t fx, std::uint64_t fy) {
        const int d = std::popcount(fx ^ fy);
        if (d <= 32)
            QCOMPARE(pairs.at({x, y}), double(d));
        else
            QVERIFY(!pairs.contains({x, y}));
    };
    expect(1, 2, b, a);
    expect(1, 3, b, c);
    expect(2, 3, a, c);

    pairs = pairMap(detector->detect(docs, {{u"max_distance"_s, 32}}, control).pairs);
    expect(1, 2, a & b, a);
    expect(1, 3, a & b, c);
}

void TestSimhashDetector::thirtyTwoBits()
{
    const std::uint64_t apple = hashToken(u"apple");
    const std::uint64_t pear = hashToken(u"pear");
    const std::vector<DetectDocument> docs{document(1, u"apple apple pear"_s), document(2, u"apple pear"_s)};
    const Detector *detector = Registry::instance().find(u"simhash");
    nd::JobControl control;
    const auto result = detector->detect(docs, {{u"bits"_s, 32}, {u"max_distance"_s, 16}}, control);
    // Only the low 32 bits vote: distance = popcount(low32(apple & ~pear)).
    const int d = std::popcount(std::uint32_t(apple & ~pear));
    QCOMPARE(result.pairs.size(), std::size_t(d <= 16 ? 1 : 0));
    if (d <= 16)
        QCOMPARE(result.pairs[0].score, double(d));
}

void TestSimhashDetector::parameterChecks()
{
    const Detector *detector = Registry::instance().find(u"simhash");
    QCOMPARE(detector->scoreKind(), nd::ScoreKind::Distance);
    QString error;
    // Beyond f/2 the permuted tables give way to comparing every pair; f bits is refused.
    detector->resolve({{u"bits"_s, u"32"_s}, {u"max_distance"_s, 20}}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(detector->allPairs({{u"bits"_s, u"32"_s}, {u"max_distance"_s, 20}}));
    QVERIFY(!detector->allPairs({{u"bits"_s, u"32"_s}, {u"max_distance"_s, 16}}));
    detector->resolve({{u"bits"_s, u"32"_s}, {u"max_distance"_s, 32}}, &error);
    QVERIFY2(error.contains(u"below 32"), qPrintable(error));
    detector->resolve({{u"bits"_s, u"48"_s}}, &error);
    QVERIFY(error.contains(u"bits"));
    const ThresholdRange range = detector->thresholdRange({{u"max_distance"_s, 5}});
    QCOMPARE(range.maximum, 5.0);
    QCOMPARE(range.suggested, 3.0);
    QCOMPARE(detector->thresholdRange({{u"max_distance"_s, 1}}).suggested, 1.0);
    detector->resolve({{u"max_distance"_s, 3}, {u"blocks"_s, 3}}, &error);
    QVERIFY2(error.contains(u"blocks"), qPrintable(error));
    detector->resolve({{u"max_distance"_s, 3}, {u"blocks"_s, 6}}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestSimhashDetector::planShowsTables()
{
    const Detector *detector = Registry::instance().find(u"simhash");
    // k = 3, 6 blocks: Manku's 20 tables with 3 blocks (31+ bits) as prefix.
    const QString plan = detector->plan({{u"max_distance"_s, 3}, {u"blocks"_s, 6}});
    QVERIFY2(plan.contains(u"6 blocks") && plan.contains(u"20 tables") && plan.contains(u"31 bits"), qPrintable(plan));
    // Automatic design for 65,536 documents: 16-bit target, 4 blocks of 16 bits.
    const QString automatic = detector->plan({{u"max_distance"_s, 3}});
    QVERIFY2(automatic.contains(u"4 blocks") && automatic.contains(u"4 tables"), qPrintable(automatic));
}

void TestSimhashDetector::fingerprintsEqualMergedFeatures_data()
{
    QTest::addColumn<bool>("tfidf");
    QTest::addColumn<int>("bits");
    QTest::addColumn<int>("shingleSize");
    QTest::addColumn<int>("lexicons");
    QTest::newRow("tf 64, words") << false << 64 << 1 << 1;
    QTest::newRow("tfidf 64, words") << true << 64 << 1 << 1;
    QTest::newRow("tfidf 32, words") << true << 32 << 1 << 1;
    QTest::newRow("tf 64, 2-shingles") << false << 64 << 2 << 1;
    QTest::newRow("tf 32, 3-shingles, 2 lexicons") << false << 32 << 3 << 2;
    QTest::newRow("tfidf 64, 2-shingles") << true << 64 << 2 << 1;
    QTest::newRow("tfidf 32, 3-shingles") << true << 32 << 3 << 1;
    QTest::newRow("tfidf 64, 4-shingles, 3 lexicons") << true << 64 << 4 << 3;
}

void TestSimhashDetector::fingerprintsEqualMergedFeatures()
{
    // The fast path (a vote of every shingle occurrence, IDF by the token ids kept
    // while counting, or looked up in the IDF table) against the definition the
    // path before it computed: the sorted, merged features of SimhashModel::features()
    // voted by simhashFingerprint(). Random Zipf-like documents, one empty.
    QFETCH(bool, tfidf);
    QFETCH(int, bits);
    QFETCH(int, shingleSize);
    QFETCH(int, lexicons);
    std::mt19937 random(7);
    std::vector<DetectDocument> docs;
    for (int d = 0; d < 60; ++d) {
        QStringList words;
        const int length = d == 5 ? 0 : 1 + int(random() % 80);
        for (int w = 0; w < length; ++w)
            words << u"w%1"_s.arg(int(std::pow(double(random() % 1000 + 1) / 1000.0, 3) * 300));
        docs.push_back(document(d + 1, words.join(u' ')));
    }
    SimhashSettings settings;
    settings.bits = bits;
    settings.weighting = tfidf ? SimhashSettings::Weighting::TfIdf : SimhashSettings::Weighting::Tf;
    settings.shingleSize = shingleSize;
    settings.lexicons = lexicons;
    settings.lexiconFraction = 0.5;
    nd::JobControl control;
    const CollectionTokenHashes hashes(docs, control);
    const SimhashModel model(settings, hashes, control);
    for (std::size_t d = 0; d < docs.size(); ++d) {
        SimhashModel::Fingerprints expected;
        for (int l = 0; l < lexicons; ++l) {
            const auto features = model.features(hashes[d], l);
            expected.present.push_back(!features.empty());
            expected.values.push_back(nd::features::simhashFingerprint(features, bits));
        }
        const auto byLookup = model.fingerprints(hashes[d]);
        const auto byId = model.collectionFingerprints(d, hashes[d]);
        QCOMPARE(byLookup.present, expected.present);
        QCOMPARE(byLookup.values, expected.values);
        QCOMPARE(byId.present, expected.present);
        QCOMPARE(byId.values, expected.values);
        QCOMPARE(model.fingerprints(docs[d].tokens).values, expected.values);
    }
    QVERIFY(!model.fingerprints(hashes[5]).present.at(0)); // document 6 (d = 5) is empty
}

void TestSimhashDetector::tokenHashesAloneGiveSamePairs()
{
    // What prepareDocuments hands a detector whose tokenForm() is Hashes: hashes, no
    // token strings and no text. Every simhash-family method, verified or not, must
    // find the same pairs with the same scores as from the strings.
    std::vector<DetectDocument> docs{document(1, u"apple apple pear plum fig"_s),
                                     document(2, u"apple pear plum plum fig"_s), document(3, u"fig kiwi lime apple"_s)};
    std::vector<DetectDocument> hashed = docs;
    for (DetectDocument &d : hashed) {
        d.setTokenHashes(nd::features::tokenHashes(d.tokens));
        d.tokens.clear();
        d.text.clear();
    }
    const std::vector<std::pair<QString, Params>> runs{
        {u"simhash"_s, {{u"max_distance"_s, 32}}},
        {u"simhash"_s, {{u"max_distance"_s, 32}, {u"weighting"_s, u"tfidf"_s}}},
        {u"simhash-shingles"_s, {{u"max_distance"_s, 31}}},
        {u"simhash-shingles"_s, {{u"max_distance"_s, 31}, {u"verify"_s, u"exact"_s}}},
        {u"simhash-lexicons"_s, {{u"max_distance"_s, 31}}},
        {u"simhash-fusion"_s, {{u"max_distance"_s, 31}, {u"verify"_s, u"exact"_s}}},
    };
    nd::JobControl control;
    for (const auto &[method, params] : runs) {
        const Detector *detector = Registry::instance().find(method);
        QVERIFY2(detector->tokenForm(params) == TokenForm::Hashes, qPrintable(method));
        const auto fromStrings = pairMap(detector->detect(docs, params, control).pairs);
        const auto fromHashes = pairMap(detector->detect(hashed, params, control).pairs);
        QCOMPARE(fromHashes, fromStrings);
        QVERIFY2(!fromStrings.empty(), qPrintable(method));
    }
    QCOMPARE(Registry::instance().find(u"simhash-weighted")->tokenForm({}), TokenForm::None); // reads the text
}

QTEST_GUILESS_MAIN(TestSimhashDetector)
#include "tst_simhashdetector.moc"
