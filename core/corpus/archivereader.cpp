#include "corpus/archivereader.h"

#include <QFile>
#include <QFileInfo>

#include <archive.h>
#include <archive_entry.h>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace nd::corpus {

namespace {

// Small enough that the compressed-bytes counter used for the ratio cap moves in
// steps much finer than a suspicious member, large enough to keep syscalls few.
constexpr size_t kBlockSize = 64 * 1024;

QString rawMemberName(const QString &nameHint)
{
    // notes.txt.gz -> notes.txt; libarchive's raw reader only ever says "data".
    static const QStringList suffixes = {u".gz"_s,   u".bz2"_s, u".xz"_s, u".zst"_s, u".lz4"_s,
                                         u".lzma"_s, u".z"_s,   u".lz"_s, u".gzip"_s};
    const QString name = QFileInfo(nameHint).fileName();
    for (const QString &suffix : suffixes) {
        if (name.size() > suffix.size() && name.endsWith(suffix, Qt::CaseInsensitive))
            return name.left(name.size() - suffix.size());
    }
    return name.isEmpty() ? u"data"_s : name;
}

} // namespace

ArchiveReader::ArchiveReader() = default;

ArchiveReader::~ArchiveReader()
{
    reset();
}

void ArchiveReader::reset()
{
    if (m_archive)
        archive_read_free(m_archive);
    m_archive = nullptr;
    m_memory.clear();
    m_havePeeked = false;
    m_peekedEnd = false;
    m_error.clear();
    m_fatal = false;
}

bool ArchiveReader::openFile(const QString &path)
{
    reset();
    m_archive = archive_read_new();
    archive_read_support_filter_all(m_archive);
    archive_read_support_format_all(m_archive);
    archive_read_support_format_raw(m_archive);
    const QByteArray name = QFile::encodeName(path);
    return finishOpen(archive_read_open_filename(m_archive, name.constData(), kBlockSize), path);
}

bool ArchiveReader::openMemory(const QByteArray &bytes, const QString &nameHint)
{
    reset();
    m_memory = bytes;
    m_archive = archive_read_new();
    archive_read_support_filter_all(m_archive);
    archive_read_support_format_all(m_archive);
    archive_read_support_format_raw(m_archive);
    return finishOpen(archive_read_open_memory2(m_archive, m_memory.constData(), size_t(m_memory.size()), kBlockSize),
                      nameHint);
}

bool ArchiveReader::finishOpen(int openResult, const QString &nameHint)
{
    if (openResult != ARCHIVE_OK) {
        setError(openResult);
        return false;
    }
    archive_entry *raw = nullptr;
    int rc = archive_read_next_header(m_archive, &raw);
    if (rc == ARCHIVE_EOF) {
        if (archive_format(m_archive) == ARCHIVE_FORMAT_EMPTY) {
            m_error = u"empty file"_s;
            return false;
        }
        m_peekedEnd = true; // a valid archive without members
        return true;
    }
    if (rc < ARCHIVE_WARN) {
        setError(rc);
        return false;
    }
    if ((archive_format(m_archive) & ARCHIVE_FORMAT_BASE_MASK) == ARCHIVE_FORMAT_RAW) {
        // The raw reader accepts anything; it only means "archive" when a
        // compression filter actually recognised the bytes.
        if (archive_filter_count(m_archive) <= 1) {
            m_error = u"not an archive"_s;
            return false;
        }
        m_rawMemberName = rawMemberName(nameHint);
    }
    if (!fillEntry(raw, m_peeked))
        return false;
    m_havePeeked = true;
    return true;
}

bool ArchiveReader::fillEntry(archive_entry *raw, Entry &entry)
{
    if ((archive_format(m_archive) & ARCHIVE_FORMAT_BASE_MASK) == ARCHIVE_FORMAT_RAW) {
        entry.path = m_rawMemberName;
    } else if (const char *utf8 = archive_entry_pathname_utf8(raw)) {
        entry.path = QString::fromUtf8(utf8);
    } else if (const char *local = archive_entry_pathname(raw)) {
        entry.path = QString::fromLocal8Bit(local);
    } else {
        entry.path.clear();
    }
    if (archive_entry_hardlink(raw) || archive_entry_filetype(raw) == AE_IFLNK)
        entry.type = EntryType::Link;
    else if (archive_entry_filetype(raw) == AE_IFDIR)
        entry.type = EntryType::Directory;
    else if (archive_entry_filetype(raw) == AE_IFREG || archive_entry_filetype(raw) == 0)
        entry.type = EntryType::File; // raw and some zip writers leave the type unset
    else
        entry.type = EntryType::Other;
    entry.size = archive_entry_size_is_set(raw) ? archive_entry_size(raw) : -1;
    m_memberStartCompressed = archive_filter_bytes(m_archive, -1);
    return true;
}

ArchiveReader::Next ArchiveReader::nextEntry(Entry &entry)
{
    if (!m_archive)
        return Next::Error;
    if (m_havePeeked) {
        m_havePeeked = false;
        entry = m_peeked;
        return Next::Entry;
    }
    if (m_peekedEnd)
        return Next::End;
    archive_entry *raw = nullptr;
    int rc = archive_read_next_header(m_archive, &raw);
    while (rc == ARCHIVE_RETRY)
        rc = archive_read_next_header(m_archive, &raw);
    if (rc == ARCHIVE_EOF)
        return Next::End;
    if (rc < ARCHIVE_WARN) {
        setError(rc);
        return Next::Error;
    }
    fillEntry(raw, entry);
    return Next::Entry;
}

ArchiveReader::ReadStatus ArchiveReader::readData(QByteArray &out, qint64 maxBytes, double maxRatio,
                                                  qint64 ratioFloorBytes)
{
    out.clear();
    if (!m_archive)
        return ReadStatus::Error;
    char buffer[kBlockSize];
    for (;;) {
        const la_ssize_t n = archive_read_data(m_archive, buffer, sizeof buffer);
        if (n == 0)
            return ReadStatus::Ok;
        if (n < 0) {
            setError(int(n));
            out.clear();
            return ReadStatus::Error;
        }
        if (out.size() + n > maxBytes) {
            out.clear();
            return ReadStatus::TooLarge;
        }
        out.append(buffer, qsizetype(n));
        if (maxRatio > 0 && out.size() > ratioFloorBytes) {
            const qint64 consumed = std::max<qint64>(1, archive_filter_bytes(m_archive, -1) - m_memberStartCompressed);
            if (double(out.size()) > maxRatio * double(consumed)) {
                out.clear();
                return ReadStatus::RatioExceeded;
            }
        }
    }
}

void ArchiveReader::setError(int rc)
{
    const char *message = m_archive ? archive_error_string(m_archive) : nullptr;
    m_error = message ? QString::fromLocal8Bit(message) : u"unknown archive error"_s;
    m_fatal = rc == ARCHIVE_FATAL;
}

} // namespace nd::corpus
