// PreparingImport: the documents an import prepares for the run that follows it
// are those the run would prepare from the stored texts.
#include "corpus/importer.h"
#include "pipeline/preparingimport.h"
#include "pipeline/runservice.h"
#include "store/collectionstore.h"
#include "store/fingerprintstore.h"
#include "store/runstore.h"
#include "store/workspace.h"
#include "templatepages.h"
#include "testsupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace nd;

class TestPreparingImport : public QObject
{
    Q_OBJECT

private:
    test::ScratchWorkspace m_workspace;
    QTemporaryDir m_files;
    QString m_folder;

    qint64 import(corpus::DocumentTap *tap) { return import(*m_workspace, tap); }
    qint64 import(const store::Workspace &workspace, corpus::DocumentTap *tap)
    {
        corpus::ImportOptions options;
        options.tap = tap;
        JobControl control;
        const corpus::ImportReport report = corpus::importPaths(workspace, {m_folder}, options, control);
        return report.collectionId;
    }

    static void compareDocuments(const std::vector<detect::DetectDocument> &actual,
                                 const std::vector<detect::DetectDocument> &expected)
    {
        QCOMPARE(actual.size(), expected.size());
        for (std::size_t d = 0; d < actual.size(); ++d) {
            QCOMPARE(actual[d].id, expected[d].id);
            QVERIFY(actual[d].tokenHashStorage);
            const std::vector<std::uint64_t> a(actual[d].tokenHashes.begin(), actual[d].tokenHashes.end());
            const std::vector<std::uint64_t> e(expected[d].tokenHashes.begin(), expected[d].tokenHashes.end());
            QCOMPARE(a, e);
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_files.isValid());
        // More than one batch of the import (512 entries) and many chunks of the
        // tap; texts beyond ASCII (hashed through UTF-16), an HTML page whose main
        // content is not its whole text, an empty file (reported, not
        // imported) and an archive, whose
        // members the import writes from a batch of their own.
        for (int d = 0; d < 700; ++d) {
            QByteArray text;
            for (int w = 0; text.size() < 600; ++w)
                text += "word" + QByteArray::number((d * 7 + w * 13) % 541) + (w % 9 == 8 ? ".\n" : " ");
            test::writeFile(m_files, QStringLiteral("docs/plain/%1.txt").arg(d, 3, 10, QLatin1Char('0')), text);
        }
        test::writeFile(m_files, QStringLiteral("docs/accents.txt"),
                        QStringLiteral("Café naïve straße, ñandú über alles; Café naïve.").toUtf8());
        test::writeFile(m_files, QStringLiteral("docs/page.html"),
                        test::dailyExamplePage(test::bridgeArticle()).toUtf8());
        test::writeFile(m_files, QStringLiteral("docs/empty.txt"), QByteArray());
        test::writeArchive(m_files.filePath(QStringLiteral("docs/bundle.zip")), QStringLiteral("zip"),
                           {{QStringLiteral("a.txt"), "zip member a about rivers and bridges\n"},
                            {QStringLiteral("b.txt"), "zip member b about rivers and tunnels\n"}});
        m_folder = m_files.filePath(QStringLiteral("docs"));
    }

    void init() { m_workspace.open(QStringLiteral("w.ndw")); }
    void cleanup() { m_workspace.close(); }

    void preparedDocumentsAreThoseOfTheStoredTexts_data()
    {
        QTest::addColumn<bool>("mainContent");
        QTest::addColumn<bool>("stem");
        QTest::newRow("whole texts, stemmed") << false << true;
        QTest::newRow("main content, stemmed") << true << true;
        QTest::newRow("main content, not stemmed") << true << false;
    }
    void preparedDocumentsAreThoseOfTheStoredTexts()
    {
        QFETCH(bool, mainContent);
        QFETCH(bool, stem);
        text::PreprocessOptions options;
        options.mainContentOnly = mainContent;
        options.stem = stem;
        pipeline::PreparingImport preparing(options);
        const qint64 collection = import(&preparing);
        QVERIFY(collection > 0);
        const std::vector<detect::DetectDocument> prepared = preparing.takeDocuments().documents;

        JobControl control;
        const std::vector<detect::DetectDocument> fromStore =
            pipeline::prepareDocuments(*m_workspace, collection, options, control, pipeline::TokenForm::Hashes);
        // 700 + accents + page + two members (the empty file is an issue, not a document).
        QCOMPARE(fromStore.size(), std::size_t(704));
        compareDocuments(prepared, fromStore);
        // The page's main content leaves its navigation out.
        qint64 pageId = 0;
        for (const auto &[id, path] : store::CollectionStore(*m_workspace).documentPaths(collection))
            pageId = path == QStringLiteral("page.html") ? id : pageId;
        const auto at = std::find_if(prepared.begin(), prepared.end(),
                                     [&](const detect::DetectDocument &d) { return d.id == pageId; });
        QVERIFY(at != prepared.end());
        text::PreprocessOptions whole = options;
        whole.mainContentOnly = false;
        const auto wholeTexts =
            pipeline::prepareDocuments(*m_workspace, collection, whole, control, pipeline::TokenForm::Hashes);
        const std::size_t wholeCount = wholeTexts[std::size_t(at - prepared.begin())].tokenHashes.size();
        QCOMPARE(at->tokenHashes.size() < wholeCount, mainContent);
        // Taken once: a second take has nothing left.
        QCOMPARE(preparing.takeDocuments().documents.size(), std::size_t(0));
    }

    void runTakesTheDocumentsOnlyWhenItsPreprocessingMatches()
    {
        const detect::Detector *detector = detect::Registry::instance().find(QStringLiteral("minhash"));
        QVERIFY(detector && detector->tokenForm({}) == detect::TokenForm::Hashes);
        const text::PreprocessOptions used = detector->resolvePreprocessing({});
        text::PreprocessOptions other = used;
        other.stem = !used.stem;

        for (const bool matching : {true, false}) {
            pipeline::PreparingImport preparing(matching ? used : other);
            const qint64 collection = import(&preparing);
            pipeline::RunRequest request;
            request.collectionId = collection;
            request.method = QStringLiteral("minhash");
            request.params = {{QStringLiteral("verify"), QStringLiteral("exact")},
                              {QStringLiteral("target_threshold"), 0.3}};
            JobControl control;
            const pipeline::RunOutcome plain = pipeline::executeRun(*m_workspace, request, control);
            request.preparedByImport = &preparing;
            const pipeline::RunOutcome tapped = pipeline::executeRun(*m_workspace, request, control);
            QCOMPARE(tapped.stats.value(QStringLiteral("prepared")).toString(),
                     matching ? QStringLiteral("during the import") : QString());
            QVERIFY(!plain.stats.contains(QStringLiteral("prepared")));
            QVERIFY(plain.pairCount > 0);
            store::RunStore runs(*m_workspace);
            test::comparePairs(runs.pairs(tapped.runId), runs.pairs(plain.runId));
        }
    }

    void runTakesTheFingerprintsOfItsKind_data()
    {
        QTest::addColumn<bool>("kept");
        QTest::addColumn<bool>("sameKind");
        QTest::newRow("scratch workspace, the run's kind") << false << true;
        QTest::newRow("scratch workspace, another kind") << false << false;
        QTest::newRow("kept workspace, the run's kind") << true << true;
        QTest::newRow("kept workspace, another kind") << true << false;
    }
    void runTakesTheFingerprintsOfItsKind()
    {
        QFETCH(bool, kept);
        QFETCH(bool, sameKind);
        // TF weights and one lexicon: a fingerprint depends on its document alone.
        const detect::Detector *detector = detect::Registry::instance().find(QStringLiteral("simhash-shingles"));
        QVERIFY(detector);
        QString error;
        const detect::Params params = detector->resolve({{QStringLiteral("weighting"), QStringLiteral("tf")},
                                                         {QStringLiteral("shingle_size"), 2},
                                                         {QStringLiteral("max_distance"), 20},
                                                         {QStringLiteral("verify"), QStringLiteral("exact")}},
                                                        &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        detect::Params other = params;
        other.insert(QStringLiteral("shingle_size"), 3);
        const text::PreprocessOptions preprocessing = detector->resolvePreprocessing({});
        const detect::Params &tapped = sameKind ? params : other;
        const QString kind = detector->storedFingerprintKind(tapped, preprocessing);
        QVERIFY(!kind.isEmpty());
        QCOMPARE(kind == detector->storedFingerprintKind(params, preprocessing), sameKind);

        const store::Workspace workspace(m_workspace.filePath(QStringLiteral("fingerprints.ndw")),
                                         kept ? store::Workspace::Lifetime::Kept : store::Workspace::Lifetime::Scratch);
        pipeline::PreparingImport preparing(preprocessing, kind, detector->documentFingerprinter(tapped));
        QCOMPARE(preparing.fingerprintKind(), kind);
        const qint64 collection = import(workspace, &preparing);
        pipeline::RunRequest request;
        request.collectionId = collection;
        request.method = detector->name();
        request.params = params;
        request.preparedByImport = &preparing;
        JobControl control;
        // The tapped run first: on a kept workspace the plain one after it reads
        // the fingerprints the tapped one stored.
        const pipeline::RunOutcome tappedRun = pipeline::executeRun(workspace, request, control);
        request.preparedByImport = nullptr;
        const pipeline::RunOutcome plainRun = pipeline::executeRun(workspace, request, control);
        QCOMPARE(tappedRun.stats.value(QStringLiteral("prepared")).toString(), QStringLiteral("during the import"));
        QCOMPARE(tappedRun.stats.value(QStringLiteral("fingerprinted")).toString(),
                 sameKind ? QStringLiteral("during the import") : QString());
        QVERIFY(!plainRun.stats.contains(QStringLiteral("fingerprinted")));
        QCOMPARE(tappedRun.stats.value(QStringLiteral("fingerprints")).toString(),
                 kept ? QStringLiteral("computed and stored") : QString());
        QCOMPARE(plainRun.stats.value(QStringLiteral("fingerprints")).toString(),
                 kept ? QStringLiteral("stored") : QString());
        QVERIFY(plainRun.pairCount > 10);
        store::RunStore runs(workspace);
        test::comparePairs(runs.pairs(tappedRun.runId), runs.pairs(plainRun.runId));

        if (kept) {
            // What the tapped run stored is what the method computes from the stored texts.
            const std::vector<detect::DetectDocument> documents =
                pipeline::prepareDocuments(workspace, collection, preprocessing, control, pipeline::TokenForm::Hashes);
            const std::vector<std::optional<std::uint64_t>> expected =
                detector->fingerprints(documents, params, control);
            store::FingerprintStore fingerprints(workspace);
            std::vector<std::optional<std::uint64_t>> stored;
            fingerprints.load(collection, fingerprints.kindId(detector->storedFingerprintKind(params, preprocessing)),
                              [&](qint64, int paragraph, std::optional<std::uint64_t> value) {
                                  if (paragraph < 0)
                                      stored.push_back(value);
                              });
            QCOMPARE(stored.size(), expected.size());
            QVERIFY(stored == expected);
        }
    }

    void droppedWithoutATakeWaitsForItsWork()
    {
        // The pool may still hold chunk tasks when the import returns; the tap's
        // end waits for them (ASan would see them touch freed memory otherwise).
        for (int round = 0; round < 3; ++round) {
            pipeline::PreparingImport preparing({});
            QVERIFY(import(&preparing) > 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestPreparingImport)
#include "tst_preparingimport.moc"
