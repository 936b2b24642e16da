#include "detect/detector.h"
#include "detect/imatch/imatchdetector.h"
#include "detecttesthelpers.h"
#include "base/hashing.h"

#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace nd::detect;
using namespace nd::detect::testing;

class TestIMatchDetector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void signatureIsOfTheSet();
    void groupsByKeptTerms();
    void parameters();
};

void TestIMatchDetector::signatureIsOfTheSet()
{
    // Token hashes, as the tokens' hashToken() values would be: the lexicon {10, 20}.
    const IMatchDetector::LexiconSet lexicon = IMatchDetector::lexiconSet(std::vector<std::uint64_t>{10, 20});
    const std::vector<std::uint64_t> ab{10, 99, 20};
    const std::vector<std::uint64_t> baa{20, 10, 10, 98};
    const std::vector<std::uint64_t> a{10, 97};
    // {10, 20} kept from both: other order, 10 repeated, different non-lexicon terms.
    QVERIFY(IMatchDetector::signature(ab, lexicon).has_value());
    QCOMPARE(IMatchDetector::signature(ab, lexicon), IMatchDetector::signature(baa, lexicon));
    QVERIFY(IMatchDetector::signature(a, lexicon) != IMatchDetector::signature(ab, lexicon));
    // Nothing kept: no signature at all (not the SHA-1 of nothing).
    QVERIFY(!IMatchDetector::signature(std::vector<std::uint64_t>{98, 99}, lexicon).has_value());
    // The terms kept: unique, ascending.
    QCOMPARE(IMatchDetector::keptTerms(baa, lexicon), (std::vector<std::uint64_t>{10, 20}));
    // The digest is SHA-1 of the kept hashes ascending, eight little-endian bytes each:
    // 10 = 0a 00 .. 00, 20 = 14 00 .. 00 (sha1sum of those 16 bytes).
    const auto expected = QByteArray::fromHex("b6a615efb53f6413edb0762db957aeef0d6a1d72");
    const auto signature = IMatchDetector::signature(ab, lexicon);
    QCOMPARE(QByteArray(signature->data(), qsizetype(signature->size())).toHex(), expected.toHex());
}

void TestIMatchDetector::groupsByKeptTerms()
{
    // D1 "x y z a", D2 "z y y x b", D3 "x y w c", D4 "q r"; N = 4.
    // df: x 3, y 3, z 2, a/b/w/c/q/r 1. max idf = log 4.
    // NIDF: x, y log(4/3)/log 4 = 0.2075; z log 2/log 4 = 0.5; singletons 1.
    // Band [0.2, 0.9] keeps {x, y, z}: D1 and D2 -> {x, y, z}, D3 -> {x, y}, D4 -> nothing.
    const Detector *detector = Registry::instance().find(u"imatch");
    QVERIFY(detector);
    const std::vector<DetectDocument> docs{document(4, u"x y z a"_s), document(3, u"z y y x b"_s),
                                           document(2, u"x y w c"_s), document(1, u"q r"_s)};
    nd::JobControl control;
    const DetectResult result = detector->detect(docs, {{u"nidf_low"_s, 0.2}, {u"nidf_high"_s, 0.9}}, control);
    const auto pairs = pairMap(result.pairs);
    QCOMPARE(pairs.size(), std::size_t(1));
    QCOMPARE(pairs.at({3, 4}), 1.0);
    QCOMPARE(result.stats.value(u"lexicon_terms"_s).toInt(), 3);
    QCOMPARE(result.stats.value(u"no_signature"_s).toInt(), 1);
    QCOMPARE(result.stats.value(u"groups"_s).toInt(), 1);

    // Band [0.6, 1.0] keeps only the singletons: every kept set differs, no pair.
    const DetectResult rare = detector->detect(docs, {{u"nidf_low"_s, 0.6}, {u"nidf_high"_s, 1.0}}, control);
    QVERIFY(rare.pairs.empty());
    // Band [0.2, 0.3] keeps {x, y}: D1, D2 and D3 now agree -> three pairs.
    const DetectResult common = detector->detect(docs, {{u"nidf_low"_s, 0.2}, {u"nidf_high"_s, 0.3}}, control);
    QCOMPARE(common.pairs.size(), std::size_t(3));
}

void TestIMatchDetector::parameters()
{
    const Detector *detector = Registry::instance().find(u"imatch");
    QVERIFY(detector);
    QString error;
    const Params p = detector->resolve({}, &error);
    QVERIFY(error.isEmpty());
    QCOMPARE(p.value(u"nidf_low"_s).toDouble(), 0.2);
    detector->resolve({{u"nidf_low"_s, 0.8}, {u"nidf_high"_s, 0.5}}, &error);
    QVERIFY(error.contains(u"nidf_low"));
    QCOMPARE(detector->thresholdRange({}).suggested, 1.0);
    QCOMPARE(detector->scoreKind(), nd::ScoreKind::Similarity);
    QVERIFY(!detector->allPairs({}));
}

QTEST_GUILESS_MAIN(TestIMatchDetector)
#include "tst_imatchdetector.moc"
