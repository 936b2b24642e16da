#include "detect/detector.h"
#include "detecttesthelpers.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd::detect;
using namespace nd::detect::testing;

class TestSigNcdDetector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void ncdOfSignatures_data();
    void ncdOfSignatures();
    void payloadBytesAreTheSignatures();
    void customSpotsMustNotBeEmpty();
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
    const DetectResult r = m_ncd->detect({document(1, x), document(2, y)}, {{u"compressor"_s, u"zlib"_s}}, control);
    return r.pairs.at(0).score;
}

// Each row: two texts, the method and its parameters (beyond zlib without
// pruning), and the signatures worked out by hand; the pair's score must be the
// NCD of those signatures, as the plain ncd detector computes it.
void TestSigNcdDetector::ncdOfSignatures_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<QVariantMap>("params");
    QTest::addColumn<QString>("textA");
    QTest::addColumn<QString>("textB");
    QTest::addColumn<QString>("signatureA");
    QTest::addColumn<QString>("signatureB");

    const QString commasA = u"Alpha one, beta two, gamma three, delta."_s;
    const QString commasB = u"Alpha one, beta two, gamma three, delta four, epsilon."_s;
    // Sig-1L with commas: A has 3 commas -> "one two three"; B has 4 -> "one two three four".
    QTest::newRow("1L: the word before each comma")
        << u"signcd"_s << QVariantMap{} << commasA << commasB << u"one two three"_s << u"one two three four"_s;
    // 1R takes the word after each comma.
    QTest::newRow("1R: the word after each comma") << u"signcd"_s << QVariantMap{{u"window"_s, u"1R"_s}} << commasA
                                                   << commasB << u"beta gamma delta"_s << u"beta gamma delta epsilon"_s;
    // A has only 2 commas (< 3 spots): its whole text is compared; B's signature is "x y z".
    const QString fewA = u"Just two, commas here, nothing more."_s;
    const QString fewB = u"One x, two y, three z, end."_s;
    QTest::newRow("too few spots: the whole text")
        << u"signcd"_s << QVariantMap{} << fewA << fewB << fewA << u"x y z"_s;
    // With min_spots 2, A gives its signature "two here" instead.
    QTest::newRow("min_spots 2") << u"signcd"_s << QVariantMap{{u"min_spots"_s, 2}} << fewA << fewB << u"two here"_s
                                 << u"x y z"_s;
    // Spots at '|' only; the commas are ignored.
    QTest::newRow("custom spot characters")
        << u"signcd"_s << QVariantMap{{u"spots"_s, u"custom"_s}, {u"custom_spots"_s, u"|"_s}}
        << u"Go, one | two | three | end."_s << u"Go, one | two | three | four | end."_s << u"one two three"_s
        << u"one two three four"_s;
    // Antecedents {a, there, was, said, the, is}, chain 1: three stopword spots each,
    // so not compared whole.
    QTest::newRow("spotsigncd: stopword spots")
        << u"spotsigncd"_s << QVariantMap{} << u"The cat and a dog saw the bird."_s
        << u"The cat and a dog saw the fish."_s << u"the:cat a:dog the:bird"_s << u"the:cat a:dog the:fish"_s;
}

void TestSigNcdDetector::ncdOfSignatures()
{
    QFETCH(QString, method);
    QFETCH(QVariantMap, params);
    QFETCH(QString, textA);
    QFETCH(QString, textB);
    QFETCH(QString, signatureA);
    QFETCH(QString, signatureB);
    params.insert(u"compressor"_s, u"zlib"_s);
    params.insert(u"pruning"_s, u"none"_s);
    nd::JobControl control;
    const DetectResult r =
        Registry::instance().find(method)->detect({document(1, textA), document(2, textB)}, params, control);
    QCOMPARE(r.pairs.size(), std::size_t(1));
    QCOMPARE(r.pairs.at(0).score, ncdOf(signatureA, signatureB));
}

void TestSigNcdDetector::payloadBytesAreTheSignatures()
{
    // "one two three" (13 bytes) and "one two three four" (18).
    nd::JobControl control;
    const DetectResult r = m_sigNcd->detect({document(1, u"Alpha one, beta two, gamma three, delta."_s),
                                             document(2, u"Alpha one, beta two, gamma three, delta four, epsilon."_s)},
                                            {{u"compressor"_s, u"zlib"_s}, {u"pruning"_s, u"none"_s}}, control);
    QCOMPARE(r.stats.value(u"payload_bytes"_s).toInteger(), 13 + 18);
}

void TestSigNcdDetector::customSpotsMustNotBeEmpty()
{
    QString error;
    QVERIFY(m_sigNcd->resolve({{u"spots"_s, u"custom"_s}, {u"custom_spots"_s, u""_s}}, &error).isEmpty());
    QVERIFY2(error.contains(u"custom_spots"_s), qPrintable(error));
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
            const auto [a, b] = detectOnOneAndTwoThreads(*detector, docs, {{u"pruning"_s, pruning}});
            QVERIFY(!a.pairs.empty());
            QCOMPARE(pairMap(a.pairs), pairMap(b.pairs));
        }
    }
}

QTEST_GUILESS_MAIN(TestSigNcdDetector)
#include "tst_signcddetector.moc"
