#include "detect/detector.h"
#include "detecttesthelpers.h"
#include "pipeline/querybydocument.h"
#include "pipeline/runservice.h"
#include "store/collectionstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <stdexcept>

using namespace Qt::StringLiterals;
using namespace nd;

namespace {

const QString orchard = u"Apples, pears and plums ripen in the orchard while farmers gather baskets "
                        "and ladders for the harvest."_s;
const QString harbour = u"Fishing boats return to the harbour at dawn, crews unload crates of herring "
                        "and mackerel for the market."_s;
// Two paragraphs; the second is the one the paragraph query copies.
const QString mountain = u"Climbers camp below the glacier, checking ropes, crampons and weather reports "
                         "before the summit attempt.\n\n"
                         "Avalanche warnings closed the northern ridge, so guides rerouted every team "
                         "through the eastern valley."_s;

} // namespace

class TestQueryByDocument : public QObject
{
    Q_OBJECT

private:
    test::ScratchWorkspace m_workspace;
    qint64 m_collection = 0;
    QList<qint64> m_ids;

    pipeline::QueryRequest request() const
    {
        pipeline::QueryRequest r;
        r.collectionId = m_collection;
        r.method = u"simhash"_s;
        r.params = {{u"max_distance"_s, 32}};
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_workspace.open(u"ws.ndw"_s);
        store::CollectionStore collectionStore(*m_workspace);
        m_collection = collectionStore.createCollection(u"three"_s, m_workspace.folder());
        int n = 0;
        for (const QString &text : {orchard, harbour, mountain}) {
            store::NewDocument document = test::textDocument(u"doc%1.txt"_s.arg(++n), text);
            document.title = document.path;
            m_ids.append(collectionStore.addDocument(m_collection, document));
        }
    }

    void splitsParagraphs()
    {
        QCOMPARE(pipeline::splitParagraphs(u"a\n\nb\n \n\n c \nd\n"_s), (QStringList{u"a"_s, u"b"_s, u"c \nd"_s}));
        QCOMPARE(pipeline::splitParagraphs(u"one line\r\n\r\nnext"_s), (QStringList{u"one line"_s, u"next"_s}));
    }

    void fullTextFindsItselfFirst()
    {
        // The query is the orchard text: same tokens, same IDF (from the collection),
        // so the same fingerprint: distance 0, first. The other two documents come at
        // the distances the detector gives their pairs with the orchard document.
        pipeline::QueryRequest r = request();
        r.text = orchard;
        JobControl control;
        const pipeline::QueryResult result = pipeline::queryByDocument(*m_workspace, r, control);
        QVERIFY(!result.hits.isEmpty());
        QCOMPARE(result.hits.first().documentId, m_ids[0]);
        QCOMPARE(result.hits.first().distance, 0);
        QCOMPARE(result.hits.first().path, u"doc1.txt"_s);

        const auto documents = pipeline::prepareDocuments(*m_workspace, m_collection, {}, control);
        const auto pairs = detect::testing::pairMap(
            detect::Registry::instance().find(u"simhash")->detect(documents, r.params, control).pairs);
        for (qsizetype h = 1; h < result.hits.size(); ++h) {
            const auto &hit = result.hits[h];
            QVERIFY(hit.distance >= result.hits[h - 1].distance); // sorted
            QCOMPARE(double(hit.distance), pairs.at({m_ids[0], hit.documentId}));
        }
        // simhash's tf weights depend on the text alone: answered from stored fingerprints.
        QVERIFY(result.stats.value(u"from_stored_fingerprints"_s).toBool());
    }

    void storedDocumentLeavesItselfOut()
    {
        pipeline::QueryRequest r = request();
        r.documentId = m_ids[0];
        JobControl control;
        const auto result = pipeline::queryByDocument(*m_workspace, r, control);
        for (const auto &hit : result.hits)
            QVERIFY(hit.documentId != m_ids[0]);
    }

    void byParagraph()
    {
        // Query paragraphs: 0 "Introduction" (1 token < 5: skipped), 1 the mountain
        // document's second paragraph verbatim (-> mountain, stored paragraph 1, distance
        // 0), 2 new text. The whole mountain document is not that paragraph, so full-text
        // distance is > 0 but the paragraph hit is exact.
        pipeline::QueryRequest r = request();
        r.params = {{u"max_distance"_s, 3}};
        r.byParagraph = true;
        r.text = u"Introduction\n\nAvalanche warnings closed the northern ridge, so guides rerouted every "
                 "team through the eastern valley.\n\nBakers knead sourdough at midnight so that loaves "
                 "cool on racks before the shop opens."_s;
        JobControl control;
        const auto result = pipeline::queryByDocument(*m_workspace, r, control);
        QCOMPARE(result.queryParagraphs, 3);
        bool exact = false;
        for (const auto &hit : result.hits) {
            QVERIFY(hit.queryParagraph != 0);
            if (hit.queryParagraph == 1 && hit.documentId == m_ids[2]) {
                QCOMPARE(hit.distance, 0);
                QCOMPARE(hit.storedParagraph, 1);
                exact = true;
            }
        }
        QVERIFY(exact);
    }

    void refusesOtherMethodsAndEmptyQueries()
    {
        pipeline::QueryRequest r = request();
        r.method = u"shingling"_s;
        r.text = orchard;
        JobControl control;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pipeline::queryByDocument(*m_workspace, r, control));
        r = request();
        r.text = u"   "_s;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pipeline::queryByDocument(*m_workspace, r, control));
    }
};

QTEST_GUILESS_MAIN(TestQueryByDocument)
#include "tst_querybydocument.moc"
