#include "review/agreement.h"

#include <QTest>

using namespace nd;
using store::Decision;

class TestAgreement : public QObject
{
    Q_OBJECT

    static store::ReviewDecision d(Decision decision)
    {
        store::ReviewDecision result;
        result.decision = decision;
        return result;
    }

private Q_SLOTS:
    void kappaByHand()
    {
        // Rows A, columns B (P plagiarism, D near-dup, N not-dup, U unsure):
        //   P/P 3, P/D 1, D/D 2, N/N 2, N/U 1, U/N 1  -> 10 pairs, 7 agreed, po = 0.7
        //   A's shares P 4, D 2, N 3, U 1; B's P 3, D 3, N 3, U 1
        //   pe = (4*3 + 2*3 + 3*3 + 1*1) / 100 = 0.28
        //   kappa = (0.7 - 0.28) / (1 - 0.28) = 0.42 / 0.72 = 0.58333...
        QHash<store::DocumentPair, store::ReviewDecision> a, b;
        qint64 next = 1;
        auto add = [&](Decision x, Decision y, int count) {
            for (int i = 0; i < count; ++i, next += 2) {
                a.insert({next, next + 1}, d(x));
                b.insert({next, next + 1}, d(y));
            }
        };
        add(Decision::Plagiarism, Decision::Plagiarism, 3);
        add(Decision::Plagiarism, Decision::NearDuplicate, 1);
        add(Decision::NearDuplicate, Decision::NearDuplicate, 2);
        add(Decision::NotDuplicate, Decision::NotDuplicate, 2);
        add(Decision::NotDuplicate, Decision::Unsure, 1);
        add(Decision::Unsure, Decision::NotDuplicate, 1);
        // Decided by one reviewer only: not part of the comparison.
        a.insert({100, 101}, d(Decision::Plagiarism));
        b.insert({200, 201}, d(Decision::NotDuplicate));

        const review::Agreement k = review::cohensKappa(a, b);
        QCOMPARE(k.pairs, 10);
        QCOMPARE(k.agreed, 7);
        QCOMPARE(k.observed, 0.7);
        QVERIFY(qAbs(k.expected - 0.28) < 1e-12);
        QVERIFY(qAbs(k.kappa - 0.42 / 0.72) < 1e-12);
        QCOMPARE(k.table[0][1], 1);
        QCOMPARE(k.table[3][2], 1);
    }

    void perfectAndNoOverlap()
    {
        QHash<store::DocumentPair, store::ReviewDecision> a{{{1, 2}, d(Decision::Plagiarism)},
                                                            {{3, 4}, d(Decision::NotDuplicate)}};
        QCOMPARE(review::cohensKappa(a, a).kappa, 1.0);
        const QHash<store::DocumentPair, store::ReviewDecision> other{{{5, 6}, d(Decision::Plagiarism)}};
        const review::Agreement none = review::cohensKappa(a, other);
        QCOMPARE(none.pairs, 0);
        QCOMPARE(none.kappa, 0.0);
        // Opposite on two pairs with balanced shares: po 0, pe 0.5, kappa -1.
        QHash<store::DocumentPair, store::ReviewDecision> b{{{1, 2}, d(Decision::NotDuplicate)},
                                                            {{3, 4}, d(Decision::Plagiarism)}};
        QCOMPARE(review::cohensKappa(a, b).kappa, -1.0);
    }
};

QTEST_GUILESS_MAIN(TestAgreement)
#include "tst_agreement.moc"
