#include "detect/vsm/vsmdetector.h"
#include "detecttesthelpers.h"
#include "features/vectorspace.h"

#include <QSet>
#include <QTest>

#include <algorithm>
#include <cstdint>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace nd::detect;
using namespace nd::detect::testing;

class TestVsmDetector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cosineByHand();
    void keywordThresholdDropsDocuments();
    void distanceInstance();
    void candidatesBeyondTheBoundAreRefused();
    void candidatesAreThePairsSharingAKeyword();
};

// d1 "a a b", d2 "b c", d3 "x y". N = 3, idf = ln((1+N)/(1+df)) + 1:
// idf(df=1) = ln 2 + 1 = 1.693147, idf(b, df=2) = ln(4/3) + 1 = 1.287682.
// d1 = (a 3.386294, b 1.287682), |d1| = 3.622860; d2 = (b 1.287682, c 1.693147), |d2| = 2.127175
// cos(d1, d2) = 1.287682^2 / (3.622860 * 2.127175) = 0.215161. d3 shares nothing: no pair.
void TestVsmDetector::cosineByHand()
{
    const VsmDetector detector(nd::ScoreKind::Similarity);
    nd::JobControl control;
    const auto result = detector.detect({document(1, u"a a b"_s), document(2, u"b c"_s), document(3, u"x y"_s)},
                                        {{u"measure"_s, u"cosine"_s}}, control);
    QCOMPARE(result.pairs.size(), std::size_t(1));
    QCOMPARE(result.pairs[0].a, 1);
    QCOMPARE(result.pairs[0].b, 2);
    QVERIFY(std::abs(result.pairs[0].score - 0.21516051414578763) < 1e-9);
    QCOMPARE(result.stats.value(u"keywords"_s).toInteger(), 5);
}

// The keyword-selection example of tst_keywordselection: scores a 0.888, b 0.843, c 0.747
// (above the detector's 0.65 cap, so VectorSpace is driven directly for 0.8 and 0.85).
void TestVsmDetector::keywordThresholdDropsDocuments()
{
    const std::vector<QStringList> tokens{{u"a"_s, u"a"_s, u"b"_s}, {u"b"_s, u"c"_s}, {u"a"_s, u"c"_s, u"c"_s}};
    nd::JobControl control;
    // 0.8 keeps a and b: d1 {a,b}, d2 {b}, d3 {a}; (d2, d3) share nothing.
    const nd::features::VectorSpace space(tokens, 0.8, control);
    QCOMPARE(space.keywords(), (QStringList{u"a"_s, u"b"_s}));
    QCOMPARE(space.vocabularySize(), std::size_t(3));
    QCOMPARE(space.kept(), (std::vector<std::size_t>{0, 1, 2}));
    using P = std::pair<quint32, quint32>;
    QCOMPARE(space.candidates(control, 0.0), (std::vector<P>{{0, 1}, {0, 2}}));
    const auto jaccard = [&](quint32 x, quint32 y) {
        return nd::features::measureValue(nd::features::Measure::Jaccard, space.vectors()[x], space.vectors()[y],
                                          space.dimension());
    };
    QCOMPARE(jaccard(0, 1), 0.5); // {a,b} vs {b}
    QCOMPARE(jaccard(0, 2), 0.5); // {a,b} vs {a}
    // A document given again (as a held-out one) gets the vector it has in the space:
    // a counted twice, c not a keyword.
    QCOMPARE(space.vectorOf(tokens[0]).index, space.vectors()[0].index);
    QCOMPARE(space.vectorOf(tokens[0]).weight, space.vectors()[0].weight);
    QCOMPARE(space.vectorOf({u"c"_s, u"b"_s, u"a"_s, u"a"_s}).weight, space.vectors()[0].weight);
    // 0.85 keeps only a: d2 is dropped, d1 and d3 are the same 1-d unit vector.
    const nd::features::VectorSpace onlyA(tokens, 0.85, control);
    QCOMPARE(onlyA.kept(), (std::vector<std::size_t>{0, 2}));
    QCOMPARE(onlyA.vectors()[0].weight, std::vector<double>{1.0});
    // The detector at its cap keeps all three terms here: every pair shares one.
    const VsmDetector detector(nd::ScoreKind::Similarity);
    std::vector<DetectDocument> docs;
    for (qsizetype i = 0; i < 3; ++i)
        docs.push_back(document(i + 1, tokens[std::size_t(i)].join(u' ')));
    const auto result = detector.detect(docs, {{u"keyword_threshold"_s, 0.65}}, control);
    QCOMPARE(result.pairs.size(), std::size_t(3));
    QCOMPARE(result.stats.value(u"dropped_documents"_s).toInteger(), 0);
}

void TestVsmDetector::distanceInstance()
{
    const VsmDetector detector(nd::ScoreKind::Distance);
    QCOMPARE(detector.name(), u"vsm-distance"_s);
    QCOMPARE(detector.scoreKind(), nd::ScoreKind::Distance);
    QCOMPARE(detector.measures().size(), std::size_t(7));
    QString error;
    QVERIFY(detector.resolve({{u"measure"_s, u"cosine"_s}}, &error).isEmpty()); // a similarity
    nd::JobControl control;
    const auto result =
        detector.detect({document(1, u"a b"_s), document(2, u"a b"_s)}, {{u"measure"_s, u"euclidean"_s}}, control);
    QCOMPARE(result.pairs.size(), std::size_t(1));
    QCOMPARE(result.pairs[0].score, 0.0);
}

// Threshold 0 keeps every term. Five documents all holding "w": its postings alone
// make C(5,2) = 10 pairs, all the pairs there are. Six documents in two groups of
// three ({p}, {q}): the commonest term gives C(3,2) = 3, the distinct pairs are 6.
void TestVsmDetector::candidatesBeyondTheBoundAreRefused()
{
    const std::vector<QStringList> everyone(5, QStringList{u"w"_s});
    nd::JobControl control;
    control.setPairLimit(3);
    const nd::features::VectorSpace shared(everyone, 0.0, control);
    try {
        shared.candidates(control, 1e-6);
        QFAIL("ten pairs against a bound of three were not refused");
    } catch (const nd::TooManyPairs &refusal) {
        QCOMPARE(refusal.pairs(), 10);
        QCOMPARE(refusal.limit(), 3);
        QVERIFY(!refusal.atLeast()); // the term is in every document: all the pairs
        QVERIFY(std::abs(refusal.estimatedSeconds() - 10e-6) < 1e-12);
    }
    control.setPairLimit(10);
    QCOMPARE(shared.candidates(control, 0.0).size(), std::size_t(10));

    std::vector<QStringList> groups(3, QStringList{u"p"_s});
    groups.insert(groups.end(), 3, QStringList{u"q"_s});
    const nd::features::VectorSpace twoGroups(groups, 0.0, control);
    control.setPairLimit(4); // above the commonest term's 3, below the 6 pairs
    try {
        twoGroups.candidates(control, 0.0);
        QFAIL("six pairs against a bound of four were not refused");
    } catch (const nd::TooManyPairs &refusal) {
        // The count stops once past the bound: 5 or 6 (a group's three at a time).
        QVERIFY(refusal.pairs() > 4 && refusal.pairs() <= 6);
        QVERIFY(refusal.atLeast() || refusal.pairs() == 6);
    }
    control.setPairLimit(6);
    using P = std::pair<quint32, quint32>;
    QCOMPARE(twoGroups.candidates(control, 0.0), (std::vector<P>{{0, 1}, {0, 2}, {1, 2}, {3, 4}, {3, 5}, {4, 5}}));
}

// 400 documents of 3 words each from 150, on the pool's threads: the candidates
// are exactly the pairs whose word sets meet, each once, as a double loop finds
// them; and a second space on the same threads (whose marks of the first remain)
// gives its own.
void TestVsmDetector::candidatesAreThePairsSharingAKeyword()
{
    for (const unsigned seed : {7u, 8u}) {
        std::vector<QStringList> tokens(400);
        std::uint64_t state = seed;
        for (QStringList &document : tokens) {
            for (int w = 0; w < 3; ++w) {
                state = state * 6364136223846793005ull + 1442695040888963407ull;
                document << u"w%1"_s.arg((state >> 33) % 150);
            }
        }
        nd::JobControl control;
        const nd::features::VectorSpace space(tokens, 0.0, control);
        QCOMPARE(space.kept().size(), tokens.size());
        std::vector<std::pair<quint32, quint32>> expected;
        for (quint32 x = 0; x < tokens.size(); ++x) {
            for (quint32 y = x + 1; y < tokens.size(); ++y) {
                const QSet<QString> a(tokens[x].begin(), tokens[x].end());
                if (std::any_of(tokens[y].begin(), tokens[y].end(), [&](const QString &t) { return a.contains(t); }))
                    expected.emplace_back(x, y);
            }
        }
        QVERIFY(expected.size() > 1000);
        QCOMPARE(space.candidates(control, 0.0), expected);
    }
}

QTEST_GUILESS_MAIN(TestVsmDetector)
#include "tst_vsmdetector.moc"
