#include "detect/detector.h"
#include "detect/imatch/imatchlexiconsdetector.h"
#include "detecttesthelpers.h"
#include "base/hashing.h"

#include "testsupport.h"

#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using nd::test::sortedTokenHashes;
using namespace nd::detect;
using namespace nd::detect::testing;
using nd::hashToken;

class TestIMatchLexiconsDetector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lexiconsReproducible();
    void identicalSetsMatchEverySlot();
    void scoreCountsMatchingSlots();
    void slotsWorkedByHand();
    void thresholdRange();
};

void TestIMatchLexiconsDetector::lexiconsReproducible()
{
    const auto lexicon =
        sortedTokenHashes({u"a"_s, u"b"_s, u"c"_s, u"d"_s, u"e"_s, u"f"_s, u"g"_s, u"h"_s, u"i"_s, u"j"_s});
    const auto one = IMatchLexiconsDetector::extraLexicon(lexicon, 0.5, 1, 1);
    // round(0.5 * 10) = 5 terms, a sorted subset of the lexicon.
    QCOMPARE(one.size(), std::size_t(5));
    QVERIFY(std::is_sorted(one.begin(), one.end()));
    QVERIFY(std::includes(lexicon.begin(), lexicon.end(), one.begin(), one.end()));
    // Same seed and index: the same subset; another seed or index: another one
    // (two of the 252 five-subsets; these seeds were checked not to collide).
    QCOMPARE(IMatchLexiconsDetector::extraLexicon(lexicon, 0.5, 1, 1), one);
    QVERIFY(IMatchLexiconsDetector::extraLexicon(lexicon, 0.5, 2, 1) != one);
    QVERIFY(IMatchLexiconsDetector::extraLexicon(lexicon, 0.5, 1, 2) != one);
    // Fraction 1 keeps everything; 0.34 of 10 rounds to 3.
    QCOMPARE(IMatchLexiconsDetector::extraLexicon(lexicon, 1.0, 7, 3), lexicon);
    QCOMPARE(IMatchLexiconsDetector::extraLexicon(lexicon, 0.34, 7, 3).size(), std::size_t(3));
}

void TestIMatchLexiconsDetector::identicalSetsMatchEverySlot()
{
    // Band [0, 1] keeps every term. With fraction 1 every extra lexicon is the whole
    // lexicon, so D1 "a b c d" and D3 "d c b a a" (same set) agree in all K + 1 = 5
    // slots, and D1, D2 "a b c e" in none (e/d differ in every slot): no pair.
    const Detector *detector = Registry::instance().find(u"imatch-lexicons");
    QVERIFY(detector);
    const std::vector<DetectDocument> docs{document(1, u"a b c d"_s), document(2, u"a b c e"_s),
                                           document(3, u"d c b a a"_s)};
    nd::JobControl control;
    const DetectResult result = detector->detect(
        docs, {{u"nidf_low"_s, 0.0}, {u"nidf_high"_s, 1.0}, {u"lexicons"_s, 4}, {u"lexicon_fraction"_s, 1.0}}, control);
    const auto pairs = pairMap(result.pairs);
    QCOMPARE(pairs.size(), std::size_t(1));
    QCOMPARE(pairs.at({1, 3}), 5.0);
}

void TestIMatchLexiconsDetector::scoreCountsMatchingSlots()
{
    // D1 "a b c d", D2 "a b c e", band [0, 1]: lexicon {a, b, c, d, e}. Slot 0 (the
    // whole lexicon) differs. Extra lexicon k keeps round(0.6 * 5) = 3 terms; D1 and
    // D2 agree in slot k exactly when it misses both d and e, i.e. it is {a, b, c}.
    // So the score is the number of k in 1..K whose lexicon is {a, b, c}.
    const auto lexicon = sortedTokenHashes({u"a"_s, u"b"_s, u"c"_s, u"d"_s, u"e"_s});
    const auto abc = sortedTokenHashes({u"a"_s, u"b"_s, u"c"_s});
    const int k = 20;
    int expected = 0;
    for (int i = 1; i <= k; ++i)
        expected += IMatchLexiconsDetector::extraLexicon(lexicon, 0.6, 1, i) == abc ? 1 : 0;
    // 1 of the 10 three-subsets: about 2 of 20 expected; the example needs at least one.
    QVERIFY2(expected > 0, "seed 1 gives no {a, b, c} lexicon; choose another seed");

    const Detector *detector = Registry::instance().find(u"imatch-lexicons");
    const std::vector<DetectDocument> docs{document(1, u"a b c d"_s), document(2, u"e c b a"_s)};
    nd::JobControl control;
    const DetectResult result = detector->detect(
        docs,
        {{u"nidf_low"_s, 0.0}, {u"nidf_high"_s, 1.0}, {u"lexicons"_s, k}, {u"lexicon_fraction"_s, 0.6}, {u"seed"_s, 1}},
        control);
    const auto pairs = pairMap(result.pairs);
    QCOMPARE(pairs.size(), std::size_t(1));
    QCOMPARE(pairs.at({1, 2}), double(expected));
}

void TestIMatchLexiconsDetector::slotsWorkedByHand()
{
    // Beside scoreCountsMatchingSlots, whose expected score comes from
    // extraLexicon itself, a case that holds whatever terms the lexicons keep.
    // Band [0, 1]: lexicon {a, b, c, d, e}; fraction 0.8 keeps round(0.8 * 5) = 4
    // terms, so each of the K = 3 extra lexicons misses exactly one term.
    //   D1 "a b c d", D3 "b a d c": the same terms, so the same signature in the
    //   I-Match slot and in every extra one: 1 + 3 = 4 slots.
    //   D1 "a b c d", D2 "a b c e": slot 0 differs (d against e). To agree in an
    //   extra slot its lexicon would have to miss both d and e; it misses one.
    //   0 slots, no pair. D2, D3 likewise. For every seed.
    const Detector *detector = Registry::instance().find(u"imatch-lexicons");
    QVERIFY(detector);
    const std::vector<DetectDocument> docs{document(1, u"a b c d"_s), document(2, u"a b c e"_s),
                                           document(3, u"b a d c"_s)};
    for (const int seed : {1, 2, 3, 17}) {
        nd::JobControl control;
        const DetectResult result = detector->detect(docs,
                                                     {{u"nidf_low"_s, 0.0},
                                                      {u"nidf_high"_s, 1.0},
                                                      {u"lexicons"_s, 3},
                                                      {u"lexicon_fraction"_s, 0.8},
                                                      {u"seed"_s, seed}},
                                                     control);
        const auto pairs = pairMap(result.pairs);
        QCOMPARE(pairs.size(), std::size_t(1));
        QCOMPARE(pairs.at({1, 3}), 4.0);
    }
}

void TestIMatchLexiconsDetector::thresholdRange()
{
    const Detector *detector = Registry::instance().find(u"imatch-lexicons");
    const ThresholdRange range = detector->thresholdRange({{u"lexicons"_s, 7}});
    QCOMPARE(range.minimum, 1.0);
    QCOMPARE(range.maximum, 8.0);
    QCOMPARE(range.suggested, 1.0);
    QString error;
    const Params p = detector->resolve({}, &error);
    QVERIFY(error.isEmpty());
    QCOMPARE(p.value(u"lexicons"_s).toInt(), 10);
    QCOMPARE(p.value(u"seed"_s).toInt(), 1);
    detector->resolve({{u"lexicons"_s, 21}}, &error);
    QVERIFY(error.contains(u"lexicons"));
}

QTEST_GUILESS_MAIN(TestIMatchLexiconsDetector)
#include "tst_imatchlexiconsdetector.moc"
