#include "reviewfixture.h"

#include "pipeline/evaluationservice.h"
#include "review/reviewtruth.h"
#include "store/reviewstore.h"

#include <QTest>

using namespace nd;
using namespace Qt::StringLiterals;
using eval::PairLabel;
using store::Decision;

class TestReviewTruth : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void labelsFromDecisions()
    {
        auto d = [](Decision x) {
            store::ReviewDecision r;
            r.decision = x;
            return r;
        };
        const QHash<store::DocumentPair, store::ReviewDecision> decisions{{{1, 2}, d(Decision::Plagiarism)},
                                                                          {{3, 4}, d(Decision::NearDuplicate)},
                                                                          {{5, 6}, d(Decision::NotDuplicate)},
                                                                          {{7, 8}, d(Decision::Unsure)}};
        const eval::GroundTruth truth = review::groundTruthFromDecisions(decisions);
        QCOMPARE(truth.positivePairCount(), 2);
        QCOMPARE(truth.label(1, 2), PairLabel::Positive);
        QCOMPARE(truth.label(4, 3), PairLabel::Positive);
        QCOMPARE(truth.label(5, 6), PairLabel::Negative);
        QCOMPARE(truth.label(7, 8), PairLabel::Ignored);
        QCOMPARE(truth.label(1, 3), PairLabel::Ignored); // never reviewed
    }

    void onlyPositivesStayOpenWorld()
    {
        store::ReviewDecision yes;
        yes.decision = Decision::Plagiarism;
        const eval::GroundTruth truth = review::groundTruthFromDecisions({{{1, 2}, yes}});
        QCOMPARE(truth.label(1, 2), PairLabel::Positive);
        // A closed world would call every unreviewed pair a negative.
        QCOMPARE(truth.label(1, 3), PairLabel::Ignored);
    }

    void evaluatesARunAgainstAReviewer()
    {
        test::ReviewFixture f({u"a"_s, u"b"_s, u"c"_s, u"d"_s}, {u"one"_s, u"two"_s, u"three"_s, u"four"_s});
        const qint64 run = f.addRun({{1, 2, 0.9}, {1, 3, 0.7}, {3, 4, 0.5}, {2, 4, 0.3}});
        store::ReviewStore store(*f.workspace);
        store.decide(f.collection, {f.pair(1, 2), f.pair(3, 4)}, Decision::NearDuplicate, {}, u"ann"_s);
        store.decide(f.collection, {f.pair(2, 4)}, Decision::NotDuplicate, {}, u"ann"_s);
        store.decide(f.collection, {f.pair(1, 3)}, Decision::NotDuplicate, {}, u"bob"_s);

        // Ann: (1,3) unreviewed, so at 0.5 two flagged pairs, both positive.
        const eval::Evaluation ann =
            pipeline::evaluateRun(*f.workspace, run, pipeline::TruthSource::parse(u"reviews:ann"_s));
        QCOMPARE(ann.positives(), 2);
        eval::OperatingPoint p = ann.at(0.5);
        QCOMPARE(p.truePositives, 2);
        QCOMPARE(p.falsePositives, 0);
        QCOMPARE(p.precision, 1.0);
        QCOMPARE(p.recall, 1.0);
        // Everyone: bob's not-duplicate on (1,3) now counts as a false positive.
        p = pipeline::evaluateRun(*f.workspace, run, {true, {}}).at(0.5);
        QCOMPARE(p.truePositives, 2);
        QCOMPARE(p.falsePositives, 1);
        QCOMPARE(review::loadReviewGroundTruth(*f.workspace, f.collection, u"bob"_s).positivePairCount(), 0);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pipeline::evaluateRun(*f.workspace, 999, {true, {}}));
    }
};

QTEST_GUILESS_MAIN(TestReviewTruth)
#include "tst_reviewtruth.moc"
