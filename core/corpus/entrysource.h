#pragma once

#include "corpus/importer.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <optional>
#include <vector>

namespace nd::corpus {

class ArchiveReader;

// One file or archive member found by the walk, with its bytes (never on disk).
struct RawEntry
{
    QString path;       // document path: relative to the imported root, '/'-separated
    QString layoutPath; // path for folder-per-cluster: below the root folder / inside the root archive
    QByteArray bytes;
    // Set when the walk left reading the file to whoever builds the entry
    // (EntrySource::deferReading); bytes stay empty until readDeferred.
    QString diskPath;
    qint64 diskSize = -1; // the size the walk saw, or -1 when it did not take it (EntrySource::walk)
};

// Reads a deferred entry's file into its bytes, on whichever thread builds it.
// False when the file is not plainly one document (it could not be read, may be
// an archive, or outgrew the cap): then EntrySource::walkDeferred must take it
// (with the bytes, when they are the whole file). A file whose size the walk did
// not take is read only when `unsizedAllowance` (bytes, shared by the readers of
// one batch) still holds its size, which is then taken from it; otherwise it is
// left unread to walkDeferred too, so that the bytes held at once stay bounded.
bool readDeferred(RawEntry &entry, const ImportLimits &limits, std::atomic<qint64> &unsizedAllowance);

// Walks files, folders (sorted, recursive) and archives (nested up to the
// nesting cap) and hands out raw entries and per-entry issues in a deterministic
// order. It knows nothing about decoding or the store, so it can be tested alone.
class EntrySource
{
public:
    using EntryFn = std::function<void(RawEntry &&entry)>;
    using IssueFn = std::function<void(const QString &path, const QString &reason)>;

    EntrySource(const ImportLimits &limits, const JobControl &control);

    void onEntry(EntryFn fn) { m_entryFn = std::move(fn); }
    void onIssue(IssueFn fn) { m_issueFn = std::move(fn); }

    // Files found in folders are handed out unread (RawEntry::diskPath) so that
    // the reading happens on the threads that build them, not on the walking one.
    // Their sizes (which bound how much is read ahead) are taken for the first
    // regular file of a walk and every kSizeSampleEvery-th after it, and for every
    // one once a sampled file is over kSmallFileBytes: a stat per file was 8 %
    // of a plain-text import's CPU time, on the thread that writes.
    void deferReading(bool defer) { m_deferReading = defer; }
    static constexpr qint64 kSizeSampleEvery = 16;
    static constexpr qint64 kSmallFileBytes = 64 << 10;

    // Throws nd::Cancelled between files and members when the job is cancelled.
    void walk(const QStringList &paths);

    // Walks a deferred entry that readDeferred refused, as walk would have,
    // handing its entries and issues to these functions instead of onEntry and
    // onIssue (the caller is usually inside one of those).
    void walkDeferred(const RawEntry &entry, const EntryFn &entryFn, const IssueFn &issueFn);

    qint64 examined() const { return m_examined; }

    // "32 MiB", "100 bytes": how caps are shown in reasons.
    static QString formatBytes(qint64 bytes);
    static bool hasArchiveSuffix(const QString &name);

private:
    struct Budget
    {
        qint64 bytes = 0;
        qint64 entries = 0;
    };

    struct FoundFile
    {
        QString relative;
        bool regular = false; // a regular file by the listing's entry type (its size is sampled when walked)
    };

    void collectFiles(const QString &dir, const QString &relative, const QString &canonicalRoot,
                      std::vector<FoundFile> &files);
    // listedRegular: a regular file by the folder's listing; size: its size, or
    // -1 when not taken.
    void handleDiskFile(const QString &fullPath, const QString &docPath, const QString &layoutPath, bool isRootArchive,
                        bool listedRegular, qint64 size);
    // Whether the walk takes the size of the next regular file (deferReading).
    bool takesNextSize();
    // whole: the file's bytes when they were read already.
    void readDiskFile(const QString &fullPath, const QString &docPath, const QString &layoutPath, bool isRootArchive,
                      std::optional<QByteArray> whole = std::nullopt);
    // false when the archive had to be abandoned (a cap or a fatal error)
    bool walkArchive(ArchiveReader &reader, const QString &archivePath, const QString &layoutPrefix, int depth,
                     Budget &budget);
    void emitEntry(const QString &docPath, const QString &layoutPath, QByteArray &&bytes);
    void issue(const QString &path, const QString &reason);
    void progress();

    ImportLimits m_limits;
    const JobControl &m_control;
    EntryFn m_entryFn;
    IssueFn m_issueFn;
    qint64 m_examined = 0;
    qint64 m_total = 0;
    bool m_deferReading = false;
    qint64 m_regularFilesWalked = 0;
    bool m_sizesOfEveryFile = false; // a sampled file was over kSmallFileBytes
};

} // namespace nd::corpus
