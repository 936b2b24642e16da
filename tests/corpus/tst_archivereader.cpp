#include "corpus/archivereader.h"
#include "corpusfixture.h"

#include <QTemporaryDir>
#include <QTest>

#include <archive.h>
#include <archive_entry.h>

#include <memory>

using namespace Qt::StringLiterals;
using nd::corpus::ArchiveReader;

namespace {

struct Member
{
    QString path;
    ArchiveReader::EntryType type;
    QByteArray bytes;
};

QList<Member> readAll(ArchiveReader &reader)
{
    QList<Member> members;
    ArchiveReader::Entry entry;
    while (reader.nextEntry(entry) == ArchiveReader::Next::Entry) {
        QByteArray bytes;
        if (entry.type == ArchiveReader::EntryType::File
            && reader.readData(bytes, 1 << 20, 0) != ArchiveReader::ReadStatus::Ok)
            qFatal("readData failed: %s", qPrintable(reader.errorString()));
        members.append({entry.path, entry.type, bytes});
    }
    return members;
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

// testsupport cannot write links, so this fixture is written with libarchive directly.
void writeTarWithLinks(const QString &path)
{
    std::unique_ptr<archive, decltype(&archive_write_free)> a(archive_write_new(), archive_write_free);
    archive_write_set_format_pax_restricted(a.get());
    archive_write_open_filename(a.get(), QFile::encodeName(path).constData());
    auto add = [&](const char *name, int type, const char *link, const QByteArray &bytes) {
        std::unique_ptr<archive_entry, decltype(&archive_entry_free)> e(archive_entry_new(), archive_entry_free);
        archive_entry_set_pathname(e.get(), name);
        archive_entry_set_filetype(e.get(), unsigned(type));
        archive_entry_set_perm(e.get(), 0644);
        archive_entry_set_size(e.get(), bytes.size());
        if (link && type == AE_IFLNK)
            archive_entry_set_symlink(e.get(), link);
        else if (link)
            archive_entry_set_hardlink(e.get(), link);
        archive_write_header(a.get(), e.get());
        if (!bytes.isEmpty())
            archive_write_data(a.get(), bytes.constData(), size_t(bytes.size()));
    };
    add("real.txt", AE_IFREG, nullptr, "real");
    add("sym.txt", AE_IFLNK, "/etc/passwd", {});
    add("hard.txt", AE_IFREG, "real.txt", {});
    add("folder/", AE_IFDIR, nullptr, {});
    archive_write_close(a.get());
}

} // namespace

class TestArchiveReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsEveryFormat_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<bool>("fromMemory");
        for (const char *format : {"zip", "tar", "tar.gz", "tar.bz2", "tar.xz", "tar.zst", "7z"}) {
            QTest::addRow("%s file", format) << QString::fromLatin1(format) << false;
            QTest::addRow("%s memory", format) << QString::fromLatin1(format) << true;
        }
    }
    void readsEveryFormat()
    {
        QFETCH(QString, format);
        QFETCH(bool, fromMemory);
        QTemporaryDir dir;
        // A misleading name: recognition must come from the content.
        const QString path = nd::test::writeArchive(dir.filePath(u"archive.bin"_s), format,
                                                    {{u"a.txt"_s, "alpha"}, {u"sub/b.txt"_s, "beta\n"}});
        ArchiveReader reader;
        QVERIFY2(fromMemory ? reader.openMemory(fileBytes(path)) : reader.openFile(path),
                 qPrintable(reader.errorString()));
        const QList<Member> members = readAll(reader);
        QCOMPARE(members.size(), 2);
        QCOMPARE(members[0].path, u"a.txt"_s);
        QCOMPARE(members[0].bytes, QByteArray("alpha"));
        QCOMPARE(members[1].path, u"sub/b.txt"_s);
        QCOMPARE(members[1].bytes, QByteArray("beta\n"));
    }

    void plainTextIsNotAnArchive()
    {
        ArchiveReader reader;
        QVERIFY(!reader.openMemory("just some words, no archive here\n", u"notes.zip"_s));
        QCOMPARE(reader.errorString(), u"not an archive"_s);
        QVERIFY(!reader.openMemory(QByteArray(), u"empty.zip"_s));
    }

    void singleCompressedFileIsOneMember()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"notes.txt.gz"_s);
        nd::test::writeGzip(path, "compressed words");
        ArchiveReader reader;
        QVERIFY2(reader.openFile(path), qPrintable(reader.errorString()));
        const QList<Member> members = readAll(reader);
        QCOMPARE(members.size(), 1);
        QCOMPARE(members[0].path, u"notes.txt"_s);
        QCOMPARE(members[0].bytes, QByteArray("compressed words"));
    }

    void linksAndFoldersAreTyped()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"links.tar"_s);
        writeTarWithLinks(path);
        ArchiveReader reader;
        QVERIFY(reader.openFile(path));
        ArchiveReader::Entry entry;
        QList<QPair<QString, ArchiveReader::EntryType>> seen;
        while (reader.nextEntry(entry) == ArchiveReader::Next::Entry)
            seen.append({entry.path, entry.type});
        const QList<QPair<QString, ArchiveReader::EntryType>> expected = {
            {u"real.txt"_s, ArchiveReader::EntryType::File},
            {u"sym.txt"_s, ArchiveReader::EntryType::Link},
            {u"hard.txt"_s, ArchiveReader::EntryType::Link},
            {u"folder/"_s, ArchiveReader::EntryType::Directory}};
        QCOMPARE(seen, expected);
    }

    void sizeCapStopsReading()
    {
        ArchiveReader reader;
        QTemporaryDir dir;
        const QString path =
            nd::test::writeArchive(dir.filePath(u"a.zip"_s), u"zip"_s, {{u"a.txt"_s, QByteArray(5000, 'x')}});
        QVERIFY(reader.openFile(path));
        ArchiveReader::Entry entry;
        QCOMPARE(reader.nextEntry(entry), ArchiveReader::Next::Entry);
        QCOMPARE(entry.size, 5000);
        QByteArray bytes;
        QCOMPARE(reader.readData(bytes, 4999, 0), ArchiveReader::ReadStatus::TooLarge);
        QVERIFY(bytes.isEmpty());
    }

    void ratioCapStopsABomb_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("zip") << u"zip"_s;
        QTest::newRow("tar.gz") << u"tar.gz"_s;
        QTest::newRow("7z") << u"7z"_s;
    }
    void ratioCapStopsABomb()
    {
        QFETCH(QString, format);
        // 5 MiB of zeros deflate to a few KiB: a ratio far above 50, so the read
        // must stop soon after the 1 MiB floor instead of inflating all 5 MiB.
        QTemporaryDir dir;
        const QString path =
            nd::test::writeArchive(dir.filePath(u"bomb"_s), format, {{u"zeros"_s, QByteArray(5 << 20, '\0')}});
        QVERIFY(QFileInfo(path).size() < (5 << 20) / 50);
        ArchiveReader reader;
        QVERIFY(reader.openFile(path));
        ArchiveReader::Entry entry;
        QCOMPARE(reader.nextEntry(entry), ArchiveReader::Next::Entry);
        QByteArray bytes;
        QCOMPARE(reader.readData(bytes, 64 << 20, 50.0), ArchiveReader::ReadStatus::RatioExceeded);

        // Without the ratio cap the same member reads completely.
        ArchiveReader again;
        QVERIFY(again.openFile(path));
        QCOMPARE(again.nextEntry(entry), ArchiveReader::Next::Entry);
        QCOMPARE(again.readData(bytes, 64 << 20, 0), ArchiveReader::ReadStatus::Ok);
        QCOMPARE(bytes.size(), 5 << 20);
    }

    void truncatedZipReportsLibarchiveError()
    {
        QTemporaryDir dir;
        QByteArray text;
        for (int i = 0; i < 4000; ++i)
            text += QByteArray::number(i * 7919 % 10007) + ' ';
        const QString path = nd::test::writeArchive(dir.filePath(u"a.zip"_s), u"zip"_s, {{u"long.txt"_s, text}});
        const QByteArray whole = fileBytes(path);
        ArchiveReader reader;
        // The local header survives, so the damage shows when the data is read.
        QVERIFY(reader.openMemory(whole.left(whole.size() / 2)));
        ArchiveReader::Entry entry;
        QCOMPARE(reader.nextEntry(entry), ArchiveReader::Next::Entry);
        QByteArray bytes;
        QCOMPARE(reader.readData(bytes, 1 << 20, 0), ArchiveReader::ReadStatus::Error);
        // libarchive's own words ("ZIP decompression failed (-5)"), not a fallback.
        QVERIFY2(reader.errorString().contains(u"ZIP"_s), qPrintable(reader.errorString()));
    }
};

QTEST_GUILESS_MAIN(TestArchiveReader)
#include "tst_archivereader.moc"
