#include "base/hashing.h"
#include "corpus/importer.h"
#include "corpusfixture.h"
#include "store/collectionstore.h"
#include "store/truthstore.h"
#include "store/workspace.h"
#include "text/preprocessor.h"

#include <QSqlQuery>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using nd::corpus::ImportOptions;
using nd::corpus::ImportReport;
using nd::store::ImportIssueRecord;

namespace {

QStringList issueLines(const QList<ImportIssueRecord> &issues)
{
    QStringList lines;
    for (const ImportIssueRecord &issue : issues)
        lines.append(issue.path + u": "_s + issue.reason);
    return lines;
}

ImportReport import(const nd::store::Workspace &ws, const QStringList &paths, const ImportOptions &options = {})
{
    nd::JobControl control;
    return nd::corpus::importPaths(ws, paths, options, control);
}

qint64 countRows(const nd::store::Workspace &ws, const QString &table)
{
    QSqlQuery query(ws.database());
    if (!query.exec(u"SELECT COUNT(*) FROM "_s + table) || !query.next())
        qFatal("count failed");
    return query.value(0).toLongLong();
}

} // namespace

class TestImporter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mixedCollection()
    {
        QTemporaryDir fixture;
        QTemporaryDir wsDir;
        const QString root = nd::test::buildMixedCollection(fixture);
        const QStringList before = nd::test::fileListing(fixture.path());
        nd::store::Workspace ws(wsDir.filePath(u"ws.ndw"_s));
        ImportOptions options;
        options.truth = nd::corpus::TruthFromLayout::FolderPerCluster;
        options.limits.maxDocumentBytes = 2048;

        const ImportReport report = import(ws, {root}, options);

        QVERIFY(!report.cancelled);
        QVERIFY(report.collectionId > 0);
        // 10 files on disk + 8 archive members (2 in docs.7z, 1 in damaged.zip,
        // 2 in evil.zip, inner.tar.gz + its doc.txt + top.txt in nested.zip).
        QCOMPARE(report.examined, 18);
        QCOMPARE(report.imported, 8);
        const QStringList expectedIssues = {
            u"big.txt: larger than 2 KiB cap"_s, u"c2/binary.dat: binary file (NUL bytes)"_s,
            u"damaged.zip/long.txt: ZIP decompression failed (-5)"_s, u"empty.txt: empty file"_s,
            u"evil.zip/../evil.txt: unsafe member path (absolute or '..') skipped"_s};
        QCOMPARE(issueLines(report.issues), expectedIssues);

        nd::store::CollectionStore collectionStore(ws);
        nd::store::TruthStore truthStore(ws);
        QCOMPARE(issueLines(collectionStore.importIssues(report.collectionId)), expectedIssues);
        const auto collection = collectionStore.collection(report.collectionId);
        QVERIFY(collection);
        QCOMPARE(collection->name, u"coll"_s);

        const QList<nd::store::DocumentSummary> docs = collectionStore.documents(report.collectionId);
        QStringList paths;
        QHash<QString, qint64> idOf;
        for (const auto &doc : docs) {
            paths.append(doc.path);
            idOf.insert(doc.path, doc.id);
        }
        const QStringList expectedPaths = {u"c1/page.html"_s,
                                           u"c1/plain.txt"_s,
                                           u"c2/chinese.txt"_s,
                                           u"c2/docs.7z/a.txt"_s,
                                           u"c2/docs.7z/sub/b.txt"_s,
                                           u"evil.zip/ok.txt"_s,
                                           u"nested.zip/inner.tar.gz/deep/doc.txt"_s,
                                           u"nested.zip/top.txt"_s};
        QCOMPARE(paths, expectedPaths);

        const auto page = collectionStore.document(idOf.value(u"c1/page.html"_s));
        QCOMPARE(page->encoding, u"windows-1252"_s);
        QCOMPARE(page->format, u"html"_s);
        QCOMPARE(page->title, u"page.html"_s);
        QVERIFY2(page->text.contains(u"He said \u201chello\u201d in the caf\u00e9."_s), qPrintable(page->text));
        QVERIFY(!page->text.contains(u"color"_s)); // style content is not visible text
        QCOMPARE(page->contentHash, nd::contentDigest(nd::test::windows1252Page())); // of the bytes, not the text
        QCOMPARE(page->byteSize, nd::test::windows1252Page().size());

        const auto chinese = collectionStore.document(idOf.value(u"c2/chinese.txt"_s));
        QCOMPARE(chinese->encoding, u"UTF-8"_s);
        QCOMPARE(chinese->format, u"text"_s);
        QCOMPARE(chinese->text, u"\u8fd1\u4f3c\u91cd\u590d\u6587\u6863\u68c0\u6d4b\u3002\n"_s);

        const auto nested = collectionStore.document(idOf.value(u"nested.zip/inner.tar.gz/deep/doc.txt"_s));
        QCOMPARE(nested->text, u"Deeply nested text.\n"_s);
        QCOMPARE(nested->title, u"doc.txt"_s);

        // First folder level is the cluster; an archive in the root counts as a folder.
        const QHash<qint64, QString> clusters = truthStore.clusters(report.collectionId);
        QHash<QString, QString> clusterOfPath;
        for (const auto &doc : docs) {
            if (clusters.contains(doc.id))
                clusterOfPath.insert(doc.path, clusters.value(doc.id));
        }
        const QHash<QString, QString> expectedClusters = {{u"c1/page.html"_s, u"c1"_s},
                                                          {u"c1/plain.txt"_s, u"c1"_s},
                                                          {u"c2/chinese.txt"_s, u"c2"_s},
                                                          {u"c2/docs.7z/a.txt"_s, u"c2"_s},
                                                          {u"c2/docs.7z/sub/b.txt"_s, u"c2"_s},
                                                          {u"evil.zip/ok.txt"_s, u"evil.zip"_s},
                                                          {u"nested.zip/inner.tar.gz/deep/doc.txt"_s, u"nested.zip"_s},
                                                          {u"nested.zip/top.txt"_s, u"nested.zip"_s}};
        QCOMPARE(clusterOfPath, expectedClusters);

        QCOMPARE(nd::test::fileListing(fixture.path()), before);
    }

    void singleArchiveLayout()
    {
        QTemporaryDir dir;
        const QString archive = nd::test::writeArchive(
            dir.filePath(u"set.tar.gz"_s), u"tar.gz"_s,
            {{u"g1/a.txt"_s, "alpha"}, {u"g1/b.txt"_s, "beta"}, {u"g2/c.txt"_s, "gamma"}, {u"root.txt"_s, "solo"}});
        nd::store::Workspace ws(dir.filePath(u"ws.ndw"_s));
        ImportOptions options;
        options.truth = nd::corpus::TruthFromLayout::FolderPerCluster;
        const ImportReport report = import(ws, {archive}, options);
        QCOMPARE(report.imported, 4);
        nd::store::CollectionStore collectionStore(ws);
        QCOMPARE(collectionStore.collection(report.collectionId)->name, u"set"_s);
        QStringList labelled;
        nd::store::TruthStore truthStore(ws);
        const auto clusters = truthStore.clusters(report.collectionId);
        for (const auto &doc : collectionStore.documents(report.collectionId))
            labelled.append(doc.path + u'=' + clusters.value(doc.id));
        QCOMPARE(labelled,
                 QStringList({u"set.tar.gz/g1/a.txt=g1"_s, u"set.tar.gz/g1/b.txt=g1"_s, u"set.tar.gz/g2/c.txt=g2"_s,
                              u"set.tar.gz/root.txt="_s}));
    }

    void archiveWithoutItsSuffixIsWalkedInItsPlace()
    {
        // Files in a folder are read on the pool; one that turns out to be an
        // archive (no suffix said so) goes back to the walk, and its members take
        // its place in walk order, between the files around it.
        QTemporaryDir dir;
        nd::test::writeFile(dir, u"in/a.txt"_s, "the first file\n");
        const QString archive = nd::test::writeArchive(dir.filePath(u"parts/bundle.tar.gz"_s), u"tar.gz"_s,
                                                       {{u"x.txt"_s, "member x"}, {u"y.txt"_s, "member y"}});
        QVERIFY(QFile::copy(archive, dir.filePath(u"in/bundle.dat"_s)));
        nd::test::writeFile(dir, u"in/z.txt"_s, "the last file\n");
        nd::store::Workspace ws(dir.filePath(u"ws.ndw"_s));
        const ImportReport report = import(ws, {dir.filePath(u"in"_s)});
        QCOMPARE(report.examined, 5);
        QCOMPARE(report.imported, 4);
        QCOMPARE(issueLines(report.issues), QStringList());
        const QStringList walkOrder = {u"a.txt"_s, u"bundle.dat/x.txt"_s, u"bundle.dat/y.txt"_s, u"z.txt"_s};
        QStringList reported;
        for (const nd::corpus::ImportedDocument &document : report.documents)
            reported.append(document.path);
        QCOMPARE(reported, walkOrder);
        QList<nd::store::DocumentSummary> stored = nd::store::CollectionStore(ws).documents(report.collectionId);
        std::sort(stored.begin(), stored.end(), [](const auto &a, const auto &b) { return a.id < b.id; });
        QStringList storedOrder;
        for (const nd::store::DocumentSummary &document : stored)
            storedOrder.append(document.path);
        QCOMPARE(storedOrder, walkOrder);
    }

    void resourceSample()
    {
        QTemporaryDir dir;
        nd::store::Workspace ws(dir.filePath(u"ws.ndw"_s));
        ImportOptions options;
        options.truth = nd::corpus::TruthFromLayout::FolderPerCluster;
        const ImportReport report = import(ws, {u":/fixtures/sample"_s}, options);
        QCOMPARE(report.imported, 4);
        QVERIFY(report.issues.isEmpty());
        nd::store::CollectionStore collectionStore(ws);
        QCOMPARE(collectionStore.collection(report.collectionId)->name, u"sample"_s);
        nd::store::TruthStore truthStore(ws);
        QCOMPARE(truthStore.clusters(report.collectionId).size(), 3); // loose.txt is a singleton
    }

    void rejections_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("reason");
        QTest::newRow("empty") << u"e.txt"_s << QByteArray() << u"empty file"_s;
        QTest::newRow("nul") << u"n.txt"_s << QByteArray("ab\0cd", 5) << u"binary file (NUL bytes)"_s;
        QTest::newRow("markup only") << u"m.html"_s
                                     << QByteArray("<html><body><script>var x = 1;</script>  </body></html>")
                                     << u"no visible text after removing the HTML markup"_s;
        QTest::newRow("whitespace") << u"w.txt"_s << QByteArray(" \n\t \r\n") << u"no text after decoding"_s;
    }
    void rejections()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        nd::test::writeFile(dir, u"in/good.txt"_s, "a good document\n");
        nd::test::writeFile(dir, u"in/"_s + name, bytes);
        nd::store::Workspace ws(dir.filePath(u"ws.ndw"_s));
        const ImportReport report = import(ws, {dir.filePath(u"in"_s)});
        QCOMPARE(report.imported, 1);
        QCOMPARE(issueLines(report.issues), QStringList({name + u": "_s + reason}));
    }

    void invalidBytesAreAWarning()
    {
        // A BOM fixes the encoding to UTF-8, so the lone 0xFF is exactly one
        // invalid sequence; the document is kept and the report says so.
        QTemporaryDir dir;
        const QString file = nd::test::writeFile(dir, u"bom.txt"_s, "\xEF\xBB\xBFgood text \xFF more text\n");
        nd::store::Workspace ws(dir.filePath(u"ws.ndw"_s));
        const ImportReport report = import(ws, {file});
        QCOMPARE(report.imported, 1);
        QCOMPARE(issueLines(report.issues),
                 QStringList({u"bom.txt: 1 invalid byte sequences replaced (encoding UTF-8)"_s}));
        nd::store::CollectionStore collectionStore(ws);
        const auto doc = collectionStore.document(collectionStore.documents(report.collectionId).first().id);
        QCOMPARE(doc->invalidSequences, 1);
        QVERIFY(doc->text.contains(QChar::ReplacementCharacter));
    }

    void manyBatchesInWalkOrderPastAVanishedFile()
    {
        // 1,300 files are three batches of at most 512 on the pool; the file
        // f0700.txt disappears just before it is opened (the progress report
        // comes first), so it cannot be read: reported, and the rest imported,
        // in walk order, each with ICU's word count.
        QTemporaryDir dir;
        for (int i = 0; i < 1300; ++i) {
            QByteArray text = "document " + QByteArray::number(i) + " shares words with its neighbours";
            if (i % 3 == 0)
                text += " caf\xc3\xa9 \xe8\xbf\x91\xe4\xbc\xbc don\xe2\x80\x99t"; // café 近似 don’t
            nd::test::writeFile(dir, u"in/f%1.txt"_s.arg(i, 4, 10, QChar(u'0')), text);
        }
        const QString vanishing = dir.filePath(u"in/f0700.txt"_s);
        nd::JobControl control([&](qint64 done, qint64, const QString &) {
            if (done == 701) // f0000 is the first file examined
                QFile::remove(vanishing);
        });
        nd::store::Workspace ws(dir.filePath(u"ws.ndw"_s));
        const ImportReport report = nd::corpus::importPaths(ws, {dir.filePath(u"in"_s)}, {}, control);
        QCOMPARE(report.imported, 1299);
        QCOMPARE(report.issues.size(), 1);
        QCOMPARE(report.issues.first().path, u"f0700.txt"_s);
        QVERIFY2(report.issues.first().reason.startsWith(u"cannot read: "_s), qPrintable(report.issues.first().reason));
        nd::store::CollectionStore collectionStore(ws);
        const QList<nd::store::DocumentSummary> documents = collectionStore.documents(report.collectionId);
        QCOMPARE(documents.size(), 1299);
        int expected = 0;
        for (const nd::store::DocumentSummary &summary : documents) {
            if (expected == 700)
                ++expected;
            QCOMPARE(summary.path, u"f%1.txt"_s.arg(expected, 4, 10, QChar(u'0')));
            // "document", N, "shares", "words", "with", "its", "neighbours" = 7;
            // with "café", "don’t" and at least one dictionary word for 近似, 10 or more.
            const auto doc = collectionStore.document(summary.id);
            QCOMPARE(summary.wordCount, qint64(nd::text::segmentWords(doc->text).size()));
            QVERIFY(summary.wordCount >= (expected % 3 == 0 ? 10 : 7));
            ++expected;
        }
    }

    void filesOverTheReadAheadAllowanceAreReadInTurn()
    {
        // The walk sizes only the first of these files (EntrySource's sample):
        // the three of 12 MiB after it, 36 MiB together, do not fit in what a
        // batch may read of files it has no size for (32 MiB), so at least one
        // is left to the writing thread, which reads it when its turn comes.
        QTemporaryDir dir;
        const qsizetype big = 12 << 20;
        QByteArray words;
        while (words.size() < big)
            words += "many words ";
        words.truncate(big);
        nd::test::writeFile(dir, u"in/a0.txt"_s, "small first");
        for (int i = 1; i <= 3; ++i)
            nd::test::writeFile(dir, u"in/a%1.txt"_s.arg(i), words);
        nd::test::writeFile(dir, u"in/a4.txt"_s, "small last");
        nd::store::Workspace ws(dir.filePath(u"ws.ndw"_s));
        const ImportReport report = import(ws, {dir.filePath(u"in"_s)});
        QVERIFY2(report.issues.isEmpty(), qPrintable(issueLines(report.issues).join(u'\n')));
        QCOMPARE(report.imported, 5);
        nd::store::CollectionStore collectionStore(ws);
        const QList<nd::store::DocumentSummary> documents = collectionStore.documents(report.collectionId);
        QCOMPARE(documents.size(), 5);
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(documents[i].path, u"a%1.txt"_s.arg(i));
            const auto doc = collectionStore.document(documents[i].id);
            QCOMPARE(doc->text.size(), i == 0 ? 11 : i == 4 ? 10 : big);
        }
    }

    void cancelLeavesWorkspaceAsItWas()
    {
        QTemporaryDir dir;
        for (int i = 0; i < 6; ++i)
            nd::test::writeFile(dir, u"in/f%1.txt"_s.arg(i), "some text " + QByteArray::number(i));
        nd::store::Workspace ws(dir.filePath(u"ws.ndw"_s));
        const ImportReport first = import(ws, {dir.filePath(u"in/f0.txt"_s)});
        QCOMPARE(first.imported, 1);
        const qint64 collectionsBefore = countRows(ws, u"collection"_s);
        const qint64 documentsBefore = countRows(ws, u"document"_s);

        nd::JobControl *self = nullptr;
        nd::JobControl control([&](qint64 done, qint64, const QString &) {
            if (done == 2)
                self->cancel();
        });
        self = &control;
        const ImportReport report = nd::corpus::importPaths(ws, {dir.filePath(u"in"_s)}, {}, control);
        QVERIFY(report.cancelled);
        QCOMPARE(report.collectionId, 0);
        QCOMPARE(report.imported, 0);
        QCOMPARE(countRows(ws, u"collection"_s), collectionsBefore);
        QCOMPARE(countRows(ws, u"document"_s), documentsBefore);
        QCOMPARE(countRows(ws, u"import_issue"_s), 0);
        nd::store::CollectionStore collectionStore(ws);
        QCOMPARE(collectionStore.collections().size(), 1);

        // The workspace is still usable: a normal import afterwards works.
        QCOMPARE(import(ws, {dir.filePath(u"in"_s)}).imported, 6);
    }
};

QTEST_GUILESS_MAIN(TestImporter)
#include "tst_importer.moc"
