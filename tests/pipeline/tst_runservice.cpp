#include "features/shingles.h"
#include "pipeline/evaluationservice.h"
#include "pipeline/runservice.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/sql.h"
#include "store/tokencache.h"
#include "store/workspace.h"
#include "text/preprocessor.h"
#include "testsupport.h"

#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <stdexcept>

using namespace nd;

class TestRunService : public QObject
{
    Q_OBJECT

private:
    test::ScratchWorkspace m_workspace;
    qint64 m_collection = 0;

    qint64 addDoc(const QString &path, const QString &text, const QString &cluster)
    {
        store::NewDocument d = test::textDocument(path, text);
        d.cluster = cluster;
        return store::CollectionStore(*m_workspace).addDocument(m_collection, d);
    }

    // A run of `method` on the collection with these parameters.
    pipeline::RunRequest runRequest(const QString &method, const detect::Params &params = {}) const
    {
        pipeline::RunRequest r;
        r.collectionId = m_collection;
        r.method = method;
        r.params = params;
        return r;
    }

    // Whole-text fingerprint rows stored in the workspace, of every kind.
    int wholeFingerprintRows() const { return fingerprintRows(*m_workspace); }
    static int fingerprintRows(const store::Workspace &workspace)
    {
        QSqlQuery query = store::sql::exec(
            workspace.database(), QStringLiteral("SELECT COUNT(*) FROM document_fingerprint WHERE paragraph = -1"));
        return query.next() ? query.value(0).toInt() : -1;
    }

    int runCount(store::RunStatus status) const
    {
        int n = 0;
        for (const auto &run : store::RunStore(*m_workspace).runs(m_collection))
            n += run.status == status ? 1 : 0;
        return n;
    }

private Q_SLOTS:
    void init()
    {
        m_workspace.open(QStringLiteral("w.ndw"));
        m_collection = store::CollectionStore(*m_workspace).createCollection(QStringLiteral("c"), {});
        // Two clusters: a and b differ in one word; c and d are identical; e stands alone.
        addDoc(QStringLiteral("x/a"), QStringLiteral("the quick brown fox jumps over the lazy dog near the river bank"),
               QStringLiteral("x"));
        addDoc(QStringLiteral("x/b"), QStringLiteral("the quick brown fox jumps over the lazy cat near the river bank"),
               QStringLiteral("x"));
        addDoc(QStringLiteral("y/c"), QStringLiteral("markets rallied as central banks signalled lower interest rates"),
               QStringLiteral("y"));
        addDoc(QStringLiteral("y/d"), QStringLiteral("markets rallied as central banks signalled lower interest rates"),
               QStringLiteral("y"));
        addDoc(QStringLiteral("e"), QStringLiteral("a recipe for lentil soup with cumin and lemon"), QString());
    }

    void cleanup() { m_workspace.close(); }

    void runStoresEveryScoredPairAndCachesTokens()
    {
        // 128-bit shingles are MD5 digests of the words: the tokens themselves.
        const pipeline::RunRequest request = runRequest(
            QStringLiteral("shingling"), {{QStringLiteral("shingle_size"), 2}, {QStringLiteral("hash_bits"), 128}});
        JobControl control;
        const auto outcome = pipeline::executeRun(*m_workspace, request, control);
        store::TokenCache tokenCache(*m_workspace);
        store::RunStore runStore(*m_workspace);
        const auto run = runStore.run(outcome.runId);
        QVERIFY(run.has_value());
        QCOMPARE(run->status, store::RunStatus::Done);
        QCOMPARE(run->params.value(QStringLiteral("shingle_size")).toInt(), 2);
        QCOMPARE(run->params.value(QStringLiteral("measure")).toString(),
                 QStringLiteral("resemblance")); // default filled
        QCOMPARE(run->pairCount, outcome.pairCount);
        QCOMPARE(qint64(runStore.pairs(outcome.runId).size()), outcome.pairCount);
        QVERIFY(run->timings.contains(QStringLiteral("preprocess")));
        QVERIFY(run->timings.contains(QStringLiteral("detect")));
        // Cached under the preprocessing the run used and stored: shingling's
        // default text (main content; these plain texts are their own).
        const text::PreprocessOptions used = pipeline::preprocessingFromJson(run->preprocessing);
        QVERIFY(used.comparesMainContent());
        QCOMPARE(tokenCache.cachedTokens(m_collection, used.key()).size(), 5);

        // A scratch workspace caches none: it is deleted after its run. Its run
        // scores the same pairs.
        store::Workspace scratch(m_workspace.filePath(QStringLiteral("scratch.ndw")),
                                 store::Workspace::Lifetime::Scratch);
        pipeline::RunRequest scratchRequest = request;
        scratchRequest.collectionId = store::CollectionStore(scratch).createCollection(QStringLiteral("s"), {});
        for (const auto &document : store::CollectionStore(*m_workspace).documentTexts(m_collection, false)) {
            store::CollectionStore(scratch).addDocument(
                scratchRequest.collectionId, test::textDocument(QString::number(document.first), document.second));
        }
        const auto scratchOutcome = pipeline::executeRun(scratch, scratchRequest, control);
        QCOMPARE(store::TokenCache(scratch).cachedTokens(scratchRequest.collectionId, used.key()).size(), 0);
        QCOMPARE(scratchOutcome.pairCount, outcome.pairCount);

        // a-b share most shingles, c-d are identical: both positives are found with
        // precision 1 at the best threshold.
        const auto evaluation = pipeline::evaluateRun(*m_workspace, outcome.runId);
        QCOMPARE(evaluation.positives(), 2);
        QCOMPARE(evaluation.best().f1, 1.0);
    }

    void signatureRunsReadTokenHashesAndSkipTheCache()
    {
        // minhash needs only token hashes: they come straight from the text, and
        // no token list is written to (or read from) the cache.
        const pipeline::RunRequest request = runRequest(QStringLiteral("minhash"),
                                                        {{QStringLiteral("shingle_size"), 2},
                                                         {QStringLiteral("target_threshold"), 0.3},
                                                         {QStringLiteral("verify"), QStringLiteral("exact")}});
        JobControl control;
        const auto outcome = pipeline::executeRun(*m_workspace, request, control);
        nd::store::TokenCache tokenCache(*m_workspace);
        const auto stored = store::RunStore(*m_workspace).run(outcome.runId);
        QCOMPARE(
            tokenCache.cachedTokens(m_collection, pipeline::preprocessingFromJson(stored->preprocessing).key()).size(),
            0);
        // a-b: 2-shingles of "quick brown fox jump lazi dog near river bank" and of
        // the same with "cat": 6 shared of 10 = 0.6; c-d identical = 1.
        const auto evaluation = pipeline::evaluateRun(*m_workspace, outcome.runId);
        QCOMPARE(evaluation.positives(), 2);
        QCOMPARE(evaluation.best().f1, 1.0);
        QCOMPARE(outcome.pairCount, 2);

        const auto documents =
            pipeline::prepareDocuments(*m_workspace, m_collection, {}, control, pipeline::TokenForm::Hashes);
        // Only the hashes are kept (the texts stream through), equal to those of
        // the tokens of each stored text.
        nd::store::CollectionStore collectionStore(*m_workspace);
        const auto texts = collectionStore.documentTexts(m_collection);
        QCOMPARE(documents.size(), std::size_t(5));
        for (std::size_t d = 0; d < documents.size(); ++d) {
            QCOMPARE(documents[d].id, texts.at(qsizetype(d)).first);
            QVERIFY(documents[d].tokens.isEmpty());
            QVERIFY(documents[d].text.isEmpty());
            QVERIFY(!documents[d].tokenHashes.empty());
            const std::vector<std::uint64_t> hashes(documents[d].tokenHashes.begin(), documents[d].tokenHashes.end());
            QCOMPARE(hashes, features::tokenHashes(text::Preprocessor().tokens(texts.at(qsizetype(d)).second)));
        }
    }

    void tokenHashesOfEveryKindOfText()
    {
        // Besides the five short texts: one beyond ASCII (the UTF-16 path, its
        // hashes then copied into the run's storage), one of one-letter words (as
        // many words as Preprocessor::asciiTokenBound() allows), an empty one, one
        // with more hashes than a block of the storage holds (300,000: the copying
        // path, into a block of its own), and 300 of about 4 KB, more than a 2 MiB block takes at
        // 2,049 hashes of room each, so that workers move on to new blocks.
        addDoc(QStringLiteral("u"), QStringLiteral("Café naïve straße, ñandú über alles"), QString());
        addDoc(QStringLiteral("letters"), QStringLiteral("x y z x y z w"), QString());
        addDoc(QStringLiteral("empty"), QString(), QString());
        addDoc(QStringLiteral("large"), QStringLiteral("lorem ipsum dolor sit amet consectetur ").repeated(50'000),
               QString());
        for (int d = 0; d < 300; ++d) {
            QString text;
            for (int w = 0; text.size() < 4'000; ++w)
                text += QStringLiteral("word%1 ").arg((d * 7 + w * 13) % 977);
            addDoc(QStringLiteral("many/%1").arg(d), text, QString());
        }
        JobControl control;
        const auto documents =
            pipeline::prepareDocuments(*m_workspace, m_collection, {}, control, pipeline::TokenForm::Hashes);
        const auto texts = store::CollectionStore(*m_workspace).documentTexts(m_collection);
        QCOMPARE(documents.size(), std::size_t(5 + 4 + 300));
        const text::Preprocessor preprocessor;
        for (std::size_t d = 0; d < documents.size(); ++d) {
            QCOMPARE(documents[d].id, texts.at(qsizetype(d)).first);
            const std::vector<std::uint64_t> hashes(documents[d].tokenHashes.begin(), documents[d].tokenHashes.end());
            QCOMPARE(hashes, features::tokenHashes(preprocessor.tokens(texts.at(qsizetype(d)).second)));
        }
        QCOMPARE(documents[5 + 2].tokenHashes.size(), std::size_t(0)); // the empty text
        QCOMPARE(documents[5 + 3].tokenHashes.size(), std::size_t(6 * 50'000));
    }

    void badParametersCreateNoRun()
    {
        pipeline::RunRequest request = runRequest(QStringLiteral("shingling"), {{QStringLiteral("shingle_size"), 99}});
        JobControl control;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pipeline::executeRun(*m_workspace, request, control));
        request.method = QStringLiteral("no-such-method");
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pipeline::executeRun(*m_workspace, request, control));
        QVERIFY(store::RunStore(*m_workspace).runs(m_collection).isEmpty());
    }

    void cancelledRunKeepsNoPairs()
    {
        const pipeline::RunRequest request = runRequest(QStringLiteral("minhash"));
        JobControl control;
        control.cancel();
        QVERIFY_THROWS_EXCEPTION(Cancelled, pipeline::executeRun(*m_workspace, request, control));
        QCOMPARE(runCount(store::RunStatus::Cancelled), 1);
        const auto runs = store::RunStore(*m_workspace).runs(m_collection);
        QCOMPARE(runs.first().pairCount, 0);
        QVERIFY(store::RunStore(*m_workspace).pairs(runs.first().id).empty());
    }

    void runOverItsPairBoundIsRefusedBeforeScoring()
    {
        // NCD without pruning compresses every pair of the 5 documents together:
        // 5 * 4 / 2 = 10 pairs, counted before any pair is compressed.
        pipeline::RunRequest request;
        request.collectionId = m_collection;
        request.method = QStringLiteral("ncd");
        request.params.insert(QStringLiteral("pruning"), QStringLiteral("none"));
        request.pairLimit = 9;
        JobControl control;
        try {
            pipeline::executeRun(*m_workspace, request, control);
            QFAIL("a run of 10 pairs over a bound of 9 was not refused");
        } catch (const TooManyPairs &refusal) {
            QCOMPARE(refusal.pairs(), 10);
            QCOMPARE(refusal.limit(), 9);
            QVERIFY(refusal.estimatedSeconds() >= 0.0);
            QVERIFY(QString::fromUtf8(refusal.what()).contains(QStringLiteral("10 pairs")));
        }
        const auto runs = store::RunStore(*m_workspace).runs(m_collection);
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs.first().status, store::RunStatus::Failed);
        QVERIFY(store::RunStore(*m_workspace).pairs(runs.first().id).empty());

        request.pairLimit = 10; // at the bound: allowed
        QCOMPARE(pipeline::executeRun(*m_workspace, request, control).pairCount, 10);
        request.pairLimit = 0; // no bound
        QCOMPARE(pipeline::executeRun(*m_workspace, request, control).pairCount, 10);
    }

    void simhashCountsItsCandidatesAgainstTheBound()
    {
        // The count a refusal gives is the number of pairs the run stores when allowed.
        pipeline::RunRequest request;
        request.collectionId = m_collection;
        request.method = QStringLiteral("simhash");
        request.params.insert(QStringLiteral("bits"), QStringLiteral("32"));
        request.params.insert(QStringLiteral("max_distance"), 24);
        request.pairLimit = 0;
        JobControl control;
        const qint64 stored = pipeline::executeRun(*m_workspace, request, control).pairCount;
        QVERIFY(stored >= 3); // c and d are identical, a and b nearly, and the bound is wide
        // Just over the bound, and far over it (the pairs beyond the bound are
        // counted without being kept).
        for (const qint64 limit : {stored - 1, qint64(1)}) {
            request.pairLimit = limit;
            try {
                pipeline::executeRun(*m_workspace, request, control);
                QFAIL("a simhash run over its bound was not refused");
            } catch (const TooManyPairs &refusal) {
                QCOMPARE(refusal.pairs(), stored);
                QCOMPARE(refusal.limit(), limit);
            }
        }
    }

    void simhashRunStoresItsFingerprintsForTheNextRun()
    {
        // simhash-shingles with TF weights: a document's fingerprint depends on its
        // text alone, so the first run stores it and a sweep's next runs read it.
        detect::Params params{{QStringLiteral("shingle_size"), 2},
                              {QStringLiteral("weighting"), QStringLiteral("tf")},
                              {QStringLiteral("bits"), QStringLiteral("64")},
                              {QStringLiteral("verify"), QStringLiteral("exact")},
                              {QStringLiteral("max_distance"), 30}};
        JobControl control;
        store::RunStore runStore(*m_workspace);
        const auto first =
            pipeline::executeRun(*m_workspace, runRequest(QStringLiteral("simhash-shingles"), params), control);
        QCOMPARE(first.stats.value(QStringLiteral("fingerprints")).toString(), QStringLiteral("computed and stored"));
        QCOMPARE(first.stats.value(QStringLiteral("documents_prepared")).toInteger(), 5);
        QCOMPARE(wholeFingerprintRows(), 5);

        const auto second =
            pipeline::executeRun(*m_workspace, runRequest(QStringLiteral("simhash-shingles"), params), control);
        QCOMPARE(second.stats.value(QStringLiteral("fingerprints")).toString(), QStringLiteral("stored"));
        test::comparePairs(runStore.pairs(second.runId), runStore.pairs(first.runId));
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(wholeFingerprintRows(), 5);

        // Another bound (a sweep's next point): the pairs and scores of a run that
        // prepares every document, and only the documents of those pairs read.
        for (const int maxDistance : {12, 4}) {
            params.insert(QStringLiteral("max_distance"), maxDistance);
            const auto fromStored =
                pipeline::executeRun(*m_workspace, runRequest(QStringLiteral("simhash-shingles"), params), control);
            QCOMPARE(fromStored.stats.value(QStringLiteral("fingerprints")).toString(), QStringLiteral("stored"));
            const detect::Detector *detector = detect::Registry::instance().find(QStringLiteral("simhash-shingles"));
            const auto documents = pipeline::prepareDocuments(
                *m_workspace, m_collection, detector->resolvePreprocessing({}), control, pipeline::TokenForm::Hashes);
            const ScoredPairs afresh = detector->detect(documents, params, control).pairs;
            const ScoredPairs stored = runStore.pairs(fromStored.runId);
            test::comparePairs(stored, afresh);
            if (QTest::currentTestFailed())
                return;
            QSet<qint64> paired;
            for (const ScoredPair &pair : stored)
                paired << pair.a << pair.b;
            QCOMPARE(fromStored.stats.value(QStringLiteral("documents_prepared")).toInteger(), paired.size());
            if (maxDistance == 4)
                QVERIFY(paired.size() < 5); // e, the recipe, is far from every other text: not read
        }

        // A document added since: every document is prepared again and the new
        // one's fingerprint stored; a-f differ in one word, as a-b do.
        const qint64 f = addDoc(QStringLiteral("x/f"),
                                QStringLiteral("the quick brown fox jumps over the lazy owl near the river bank"),
                                QStringLiteral("x"));
        params.insert(QStringLiteral("max_distance"), 30);
        const auto afterAdd =
            pipeline::executeRun(*m_workspace, runRequest(QStringLiteral("simhash-shingles"), params), control);
        QCOMPARE(afterAdd.stats.value(QStringLiteral("fingerprints")).toString(),
                 QStringLiteral("computed and stored"));
        QCOMPARE(wholeFingerprintRows(), 6);
        bool foundF = false;
        for (const ScoredPair &pair : runStore.pairs(afterAdd.runId))
            foundF = foundF || pair.a == f || pair.b == f;
        QVERIFY(foundF);
    }

    void fingerprintsThatDependOnTheCollectionAreNotStored()
    {
        // TF-IDF weights change with every document the collection gains.
        JobControl control;
        const auto outcome = pipeline::executeRun(
            *m_workspace,
            runRequest(QStringLiteral("simhash-shingles"), {{QStringLiteral("weighting"), QStringLiteral("tfidf")}}),
            control);
        QVERIFY(!outcome.stats.contains(QStringLiteral("fingerprints")));
        QCOMPARE(wholeFingerprintRows(), 0);

        // Nor does a scratch workspace keep any: it is deleted after its run.
        store::Workspace scratch(m_workspace.filePath(QStringLiteral("scratch.ndw")),
                                 store::Workspace::Lifetime::Scratch);
        pipeline::RunRequest request = runRequest(QStringLiteral("simhash"));
        request.collectionId = store::CollectionStore(scratch).createCollection(QStringLiteral("s"), {});
        store::CollectionStore(scratch).addDocument(request.collectionId,
                                                    test::textDocument(QStringLiteral("a"), QStringLiteral("one two")));
        pipeline::executeRun(scratch, request, control);
        QCOMPARE(fingerprintRows(scratch), 0);
    }

    void defaultPairBoundIsFiftyPerDocumentAndAtLeastAMillion()
    {
        QCOMPARE(pipeline::defaultPairLimit(20), 1000000);   // a small collection may compare all its pairs
        QCOMPARE(pipeline::defaultPairLimit(1509), 1000000); // 1,137,786 pairs in all
        QCOMPARE(pipeline::defaultPairLimit(20000), 1000000);
        QCOMPARE(pipeline::defaultPairLimit(100000), 5000000);
    }

    void interruptedRunIsMarkedFailedOnReopen()
    {
        // Left "running", as after a crash.
        const qint64 id = test::recordRun(*m_workspace, m_collection, QStringLiteral("exact"));
        m_workspace.reopen();
        const auto run = store::RunStore(*m_workspace).run(id);
        QCOMPARE(run->status, store::RunStatus::Failed);
        QVERIFY(run->error.contains(QStringLiteral("interrupted")));
    }
};

QTEST_GUILESS_MAIN(TestRunService)
#include "tst_runservice.moc"
