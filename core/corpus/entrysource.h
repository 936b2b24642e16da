#pragma once

#include "corpus/importer.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>

namespace nd::corpus {

class ArchiveReader;

// One file or archive member found by the walk, with its bytes (never on disk).
struct RawEntry
{
    QString path;       // document path: relative to the imported root, '/'-separated
    QString layoutPath; // path for folder-per-cluster: below the root folder / inside the root archive
    QByteArray bytes;
};

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

    // Throws nd::Cancelled between files and members when the job is cancelled.
    void walk(const QStringList &paths);

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

    void walkFolder(const QString &rootDir, const QString &docPrefix);
    void collectFiles(const QString &dir, const QString &relative, const QString &canonicalRoot, QStringList &files);
    void handleDiskFile(const QString &fullPath, const QString &docPath, const QString &layoutPath, bool isRootArchive);
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
};

} // namespace nd::corpus
