// Paper 001 Tables I and II on a corpus small enough to work by hand, and the
// study tables a figure carries.
#include "experiments/keywordtables.h"
#include "experiments/studytables.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd;
using namespace nd::experiments;

class TestKeywordTables : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tablesByHand();
    void topCutsTheLists();
    void figureCarriesBothTables();
    void tablesRoundTripAndPrint();
};

// Documents "a a b" and "b c". Frequencies: a (2, 0), b (1, 1), c (0, 1).
// C = F^T F: C_aa 4, C_bb 2, C_cc 1, C_ab 2, C_ac 0, C_bc 1.
// S_ij = C_ij / (C_ii + C_jj - C_ij): S_ab = 2 / (4 + 2 - 2) = 0.5,
// S_bc = 1 / (2 + 1 - 1) = 0.5, S_ac = 0, diagonal 1. Rows: a (1, .5, 0),
// b (.5, 1, .5), c (0, .5, 1).
// Table I, sc_i = row sum / 3: a 0.5, b 0.666667, c 0.5.
// Table II, cos(row, sc) with |sc| = sqrt(0.25 + 0.444444 + 0.25) = 0.971825:
// a 0.833333 / (1.118034 x 0.971825) = 0.766965; b 1.166667 / (1.224745 x
// 0.971825) = 0.980196; c as a. Ties (a, c) in word order.
void TestKeywordTables::tablesByHand()
{
    const std::vector<QStringList> documents{{u"a"_s, u"a"_s, u"b"_s}, {u"b"_s, u"c"_s}};
    JobControl control;
    const KeywordTables tables = keywordTables(documents, 10, control);
    QCOMPARE(tables.documents, std::size_t(2));
    QCOMPARE(tables.vocabulary, std::size_t(3));
    QCOMPARE(tables.byAverage.size(), 3);
    QCOMPARE(tables.byAverage[0].word, u"b"_s);
    QCOMPARE(tables.byAverage[1].word, u"a"_s);
    QCOMPARE(tables.byAverage[2].word, u"c"_s);
    QVERIFY(qAbs(tables.byAverage[0].centroidAverage - 2.0 / 3.0) < 1e-12);
    QVERIFY(qAbs(tables.byAverage[1].centroidAverage - 0.5) < 1e-12);
    QVERIFY(qAbs(tables.byAverage[2].centroidAverage - 0.5) < 1e-12);
    QCOMPARE(tables.byCosine[0].word, u"b"_s);
    QCOMPARE(tables.byCosine[1].word, u"a"_s);
    QVERIFY(qAbs(tables.byCosine[0].centroidCosine - 0.980196) < 1e-6);
    QVERIFY(qAbs(tables.byCosine[1].centroidCosine - 0.766965) < 1e-6);
    QVERIFY(qAbs(tables.byCosine[2].centroidCosine - 0.766965) < 1e-6);
    // Each row carries both values of its word.
    QVERIFY(qAbs(tables.byCosine[0].centroidAverage - 2.0 / 3.0) < 1e-12);
}

void TestKeywordTables::topCutsTheLists()
{
    const std::vector<QStringList> documents{{u"a"_s, u"a"_s, u"b"_s}, {u"b"_s, u"c"_s}};
    JobControl control;
    const KeywordTables tables = keywordTables(documents, 1, control);
    QCOMPARE(tables.byAverage.size(), 1);
    QCOMPARE(tables.byCosine.size(), 1);
    QCOMPARE(tables.byCosine[0].word, u"b"_s);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, keywordTables(documents, 0, control));
}

void TestKeywordTables::figureCarriesBothTables()
{
    const std::vector<QStringList> documents{{u"a"_s, u"a"_s, u"b"_s}, {u"b"_s, u"c"_s}};
    JobControl control;
    const Figure figure = keywordTablesFigure(keywordTables(documents, 10, control));
    QCOMPARE(figure.kind, Figure::Kind::Bars);
    QCOMPARE(figure.xCategories, (QStringList{u"b"_s, u"a"_s, u"c"_s}));
    QCOMPARE(figure.series.size(), 1);
    QVERIFY(qAbs(figure.series[0].y[0] - 0.980196) < 1e-6);
    const QJsonArray tableI = figure.parameters.value(u"table_i"_s).toArray();
    QCOMPARE(tableI.size(), 3);
    QCOMPARE(tableI[0].toObject().value(u"word"_s).toString(), u"b"_s);
    QVERIFY(qAbs(tableI[0].toObject().value(u"average"_s).toDouble() - 2.0 / 3.0) < 1e-12);
    const QList<StudyTable> tables = tablesOf(figure);
    QCOMPARE(tables.size(), 2);
    QCOMPARE(tables[0].rows.size(), 3);
    QCOMPARE(tables[0].rows[0], (QStringList{u"b"_s, u"0.666667"_s, u"0.9801960588"_s}));
    QCOMPARE(tables[1].rows[1], (QStringList{u"a"_s, u"0.7669649888"_s, u"0.500000"_s}));
}

void TestKeywordTables::tablesRoundTripAndPrint()
{
    Figure figure;
    addTable(figure, StudyTable{u"First"_s, {u"Word"_s, u"Score"_s}, {{u"ab"_s, u"1"_s}, {u"c"_s, u"22"_s}}});
    addTable(figure, StudyTable{u"Second"_s, {u"X"_s}, {}});
    const QList<StudyTable> tables = tablesOf(figure);
    QCOMPARE(tables.size(), 2);
    QCOMPARE(tables[0].title, u"First"_s);
    QCOMPARE(tables[0].columns, (QStringList{u"Word"_s, u"Score"_s}));
    QCOMPARE(tables[0].rows[1], (QStringList{u"c"_s, u"22"_s}));
    QCOMPARE(tables[1].rows.size(), 0);
    // Columns padded to their widest cell ("Word" 4), two spaces between.
    QCOMPARE(tableText(tables[0]), u"First\n  Word  Score\n  ab    1\n  c     22\n"_s);
}

QTEST_GUILESS_MAIN(TestKeywordTables)
#include "tst_keywordtables.moc"
