// NearDupService on a real workspace: stored fingerprints (computed once, read
// back at the next start), add/delete durable in the workspace, the method's
// own fingerprint, and the methods that cannot be served.
#include "detect/simhash/simhashdetector.h"
#include "detect/simhash/weightedsimhashdetector.h"
#include "features/nounlexicon.h"
#include "service/neardupservice.h"
#include "store/collectionstore.h"
#include "store/fingerprintstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QMap>
#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <stdexcept>
#include <thread>
#include <vector>

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
    test::ScratchWorkspace m_workspace;
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
        m_workspace.open(u"ws.ndw"_s);
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

    void paragraphFingerprintsAreEachParagraphsOwn()
    {
        // A text of one paragraph is fingerprinted once, for the whole and the
        // paragraph: the same value as a paragraph fingerprinted alone, and no
        // paragraph fingerprint under minParagraphWords words.
        const service::Fingerprinter weighted(u"simhash-weighted"_s, {});
        const service::Fingerprinter simhash(u"simhash"_s, {});
        for (const service::Fingerprinter *fingerprinter : {&weighted, &simhash}) {
            const auto alone = [&](const QString &paragraph) {
                return fingerprinter->fingerprint(u"x\n\n"_s + paragraph, true).paragraphs.back().second;
            };
            const store::DocumentFingerprints one = fingerprinter->fingerprint(riverText, true);
            QVERIFY(one.whole);
            QCOMPARE(one.paragraphs.size(), std::size_t(1));
            QCOMPARE(one.paragraphs.front().first, 0);
            QCOMPARE(one.paragraphs.front().second, *one.whole);
            QCOMPARE(one.paragraphs.front().second, alone(riverText));
            // Four words: a whole-text fingerprint, too few for a paragraph.
            const store::DocumentFingerprints shortText =
                fingerprinter->fingerprint(u"river meadow cattle water"_s, true);
            QVERIFY(shortText.whole);
            QVERIFY(shortText.paragraphs.empty());
            // Two paragraphs: each its own.
            const store::DocumentFingerprints two =
                fingerprinter->fingerprint(u"  "_s + riverText + u"\n\n"_s + forgeText + u"\n"_s, true);
            QCOMPARE(two.paragraphs.size(), std::size_t(2));
            QCOMPARE(two.paragraphs[0], std::make_pair(0, alone(riverText)));
            QCOMPARE(two.paragraphs[1], std::make_pair(1, alone(forgeText)));
        }
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

    void checksNameDocumentsAsStored()
    {
        // A check names the documents the service added (and those it found
        // before) from memory: the name must still be the path the workspace
        // holds, also for a name that does not survive UTF-8 unchanged, and also
        // when SQLite gives a deleted document's id to the next one.
        JobControl control;
        service::NearDupService service(*m_workspace, config(), control);
        const auto namesFound = [&](const QString &text) {
            QMap<qint64, QString> names;
            for (const service::Match &match : service.check(text, {}).matches)
                names.insert(match.documentId, match.name);
            return names;
        };
        const QString odd = u"odd-"_s + QChar(0xD800) + u".txt"_s; // a lone surrogate
        const qint64 first = service.add(service.read({odd, forgeText.toUtf8()}));
        const auto stored = store::CollectionStore(*m_workspace).document(first);
        QVERIFY(stored);
        QVERIFY(stored->path != odd);
        QCOMPARE(namesFound(forgeText).value(first), stored->path);

        QVERIFY(service.remove(first));
        QVERIFY(!namesFound(forgeText).contains(first));
        const qint64 second = service.add(service.read({u"second.txt"_s, forgeText.toUtf8()}));
        QCOMPARE(second, first); // the largest id, deleted, is given again
        QCOMPARE(namesFound(forgeText).value(second), u"second.txt"_s);

        // A stored document: named from the workspace, then from memory.
        QCOMPARE(namesFound(riverText), (QMap<qint64, QString>{{m_river, u"river.txt"_s}}));
        QCOMPARE(namesFound(riverText), (QMap<qint64, QString>{{m_river, u"river.txt"_s}}));
    }

    void concurrentAddsAreEachStoredOnce()
    {
        // Adds made together are committed together by the service's writer:
        // every caller still gets its own id, every document is stored with its
        // fingerprints, found by its own text, and there after a restart.
        JobControl control;
        constexpr int threads = 8;
        constexpr int perThread = 25;
        std::vector<std::vector<std::pair<qint64, QString>>> added(threads);
        const qint64 rowsBefore = storedRows();
        {
            service::NearDupService service(*m_workspace, config(), control);
            std::vector<std::thread> workers;
            for (int t = 0; t < threads; ++t) {
                workers.emplace_back([&, t] {
                    for (int i = 0; i < perThread; ++i) {
                        // Distinct texts: the thread's and the document's number spelt as words.
                        const QString text = u"ledger %1 entry %2 records a shipment of grain, salt and wool"_s
                                                 .arg(QString(QChar(u'a' + t)).repeated(t + 3))
                                                 .arg(QString(QChar(u'a' + i % 26)).repeated(i + 3));
                        added[std::size_t(t)].emplace_back(
                            service.add(service.read({u"d%1-%2.txt"_s.arg(t).arg(i), text.toUtf8()})), text);
                    }
                });
            }
            for (std::thread &worker : workers)
                worker.join();
            QCOMPARE(service.stats().documents, 2 + threads * perThread);
        }
        QSet<qint64> ids;
        for (const auto &list : added) {
            for (const auto &[id, text] : list)
                ids.insert(id);
        }
        QCOMPARE(ids.size(), threads * perThread);
        QCOMPARE(store::CollectionStore(*m_workspace).documents(m_collection).size(), 2 + threads * perThread);
        QVERIFY(storedRows() >= rowsBefore + threads * perThread); // a whole-text row each, at least
        const service::NearDupService again(*m_workspace, config(), control);
        for (const auto &list : added) {
            for (const auto &[id, text] : list) {
                const auto matches = again.check(text, {}).matches;
                const bool found = std::any_of(matches.begin(), matches.end(), [&](const service::Match &m) {
                    return m.documentId == id && m.distance == 0;
                });
                QVERIFY2(found, qPrintable(text));
            }
        }
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
