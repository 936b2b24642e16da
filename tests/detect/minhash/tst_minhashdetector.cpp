#include "detect/minhash/minhashdetector.h"
#include "detecttesthelpers.h"
#include "features/shingleminhash.h"
#include "features/shingles.h"

#include <QTest>

#include <QRandomGenerator>

#include <algorithm>
#include <cmath>
#include <set>

using namespace Qt::StringLiterals;
using namespace nd::detect;
using namespace nd::detect::testing;

class TestMinHashDetector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lshPlanFor128At05();
    void lshPlanRespectsBudget_data();
    void lshPlanRespectsBudget();
    void handExample_data();
    void handExample();
    void identicalDocumentsScoreOne();
    void disjointDocumentsAreNeverCandidates();
    void suggestedThresholdIsTarget();
    void exactVerificationSignsBandedSlotsOnly();
    void tokenHashesAloneGiveSamePairs_data();
    void tokenHashesAloneGiveSamePairs();
};

void TestMinHashDetector::lshPlanFor128At05()
{
    // Minimising 0.5 * ∫0^t P(s) ds + 0.5 * ∫t^1 (1 - P(s)) ds, P(s) = 1 - (1 - s^r)^b,
    // over b*r <= 128 (worked out separately with the same integrals) gives
    // b = 25, r = 5: S-curve threshold (1/25)^(1/5) = 0.525, and P(s) = 1/2 at
    // s = (1 - 0.5^(1/25))^(1/5) = 0.4868.
    const LshPlan plan = MinHashDetector::lshPlan(128, 0.5);
    QCOMPARE(plan.bands, 25);
    QCOMPARE(plan.rows, 5);
    QVERIFY(std::abs(MinHashDetector::halfCollisionJaccard(plan) - 0.4868) < 1e-4);
    QVERIFY(std::abs(MinHashDetector::collisionProbability(0.4868, plan) - 0.5) < 1e-3);

    const Detector *detector = Registry::instance().find(u"minhash");
    const QString text = detector->plan({{u"target_threshold"_s, 0.5}});
    QVERIFY2(text.contains(u"25 bands × 5 rows"), qPrintable(text));
    QVERIFY2(text.contains(u"0.49"), qPrintable(text));
}

void TestMinHashDetector::lshPlanRespectsBudget_data()
{
    QTest::addColumn<int>("permutations");
    QTest::addColumn<double>("threshold");
    QTest::newRow("16/0.05") << 16 << 0.05;
    QTest::newRow("128/0.8") << 128 << 0.8;
    QTest::newRow("256/0.5") << 256 << 0.5;
    QTest::newRow("1024/0.95") << 1024 << 0.95;
}

void TestMinHashDetector::lshPlanRespectsBudget()
{
    QFETCH(int, permutations);
    QFETCH(double, threshold);
    const LshPlan plan = MinHashDetector::lshPlan(permutations, threshold);
    QVERIFY(plan.bands >= 1 && plan.rows >= 1);
    QVERIFY(plan.bands * plan.rows <= permutations);
    // The S-curve must be steep around the target: its half point within 0.1.
    QVERIFY(std::abs(MinHashDetector::halfCollisionJaccard(plan) - threshold) < 0.1);
}

void TestMinHashDetector::handExample_data()
{
    QTest::addColumn<QString>("verify");
    QTest::addColumn<double>("tolerance");
    // A = {ab,bc,cd,de}, B = {ab,bc,cd,df}: Jaccard 3/5 = 0.6. With 256 slots the
    // estimate has standard deviation sqrt(0.6 * 0.4 / 256) = 0.03.
    QTest::addColumn<QString>("scheme");
    QTest::newRow("estimate") << u"estimate"_s << 0.1 << u"permutations"_s;
    QTest::newRow("exact") << u"exact"_s << 1e-12 << u"permutations"_s;
    // One-permutation hashing: 5 shingles in 256 bins, densified; still
    // P[slot equal] = J, with more variance on so small a set, hence 0.15.
    QTest::newRow("one-permutation estimate") << u"estimate"_s << 0.15 << u"one-permutation"_s;
    QTest::newRow("one-permutation exact") << u"exact"_s << 1e-12 << u"one-permutation"_s;
}

void TestMinHashDetector::handExample()
{
    QFETCH(QString, verify);
    QFETCH(double, tolerance);
    QFETCH(QString, scheme);
    const Detector *detector = Registry::instance().find(u"minhash");
    const std::vector<DetectDocument> docs{document(2, u"a b c d e"_s), document(1, u"a b c d f"_s),
                                           document(3, u"x y z w v"_s)};
    // A low target makes a 0.6 pair collide almost surely (b, r tuned for 0.3).
    const Params params{{u"permutations"_s, 256},
                        {u"target_threshold"_s, u"0.3"_s},
                        {u"shingle_size"_s, 2},
                        {u"verify"_s, verify},
                        {u"scheme"_s, scheme}};
    nd::JobControl control;
    const DetectResult result = detector->detect(docs, params, control);
    QCOMPARE(result.pairs.size(), std::size_t(1));
    QCOMPARE(result.pairs[0].a, 1);
    QCOMPARE(result.pairs[0].b, 2);
    QVERIFY2(std::abs(result.pairs[0].score - 0.6) <= tolerance, qPrintable(QString::number(result.pairs[0].score)));
    const LshPlan plan = MinHashDetector::lshPlan(256, 0.3);
    QCOMPARE(result.stats.value(u"bands"_s).toInt(), plan.bands);
    QCOMPARE(result.stats.value(u"rows"_s).toInt(), plan.rows);
    QCOMPARE(result.stats.value(u"candidates"_s).toInt(), 1);
}

void TestMinHashDetector::identicalDocumentsScoreOne()
{
    const Detector *detector = Registry::instance().find(u"minhash");
    const QString text = u"the quick brown fox jumps over the lazy dog"_s;
    const std::vector<DetectDocument> docs{document(1, text), document(2, text), document(3, QString())};
    nd::JobControl control;
    const DetectResult result = detector->detect(docs, {}, control);
    QCOMPARE(result.pairs.size(), std::size_t(1)); // the empty document signs nothing
    QCOMPARE(result.pairs[0].score, 1.0);
    QCOMPARE(result.stats.value(u"signatures"_s).toInt(), 2);
}

void TestMinHashDetector::disjointDocumentsAreNeverCandidates()
{
    // 40 documents with pairwise disjoint vocabularies: no band can agree.
    std::vector<DetectDocument> docs;
    for (int d = 0; d < 40; ++d) {
        QStringList words;
        for (int w = 0; w < 20; ++w)
            words << u"w%1_%2"_s.arg(d).arg(w);
        docs.push_back(document(d + 1, words.join(u' ')));
    }
    const Detector *detector = Registry::instance().find(u"minhash");
    nd::JobControl control;
    const DetectResult result = detector->detect(docs, {{u"target_threshold"_s, 0.05}}, control);
    QVERIFY(result.pairs.empty());
}

void TestMinHashDetector::suggestedThresholdIsTarget()
{
    const Detector *detector = Registry::instance().find(u"minhash");
    QCOMPARE(detector->thresholdRange({{u"target_threshold"_s, u"0.8"_s}}).suggested, 0.8);
    QString error;
    detector->resolve({{u"permutations"_s, 8}}, &error);
    QVERIFY(error.contains(u"permutations"));
}

void TestMinHashDetector::exactVerificationSignsBandedSlotsOnly()
{
    // Random documents over 40 words, every third a copy of the one before with
    // two words replaced, so that some pairs collide in a band and most do not.
    QRandomGenerator random(11);
    std::vector<DetectDocument> docs;
    QStringList previous;
    for (int d = 0; d < 60; ++d) {
        QStringList words = previous;
        if (d % 3 == 1) {
            for (int edit = 0; edit < 2; ++edit)
                words[random.bounded(int(words.size()))] = u"w%1"_s.arg(random.bounded(40));
        } else {
            words.clear();
            for (int i = 0; i < 30; ++i)
                words.append(u"w%1"_s.arg(random.bounded(40)));
        }
        previous = words;
        docs.push_back(document(d + 1, words.join(u' ')));
    }
    // The candidates by definition: pairs whose full 128-slot signatures agree in
    // some band of the plan.
    const LshPlan plan = MinHashDetector::lshPlan(128, 0.5);
    const nd::features::MinHasher hasher(128, nd::features::MinHasher::Scheme::Permutations);
    std::vector<std::vector<std::uint64_t>> signatures;
    for (const DetectDocument &d : docs) {
        std::vector<std::uint64_t> shingles, signature(128);
        nd::features::shingleHashes(nd::features::tokenHashes(d.tokens), 2, shingles);
        hasher.sign(shingles, signature);
        signatures.push_back(signature);
    }
    std::set<std::pair<qint64, qint64>> expected;
    for (std::size_t x = 0; x < docs.size(); ++x) {
        for (std::size_t y = x + 1; y < docs.size(); ++y) {
            for (int b = 0; b < plan.bands; ++b) {
                const auto begin = std::ptrdiff_t(b * plan.rows);
                if (std::equal(signatures[x].begin() + begin, signatures[x].begin() + begin + plan.rows,
                               signatures[y].begin() + begin)) {
                    expected.emplace(docs[x].id, docs[y].id);
                    break;
                }
            }
        }
    }
    QVERIFY(expected.size() >= 10 && expected.size() < 200);

    const Detector *detector = Registry::instance().find(u"minhash");
    nd::JobControl control;
    const DetectResult exact = detector->detect(
        docs, {{u"verify"_s, u"exact"_s}, {u"shingle_size"_s, 2}, {u"target_threshold"_s, u"0.5"_s}}, control);
    std::set<std::pair<qint64, qint64>> found;
    for (const nd::ScoredPair &pair : exact.pairs)
        found.emplace(pair.a, pair.b);
    QCOMPARE(found, expected);
    // Only the banded slots were signed; an estimate needs them all.
    QCOMPARE(exact.stats.value(u"slots_signed"_s).toInt(), plan.bands * plan.rows);
    QVERIFY(plan.bands * plan.rows < 128);
    const DetectResult estimated = detector->detect(
        docs, {{u"verify"_s, u"estimate"_s}, {u"shingle_size"_s, 2}, {u"target_threshold"_s, u"0.5"_s}}, control);
    QCOMPARE(estimated.stats.value(u"slots_signed"_s).toInt(), 128);
    QCOMPARE(estimated.pairs.size(), exact.pairs.size());
}

void TestMinHashDetector::tokenHashesAloneGiveSamePairs_data()
{
    QTest::addColumn<QString>("scheme");
    QTest::newRow("permutations") << u"permutations"_s;
    QTest::newRow("one-permutation") << u"one-permutation"_s;
}

void TestMinHashDetector::tokenHashesAloneGiveSamePairs()
{
    // What prepareDocuments hands a detector whose tokenForm() is Hashes: hashes, no strings.
    QFETCH(QString, scheme);
    std::vector<DetectDocument> docs{document(1, u"a b c d e f g h"_s), document(2, u"a b c d e f g x"_s),
                                     document(3, u"p q r s t u v w"_s)};
    std::vector<DetectDocument> hashed = docs;
    for (DetectDocument &d : hashed) {
        d.setTokenHashes(nd::features::tokenHashes(d.tokens));
        d.tokens.clear();
    }
    const Detector *detector = Registry::instance().find(u"minhash");
    QCOMPARE(detector->tokenForm({}), TokenForm::Hashes);
    nd::JobControl control;
    for (const QString &verify : {u"estimate"_s, u"exact"_s}) {
        const Params params{
            {u"target_threshold"_s, 0.3}, {u"shingle_size"_s, 2}, {u"verify"_s, verify}, {u"scheme"_s, scheme}};
        const auto fromStrings = pairMap(detector->detect(docs, params, control).pairs);
        const auto fromHashes = pairMap(detector->detect(hashed, params, control).pairs);
        QCOMPARE(fromHashes, fromStrings);
        QVERIFY(fromStrings.contains({1, 2}));
    }
    // Exact Jaccard of the 2-shingles: 6 shared of 8 distinct = 0.75.
    const Params exact{
        {u"target_threshold"_s, 0.3}, {u"shingle_size"_s, 2}, {u"verify"_s, u"exact"_s}, {u"scheme"_s, scheme}};
    QCOMPARE(pairMap(detector->detect(hashed, exact, control).pairs).at({1, 2}), 0.75);
}

QTEST_GUILESS_MAIN(TestMinHashDetector)
#include "tst_minhashdetector.moc"
