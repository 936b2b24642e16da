#include "detecttesthelpers.h"
#include "detect/simhash/simhashmodel.h"
#include "detect/simhash/simhashvariantdetector.h"
#include "base/hashing.h"
#include "features/shingles.h"

#include <QRandomGenerator>
#include <QTest>

#include <bit>
#include <cmath>
#include <map>

using namespace Qt::StringLiterals;
using namespace nd::detect;
using namespace nd::detect::testing;
using nd::hashToken;

namespace {

// A model of `lexicons` lexicons (seed 1), each extra one keeping `fraction` of
// the words, over no collection: enough to ask which words a lexicon keeps.
SimhashModel lexiconModel(int lexicons, double fraction)
{
    nd::JobControl control;
    SimhashSettings settings;
    settings.lexicons = lexicons;
    settings.lexiconFraction = fraction;
    return SimhashModel(settings, {}, control);
}

// `count` documents (ids 1..count) of `length` random words "<prefix>N" over a
// vocabulary of `vocabulary`, seeded with `seed`; document d (0-based) with
// d % copyEvery == copyAt is a near copy of the one before: one word replaced.
std::vector<DetectDocument> nearCopyCollection(quint32 seed, int count, int copyEvery, int copyAt, int length,
                                               int vocabulary, const QString &prefix)
{
    QRandomGenerator random(seed);
    std::vector<DetectDocument> docs;
    QStringList previous;
    for (int d = 0; d < count; ++d) {
        QStringList words;
        if (d % copyEvery == copyAt) {
            words = previous;
            words[random.bounded(int(words.size()))] = prefix + QString::number(random.bounded(vocabulary));
        } else {
            for (int i = 0; i < length; ++i)
                words.append(prefix + QString::number(random.bounded(vocabulary)));
        }
        previous = words;
        docs.push_back(document(d + 1, words.join(u' ')));
    }
    return docs;
}

// A dozen documents of 25 words over a 30-word vocabulary, some of them edited copies.
std::vector<DetectDocument> randomCollection()
{
    return nearCopyCollection(77, 12, 3, 1, 25, 30, u"w"_s);
}

nd::ScoredPairs run(const QString &method, const Params &params, const std::vector<DetectDocument> &docs)
{
    nd::JobControl control;
    return Registry::instance().find(method)->detect(docs, params, control).pairs;
}

bool samePairs(const nd::ScoredPairs &x, const nd::ScoredPairs &y)
{
    return pairMap(x) == pairMap(y);
}

} // namespace

class TestSimhashVariantDetector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void registeredWithPaperDefaults();
    void shingleWeightsByHand();
    void shingleSizeOneEqualsSimhashTfIdf();
    void tfWeightingCountsOccurrences();
    void oneLexiconEqualsNoLexicons();
    void lexiconKeepsItsFraction();
    void lexiconRescuesAnEditedPair();
    void fusionDistanceIsAtMostShingles();
    void boundsBeyondHalfCompareEveryPair();
    void searchChosenByCost();
    void verifiedScoreIsJaccardDistanceByHand();
    void verifyParameter();
    void queriesKeepOnlyTheirPairs();
    void queriesAreCheckedIds();
    void documentFingerprinterAgreesWithTheCollectionsFingerprints();
};

void TestSimhashVariantDetector::registeredWithPaperDefaults()
{
    const Detector *fusion = Registry::instance().find(u"simhash-fusion");
    QVERIFY(fusion && Registry::instance().find(u"simhash-shingles") && Registry::instance().find(u"simhash-lexicons"));
    QString error;
    const Params p = fusion->resolve({}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    // Paper 000: 32-bit fingerprints, k = 2, L = 5 (Table 1's best).
    QCOMPARE(p.value(u"bits"_s).toString(), u"32"_s);
    QCOMPARE(p.value(u"shingle_size"_s).toInt(), 2);
    QCOMPARE(p.value(u"lexicons"_s).toInt(), 5);
    QVERIFY(!Registry::instance().find(u"simhash-lexicons")->resolve({}, &error).contains(u"shingle_size"_s));
    QVERIFY(!Registry::instance().find(u"simhash-shingles")->resolve({}, &error).contains(u"lexicons"_s));
    QVERIFY(fusion->plan({}).contains(u"5 fingerprints"));
    QVERIFY(!fusion->allPairs({}));
}

void TestSimhashVariantDetector::shingleWeightsByHand()
{
    // Collection D1 = [a b a], D2 = [a], D3 = [c]: N = 3, df(a) = 2, df(b) = df(c) = 1.
    // idf(a) = ln(4/3) + 1 = 1.28768, idf(b) = ln(2) + 1 = 1.69315.
    const std::vector<DetectDocument> docs{document(1, u"a b a"_s), document(2, u"a"_s), document(3, u"c"_s)};
    nd::JobControl control;
    SimhashSettings settings;
    settings.shingleSize = 2;
    const SimhashModel model(settings, docs, control);
    const double idfA = std::log(4.0 / 3.0) + 1.0;
    const double idfB = std::log(2.0) + 1.0;
    QVERIFY(std::abs(model.idf(hashToken(u"a")) - idfA) < 1e-12);
    QVERIFY(std::abs(model.idf(hashToken(u"b")) - idfB) < 1e-12);
    // An unseen word: df 0 -> ln(4) + 1.
    QVERIFY(std::abs(model.idf(hashToken(u"zzz")) - (std::log(4.0) + 1.0)) < 1e-12);

    const std::uint64_t a = hashToken(u"a"), b = hashToken(u"b");
    // k = 2 over [a b a]: shingles (a b) and (b a), each weighted idf(a) + idf(b) = 2.98083.
    const std::vector<std::uint64_t> d1{a, b, a};
    auto f = model.features(d1, 0);
    QCOMPARE(f.size(), std::size_t(2));
    const std::uint64_t ab = nd::hashSpan(std::vector<std::uint64_t>{a, b});
    const std::uint64_t ba = nd::hashSpan(std::vector<std::uint64_t>{b, a});
    for (const auto &[hash, weight] : f) {
        QVERIFY(hash == ab || hash == ba);
        QVERIFY(std::abs(weight - (idfA + idfB)) < 1e-12);
    }
    // A text shorter than k is one shingle of all its words: [a] -> a itself, idf(a).
    f = model.features(std::vector<std::uint64_t>{a}, 0);
    QCOMPARE(f.size(), std::size_t(1));
    QCOMPARE(f[0].first, a);
    QVERIFY(std::abs(f[0].second - idfA) < 1e-12);

    // k = 1 over [a b a]: a with 2 * idf(a) = 2.57536 (tf * idf), b with idf(b).
    settings.shingleSize = 1;
    const SimhashModel words(settings, docs, control);
    f = words.features(d1, 0);
    QCOMPARE(f.size(), std::size_t(2));
    for (const auto &[hash, weight] : f)
        QVERIFY(std::abs(weight - (hash == a ? 2 * idfA : idfB)) < 1e-12);
}

void TestSimhashVariantDetector::shingleSizeOneEqualsSimhashTfIdf()
{
    // The stated equality: simhash-shingles with k = 1 is simhash with weighting tfidf
    // (feature = the word's hash, weight = tf * idf), pair for pair and bit for bit.
    const auto docs = randomCollection();
    const Params common{{u"bits"_s, u"64"_s}, {u"max_distance"_s, 32}};
    Params shingles = common;
    shingles.insert(u"shingle_size"_s, 1);
    Params simhash = common;
    simhash.insert(u"weighting"_s, u"tfidf"_s);
    const nd::ScoredPairs x = run(u"simhash-shingles"_s, shingles, docs);
    QVERIFY(x.size() >= 11); // the near copies at least
    QVERIFY(samePairs(x, run(u"simhash"_s, simhash, docs)));
    // ... and k = 2 is a different method.
    shingles.insert(u"shingle_size"_s, 2);
    QVERIFY(!samePairs(x, run(u"simhash-shingles"_s, shingles, docs)));
}

void TestSimhashVariantDetector::tfWeightingCountsOccurrences()
{
    // weighting = tf: each occurrence of a feature weighs 1, no IDF.
    const std::vector<DetectDocument> docs{document(1, u"a b a"_s), document(2, u"a"_s)};
    nd::JobControl control;
    SimhashSettings settings;
    settings.weighting = SimhashSettings::Weighting::Tf;
    settings.shingleSize = 2;
    const SimhashModel model(settings, docs, control);
    const std::uint64_t a = hashToken(u"a"), b = hashToken(u"b");
    const std::vector<std::uint64_t> d1{a, b, a};
    // k = 2 over [a b a]: (a b) and (b a), weight 1 each.
    auto f = model.features(d1, 0);
    QCOMPARE(f.size(), std::size_t(2));
    for (const auto &[hash, weight] : f)
        QCOMPARE(weight, 1.0);
    // k = 1: a twice (weight 2), b once.
    settings.shingleSize = 1;
    f = SimhashModel(settings, docs, control).features(d1, 0);
    QCOMPARE(f.size(), std::size_t(2));
    for (const auto &[hash, weight] : f)
        QCOMPARE(weight, hash == a ? 2.0 : 1.0);

    // The detectors: tfidf is the default of the shingle variants (paper 000), and
    // simhash-shingles with k = 1 and tf is simhash with tf, pair for pair.
    QString error;
    QCOMPARE(Registry::instance().find(u"simhash-shingles")->resolve({}, &error).value(u"weighting"_s).toString(),
             u"tfidf"_s);
    QCOMPARE(Registry::instance().find(u"simhash-fusion")->resolve({}, &error).value(u"weighting"_s).toString(),
             u"tfidf"_s);
    const auto collection = randomCollection();
    const Params common{{u"bits"_s, u"64"_s}, {u"max_distance"_s, 32}, {u"weighting"_s, u"tf"_s}};
    Params shingles = common;
    shingles.insert(u"shingle_size"_s, 1);
    const nd::ScoredPairs x = run(u"simhash-shingles"_s, shingles, collection);
    QVERIFY(x.size() >= 11);
    QVERIFY(samePairs(x, run(u"simhash"_s, common, collection)));
    // ... and differs from the IDF-weighted run.
    shingles.insert(u"weighting"_s, u"tfidf"_s);
    QVERIFY(!samePairs(x, run(u"simhash-shingles"_s, shingles, collection)));
}

void TestSimhashVariantDetector::oneLexiconEqualsNoLexicons()
{
    // Lexicon 0 is the whole vocabulary, so L = 1 is the method without lexicons
    // (paper 000: "random lexicon size 1 is the shingling based simhash").
    const auto docs = randomCollection();
    QVERIFY(samePairs(run(u"simhash-lexicons"_s, {{u"lexicons"_s, 1}}, docs),
                      run(u"simhash-shingles"_s, {{u"shingle_size"_s, 1}}, docs)));
    QVERIFY(samePairs(run(u"simhash-fusion"_s, {{u"lexicons"_s, 1}}, docs), run(u"simhash-shingles"_s, {}, docs)));
}

void TestSimhashVariantDetector::lexiconKeepsItsFraction()
{
    const SimhashModel model = lexiconModel(3, 0.5);
    int kept1 = 0, kept2 = 0, both = 0;
    for (std::uint64_t i = 0; i < 10000; ++i) {
        const std::uint64_t h = nd::mix64(i + 1);
        QVERIFY(model.inLexicon(0, h));
        kept1 += model.inLexicon(1, h);
        kept2 += model.inLexicon(2, h);
        both += model.inLexicon(1, h) && model.inLexicon(2, h);
    }
    // Binomial(10000, 0.5): sd 50, so 4,700..5,300 is over 6 sd; independent
    // lexicons share about a quarter.
    QVERIFY(kept1 > 4700 && kept1 < 5300);
    QVERIFY(kept2 > 4700 && kept2 < 5300);
    QVERIFY(both > 2200 && both < 2800);
}

void TestSimhashVariantDetector::lexiconRescuesAnEditedPair()
{
    // Two documents that differ in one word (w in D1, v in D2). Lexicon 1 (seed 1,
    // fraction 0.5) is chosen to keep the 8 shared words and drop both w and v: filtered
    // by it the two documents are the same token sequence, so their lexicon-1
    // fingerprints are equal and the pair's distance (the smallest over lexicons) is 0,
    // while the whole-vocabulary fingerprints differ.
    const SimhashModel probe = lexiconModel(2, 0.5);
    QStringList shared, dropped;
    for (int i = 0; shared.size() < 8 || dropped.size() < 2; ++i) {
        const QString word = u"t%1"_s.arg(i);
        if (probe.inLexicon(1, hashToken(word)))
            shared.append(word);
        else
            dropped.append(word);
    }
    const std::vector<DetectDocument> docs{
        document(1, shared.mid(0, 8).join(u' ') + u' ' + dropped[0]),
        document(2, shared.mid(0, 8).join(u' ') + u' ' + dropped[1]),
    };
    const Params params{
        {u"lexicons"_s, 2}, {u"lexicon_fraction"_s, 0.5}, {u"lexicon_seed"_s, 1}, {u"max_distance"_s, 16}};
    const nd::ScoredPairs withLexicon = run(u"simhash-lexicons"_s, params, docs);
    QCOMPARE(withLexicon.size(), std::size_t(1));
    QCOMPARE(withLexicon[0].score, 0.0);
    Params single = params;
    single.insert(u"lexicons"_s, 1);
    const auto alone = pairMap(run(u"simhash-lexicons"_s, single, docs));
    QVERIFY(alone.empty() || alone.begin()->second > 0.0);
}

void TestSimhashVariantDetector::fusionDistanceIsAtMostShingles()
{
    // Lexicon 0 is one of the fusion's lexicons, so every pair simhash-shingles finds
    // within k is found by the fusion too, at the same or a smaller distance.
    const auto docs = randomCollection();
    const auto shingles = pairMap(run(u"simhash-shingles"_s, {}, docs));
    const auto fusion = pairMap(run(u"simhash-fusion"_s, {}, docs));
    QVERIFY(!shingles.empty());
    bool smaller = false;
    for (const auto &[pair, distance] : shingles) {
        QVERIFY(fusion.contains(pair));
        QVERIFY(fusion.at(pair) <= distance);
        smaller = smaller || fusion.at(pair) < distance;
    }
    QVERIFY(fusion.size() >= shingles.size());
    Q_UNUSED(smaller); // usually true, but not guaranteed on a dozen documents
}

void TestSimhashVariantDetector::boundsBeyondHalfCompareEveryPair()
{
    // Paper 000 sweeps the Hamming threshold 0..f-1. Up to f/2 Manku's tables find
    // the pairs; beyond, every pair is compared: the result must be exactly the
    // pairs whose fingerprints differ in at most max_distance bits.
    const auto docs = randomCollection();
    const Params wide{{u"bits"_s, u"32"_s}, {u"max_distance"_s, 31}, {u"shingle_size"_s, 1}};
    const Detector *detector = Registry::instance().find(u"simhash-shingles"_s);
    QVERIFY(detector->allPairs(wide));
    QVERIFY(!detector->allPairs({{u"bits"_s, u"32"_s}, {u"max_distance"_s, 16}}));
    QString error;
    detector->resolve({{u"bits"_s, u"32"_s}, {u"max_distance"_s, 32}}, &error);
    QVERIFY(!error.isEmpty()); // at most f - 1: a bound of f bits would keep every pair

    nd::JobControl control;
    SimhashSettings settings;
    settings.bits = 32;
    settings.maxDistance = 31;
    const SimhashModel model(settings, docs, control);
    std::map<std::pair<qint64, qint64>, double> expected;
    for (std::size_t i = 0; i < docs.size(); ++i)
        for (std::size_t j = i + 1; j < docs.size(); ++j) {
            const int d = std::popcount(model.fingerprints(docs[i].tokens).values[0]
                                        ^ model.fingerprints(docs[j].tokens).values[0]);
            if (d <= 31)
                expected[{docs[i].id, docs[j].id}] = d;
        }
    const nd::ScoredPairs all = run(u"simhash-shingles"_s, wide, docs);
    QCOMPARE(pairMap(all), expected);
    // Within f/2 the tables give the same pairs as the exhaustive comparison.
    const nd::ScoredPairs half =
        run(u"simhash-shingles"_s, {{u"bits"_s, u"32"_s}, {u"max_distance"_s, 16}, {u"shingle_size"_s, 1}}, docs);
    qsizetype withinHalf = 0;
    for (const auto &[pair, distance] : expected)
        withinHalf += distance <= 16 ? 1 : 0;
    QCOMPARE(qsizetype(half.size()), withinHalf);
}

void TestSimhashVariantDetector::searchChosenByCost()
{
    // 400 documents of 60 words over a 2,000-word vocabulary, every fifth a copy of
    // the one before with one word replaced. Within 3 of 64 bits the tables cost
    // 4 * 400 * 8 probes + 4 * 79,800 / 2^9 candidates * 16 ~ 12,900 (bit_width(399)
    // = 9, reached by 4 blocks' 16-bit prefixes) < 79,800 pairs: the tables are used.
    // Within 12 bits (13 tables, 4-bit prefixes) they would cost ~1.3 million: all
    // pairs are compared. Either way the pairs are exactly those of a brute force
    // over the model's fingerprints.
    const std::vector<DetectDocument> docs = nearCopyCollection(400, 400, 5, 4, 60, 2000, u"v"_s);
    nd::JobControl control;
    for (const auto &[k, search] : {std::pair{3, u"tables"_s}, std::pair{12, u"all pairs"_s}}) {
        const Params params{{u"bits"_s, u"64"_s}, {u"max_distance"_s, k}, {u"shingle_size"_s, 2}};
        const DetectResult result = Registry::instance().find(u"simhash-shingles"_s)->detect(docs, params, control);
        QCOMPARE(result.stats.value(u"search"_s).toString(), search);
        SimhashSettings settings;
        settings.bits = 64;
        settings.maxDistance = k;
        settings.shingleSize = 2;
        const SimhashModel model(settings, docs, control);
        std::vector<std::uint64_t> prints;
        for (const DetectDocument &d : docs)
            prints.push_back(model.fingerprints(d.tokens).values[0]);
        std::map<std::pair<qint64, qint64>, double> expected;
        for (std::size_t i = 0; i < docs.size(); ++i)
            for (std::size_t j = i + 1; j < docs.size(); ++j) {
                const int d = std::popcount(prints[i] ^ prints[j]);
                if (d <= k)
                    expected[{docs[i].id, docs[j].id}] = d;
            }
        // Of the 80 edited copies, 29 are within 3 bits and all 80 within 12 (seed 400).
        QVERIFY(expected.size() >= (k == 3 ? 20u : 80u));
        QCOMPARE(pairMap(result.pairs), expected);
    }
    const QString plan =
        Registry::instance().find(u"simhash-shingles"_s)->plan({{u"bits"_s, u"64"_s}, {u"max_distance"_s, 12}});
    QVERIFY2(plan.contains(u"compares all pairs"), qPrintable(plan));
    QVERIFY2(Registry::instance().find(u"simhash"_s)->plan({{u"max_distance"_s, 3}}).contains(u"uses the tables"),
             qPrintable(plan));
}

void TestSimhashVariantDetector::verifiedScoreIsJaccardDistanceByHand()
{
    // Word 2-shingles: D1 = a b c d e -> {ab, bc, cd, de}; D2 = a b c d f -> {ab, bc,
    // cd, df}; D3 = x y z -> {xy, yz}. J(D1, D2) = |{ab, bc, cd}| / |{ab, bc, cd, de,
    // df}| = 3/5, so the verified score is 1 - 3/5 = 0.4; D3 shares nothing with
    // either: 1 - 0 = 1. A bound of 31 of 32 bits keeps every pair whose
    // fingerprints differ in at most 31 bits, and the score no longer depends on them.
    const std::vector<DetectDocument> docs{document(1, u"a b c d e"_s), document(2, u"a b c d f"_s),
                                           document(3, u"x y z"_s)};
    const Params params{
        {u"bits"_s, u"32"_s}, {u"max_distance"_s, 31}, {u"shingle_size"_s, 2}, {u"verify"_s, u"exact"_s}};
    nd::JobControl control;
    const DetectResult result = Registry::instance().find(u"simhash-shingles"_s)->detect(docs, params, control);
    const auto pairs = pairMap(result.pairs);
    QVERIFY(pairs.contains({1, 2}));
    QVERIFY(std::abs(pairs.at({1, 2}) - 0.4) < 1e-12);
    for (const auto &[pair, score] : pairs) {
        if (pair != std::pair<qint64, qint64>{1, 2})
            QCOMPARE(score, 1.0);
    }
    QCOMPARE(result.stats.value(u"verify"_s).toString(), u"exact"_s);
    // The same pairs without verification: Hamming distances, at most 31.
    Params plain = params;
    plain.insert(u"verify"_s, u"none"_s);
    const auto unverified = pairMap(run(u"simhash-shingles"_s, plain, docs));
    QCOMPARE(unverified.size(), pairs.size());
    for (const auto &[pair, distance] : unverified)
        QVERIFY(distance == std::floor(distance) && distance <= 31);
}

void TestSimhashVariantDetector::verifyParameter()
{
    const Detector *shingles = Registry::instance().find(u"simhash-shingles"_s);
    QString error;
    QCOMPARE(shingles->resolve({}, &error).value(u"verify"_s).toString(), u"none"_s);
    QVERIFY(Registry::instance().find(u"simhash-fusion"_s)->resolve({}, &error).contains(u"verify"_s));
    QVERIFY(!Registry::instance().find(u"simhash-lexicons"_s)->resolve({}, &error).contains(u"verify"_s));
    // Verified scores are Jaccard distances: the threshold runs over 0..1.
    const ThresholdRange verified = shingles->thresholdRange({{u"verify"_s, u"exact"_s}});
    QCOMPARE(verified.minimum, 0.0);
    QCOMPARE(verified.maximum, 1.0);
    QCOMPARE(shingles->scoreKind(), nd::ScoreKind::Distance);
    QCOMPARE(shingles->thresholdRange({{u"max_distance"_s, 12}}).maximum, 12.0);
    QVERIFY(shingles->plan({{u"verify"_s, u"exact"_s}}).contains(u"Jaccard"));
}

void TestSimhashVariantDetector::queriesKeepOnlyTheirPairs()
{
    // By hand: documents 1 and 2 are the same text, so are 3 and 4, and 5 is the
    // same as 1 too. Within 0 bits every pair collection-wide is {1,2}, {1,5},
    // {2,5}, {3,4}; with query 1 only the pairs that have document 1: {1,2}, {1,5}.
    const std::vector<DetectDocument> docs{document(1, u"the quick brown fox jumps over the lazy dog"_s),
                                           document(2, u"the quick brown fox jumps over the lazy dog"_s),
                                           document(3, u"a completely different sentence about paper mills"_s),
                                           document(4, u"a completely different sentence about paper mills"_s),
                                           document(5, u"the quick brown fox jumps over the lazy dog"_s)};
    const Params exact{{u"bits"_s, u"64"_s}, {u"max_distance"_s, 0}, {u"shingle_size"_s, 2}, {u"lexicons"_s, 3}};
    using Pairs = std::map<std::pair<qint64, qint64>, double>;
    QCOMPARE(pairMap(run(u"simhash-fusion"_s, exact, docs)),
             (Pairs{{{1, 2}, 0}, {{1, 5}, 0}, {{2, 5}, 0}, {{3, 4}, 0}}));
    Params byQuery = exact;
    byQuery.insert(u"queries"_s, u"1"_s);
    QCOMPARE(pairMap(run(u"simhash-fusion"_s, byQuery, docs)), (Pairs{{{1, 2}, 0}, {{1, 5}, 0}}));
    // Two queries that pair with each other give that pair once.
    byQuery.insert(u"queries"_s, u" 1, 2"_s);
    QCOMPARE(pairMap(run(u"simhash-fusion"_s, byQuery, docs)), (Pairs{{{1, 2}, 0}, {{1, 5}, 0}, {{2, 5}, 0}}));

    // On random text at a wide bound: exactly the full run's pairs that have a query.
    const auto random = randomCollection();
    const Params wide{{u"bits"_s, u"32"_s}, {u"max_distance"_s, 12}, {u"lexicons"_s, 2}};
    Pairs expected;
    for (const auto &[pair, distance] : pairMap(run(u"simhash-fusion"_s, wide, random)))
        if (pair.first == 3 || pair.second == 3 || pair.first == 8 || pair.second == 8)
            expected[pair] = distance;
    QVERIFY(!expected.empty());
    Params wideByQuery = wide;
    wideByQuery.insert(u"queries"_s, u"3,8"_s);
    QCOMPARE(pairMap(run(u"simhash-fusion"_s, wideByQuery, random)), expected);
}

void TestSimhashVariantDetector::queriesAreCheckedIds()
{
    const Detector *fusion = Registry::instance().find(u"simhash-fusion"_s);
    QString error;
    QCOMPARE(fusion->resolve({}, &error).value(u"queries"_s).toString(), QString());
    fusion->resolve({{u"queries"_s, u"1,x"_s}}, &error);
    QVERIFY2(error.contains(u"queries"_s) && error.contains(u"1,x"_s), qPrintable(error));
}

void TestSimhashVariantDetector::documentFingerprinterAgreesWithTheCollectionsFingerprints()
{
    // One document at a time (an import that prepares its run), the values the
    // collection's fingerprints() gives: a document of no token has none.
    const Detector *detector = Registry::instance().find(u"simhash-shingles");
    QString error;
    const Params tf = detector->resolve({{u"weighting"_s, u"tf"_s}, {u"shingle_size"_s, 2}}, &error);
    QVERIFY(error.isEmpty());
    std::vector<DetectDocument> docs = randomCollection();
    docs.push_back(document(100, QString()));
    docs.push_back(document(101, u"lone"_s)); // shorter than a shingle: one shingle of its word
    nd::JobControl control;
    const std::vector<std::optional<std::uint64_t>> expected = detector->fingerprints(docs, tf, control);
    const DocumentFingerprinter fingerprinter = detector->documentFingerprinter(tf);
    QVERIFY(fingerprinter);
    for (std::size_t d = 0; d < docs.size(); ++d)
        QCOMPARE(fingerprinter(nd::features::tokenHashes(docs[d].tokens)), expected[d]);
    QVERIFY(!expected[docs.size() - 2].has_value());
    QVERIFY(expected.back().has_value());
    // The shingle size is part of the fingerprint.
    Params three = tf;
    three.insert(u"shingle_size"_s, 3);
    QVERIFY(detector->documentFingerprinter(three)(nd::features::tokenHashes(docs[0].tokens)) != expected[0]);

    // Where a fingerprint depends on more than its document there is none.
    Params tfidf = tf;
    tfidf.insert(u"weighting"_s, u"tfidf"_s);
    QVERIFY(!detector->documentFingerprinter(detector->resolve(tfidf, &error)));
    QVERIFY(error.isEmpty());
    const Detector *lexicons = Registry::instance().find(u"simhash-fusion"); // TF weights, five lexicons
    const Params severalLexicons = lexicons->resolve({{u"weighting"_s, u"tf"_s}}, &error);
    QVERIFY(error.isEmpty());
    QVERIFY(severalLexicons.value(u"lexicons"_s).toInt() > 1);
    QVERIFY(!lexicons->documentFingerprinter(severalLexicons));
}

QTEST_GUILESS_MAIN(TestSimhashVariantDetector)
#include "tst_simhashvariantdetector.moc"
