#include "compare/explain.h"
#include "detect/spots/ncdcomparison.h"
#include "detect/simhash/simhashdetector.h"
#include "features/compressor.h"
#include "base/hashing.h"
#include "jobs/jobcontrol.h"

#include <QTest>

#include <bit>

using namespace Qt::StringLiterals;

class TestExplain : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shingling();
    void shinglingContainment();
    void simhash();
    void minhash();
    void exact();
    void spotsigs();
    void sigNcd();
    void ncdMatchesTheRun();
    void minhashMatchesTheRun();
    void dispatch();
};

namespace {

QStringList words(const char *text)
{
    return QString::fromLatin1(text).split(u' ', Qt::SkipEmptyParts);
}

} // namespace

void TestExplain::shingling()
{
    // w = 2: A {ab, bc, cd}, B {bc, cd, de}; shared {bc, cd}: 2 / 4 union.
    const auto e = nd::compare::explainShingling(words("a b c d"), words("b c d e"), 2);
    QCOMPARE(e.sizeA, 3);
    QCOMPARE(e.sizeB, 3);
    QCOMPARE(e.shared, 2);
    QCOMPARE(e.resemblance, 0.5);
    QCOMPARE(e.containmentAInB, 2.0 / 3.0);
    QCOMPARE(e.sharedShingles, QStringList({u"b c"_s, u"c d"_s}));
}

void TestExplain::shinglingContainment()
{
    // A {ab, bc} inside B {ab, bc, cd, de, ef}: resemblance 2/5, A in B 1, B in A 2/5;
    // "a b" repeated in A is listed once.
    const auto e = nd::compare::explainShingling(words("a b c a b"), words("a b c d e f"), 2, 1);
    QCOMPARE(e.sizeA, 3); // ab, bc, ca
    QCOMPARE(e.shared, 2);
    QCOMPARE(e.containmentAInB, 2.0 / 3.0);
    QCOMPARE(e.containmentBInA, 2.0 / 5.0);
    QCOMPARE(e.sharedShingles, QStringList{u"a b"_s}); // maxShown = 1
}

void TestExplain::simhash()
{
    // One token: every bit's vote is ±1 from that token alone, so the fingerprint
    // is the token's hash. x,x,y: x outvotes y (2 against 1) on every bit.
    const auto single = nd::compare::explainSimhash({u"x"_s}, {u"y"_s}, 64);
    QCOMPARE(single.fingerprintA, nd::hashToken(u"x"));
    QCOMPARE(single.fingerprintB, nd::hashToken(u"y"));
    QCOMPARE(single.distance, std::popcount(nd::hashToken(u"x") ^ nd::hashToken(u"y")));
    QVERIFY(single.distance > 0);
    const auto outvoted = nd::compare::explainSimhash({u"x"_s, u"x"_s, u"y"_s}, {u"x"_s}, 64);
    QCOMPARE(outvoted.distance, 0);
    QCOMPARE(outvoted.differing(), std::uint64_t(0));
    const auto narrow = nd::compare::explainSimhash({u"x"_s}, {u"y"_s}, 32);
    QCOMPARE(narrow.fingerprintA, nd::hashToken(u"x") & 0xFFFFFFFFu);
}

void TestExplain::minhash()
{
    const QStringList text = words("the river carries fine sediment down to the plain below");
    const auto same = nd::compare::explainMinHash(text, text, 64, 3, 0.5);
    QCOMPARE(same.exactJaccard, 1.0);
    QCOMPARE(same.estimate, 1.0);
    QCOMPARE(same.agreeingSlots, 64);
    QVERIFY(same.plan.bands > 0);
    QCOMPARE(same.collidingBands.size(), same.plan.bands);

    const auto apart = nd::compare::explainMinHash(text, words("nothing in common with it at all"), 64, 3, 0.5);
    QCOMPARE(apart.exactJaccard, 0.0);
    QVERIFY(apart.estimate < 0.2);
    QVERIFY(apart.collidingBands.isEmpty());
}

void TestExplain::exact()
{
    // Canonical text collapses whitespace: both are "a b c".
    const auto e = nd::compare::explainExact(u"a  b\n c", u"a b c");
    QCOMPARE(e.digestA, QByteArray("06f0760ec7f18687a7fbc0ddbf1b1722"));
    QVERIFY(e.identical());
    QVERIFY(!nd::compare::explainExact(u"a b", u"a c").identical());
}

void TestExplain::dispatch()
{
    const QJsonObject params{{u"shingle_size"_s, 2}};
    const auto s = nd::compare::explainPair(u"shingling"_s, params, u"", u"", words("a b c d"), words("b c d e"));
    QCOMPARE(s.kind, nd::compare::PairExplanation::Shingling);
    QCOMPARE(s.shingling.shared, 2);
    const auto h = nd::compare::explainPair(u"simhash"_s, {{u"bits"_s, u"32"_s}}, u"", u"", {u"x"_s}, {u"x"_s});
    QCOMPARE(h.simhash.bits, 32);
    QCOMPARE(nd::compare::explainPair(u"spotsigs"_s, {}, u"", u"", {}, {}).kind,
             nd::compare::PairExplanation::SpotSigs);
    QCOMPARE(nd::compare::explainPair(u"signcd"_s, {}, u"a, b", u"a, b", {}, {}).kind,
             nd::compare::PairExplanation::Ncd);
    QCOMPARE(nd::compare::explainPair(u"imatch"_s, {}, u"", u"", {}, {}).kind,
             nd::compare::PairExplanation::Unsupported);
}

void TestExplain::spotsigs()
{
    // Antecedents {a, there, was, said, the, is}, chain 1, distance 1: each
    // antecedent + the next non-stopword.
    // A: the:cat, the:cat, a:dog, was:happy   B: the:cat, a:dog, was:sad
    // shared = min counts = 1 (the:cat) + 1 (a:dog) = 2
    // union  = max counts = 2 + 1 + 1 (was:happy) + 1 (was:sad) = 5 -> 0.4
    const QJsonObject params{{u"antecedents"_s, u"paper"_s},
                             {u"spot_distance"_s, 1},
                             {u"chain_length"_s, 1},
                             {u"min_idf"_s, 0.2},
                             {u"max_idf"_s, 0.85}};
    const auto e = nd::compare::explainSpotSigs(u"The cat sat and the cat ran and a dog was happy",
                                                u"the cat ran and a dog was sad", params);
    QCOMPARE(e.signaturesA, 4);
    QCOMPARE(e.signaturesB, 3);
    QCOMPARE(e.shared, 2);
    QCOMPARE(e.unionSize, 5);
    QCOMPARE(e.jaccard, 0.4);
    QCOMPARE(e.sharedSignatures, QStringList({u"the:cat"_s, u"a:dog"_s}));
    QCOMPARE(e.maxIdf, 0.85);
}

void TestExplain::sigNcd()
{
    // Sig-1L on commas: the word before each comma. A has 3 spots -> "beta delta zeta"
    // (15 bytes), B -> "beta delta theta" (16 bytes); shared words beta, delta.
    // C has 2 spots, under min_spots 3: its whole text is compressed.
    const QJsonObject params{
        {u"spots"_s, u"comma"_s}, {u"window"_s, u"1L"_s}, {u"min_spots"_s, 3}, {u"compressor"_s, u"zlib"_s}};
    const QString a = u"Alpha beta, gamma delta, epsilon zeta, eta"_s;
    const QString b = u"one beta, two delta, three theta, four"_s;
    const auto e = nd::compare::explainNcd(u"signcd"_s, params, a, b);
    QCOMPARE(e.compressor, u"zlib"_s);
    QCOMPARE(e.payloadA, std::size_t(15));
    QCOMPARE(e.payloadB, std::size_t(16));
    QVERIFY(!e.wholeTextA && !e.wholeTextB);
    QCOMPARE(e.sharedWords, QStringList({u"beta"_s, u"delta"_s}));
    using nd::features::Compressor;
    QCOMPARE(e.compressedA, nd::features::compressedSize(Compressor::Zlib, "beta delta zeta"));
    QCOMPARE(e.compressedAB, nd::features::compressedSize(Compressor::Zlib, "beta delta zeta", "beta delta theta"));
    QCOMPARE(e.ncd,
             nd::detect::compression::normalizedCompressionDistance(e.compressedA, e.compressedB, e.compressedAB));
    const auto [small, large] = std::minmax(e.compressedA, e.compressedB);
    QCOMPARE(e.lowerBound, 1.0 - double(small) / double(large));

    const QString c = u"just two, commas here, nothing else"_s;
    const auto whole = nd::compare::explainNcd(u"signcd"_s, params, a, c);
    QVERIFY(whole.wholeTextB);
    QCOMPARE(whole.payloadB, std::size_t(c.toUtf8().size()));
    QVERIFY(whole.sharedWords.isEmpty());
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, nd::compare::explainNcd(u"shingling"_s, {}, a, b));
}

void TestExplain::ncdMatchesTheRun()
{
    // The explanation's NCD is the score the detector itself stores for the pair.
    const QString a = u"The committee met on Monday, and the vote was postponed again."_s;
    const QString b = u"The committee met on Tuesday, and the vote was postponed once more."_s;
    const QJsonObject params{{u"compressor"_s, u"snappy"_s}, {u"pruning"_s, u"none"_s}};
    const auto *detector = nd::detect::Registry::instance().find(u"ncd"_s);
    QVERIFY(detector);
    nd::JobControl control;
    const auto result = detector->detect({{1, a, {}}, {2, b, {}}}, params.toVariantMap(), control);
    QCOMPARE(result.pairs.size(), std::size_t(1));
    const auto e = nd::compare::explainNcd(u"ncd"_s, params, a, b);
    QCOMPARE(e.ncd, result.pairs.front().score);
    QVERIFY(!e.wholeTextA); // plain NCD always compresses the text: nothing to fall back from
}

void TestExplain::minhashMatchesTheRun()
{
    // The explanation's estimate is the run's own score (agreeing slots / k) for
    // both signing schemes, so the view shows the slots the run compared.
    const QStringList a = words("the river carries fine sediment down to the plain below the hills");
    const QStringList b = words("the river carries fine sediment down to a plain below the hills");
    const auto *detector = nd::detect::Registry::instance().find(u"minhash"_s);
    QVERIFY(detector);
    for (const QString &scheme : {u"permutations"_s, u"one-permutation"_s}) {
        const QJsonObject params{{u"permutations"_s, 64},
                                 {u"shingle_size"_s, 2},
                                 {u"target_threshold"_s, 0.2},
                                 {u"scheme"_s, scheme},
                                 {u"verify"_s, u"estimate"_s}};
        nd::JobControl control;
        const auto result = detector->detect({{1, {}, a}, {2, {}, b}}, params.toVariantMap(), control);
        QCOMPARE(result.pairs.size(), std::size_t(1));
        const auto e = nd::compare::explainPair(u"minhash"_s, params, u"", u"", a, b);
        QCOMPARE(e.minhash.estimate, result.pairs.front().score);
        // 2-shingles: A and B have 11 each; "to the", "the plain" (A) and "to a",
        // "a plain" (B) differ, 9 shared -> exact Jaccard 9 / 13.
        QCOMPARE(e.minhash.exactJaccard, 9.0 / 13.0);
    }
}

QTEST_GUILESS_MAIN(TestExplain)
#include "tst_explain.moc"
