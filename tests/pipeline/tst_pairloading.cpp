#include "jobs/jobcontrol.h"
#include "pipeline/pairloading.h"
#include "store/collectionstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd;

namespace {

// The ten fruit words are the only run the two texts share; "kitchen" and
// "market" / "garden" are each in one text only.
const QString fruit = u"apples pears plums cherries grapes melons lemons limes oranges figs"_s;
const QString kitchen = u"kitchen "_s + fruit;
const QString market = u"market garden "_s + fruit;

} // namespace

class TestPairLoading : public QObject
{
    Q_OBJECT

private:
    test::ScratchWorkspace m_workspace;
    // The kitchen and market documents, with the default matching.
    pipeline::PairRequest m_request;

private Q_SLOTS:
    void initTestCase()
    {
        m_workspace.open(u"pairs.ndw"_s);
        store::CollectionStore collections(*m_workspace);
        const qint64 collection = collections.createCollection(u"fruit"_s, m_workspace.folder());
        m_request.documentA = collections.addDocument(collection, test::textDocument(u"kitchen.txt"_s, kitchen));
        m_request.documentB = collections.addDocument(collection, test::textDocument(u"market.txt"_s, market));
    }

    void matchesTheSharedRun()
    {
        const JobControl control;
        const pipeline::LoadedPair pair = pipeline::loadPair(*m_workspace, m_request, control);
        QCOMPARE(pair.missingDocument, 0);
        QCOMPARE(pair.a.title, u"kitchen.txt"_s);
        QCOMPARE(pair.b.title, u"market.txt"_s);
        QCOMPARE(pair.a.text, kitchen);
        QCOMPARE(pair.b.text, market);
        // 1 + 10 and 2 + 10 words, one token span each.
        QCOMPARE(pair.a.words, 11);
        QCOMPARE(pair.b.words, 12);
        QCOMPARE(pair.a.spans.size(), size_t(11));
        QCOMPARE(pair.b.spans.size(), size_t(12));
        QCOMPARE(pair.passages.size(), 1);
        const compare::MatchedPassage &passage = pair.passages.first();
        QCOMPARE(passage.words, 10);
        QCOMPARE(kitchen.mid(passage.beginA, passage.endA - passage.beginA), fruit);
        QCOMPARE(market.mid(passage.beginB, passage.endB - passage.beginB), fruit);
        // No run: nothing to explain, no stored score, the whole texts compared.
        QVERIFY(!pair.mainContent);
        QVERIFY(pair.runScores.isEmpty());
        QVERIFY(pair.a.boilerplate.isEmpty());
    }

    void shorterRunsThanAskedAreNoPassage()
    {
        pipeline::PairRequest r = m_request;
        r.minWords = 11;
        const JobControl control;
        QVERIFY(pipeline::loadPair(*m_workspace, r, control).passages.isEmpty());
    }

    void namesAMissingDocument()
    {
        pipeline::PairRequest r = m_request;
        r.documentB = 9999;
        const JobControl control;
        const pipeline::LoadedPair pair = pipeline::loadPair(*m_workspace, r, control);
        QCOMPARE(pair.missingDocument, 9999);
        QVERIFY(pair.a.text.isEmpty());
        QVERIFY(pair.passages.isEmpty());
    }

    void stopsWhenCancelled()
    {
        JobControl control;
        control.cancel();
        QVERIFY_THROWS_EXCEPTION(Cancelled, pipeline::loadPair(*m_workspace, m_request, control));
    }
};

QTEST_GUILESS_MAIN(TestPairLoading)
#include "tst_pairloading.moc"
