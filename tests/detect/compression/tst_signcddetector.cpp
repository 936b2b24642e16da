#include "detect/detector.h"
#include "../detecttesthelpers.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd::detect;
using namespace nd::detect::testing;

class TestSigNcdDetector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void ncdOfSignatures();
    void fewSpotsComparedWhole();
    void customSpotCharacters();
    void spotSigNcdUsesStopwordSpots();
    void threadsDoNotChangeResults();

private:
    double ncdOf(const QString &x, const QString &y);

    const Detector *m_sigNcd = nullptr;
    const Detector *m_spotSigNcd = nullptr;
    const Detector *m_ncd = nullptr;
};

void TestSigNcdDetector::initTestCase()
{
    m_sigNcd = Registry::instance().find(u"signcd");
    m_spotSigNcd = Registry::instance().find(u"spotsigncd");
    m_ncd = Registry::instance().find(u"ncd");
    QVERIFY(m_sigNcd && m_spotSigNcd && m_ncd);
    QCOMPARE(m_sigNcd->scoreKind(), nd::ScoreKind::Distance);
    // P1 by default (the paper's SigNCD w/ P1): not all-pairs, range up to tau.
    QVERIFY(!m_sigNcd->allPairs({}));
    QCOMPARE(m_sigNcd->thresholdRange({}).maximum, 0.8);
    QCOMPARE(m_sigNcd->thresholdRange({}).suggested, 0.7);
    QString error;
    QVERIFY(m_sigNcd->resolve({{u"window"_s, u"3"_s}}, &error).isEmpty());
}

// The NCD the ncd detector gives two literal texts (zlib, no pruning).
double TestSigNcdDetector::ncdOf(const QString &x, const QString &y)
{
    nd::JobControl control;
    const DetectResult r = m_ncd->detect({document(1, x), document(2, y)},
                                         {{u"compressor"_s, u"zlib"_s}}, control);
    return r.pairs.at(0).score;
}

void TestSigNcdDetector::ncdOfSignatures()
{
    // Sig-1L with commas: A has 3 commas -> "one two three";
    // B has 4 -> "one two three four". SigNCD(A,B) = NCD of those strings.
    const QString a = u"Alpha one, beta two, gamma three, delta."_s;
    const QString b = u"Alpha one, beta two, gamma three, delta four, epsilon."_s;
    nd::JobControl control;
    const DetectResult r = m_sigNcd->detect(
        {document(1, a), document(2, b)},
        {{u"compressor"_s, u"zlib"_s}, {u"pruning"_s, u"none"_s}}, control);
    QCOMPARE(r.pairs.size(), std::size_t(1));
    QCOMPARE(r.pairs.at(0).score, ncdOf(u"one two three"_s, u"one two three four"_s));
    // 1R takes the word after each comma: "beta gamma delta" / "beta gamma delta epsilon".
    const DetectResult right = m_sigNcd->detect(
        {document(1, a), document(2, b)},
        {{u"compressor"_s, u"zlib"_s}, {u"pruning"_s, u"none"_s}, {u"window"_s, u"1R"_s}},
        control);
    QCOMPARE(right.pairs.at(0).score,
             ncdOf(u"beta gamma delta"_s, u"beta gamma delta epsilon"_s));
    QCOMPARE(r.stats.value(u"payload_bytes"_s).toInteger(), 13 + 18);
}

void TestSigNcdDetector::fewSpotsComparedWhole()
{
    // A has only 2 commas (< 3): its whole text is used, B's signature is "x y z".
    const QString a = u"Just two, commas here, nothing more."_s;
    const QString b = u"One x, two y, three z, end."_s;
    nd::JobControl control;
    const DetectResult r = m_sigNcd->detect(
        {document(1, a), document(2, b)},
        {{u"compressor"_s, u"zlib"_s}, {u"pruning"_s, u"none"_s}}, control);
    QCOMPARE(r.pairs.at(0).score, ncdOf(a, u"x y z"_s));
    // With min_spots 2 A gives its signature "two here" instead.
    const DetectResult r2 = m_sigNcd->detect(
        {document(1, a), document(2, b)},
        {{u"compressor"_s, u"zlib"_s}, {u"pruning"_s, u"none"_s}, {u"min_spots"_s, 2}},
        control);
    QCOMPARE(r2.pairs.at(0).score, ncdOf(u"two here"_s, u"x y z"_s));
}

void TestSigNcdDetector::customSpotCharacters()
{
    // Spots at '|' only: A "one | two | three | end" -> 1L signature "one two three",
    // B "one | two | three | four | end" -> "one two three four"; commas are ignored.
    const QString a = u"Go, one | two | three | end."_s;
    const QString b = u"Go, one | two | three | four | end."_s;
    nd::JobControl control;
    const DetectResult r = m_sigNcd->detect(
        {document(1, a), document(2, b)},
        {{u"compressor"_s, u"zlib"_s}, {u"pruning"_s, u"none"_s}, {u"spots"_s, u"custom"_s}, {u"custom_spots"_s, u"|"_s}},
        control);
    QCOMPARE(r.pairs.at(0).score, ncdOf(u"one two three"_s, u"one two three four"_s));
    QString error;
    QVERIFY(m_sigNcd->resolve({{u"spots"_s, u"custom"_s}, {u"custom_spots"_s, u""_s}}, &error).isEmpty());
    QVERIFY2(error.contains(u"custom_spots"_s), qPrintable(error));
}

void TestSigNcdDetector::spotSigNcdUsesStopwordSpots()
{
    // Antecedents {a, there, was, said, the, is}, chain 1: A -> "the:cat a:dog the:bird",
    // B -> "the:cat a:dog the:fish" (3 signatures each, so not compared whole).
    const QString a = u"The cat and a dog saw the bird."_s;
    const QString b = u"The cat and a dog saw the fish."_s;
    nd::JobControl control;
    const DetectResult r = m_spotSigNcd->detect(
        {document(1, a), document(2, b)},
        {{u"compressor"_s, u"zlib"_s}, {u"pruning"_s, u"none"_s}}, control);
    QCOMPARE(r.pairs.at(0).score, ncdOf(u"the:cat a:dog the:bird"_s, u"the:cat a:dog the:fish"_s));
}

void TestSigNcdDetector::threadsDoNotChangeResults()
{
    std::vector<DetectDocument> docs;
    for (int i = 0; i < 20; ++i) {
        QString text;
        for (int w = 0; w < 40; ++w)
            text += u"the w%1 was w%2, "_s.arg((i % 4) * 11 + w).arg(w * (1 + i % 3));
        docs.push_back(document(i + 1, text));
    }
    for (const Detector *detector : {m_sigNcd, m_spotSigNcd}) {
        for (const QString &pruning : {u"P1"_s, u"P1+P2"_s}) {
            nd::JobControl control;
            const DetectResult a = detector->detect(
                docs, {{u"pruning"_s, pruning}, {u"threads"_s, 1}}, control);
            const DetectResult b = detector->detect(
                docs, {{u"pruning"_s, pruning}, {u"threads"_s, 2}}, control);
            QVERIFY(!a.pairs.empty());
            QCOMPARE(pairMap(a.pairs), pairMap(b.pairs));
        }
    }
}

QTEST_GUILESS_MAIN(TestSigNcdDetector)
#include "tst_signcddetector.moc"
