#include "detect/detector.h"
#include "detect/simhash/simhashdetector.h"
#include "detect/simhash/weightedsimhashdetector.h"
#include "detecttesthelpers.h"
#include "features/hammingindex.h"
#include "base/hashing.h"
#include "features/nounlexicon.h"
#include "testsupport.h"

#include <QTest>

#include <algorithm>
#include <array>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace nd::detect;
using namespace nd::detect::testing;
using nd::hashToken;

class TestWeightedSimhashDetector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scoresByHand_data();
    void scoresByHand();
    void featuresAreWordHashes();
    void featuresAgreeWithWordScoresBeyondAscii();
    void featuresOfManyWordsAgreeWithWordScores();
    void detectsByFingerprint();
    void parameters();
};

namespace {
// A lexicon with two nouns only, so the test does not depend on WordNet.
nd::features::NounLexicon testNouns(const QTemporaryDir &dir)
{
    return nd::features::NounLexicon(
        nd::test::writeFile(dir, u"index.noun"_s, "dog n 1 1 @ 1 0 1\nhome n 1 1 @ 1 0 1\n"));
}
} // namespace

void TestWeightedSimhashDetector::scoresByHand_data()
{
    QTest::addColumn<double>("lambda");
    QTest::addColumn<QList<double>>("scores"); // dog, home, quickly, ran
    QTest::addColumn<QList<double>>("weights");
    // "Dog and dog quickly ran home": lower-cased, "and" is a stopword. Words:
    // dog n=2 Len 0 (3 chars) Pos 1; home n=1 Len 1 Pos 1; quickly n=1 Len 1 Pos 0;
    // ran n=1 Len 0 Pos 0. Score = n + lambda (Len + Pos), W = Score / max Score.
    // lambda 1: 3, 3, 2, 1 -> max 3 -> W 1, 1, 2/3, 1/3.
    QTest::newRow("lambda 1") << 1.0 << QList<double>{3, 3, 2, 1} << QList<double>{1, 1, 2.0 / 3, 1.0 / 3};
    // lambda 0.5: 2.5, 2, 1.5, 1 -> W 1, 0.8, 0.6, 0.4.
    QTest::newRow("lambda 0.5") << 0.5 << QList<double>{2.5, 2, 1.5, 1} << QList<double>{1, 0.8, 0.6, 0.4};
    // lambda 0 (plain word counts): 2, 1, 1, 1 -> W 1, 0.5, 0.5, 0.5.
    QTest::newRow("lambda 0") << 0.0 << QList<double>{2, 1, 1, 1} << QList<double>{1, 0.5, 0.5, 0.5};
}

void TestWeightedSimhashDetector::scoresByHand()
{
    QFETCH(double, lambda);
    QFETCH(QList<double>, scores);
    QFETCH(QList<double>, weights);
    QTemporaryDir dir;
    const auto nouns = testNouns(dir);
    const auto words = WeightedSimhashDetector::wordScores(u"Dog and dog quickly ran home"_s, lambda, nouns);
    QCOMPARE(words.size(), std::size_t(4));
    const QStringList expectedWords{u"dog"_s, u"home"_s, u"quickly"_s, u"ran"_s};
    const QList<int> counts{2, 1, 1, 1}, lens{0, 1, 1, 0}, poses{1, 1, 0, 0};
    for (int i = 0; i < 4; ++i) {
        const auto &w = words[std::size_t(i)];
        QCOMPARE(w.word, expectedWords[i]);
        QCOMPARE(w.count, counts[i]);
        QCOMPARE(w.len, lens[i]);
        QCOMPARE(w.pos, poses[i]);
        QVERIFY2(std::abs(w.score - scores[i]) < 1e-12, qPrintable(w.word));
        QVERIFY2(std::abs(w.weight - weights[i]) < 1e-12, qPrintable(w.word));
    }
}

void TestWeightedSimhashDetector::featuresAreWordHashes()
{
    QTemporaryDir dir;
    const auto nouns = testNouns(dir);
    // Without a noun list (another language) Pos is 0: "home" scores 1 + 1 (Len) = 2,
    // "dog" 2 + 0 = 2 (W 1 each). The features carry Score, which gives the same
    // fingerprint as W (a common positive factor) with exact sums.
    const nd::features::NounLexicon none(u"/nonexistent"_s);
    int words = 0;
    const auto features = WeightedSimhashDetector::weightedFeatures(u"dog home Dog"_s, 1.0, none, &words);
    QCOMPARE(words, 3);
    // Ordered by hash, whatever the words' order.
    std::vector<std::pair<std::uint64_t, double>> expected{{hashToken(u"dog"), 2.0}, {hashToken(u"home"), 2.0}};
    std::sort(expected.begin(), expected.end());
    QCOMPARE(features.size(), std::size_t(2));
    QCOMPARE(features[0].first, expected[0].first);
    QCOMPARE(features[0].second, 2.0);
    QCOMPARE(features[1].first, expected[1].first);
    QCOMPARE(features[1].second, 2.0);
}

void TestWeightedSimhashDetector::featuresAgreeWithWordScoresBeyondAscii()
{
    // weightedFeatures() counts words by hash with its own lower-casing; it must
    // give wordScores()' Score for every word, ASCII or not. By hand, lambda 1:
    // "Ärger" and "ÄRGER" are one word, n 2, 5 characters (Len 1), Pos 0: 3;
    // "𝒜bc" is 3 characters in 4 UTF-16 units (Len 0): 1; "Dogs" reduces to the
    // noun "dog" (Pos 1), 4 characters (Len 1): 3; "dog" n 1, Len 0, Pos 1: 2;
    // "ΣΟΦΟΣ" (5 characters, Len 1): 2; "and" is a stopword.
    QTemporaryDir dir;
    const auto nouns = testNouns(dir);
    const QString text = u"Ärger and ÄRGER 𝒜bc Dogs dog ΣΟΦΟΣ"_s;
    int words = 0;
    const auto features = WeightedSimhashDetector::weightedFeatures(text, 1.0, nouns, &words);
    QCOMPARE(words, 6);
    std::vector<std::pair<std::uint64_t, double>> expected;
    for (const auto &w : WeightedSimhashDetector::wordScores(text, 1.0, nouns))
        expected.emplace_back(hashToken(w.word), w.score);
    std::sort(expected.begin(), expected.end());
    QCOMPARE(features, expected);
    const auto scoreOf = [&](const QString &word) {
        const auto it =
            std::find_if(features.begin(), features.end(), [&](const auto &f) { return f.first == hashToken(word); });
        return it == features.end() ? -1.0 : it->second;
    };
    QCOMPARE(features.size(), std::size_t(5));
    QCOMPARE(scoreOf(u"ärger"_s), 3.0);
    QCOMPARE(scoreOf(u"𝒜bc"_s), 1.0);
    QCOMPARE(scoreOf(u"dogs"_s), 3.0);
    QCOMPARE(scoreOf(u"dog"_s), 2.0);
    QCOMPARE(scoreOf(QString(u"ΣΟΦΟΣ"_s).toLower()), 2.0);
}

void TestWeightedSimhashDetector::featuresOfManyWordsAgreeWithWordScores()
{
    // Many short distinct words outgrow the counting table's first guess (a word
    // every six characters; these take four), and 40 words whose hashes share
    // their top 12 bits crowd one bucket of the ordering by hash past its
    // insertion limit. Features, order and fingerprint must still be those of
    // wordScores() and of a vote counted bit by bit.
    QTemporaryDir dir;
    const auto nouns = testNouns(dir);
    QStringList words;
    for (int i = 0; i < 3000; ++i) {
        QString word;
        for (int n = i; word.size() < 3; n /= 26)
            word.append(QChar(u'a' + n % 26));
        words.append(word);
    }
    QStringList crowded;
    const std::uint64_t top = hashToken(u"crowd0"_s) >> 52;
    for (int i = 0; crowded.size() < 40; ++i) {
        const QString word = u"crowd%1"_s.arg(i);
        if (hashToken(word) >> 52 == top)
            crowded.append(word);
    }
    const QString text = words.join(u' ') + u' ' + crowded.join(u' ') + u" Dog dog home"_s;
    int counted = 0;
    const auto features = WeightedSimhashDetector::weightedFeatures(text, 0.5, nouns, &counted);
    std::vector<std::pair<std::uint64_t, double>> expected;
    for (const auto &w : WeightedSimhashDetector::wordScores(text, 0.5, nouns))
        expected.emplace_back(hashToken(w.word), w.score);
    std::sort(expected.begin(), expected.end());
    QVERIFY(expected.size() > 2500); // stopwords among the three-letter words are left out
    QCOMPARE(features, expected);

    std::array<double, 64> setWeight{};
    double total = 0.0;
    for (const auto &[hash, weight] : expected) {
        total += weight;
        for (int bit = 0; bit < 64; ++bit)
            setWeight[std::size_t(bit)] += ((hash >> bit) & 1u) ? weight : 0.0;
    }
    std::uint64_t byBits = 0;
    for (int bit = 0; bit < 64; ++bit) {
        if (2.0 * setWeight[std::size_t(bit)] - total > 0.0)
            byBits |= std::uint64_t(1) << bit;
    }
    QCOMPARE(SimhashDetector::fingerprint(features, 64), byBits);
}

void TestWeightedSimhashDetector::detectsByFingerprint()
{
    // One word per document: the word's only vote makes the fingerprint its hash.
    // "Home" and "home home" -> hash("home") both: distance 0. "The and" has no word
    // left (stopwords) and is skipped. "dog" is popcount(hash(dog) ^ hash(home)) away.
    const Detector *detector = Registry::instance().find(u"simhash-weighted");
    QVERIFY(detector);
    std::vector<DetectDocument> docs{document(1, u"Home"_s), document(2, u"home home"_s), document(3, u"The and"_s),
                                     document(4, u"dog"_s)};
    nd::JobControl control;
    const DetectResult result = detector->detect(docs, {{u"max_distance"_s, 32}}, control);
    const auto pairs = pairMap(result.pairs);
    QCOMPARE(pairs.at({1, 2}), 0.0);
    const int d = nd::features::HammingIndex::distance(hashToken(u"dog"), hashToken(u"home"));
    QCOMPARE(pairs.count({1, 4}), std::size_t(d <= 32 ? 1 : 0));
    if (d <= 32)
        QCOMPARE(pairs.at({2, 4}), double(d));
    QVERIFY(pairs.count({1, 3}) == 0 && pairs.count({3, 4}) == 0);
    QCOMPARE(result.stats.value(u"signatures"_s).toInt(), 3);
    // Three fingerprints: comparing the three pairs costs less than any table.
    QCOMPARE(result.stats.value(u"search"_s).toString(), u"all pairs"_s);

    // Four documents of the one word "home": C(4,2) = 6 pairs at distance 0,
    // counted in full and refused against a bound of 5; kept under a bound of 6.
    const std::vector<DetectDocument> homes{document(1, u"home"_s), document(2, u"Home"_s), document(3, u"home home"_s),
                                            document(4, u"HOME"_s)};
    control.setPairLimit(5);
    try {
        detector->detect(homes, {{u"max_distance"_s, 3}}, control);
        QFAIL("six pairs against a bound of five were not refused");
    } catch (const nd::TooManyPairs &refusal) {
        QCOMPARE(refusal.pairs(), 6);
        QVERIFY(!refusal.atLeast());
    }
    control.setPairLimit(6);
    QCOMPARE(detector->detect(homes, {{u"max_distance"_s, 3}}, control).pairs.size(), std::size_t(6));
}

void TestWeightedSimhashDetector::parameters()
{
    const Detector *detector = Registry::instance().find(u"simhash-weighted");
    QString error;
    const Params p = detector->resolve({}, &error);
    QVERIFY(error.isEmpty());
    QCOMPARE(p.value(u"max_distance"_s).toInt(), 16);
    QCOMPARE(p.value(u"lambda"_s).toDouble(), 1.0);
    detector->resolve({{u"max_distance"_s, 33}}, &error);
    QVERIFY(error.contains(u"max_distance"));
    QCOMPARE(detector->scoreKind(), nd::ScoreKind::Distance);
    QCOMPARE(detector->thresholdRange({}).maximum, 16.0);
    // The simhash family's search plan: at the default bound of 16 bits the tables'
    // prefixes are too short to beat comparing every pair; at 3 bits they win.
    QVERIFY2(detector->plan({}).contains(u"compares all pairs"), qPrintable(detector->plan({})));
    QVERIFY2(detector->plan({{u"max_distance"_s, 3}}).contains(u"uses the tables"),
             qPrintable(detector->plan({{u"max_distance"_s, 3}})));
}

QTEST_GUILESS_MAIN(TestWeightedSimhashDetector)
#include "tst_weightedsimhashdetector.moc"
