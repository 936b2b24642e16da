// NearDupService on a real workspace: stored fingerprints (computed once, read
// back at the next start), add/delete durable in the workspace, the method's
// own fingerprint, and the methods that cannot be served.
#include "detect/simhash/simhashdetector.h"
#include "detect/simhash/weightedsimhashdetector.h"
#include "features/nounlexicon.h"
#include "service/neardupservice.h"
#include "store/collectionstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <stdexcept>

using namespace nd;
using namespace Qt::StringLiterals;

namespace {

const QString riverText = u"The river floods the meadow every spring and the farmers move their cattle to the "
                          "higher pastures until the water goes down again."_s;
const QString forgeText = u"A blacksmith heats the iron in the forge, hammers it on the anvil and quenches the "
                          "blade in a barrel of cold water."_s;

} // namespace

class TestNearDupService : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<store::Workspace> m_workspace;
    qint64 m_collection = 0;
    qint64 m_river = 0;

    service::ServiceConfig config(const QString &method = u"simhash-weighted"_s) const
    {
        service::ServiceConfig c;
        c.collectionId = m_collection;
        c.method = method;
        c.params.insert(u"max_distance"_s, 3);
        return c;
    }

    qint64 storedRows() const
    {
        QSqlQuery query(m_workspace->database());
        query.exec(u"SELECT count(*) FROM document_fingerprint"_s);
        query.next();
        return query.value(0).toLongLong();
    }

private Q_SLOTS:
    void init()
    {
        m_workspace.reset();
        QVERIFY(m_dir.isValid());
        QFile::remove(m_dir.filePath(u"ws.ndw"_s));
        m_workspace = std::make_unique<store::Workspace>(m_dir.filePath(u"ws.ndw"_s));
        store::CollectionStore collectionStore(*m_workspace);
        m_collection = collectionStore.createCollection(u"c"_s, {});
        m_river = collectionStore.addDocument(m_collection, test::textDocument(u"river.txt"_s, riverText));
        collectionStore.addDocument(m_collection, test::textDocument(u"forge.txt"_s, forgeText));
    }

    void fingerprintIsTheDetectorsOwn()
    {
        JobControl control;
        const service::NearDupService service(*m_workspace, config(), control);
        // simhash-weighted's fingerprint with lambda 1, as its detector makes it.
        const auto features =
            detect::WeightedSimhashDetector::weightedFeatures(riverText, 1.0, features::NounLexicon::english());
        QCOMPARE(service.fingerprinter().wholeFingerprint(riverText),
                 std::optional<std::uint64_t>(detect::SimhashDetector::fingerprint(features, 64)));
        const service::CheckResult result = service.check(riverText, {});
        QCOMPARE(result.matches.size(), 1);
        QCOMPARE(result.matches.first().documentId, m_river);
        QCOMPARE(result.matches.first().name, u"river.txt"_s);
        QCOMPARE(result.matches.first().distance, 0);
        // Nothing in a text: nothing to find.
        QVERIFY(service.check(u"the and of"_s, {}).matches.isEmpty());
    }

    void computedOnceThenReadBack()
    {
        JobControl control;
        {
            const service::NearDupService first(*m_workspace, config(), control);
            QCOMPARE(first.stats().computedAtStart, 2);
        }
        const qint64 rows = storedRows();
        QVERIFY(rows >= 2);
        const service::NearDupService second(*m_workspace, config(), control);
        QCOMPARE(second.stats().computedAtStart, 0);
        QCOMPARE(second.stats().documents, 2);
        QCOMPARE(storedRows(), rows);
        // Another lambda is another kind of fingerprint, computed for itself.
        service::ServiceConfig other = config();
        other.params.insert(u"lambda"_s, 3.0);
        const service::NearDupService third(*m_workspace, other, control);
        QCOMPARE(third.stats().computedAtStart, 2);
    }

    void addAndRemoveAreDurable()
    {
        JobControl control;
        qint64 added = 0;
        {
            service::NearDupService service(*m_workspace, config(), control);
            added = service.add(service.read({u"new.html"_s, "<p>" + forgeText.toUtf8() + "</p><script>x()</script>"}));
            QCOMPARE(service.check(forgeText, {}).matches.size(), 2);
            QVERIFY(service.remove(m_river));
            QVERIFY(!service.remove(m_river));
            QVERIFY(service.check(riverText, {}).matches.isEmpty());
        }
        const auto record = store::CollectionStore(*m_workspace).document(added);
        QVERIFY(record);
        QCOMPARE(record->format, u"html"_s);
        QCOMPARE(record->text.trimmed(), forgeText);
        QVERIFY(!store::CollectionStore(*m_workspace).document(m_river));
        const service::NearDupService again(*m_workspace, config(), control);
        QCOMPARE(again.stats().computedAtStart, 0);
        QCOMPARE(again.check(forgeText, {}).matches.size(), 2);
        QVERIFY(again.check(riverText, {}).matches.isEmpty());
    }

    void refusesWhatCannotBeServed()
    {
        JobControl control;
        // TF-IDF changes every fingerprint with each document added.
        service::ServiceConfig tfidf = config(u"simhash-shingles"_s);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, service::NearDupService(*m_workspace, tfidf, control));
        tfidf.params.insert(u"weighting"_s, u"tf"_s);
        const service::NearDupService shingles(*m_workspace, tfidf, control);
        QCOMPARE(shingles.check(riverText, {}).matches.size(), 1);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 service::NearDupService(*m_workspace, config(u"minhash"_s), control));
        service::ServiceConfig missing = config();
        missing.collectionId = 999;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, service::NearDupService(*m_workspace, missing, control));
        const service::NearDupService weighted(*m_workspace, config(), control);
        service::CheckOptions tooFar;
        tooFar.k = 4;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, weighted.check(riverText, tooFar));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, weighted.read({u"x.pdf"_s, "%PDF-1.4 not really"}));
    }
};

QTEST_GUILESS_MAIN(TestNearDupService)
#include "tst_neardupservice.moc"
