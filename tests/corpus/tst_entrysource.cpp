#include "corpus/entrysource.h"
#include "corpusfixture.h"

#include <QTest>

using namespace Qt::StringLiterals;
using nd::corpus::EntrySource;
using nd::corpus::ImportLimits;
using nd::corpus::RawEntry;

namespace {

struct Walk
{
    QList<RawEntry> entries;
    QStringList issues; // "path: reason"
    QStringList paths() const
    {
        QStringList p;
        for (const RawEntry &e : entries)
            p.append(e.path);
        return p;
    }
    const RawEntry *entry(const QString &path) const
    {
        for (const RawEntry &e : entries) {
            if (e.path == path)
                return &e;
        }
        return nullptr;
    }
};

Walk walk(const QStringList &paths, const ImportLimits &limits, nd::JobControl &control)
{
    Walk result;
    EntrySource source(limits, control);
    source.onEntry([&](RawEntry &&e) { result.entries.append(std::move(e)); });
    source.onIssue([&](const QString &path, const QString &reason) { result.issues.append(path + u": "_s + reason); });
    source.walk(paths);
    return result;
}

Walk walk(const QStringList &paths, const ImportLimits &limits = {})
{
    nd::JobControl control;
    return walk(paths, limits, control);
}

// The sizes a walk that defers reading hands out with its entries, in walk order.
QList<qint64> deferredSizes(const QString &folder)
{
    nd::JobControl control;
    EntrySource source({}, control);
    source.deferReading(true);
    QList<qint64> sizes;
    source.onEntry([&](RawEntry &&e) {
        QVERIFY(!e.diskPath.isEmpty());
        sizes.append(e.diskSize);
    });
    source.walk({folder});
    return sizes;
}

// Forty files f00.txt ... f39.txt of 10 bytes, but those listed in `big` of
// EntrySource::kSmallFileBytes + 1.
void writeForty(const QTemporaryDir &dir, const QList<int> &big)
{
    for (int i = 0; i < 40; ++i) {
        const qint64 size = big.contains(i) ? EntrySource::kSmallFileBytes + 1 : 10;
        nd::test::writeFile(dir, u"f%1.txt"_s.arg(i, 2, 10, QChar(u'0')), QByteArray(size, 'a'));
    }
}

} // namespace

class TestEntrySource : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mixedCollection()
    {
        QTemporaryDir dir;
        const QString root = nd::test::buildMixedCollection(dir);
        const QStringList before = nd::test::fileListing(dir.path());
        ImportLimits limits;
        limits.maxDocumentBytes = 2048;

        const Walk w = walk({root}, limits);

        // Sorted walk; archive members in archive order, under the archive's path.
        const QStringList expected = {
            u"c1/page.html"_s,      u"c1/plain.txt"_s,     u"c2/binary.dat"_s,
            u"c2/chinese.txt"_s,    u"c2/docs.7z/a.txt"_s, u"c2/docs.7z/sub/b.txt"_s,
            u"empty.txt"_s,         u"evil.zip/ok.txt"_s,  u"nested.zip/inner.tar.gz/deep/doc.txt"_s,
            u"nested.zip/top.txt"_s};
        QCOMPARE(w.paths(), expected);
        const QStringList expectedIssues = {u"big.txt: larger than 2 KiB cap"_s,
                                            u"damaged.zip/long.txt: ZIP decompression failed (-5)"_s,
                                            u"evil.zip/../evil.txt: unsafe member path (absolute or '..') skipped"_s};
        QCOMPARE(w.issues, expectedIssues);

        QCOMPARE(w.entry(u"c2/chinese.txt"_s)->bytes, nd::test::chineseText());
        QCOMPARE(w.entry(u"nested.zip/inner.tar.gz/deep/doc.txt"_s)->bytes, QByteArray("Deeply nested text.\n"));
        QCOMPARE(w.entry(u"c2/docs.7z/sub/b.txt"_s)->layoutPath, u"c2/docs.7z/sub/b.txt"_s);
        QCOMPARE(w.entry(u"c2/binary.dat"_s)->bytes.size(), 14);

        // Nothing extracted, nothing written.
        QCOMPARE(nd::test::fileListing(dir.path()), before);
    }

    void singleArchiveRootKeepsItsName()
    {
        QTemporaryDir dir;
        const QString zip =
            nd::test::writeArchive(dir.filePath(u"set.zip"_s), u"zip"_s, {{u"g1/a.txt"_s, "a"}, {u"b.txt"_s, "b"}});
        const Walk w = walk({zip});
        QCOMPARE(w.paths(), QStringList({u"set.zip/g1/a.txt"_s, u"set.zip/b.txt"_s}));
        // Inside a root archive, the layout starts inside it: g1 is the first folder level.
        QCOMPARE(w.entries[0].layoutPath, u"g1/a.txt"_s);
        QCOMPARE(w.entries[1].layoutPath, u"b.txt"_s);
        QVERIFY(w.issues.isEmpty());
    }

    void resourceFolder()
    {
        const Walk w = walk({u":/fixtures/sample"_s});
        QCOMPARE(w.paths(),
                 QStringList({u"alpha/one.txt"_s, u"alpha/two.txt"_s, u"beta/three.html"_s, u"loose.txt"_s}));
        QVERIFY(w.entries[0].bytes.startsWith("The first sample"));
    }

    void severalRootsArePrefixed()
    {
        QTemporaryDir dir;
        nd::test::writeFile(dir, u"one/x.txt"_s, "1");
        nd::test::writeFile(dir, u"two/x.txt"_s, "2");
        const QString file = nd::test::writeFile(dir, u"lone.txt"_s, "3");
        const Walk w = walk({dir.filePath(u"one"_s), dir.filePath(u"two"_s), file, dir.filePath(u"missing"_s)});
        QCOMPARE(w.paths(), QStringList({u"one/x.txt"_s, u"two/x.txt"_s, u"lone.txt"_s}));
        QCOMPARE(w.issues, QStringList({dir.filePath(u"missing"_s) + u": not found"_s}));
    }

    void symlinksStayInsideTheTree()
    {
        QTemporaryDir dir;
        nd::test::writeFile(dir, u"root/real.txt"_s, "real");
        const QString outside = nd::test::writeFile(dir, u"secret.txt"_s, "secret");
        QVERIFY(QFile::link(dir.filePath(u"root/real.txt"_s), dir.filePath(u"root/inside-link.txt"_s)));
        QVERIFY(QFile::link(outside, dir.filePath(u"root/outside-link.txt"_s)));
        QVERIFY(QFile::link(dir.filePath(u"root"_s), dir.filePath(u"root/loop"_s)));
        const Walk w = walk({dir.filePath(u"root"_s)});
        QCOMPARE(w.paths(), QStringList({u"inside-link.txt"_s, u"real.txt"_s}));
        QCOMPARE(w.entries[0].bytes, QByteArray("real"));
        QCOMPARE(w.issues,
                 QStringList({u"loop: symbolic link to a folder skipped"_s,
                              u"outside-link.txt: symbolic link pointing outside the imported folder skipped"_s}));
    }

    void memberOverDocumentCap_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("zip (size in header)") << u"zip"_s;
        QTest::newRow("gz (size unknown, read until the cap)") << u"gz"_s;
    }
    void memberOverDocumentCap()
    {
        QFETCH(QString, format);
        QTemporaryDir dir;
        ImportLimits limits;
        limits.maxDocumentBytes = 2048;
        if (format == u"gz"_s) {
            nd::test::writeGzip(dir.filePath(u"in/big.txt.gz"_s), QByteArray(3000, 'z'));
            nd::test::writeGzip(dir.filePath(u"in/small.txt.gz"_s), QByteArray(2048, 's'));
            const Walk w = walk({dir.filePath(u"in"_s)}, limits);
            QCOMPARE(w.paths(), QStringList({u"small.txt.gz/small.txt"_s}));
            QCOMPARE(w.entries[0].bytes.size(), 2048); // exactly the cap is allowed
            QCOMPARE(w.issues, QStringList({u"big.txt.gz/big.txt: larger than 2 KiB cap"_s}));
            return;
        }
        const QString zip = nd::test::writeArchive(dir.filePath(u"set.zip"_s), u"zip"_s,
                                                   {{u"big.txt"_s, QByteArray(3000, 'z')}, {u"next.txt"_s, "next"}});
        const Walk w = walk({zip}, limits);
        QCOMPARE(w.paths(), QStringList({u"set.zip/next.txt"_s}));
        QCOMPARE(w.issues, QStringList({u"set.zip/big.txt: larger than 2 KiB cap"_s}));
    }

    void bombIsStoppedEarly()
    {
        QTemporaryDir dir;
        const QString zip = nd::test::writeArchive(
            dir.filePath(u"bomb.zip"_s), u"zip"_s,
            {{u"before.txt"_s, "before"}, {u"zeros.txt"_s, QByteArray(5 << 20, '\0')}, {u"after.txt"_s, "after"}});
        ImportLimits limits;
        limits.maxCompressionRatio = 50;
        const Walk w = walk({zip}, limits);
        QCOMPARE(w.paths(), QStringList({u"bomb.zip/before.txt"_s}));
        QCOMPARE(w.issues,
                 QStringList({u"bomb.zip/zeros.txt: compression ratio above 50 (possible archive "
                              "bomb); the rest of the archive was not read"_s}));
    }

    void archiveCaps_data()
    {
        QTest::addColumn<qint64>("totalBytes");
        QTest::addColumn<qint64>("entries");
        QTest::addColumn<QStringList>("paths");
        QTest::addColumn<QString>("issue");
        // Members of 400 bytes: 1000 bytes allow two, the third crosses the cap.
        QTest::newRow("total bytes")
            << qint64(1000) << qint64(100) << QStringList({u"caps.tar/m1.txt"_s, u"caps.tar/m2.txt"_s})
            << u"caps.tar: more than 1000 bytes uncompressed in this archive; the rest was not read"_s;
        QTest::newRow("entries") << qint64(1 << 30) << qint64(1) << QStringList({u"caps.tar/m1.txt"_s})
                                 << u"caps.tar: more than 1 archive members; the rest was not read"_s;
    }
    void archiveCaps()
    {
        QFETCH(qint64, totalBytes);
        QFETCH(qint64, entries);
        QFETCH(QStringList, paths);
        QFETCH(QString, issue);
        QTemporaryDir dir;
        const QString tar = nd::test::writeArchive(dir.filePath(u"caps.tar"_s), u"tar"_s,
                                                   {{u"m1.txt"_s, QByteArray(400, 'a')},
                                                    {u"m2.txt"_s, QByteArray(400, 'b')},
                                                    {u"m3.txt"_s, QByteArray(400, 'c')}});
        ImportLimits limits;
        limits.maxArchiveTotalBytes = totalBytes;
        limits.maxArchiveEntries = entries;
        const Walk w = walk({tar}, limits);
        QCOMPARE(w.paths(), paths);
        QCOMPARE(w.issues, QStringList({issue}));
    }

    void nestingIsCapped()
    {
        // level3.zip inside level2.zip inside level1.zip; a cap of 2 levels opens
        // level1 and level2 but refuses level3.
        QTemporaryDir dir;
        auto bytesOf = [](const QString &path) {
            QFile f(path);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        };
        const QString l3 = nd::test::writeArchive(dir.filePath(u"parts/level3.zip"_s), u"zip"_s, {{u"x.txt"_s, "x"}});
        const QString l2 = nd::test::writeArchive(dir.filePath(u"parts/level2.zip"_s), u"zip"_s,
                                                  {{u"level3.zip"_s, bytesOf(l3)}, {u"y.txt"_s, "y"}});
        const QString l1 =
            nd::test::writeArchive(dir.filePath(u"level1.zip"_s), u"zip"_s, {{u"level2.zip"_s, bytesOf(l2)}});
        ImportLimits limits;
        limits.maxArchiveNesting = 2;
        const Walk w = walk({l1}, limits);
        QCOMPARE(w.paths(), QStringList({u"level1.zip/level2.zip/y.txt"_s}));
        QCOMPARE(w.issues,
                 QStringList({u"level1.zip/level2.zip/level3.zip: archive nested deeper than 2 levels skipped"_s}));
        limits.maxArchiveNesting = 3;
        QCOMPARE(walk({l1}, limits).paths(),
                 QStringList({u"level1.zip/level2.zip/level3.zip/x.txt"_s, u"level1.zip/level2.zip/y.txt"_s}));
    }

    void archiveSuffixes()
    {
        for (const QString &name : {u"a.tar.gz"_s, u"A.ZIP"_s, u"b.Tbz2"_s, u".7z"_s, u"c.ar"_s, u"d.lzma"_s})
            QVERIFY2(EntrySource::hasArchiveSuffix(name), qPrintable(name));
        for (const QString &name : {u"notes.txt"_s, u"zip"_s, u"a.gzip"_s, u"a.tar.txt"_s, u"file."_s, u"a.z"_s})
            QVERIFY2(!EntrySource::hasArchiveSuffix(name), qPrintable(name));
    }

    void deferredWalkSamplesSizes()
    {
        QCOMPARE(EntrySource::kSizeSampleEvery, 16);
        // Small files: only the sampled ones (0, 16, 32) are sized; f20 is big
        // but not sampled.
        QTemporaryDir small;
        writeForty(small, {20});
        QList<qint64> expected(40, -1);
        expected[0] = expected[16] = expected[32] = 10;
        QCOMPARE(deferredSizes(small.path()), expected);

        // A sampled big file: every file after it is sized.
        QTemporaryDir big;
        writeForty(big, {16});
        for (int i = 0; i < 40; ++i)
            expected[i] = i < 16 ? (i == 0 ? 10 : -1) : (i == 16 ? EntrySource::kSmallFileBytes + 1 : 10);
        QCOMPARE(deferredSizes(big.path()), expected);
    }

    void readDeferredKeepsToTheAllowance()
    {
        QTemporaryDir dir;
        const QString path = nd::test::writeFile(dir, u"a.txt"_s, QByteArray(100, 'a'));
        const ImportLimits limits;
        RawEntry unsized{u"a.txt"_s, u"a.txt"_s, {}, path, -1};
        std::atomic<qint64> allowance = 99;
        QVERIFY(!nd::corpus::readDeferred(unsized, limits, allowance));
        QVERIFY(unsized.bytes.isEmpty()); // left unread, to the walk
        QCOMPARE(unsized.diskPath, path);
        QCOMPARE(allowance.load(), 99);

        allowance = 150;
        QVERIFY(nd::corpus::readDeferred(unsized, limits, allowance));
        QCOMPARE(unsized.bytes, QByteArray(100, 'a'));
        QCOMPARE(allowance.load(), 50);

        // A file the walk sized was budgeted by the walk: the allowance is not asked.
        RawEntry sized{u"a.txt"_s, u"a.txt"_s, {}, path, 100};
        allowance = 0;
        QVERIFY(nd::corpus::readDeferred(sized, limits, allowance));
        QCOMPARE(sized.bytes.size(), 100);
        QCOMPARE(allowance.load(), 0);
    }

    void cancelStopsTheWalk()
    {
        QTemporaryDir dir;
        for (int i = 0; i < 5; ++i)
            nd::test::writeFile(dir, u"f%1.txt"_s.arg(i), "text");
        QList<qint64> seen;
        nd::JobControl *self = nullptr;
        nd::JobControl control([&](qint64 done, qint64 total, const QString &) {
            seen.append(done);
            QCOMPARE(total, 5);
            if (done == 2)
                self->cancel();
        });
        self = &control;
        Walk w;
        QVERIFY_THROWS_EXCEPTION(nd::Cancelled, w = walk({dir.path()}, {}, control));
        QCOMPARE(seen, QList<qint64>({1, 2}));
    }
};

QTEST_GUILESS_MAIN(TestEntrySource)
#include "tst_entrysource.moc"
