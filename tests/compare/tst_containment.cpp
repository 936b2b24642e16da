#include "compare/containment.h"

#include <QTest>

using nd::compare::MatchedPassage;

class TestContainment : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bothDirections();
    void emptyAndClamped();
};

namespace {

MatchedPassage passage(int words)
{
    MatchedPassage p;
    p.words = words;
    return p;
}

} // namespace

void TestContainment::bothDirections()
{
    // 5 + 3 = 8 shared words; A has 10 words, B 40: A is 8/10 in B, B is 8/40 in A.
    const auto c = nd::compare::containment({passage(5), passage(3)}, 10, 40);
    QCOMPARE(c.coveredA, 8);
    QCOMPARE(c.coveredB, 8);
    QCOMPARE(c.aInB(), 0.8);
    QCOMPARE(c.bInA(), 0.2);
}

void TestContainment::emptyAndClamped()
{
    const auto none = nd::compare::containment({}, 0, 0);
    QCOMPARE(none.aInB(), 0.0);
    QCOMPARE(none.bInA(), 0.0);
    // Never above 100 %, even from inconsistent counts.
    const auto c = nd::compare::containment({passage(12)}, 10, 50);
    QCOMPARE(c.aInB(), 1.0);
    QCOMPARE(c.bInA(), 12.0 / 50.0);
}

QTEST_GUILESS_MAIN(TestContainment)
#include "tst_containment.moc"
