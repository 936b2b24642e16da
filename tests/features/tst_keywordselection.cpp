#include "features/keywordselection.h"

#include <QTest>

using namespace Qt::StringLiterals;
using nd::features::KeywordSelection;

class TestKeywordSelection : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void handChecked();
    void cancels();
};

// d1 = "a a b", d2 = "b c", d3 = "a c c"; F (documents x terms a b c):
//   d1: 2 1 0   d2: 0 1 1   d3: 1 0 2
// C = F^T F:  C_aa = 4+0+1 = 5, C_bb = 1+1+0 = 2, C_cc = 0+1+4 = 5,
//             C_ab = 2*1 = 2,   C_ac = 1*2 = 2,   C_bc = 1*1 = 1
// S_ij = C_ij / (C_ii + C_jj - C_ij):
//       a     b     c
//   a   1     2/5   2/8
//   b   2/5   1     1/6
//   c   2/8   1/6   1
// sc = row means = (1.65/3, 1.5667/3, 1.4167/3) = (0.55, 0.522222, 0.472222)
// |sc| = 0.893935; |S_a| = sqrt(1 + .16 + .0625) = 1.105667
// cos(S_a, sc) = (0.55 + 0.4*0.522222 + 0.25*0.472222) / (1.105667*0.893935) = 0.887747
// cos(S_b, sc) = (0.4*0.55 + 0.522222 + 0.472222/6) / (1.080123*0.893935) = 0.843098
// cos(S_c, sc) = (0.25*0.55 + 0.522222/6 + 0.472222) / (1.044543*0.893935) = 0.746888
void TestKeywordSelection::handChecked()
{
    const std::vector<QStringList> docs{{u"a"_s, u"a"_s, u"b"_s}, {u"b"_s, u"c"_s}, {u"a"_s, u"c"_s, u"c"_s}};
    nd::JobControl control;
    const KeywordSelection selection(docs, control);
    QCOMPARE(selection.terms(), (QStringList{u"a"_s, u"b"_s, u"c"_s}));
    QVERIFY(qAbs(selection.centroid()[0] - 0.55) < 1e-9);
    QVERIFY(qAbs(selection.centroid()[1] - 1.5666666666666667 / 3) < 1e-9);
    QVERIFY(qAbs(selection.centroid()[2] - 1.4166666666666667 / 3) < 1e-9);
    QVERIFY(qAbs(selection.scores()[0] - 0.8877467655345724) < 1e-9);
    QVERIFY(qAbs(selection.scores()[1] - 0.84309754561987) < 1e-9);
    QVERIFY(qAbs(selection.scores()[2] - 0.7468882376873781) < 1e-9);
    QCOMPARE(selection.keywords(0.0), (QStringList{u"a"_s, u"b"_s, u"c"_s}));
    QCOMPARE(selection.keywords(0.8), (QStringList{u"a"_s, u"b"_s}));
    QCOMPARE(selection.keywords(0.85), (QStringList{u"a"_s}));
}

void TestKeywordSelection::cancels()
{
    const std::vector<QStringList> docs{{u"a"_s, u"b"_s}};
    nd::JobControl control;
    control.cancel();
    QVERIFY_THROWS_EXCEPTION(nd::Cancelled, KeywordSelection(docs, control));
}

QTEST_GUILESS_MAIN(TestKeywordSelection)
#include "tst_keywordselection.moc"
