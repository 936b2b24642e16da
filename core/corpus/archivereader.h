#pragma once

#include <QByteArray>
#include <QString>

struct archive;
struct archive_entry;

namespace nd::corpus {

// RAII wrapper around a libarchive read handle. Every format and filter libarchive
// knows is enabled, so an archive is recognised by its content, not its name.
// Members are only ever read into memory: nothing is extracted to disk.
class ArchiveReader
{
public:
    enum class EntryType { File, Directory, Link, Other };

    struct Entry
    {
        QString path; // as stored in the archive (may be hostile)
        EntryType type = EntryType::File;
        qint64 size = -1; // -1 when the archive does not say
    };

    enum class Next { Entry, End, Error };
    enum class ReadStatus { Ok, TooLarge, RatioExceeded, Error };

    ArchiveReader();
    ~ArchiveReader();
    ArchiveReader(const ArchiveReader &) = delete;
    ArchiveReader &operator=(const ArchiveReader &) = delete;

    // Both return true only when the content is a recognised archive: the first
    // header is read here, because libarchive picks the format on that read.
    // A single compressed file (notes.txt.gz) counts as an archive with one member
    // named after the file without its compression suffix.
    bool openFile(const QString &path);
    bool openMemory(const QByteArray &bytes, const QString &nameHint = {});

    QString errorString() const { return m_error; }
    // True after an error libarchive cannot continue from.
    bool isFatal() const { return m_fatal; }

    Next nextEntry(Entry &entry);

    // Reads the current member in chunks into `out`. Stops (and returns TooLarge)
    // as soon as more than maxBytes would be needed, and (RatioExceeded) once a
    // member has produced more than ratioFloorBytes while its uncompressed size
    // exceeds maxRatio times the compressed bytes consumed meanwhile; a bomb
    // therefore never gets inflated past a few chunks beyond the floor.
    ReadStatus readData(QByteArray &out, qint64 maxBytes, double maxRatio, qint64 ratioFloorBytes = 1LL << 20);

private:
    bool finishOpen(int openResult, const QString &nameHint);
    void reset();
    bool fillEntry(archive_entry *raw, Entry &entry);
    void setError(int rc);

    archive *m_archive = nullptr;
    QByteArray m_memory;       // keeps memory input alive while libarchive reads it
    bool m_havePeeked = false; // the first header read by open*() is not yet handed out
    bool m_peekedEnd = false;
    Entry m_peeked;
    QString m_rawMemberName; // member name to use for raw (single compressed file) input
    qint64 m_memberStartCompressed = 0;
    QString m_error;
    bool m_fatal = false;
};

} // namespace nd::corpus
