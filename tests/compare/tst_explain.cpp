#include "compare/explain.h"
#include "detect/simhashdetector.h"
#include "features/hashing.h"

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
    QCOMPARE(single.fingerprintA, nd::features::hashToken(u"x"));
    QCOMPARE(single.fingerprintB, nd::features::hashToken(u"y"));
    QCOMPARE(single.distance,
             std::popcount(nd::features::hashToken(u"x") ^ nd::features::hashToken(u"y")));
    QVERIFY(single.distance > 0);
    const auto outvoted = nd::compare::explainSimhash({u"x"_s, u"x"_s, u"y"_s}, {u"x"_s}, 64);
    QCOMPARE(outvoted.distance, 0);
    QCOMPARE(outvoted.differing(), std::uint64_t(0));
    const auto narrow = nd::compare::explainSimhash({u"x"_s}, {u"y"_s}, 32);
    QCOMPARE(narrow.fingerprintA, nd::features::hashToken(u"x") & 0xFFFFFFFFu);
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
    const auto s = nd::compare::explainPair(u"shingling"_s, params, u"", u"", words("a b c d"),
                                            words("b c d e"));
    QCOMPARE(s.kind, nd::compare::PairExplanation::Shingling);
    QCOMPARE(s.shingling.shared, 2);
    const auto h = nd::compare::explainPair(u"simhash"_s, {{u"bits"_s, u"32"_s}}, u"", u"",
                                            {u"x"_s}, {u"x"_s});
    QCOMPARE(h.simhash.bits, 32);
    QCOMPARE(nd::compare::explainPair(u"spotsigs"_s, {}, u"", u"", {}, {}).kind,
             nd::compare::PairExplanation::Unsupported);
}

QTEST_GUILESS_MAIN(TestExplain)
#include "tst_explain.moc"
