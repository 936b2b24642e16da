#pragma once

// The mixed collection both tst_entrysource and tst_importer walk: every kind of
// good and bad input the importer must handle, built in a temporary folder.

#include "testsupport.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <archive.h>
#include <archive_entry.h>

#include <memory>

namespace nd::test {

inline QByteArray windows1252Page()
{
    // “ and ” are 0x93/0x94 and é is 0xE9 in windows-1252; none is valid UTF-8.
    return QByteArrayLiteral("<html><head><meta charset=\"windows-1252\"><title>Quote</title>"
                             "<style>p { color: red; }</style></head>"
                             "<body><p>He said \x93hello\x94 in the caf\xe9.</p></body></html>\n");
}

inline QByteArray chineseText()
{
    return QByteArrayLiteral("\xe8\xbf\x91\xe4\xbc\xbc\xe9\x87\x8d\xe5\xa4\x8d\xe6\x96\x87\xe6\xa1\xa3"
                             "\xe6\xa3\x80\xe6\xb5\x8b\xe3\x80\x82\n"); // 近似重复文档检测。
}

inline QByteArray numbersText()
{
    QByteArray text;
    for (int i = 0; i < 300; ++i)
        text += QByteArray::number(i * 7919 % 10007) + ' ';
    return text;
}

// A bare gzip stream (no tar inside): libarchive's raw format, size unknown to the reader.
inline void writeGzip(const QString &path, const QByteArray &bytes)
{
    std::unique_ptr<archive, decltype(&archive_write_free)> a(archive_write_new(), archive_write_free);
    archive_write_set_format_raw(a.get());
    archive_write_add_filter_gzip(a.get());
    QDir().mkpath(QFileInfo(path).absolutePath());
    archive_write_open_filename(a.get(), QFile::encodeName(path).constData());
    std::unique_ptr<archive_entry, decltype(&archive_entry_free)> e(archive_entry_new(), archive_entry_free);
    archive_entry_set_filetype(e.get(), AE_IFREG);
    archive_write_header(a.get(), e.get());
    archive_write_data(a.get(), bytes.constData(), size_t(bytes.size()));
    archive_write_close(a.get());
}

// Builds dir/coll; returns its path. Documents are small so a test can set
// maxDocumentBytes to 2 KiB and see big.txt (3001 bytes) rejected.
inline QString buildMixedCollection(const QTemporaryDir &dir)
{
    writeFile(dir, QStringLiteral("coll/c1/plain.txt"), "Plain UTF-8 text about near duplicates.\n");
    writeFile(dir, QStringLiteral("coll/c1/page.html"), windows1252Page());
    writeFile(dir, QStringLiteral("coll/c2/chinese.txt"), chineseText());
    writeFile(dir, QStringLiteral("coll/c2/binary.dat"), QByteArray("PNG\0\0\x01 binary", 14));
    writeArchive(
        dir.filePath(QStringLiteral("coll/c2/docs.7z")), QStringLiteral("7z"),
        {{QStringLiteral("a.txt"), "Seven zip member a.\n"}, {QStringLiteral("sub/b.txt"), "Seven zip member b.\n"}});
    writeFile(dir, QStringLiteral("coll/empty.txt"), QByteArray());
    writeFile(dir, QStringLiteral("coll/big.txt"), QByteArray(3000, 'b') + '\n');

    const QString innerPath = writeArchive(dir.filePath(QStringLiteral("parts/inner.tar.gz")), QStringLiteral("tar.gz"),
                                           {{QStringLiteral("deep/doc.txt"), "Deeply nested text.\n"}});
    QFile inner(innerPath);
    inner.open(QIODevice::ReadOnly);
    writeArchive(
        dir.filePath(QStringLiteral("coll/nested.zip")), QStringLiteral("zip"),
        {{QStringLiteral("inner.tar.gz"), inner.readAll()}, {QStringLiteral("top.txt"), "Top level member.\n"}});

    const QString whole = writeArchive(dir.filePath(QStringLiteral("parts/whole.zip")), QStringLiteral("zip"),
                                       {{QStringLiteral("long.txt"), numbersText()}});
    QFile wholeFile(whole);
    wholeFile.open(QIODevice::ReadOnly);
    const QByteArray zip = wholeFile.readAll();
    writeFile(dir, QStringLiteral("coll/damaged.zip"), zip.left(zip.size() / 2));

    writeArchive(dir.filePath(QStringLiteral("coll/evil.zip")), QStringLiteral("zip"),
                 {{QStringLiteral("../evil.txt"), "escaped\n"}, {QStringLiteral("ok.txt"), "A fine member.\n"}});
    return dir.filePath(QStringLiteral("coll"));
}

// Every file under dir with its size: compared before and after an import to
// prove nothing was extracted or written beside the inputs.
inline QStringList fileListing(const QString &dir)
{
    QStringList listing;
    QDirIterator it(dir, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        listing.append(it.filePath() + QLatin1Char(' ') + QString::number(it.fileInfo().size()));
    }
    listing.sort();
    return listing;
}

} // namespace nd::test
