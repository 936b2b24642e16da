// Paper 003's Algorithm 1 with its `checked` set (skip_matched) in the NCD family.
#include "detect/detector.h"
#include "detecttesthelpers.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd::detect;
using namespace nd::detect::testing;

class TestNcdChecked : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchedDocumentsAreSkipped();
};

// With Snappy (the default is zstd), whose sizes these are: K1, K2, K3 are the
// same 40 distinct characters and J 40 others: every C = 42 (a 40-byte literal),
// so the sort keeps input order K1, K2, K3, J and no pruning applies.
// Row K1 compares K2 and K3 (NCD ~ 0.07 <= tau 0.5: both join `checked`) and J
// (~ 0.98). Rows K2 and K3 are skipped (lines 10-11), and so is K2-K3 and the
// pairs with J they would have made: 3 comparisons instead of 6.
void TestNcdChecked::matchedDocumentsAreSkipped()
{
    const Detector *ncd = Registry::instance().find(u"ncd");
    QVERIFY(ncd);
    const QString k = u"abcdefghijklmnopqrstuvwxyz0123456789ABCD"_s;
    const QString j = u"EFGHIJKLMNOPQRSTUVWXYZ!#$%&()*+-/<=>?@[]"_s;
    const std::vector<DetectDocument> docs{document(1, k), document(2, k), document(3, k), document(4, j)};
    nd::JobControl control;
    const Params written{
        {u"compressor"_s, u"snappy"_s}, {u"pruning"_s, u"none"_s}, {u"max_distance"_s, 0.5}, {u"skip_matched"_s, true}};
    for (const int threads : {1, 3}) {
        Params params = written;
        params.insert(u"threads"_s, threads);
        const DetectResult result = ncd->detect(docs, params, control);
        const auto pairs = pairMap(result.pairs);
        QCOMPARE(result.stats.value(u"comparisons"_s).toInteger(), 3);
        QCOMPARE(result.stats.value(u"skipped_checked"_s).toInteger(), 3);
        QCOMPARE(pairs.size(), std::size_t(3));
        QVERIFY(pairs.at({1, 2}) < 0.2);
        QVERIFY(pairs.at({1, 3}) < 0.2);
        QVERIFY(pairs.at({1, 4}) > 0.9);
        QVERIFY(!pairs.contains({2, 3}));
    }
    // Without the checked set every pair is compared.
    const DetectResult all = ncd->detect(
        docs, {{u"compressor"_s, u"snappy"_s}, {u"pruning"_s, u"none"_s}, {u"max_distance"_s, 0.5}}, control);
    QCOMPARE(all.stats.value(u"comparisons"_s).toInteger(), 6);
    QCOMPARE(all.stats.value(u"skipped_checked"_s).toInteger(), 0);
}

QTEST_GUILESS_MAIN(TestNcdChecked)
#include "tst_ncdchecked.moc"
