#include "corpus/entrysource.h"

#include "corpus/archivereader.h"
#include "corpus/officereader.h"
#include "corpus/pdfreader.h"
#include "text/textdecoder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <optional>
#include <utility>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace nd::corpus {

namespace {

// What the sniffing looks at of a file over the cap, which is not read whole.
constexpr qsizetype kHeadBytes = 4096;

// Archive content is recognised by libarchive; these tests only decide whether
// asking it is worth the trouble. Text files other than UTF-16/32 never contain
// NUL bytes, archives and compressed streams practically always do within a few
// KiB, and the magic numbers catch tiny compressed files that happen to contain none.
bool mayBeArchive(const QByteArray &head)
{
    static const QByteArray magics[] = {
        QByteArrayLiteral("PK\x03\x04"),
        QByteArrayLiteral("PK\x05\x06"),
        QByteArrayLiteral("\x1f\x8b"),
        QByteArrayLiteral("BZh"),
        QByteArrayLiteral("\xfd"
                          "7zXZ"),
        QByteArrayLiteral("\x28\xb5\x2f\xfd"),
        QByteArrayLiteral("7z\xbc\xaf\x27\x1c"),
        QByteArrayLiteral("Rar!"),
    };
    for (const QByteArray &magic : magics) {
        if (head.startsWith(magic))
            return true;
    }
    return std::memchr(head.constData(), 0, std::size_t(std::min(head.size(), kHeadBytes)))
        && !text::isWideUnicodeText(head);
}

// DOCX, ODT and EPUB are zips but ONE document each; so is a PDF (which holds
// NUL bytes and would otherwise be offered to libarchive).
bool hasDocumentSuffix(const QString &name)
{
    return name.endsWith(u".docx"_s, Qt::CaseInsensitive) || name.endsWith(u".odt"_s, Qt::CaseInsensitive)
        || name.endsWith(u".epub"_s, Qt::CaseInsensitive) || name.endsWith(u".pdf"_s, Qt::CaseInsensitive);
}

bool isDocument(const QByteArray &bytes)
{
    return looksLikePdf(bytes) || sniffOfficeDocument(bytes) != OfficeKind::None;
}

bool isInside(const QString &canonicalPath, const QString &canonicalRoot)
{
    return canonicalPath == canonicalRoot || canonicalPath.startsWith(canonicalRoot + u'/');
}

struct DirectoryEntry
{
    QString name;
    bool regularFile = false; // known from the listing itself, without a stat of its path
};

// The names of a folder's entries (hidden and system ones too), sorted as
// QDir::Name sorts them. A local folder is read with readdir, whose entry types
// say which names are regular files: QDir::entryInfoList made, stat-ed and
// sorted a QFileInfo per file, a twentieth of a plain-text import's CPU time.
// Sizes, when the walk needs them, are taken when it reaches the file
// (EntrySource::walk), so the pool builds the first batch while the walk goes
// on: a stat of each of 20,000 files here kept the pool idle for 0.04 s.
std::vector<DirectoryEntry> listDirectory(const QString &dir)
{
    std::vector<DirectoryEntry> entries;
    if (dir.startsWith(u':')) {
        const QStringList names =
            QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System, QDir::Name);
        for (const QString &name : names)
            entries.push_back({name, false});
        return entries;
    }
    DIR *folder = opendir(QFile::encodeName(dir).constData());
    if (!folder)
        return entries;
    while (const dirent *entry = readdir(folder)) {
        if (std::strcmp(entry->d_name, ".") == 0 || std::strcmp(entry->d_name, "..") == 0)
            continue;
        entries.push_back({QFile::decodeName(entry->d_name), entry->d_type == DT_REG});
    }
    closedir(folder);
    std::sort(entries.begin(), entries.end(),
              [](const DirectoryEntry &a, const DirectoryEntry &b) { return a.name < b.name; });
    return entries;
}

// The size of a file the listing found regular, or -1 when it is gone or no
// longer a regular file (its reading then says why).
qint64 regularFileSize(const QString &path)
{
    struct stat status;
    if (lstat(QFile::encodeName(path).constData(), &status) != 0 || !S_ISREG(status.st_mode))
        return -1;
    return status.st_size;
}

QString fileNameOf(const QString &path)
{
    return path.mid(path.lastIndexOf(u'/') + 1);
}

QString cannotRead(const QString &why)
{
    return u"cannot read: %1"_s.arg(why);
}

// A file as the walk sees it before deciding what it is.
struct FileRead
{
    QByteArray bytes;         // the whole file; only its first KiBs when it is over the cap and on disk
    bool overCap = false;     // larger than the document cap
    bool inMemory = false;    // bytes hold the whole file even over the cap (a Qt resource)
    bool overAllowed = false; // not read: larger than what the allowance held
    QString error;            // why it could not be read
};

// Takes `bytes` from the allowance when it holds them (never below zero, even
// for a moment, so that another reader is not refused what it holds).
bool takeFrom(std::atomic<qint64> &allowance, qint64 bytes)
{
    qint64 left = allowance.load(std::memory_order_relaxed);
    do {
        if (left < bytes)
            return false;
    } while (!allowance.compare_exchange_weak(left, left - bytes, std::memory_order_relaxed));
    return true;
}

// A local file costs an open, a stat, one read of the whole (up to the cap) and
// a close; QFile stats it twice and reads through its own layers. Qt resources
// have no path the system knows and are in memory anyway. With an allowance, a
// file under the cap is read only if the allowance holds its size.
FileRead readFile(const QString &fullPath, qint64 cap, std::atomic<qint64> *allowance = nullptr)
{
    FileRead read;
    if (fullPath.startsWith(u':')) {
        QFile file(fullPath);
        if (!file.open(QIODevice::ReadOnly)) {
            read.error = cannotRead(file.errorString());
            return read;
        }
        read.bytes = file.readAll();
        read.overCap = read.bytes.size() > cap;
        read.inMemory = true;
        return read;
    }
    // Not blocking: a symbolic link may lead to a pipe, whose open would wait for a writer.
    const int fd = open(QFile::encodeName(fullPath).constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        read.error = cannotRead(qt_error_string(errno));
        return read;
    }
    struct stat status;
    if (fstat(fd, &status) != 0) {
        read.error = cannotRead(qt_error_string(errno));
    } else if (!S_ISREG(status.st_mode)) {
        read.error = u"not a regular file (device, socket or pipe) skipped"_s;
    } else {
        read.overCap = status.st_size > cap;
        read.overAllowed = !read.overCap && allowance && !takeFrom(*allowance, qint64(status.st_size));
    }
    if (read.error.isEmpty() && !read.overAllowed) {
        const qint64 wanted = read.overCap ? kHeadBytes : qint64(status.st_size);
        read.bytes.resize(wanted);
        qint64 done = 0;
        while (done < wanted) {
            const ssize_t got = ::read(fd, read.bytes.data() + done, std::size_t(wanted - done));
            if (got < 0 && errno == EINTR)
                continue;
            if (got < 0) {
                read.error = cannotRead(qt_error_string(errno));
                break;
            }
            if (got == 0)
                break; // it shrank since its stat
            done += got;
        }
        read.bytes.truncate(done);
    }
    close(fd);
    return read;
}

// Whether libarchive should be asked: an archive by name or by content, unless
// it is one document (PDF; DOCX, ODT or EPUB, which are zips too). A zip small
// enough to be a document is sniffed whole so its member list can tell a DOCX
// from a zip of documents; a bigger one is an archive either way.
bool offerToLibarchive(const QString &name, const FileRead &read)
{
    const QByteArray head = QByteArray::fromRawData(read.bytes.constData(), std::min(read.bytes.size(), kHeadBytes));
    bool document = hasDocumentSuffix(name) || looksLikePdf(head);
    if (!document && head.startsWith("PK\x03\x04") && !read.overCap)
        document = sniffOfficeDocument(read.bytes) != OfficeKind::None;
    return !document && (EntrySource::hasArchiveSuffix(name) || mayBeArchive(head));
}

} // namespace

EntrySource::EntrySource(const ImportLimits &limits, const JobControl &control)
    : m_limits(limits)
    , m_control(control)
{ }

QString EntrySource::formatBytes(qint64 bytes)
{
    if (bytes > 0 && bytes % (1LL << 30) == 0)
        return u"%1 GiB"_s.arg(bytes >> 30);
    if (bytes > 0 && bytes % (1LL << 20) == 0)
        return u"%1 MiB"_s.arg(bytes >> 20);
    if (bytes > 0 && bytes % (1LL << 10) == 0)
        return u"%1 KiB"_s.arg(bytes >> 10);
    return u"%1 bytes"_s.arg(bytes);
}

bool EntrySource::hasArchiveSuffix(const QString &name)
{
    // Each is what follows the name's last dot (".tar.gz" ends in ".gz"): one
    // comparison of that, and only with suffixes of its length, for each of a
    // folder's files (twenty endsWith were a hundredth of a plain-text import).
    static constexpr QStringView suffixes[] = {u"zip", u"tar", u"tgz",  u"tbz", u"tbz2", u"txz", u"tzst",
                                               u"gz",  u"bz2", u"xz",   u"zst", u"7z",   u"rar", u"cpio",
                                               u"iso", u"lz4", u"lzma", u"jar", u"cab",  u"ar"};
    const qsizetype dot = name.lastIndexOf(u'.');
    if (dot < 0)
        return false;
    const QStringView suffix = QStringView(name).sliced(dot + 1);
    return std::any_of(std::begin(suffixes), std::end(suffixes), [&](QStringView known) {
        return known.size() == suffix.size() && known.compare(suffix, Qt::CaseInsensitive) == 0;
    });
}

void EntrySource::issue(const QString &path, const QString &reason)
{
    if (m_issueFn)
        m_issueFn(path, reason);
}

void EntrySource::emitEntry(const QString &docPath, const QString &layoutPath, QByteArray &&bytes)
{
    if (m_entryFn)
        m_entryFn(RawEntry{docPath, layoutPath, std::move(bytes)});
}

void EntrySource::progress()
{
    m_control.report(m_examined, std::max(m_total, m_examined));
}

void EntrySource::walk(const QStringList &paths)
{
    struct Root
    {
        QString path;
        QString docPrefix;
        bool isDir = false;
        std::vector<FoundFile> files; // sorted by their path relative to path
    };
    QList<Root> roots;
    // The first walk only lists files so progress has a total; archives add
    // their members to it as they are opened.
    for (const QString &input : paths) {
        const QString path = QDir::cleanPath(input);
        const QFileInfo info(path);
        if (!info.exists()) {
            issue(input, u"not found"_s);
            continue;
        }
        Root root{path, {}, info.isDir(), {}};
        if (root.isDir) {
            // With several roots, their names keep equal relative paths apart.
            if (paths.size() > 1)
                root.docPrefix = info.fileName() + u'/';
            const QString canonical = path.startsWith(u':') ? path : info.canonicalFilePath();
            collectFiles(path, {}, canonical, root.files);
            // A flat folder's listing is in this order already.
            const auto byPath = [](const FoundFile &a, const FoundFile &b) { return a.relative < b.relative; };
            if (!std::is_sorted(root.files.begin(), root.files.end(), byPath))
                std::sort(root.files.begin(), root.files.end(), byPath);
            m_total += root.files.size();
        } else {
            m_total += 1;
        }
        roots.append(root);
    }
    for (const Root &root : std::as_const(roots)) {
        if (!root.isDir) {
            const QString name = QFileInfo(root.path).fileName();
            handleDiskFile(root.path, name, name, true, false, -1);
            continue;
        }
        for (const FoundFile &file : root.files) {
            const QString fullPath = root.path + u'/' + file.relative;
            bool regular = file.regular;
            qint64 size = -1;
            if (regular && takesNextSize()) {
                size = regularFileSize(fullPath);
                regular = size >= 0;
                m_sizesOfEveryFile = m_sizesOfEveryFile || size > kSmallFileBytes;
            }
            handleDiskFile(fullPath, root.docPrefix + file.relative, file.relative, false, regular, size);
        }
    }
}

void EntrySource::collectFiles(const QString &dir, const QString &relative, const QString &canonicalRoot,
                               std::vector<FoundFile> &files)
{
    for (const DirectoryEntry &entry : listDirectory(dir)) {
        const QString rel = relative.isEmpty() ? entry.name : relative + u'/' + entry.name;
        throwIfCancelled(m_control);
        if (entry.regularFile) {
            files.push_back({rel, true});
            continue;
        }
        const QFileInfo info(dir + u'/' + entry.name);
        if (info.isSymLink()) {
            const QString target = info.canonicalFilePath();
            if (target.isEmpty())
                issue(rel, u"broken symbolic link skipped"_s);
            else if (!isInside(target, canonicalRoot))
                issue(rel, u"symbolic link pointing outside the imported folder skipped"_s);
            else if (QFileInfo(target).isDir())
                issue(rel, u"symbolic link to a folder skipped"_s); // could loop forever
            else
                files.push_back({rel});
            continue;
        }
        if (info.isDir()) {
            if (!info.isReadable())
                issue(rel, u"folder not readable"_s);
            else
                collectFiles(info.filePath(), rel, canonicalRoot, files);
        } else if (info.isFile()) {
            files.push_back({rel});
        } else {
            issue(rel, u"not a regular file (device, socket or pipe) skipped"_s);
        }
    }
}

bool EntrySource::takesNextSize()
{
    if (!m_deferReading)
        return false; // the walk reads each file itself: no size is needed before
    return m_sizesOfEveryFile || m_regularFilesWalked++ % kSizeSampleEvery == 0;
}

void EntrySource::handleDiskFile(const QString &fullPath, const QString &docPath, const QString &layoutPath,
                                 bool isRootArchive, bool listedRegular, qint64 size)
{
    throwIfCancelled(m_control);
    ++m_examined;
    progress();
    // An archive by name is walked here: its members come out in walk order.
    if (m_deferReading && !isRootArchive && listedRegular && size <= m_limits.maxDocumentBytes
        && !hasArchiveSuffix(fileNameOf(fullPath))) {
        if (m_entryFn)
            m_entryFn(RawEntry{docPath, layoutPath, {}, fullPath, size});
        return;
    }
    readDiskFile(fullPath, docPath, layoutPath, isRootArchive);
}

void EntrySource::walkDeferred(const RawEntry &entry, const EntryFn &entryFn, const IssueFn &issueFn)
{
    // The walk's own functions are back when this returns or throws.
    struct Redirect
    {
        EntrySource &source;
        EntryFn walkEntryFn;
        IssueFn walkIssueFn;
        ~Redirect()
        {
            source.m_entryFn = std::move(walkEntryFn);
            source.m_issueFn = std::move(walkIssueFn);
        }
    } redirect{*this, std::exchange(m_entryFn, entryFn), std::exchange(m_issueFn, issueFn)};
    // readDeferred kept what it read when that was the whole file: not read again.
    readDiskFile(entry.diskPath, entry.path, entry.layoutPath, false,
                 entry.bytes.isEmpty() ? std::nullopt : std::optional<QByteArray>(entry.bytes));
}

void EntrySource::readDiskFile(const QString &fullPath, const QString &docPath, const QString &layoutPath,
                               bool isRootArchive, std::optional<QByteArray> whole)
{
    FileRead read = whole ? FileRead{std::move(*whole)} : readFile(fullPath, m_limits.maxDocumentBytes);
    if (!read.error.isEmpty()) {
        issue(docPath, read.error);
        return;
    }
    const QString name = fileNameOf(fullPath);
    if (offerToLibarchive(name, read)) {
        ArchiveReader reader;
        const bool opened = read.inMemory ? reader.openMemory(read.bytes, name) : reader.openFile(fullPath);
        if (opened) {
            Budget budget;
            walkArchive(reader, docPath, isRootArchive ? QString() : layoutPath, 1, budget);
            return;
        }
        if (hasArchiveSuffix(name)) {
            issue(docPath, u"damaged archive: %1"_s.arg(reader.errorString()));
            return;
        }
    }
    if (read.overCap) {
        issue(docPath, u"larger than %1 cap"_s.arg(formatBytes(m_limits.maxDocumentBytes)));
        return;
    }
    emitEntry(docPath, layoutPath, std::move(read.bytes));
}

bool readDeferred(RawEntry &entry, const ImportLimits &limits, std::atomic<qint64> &unsizedAllowance)
{
    FileRead read = readFile(entry.diskPath, limits.maxDocumentBytes, entry.diskSize < 0 ? &unsizedAllowance : nullptr);
    if (!read.error.isEmpty() || read.overCap || read.overAllowed)
        return false;
    const bool document = !offerToLibarchive(fileNameOf(entry.diskPath), read);
    entry.bytes = std::move(read.bytes); // whole: the walk need not read it again
    if (!document)
        return false;
    entry.diskPath.clear();
    return true;
}

bool EntrySource::walkArchive(ArchiveReader &reader, const QString &archivePath, const QString &layoutPrefix, int depth,
                              Budget &budget)
{
    for (;;) {
        throwIfCancelled(m_control);
        ArchiveReader::Entry entry;
        const ArchiveReader::Next next = reader.nextEntry(entry);
        if (next == ArchiveReader::Next::End)
            return true;
        if (next == ArchiveReader::Next::Error) {
            issue(archivePath, u"damaged archive: %1"_s.arg(reader.errorString()));
            return false;
        }
        if (++budget.entries > m_limits.maxArchiveEntries) {
            issue(archivePath,
                  u"more than %1 archive members; the rest was not read"_s.arg(m_limits.maxArchiveEntries));
            return false;
        }
        if (entry.type == ArchiveReader::EntryType::Directory)
            continue;
        ++m_examined;
        ++m_total;
        progress();

        QString member = entry.path;
        member.replace(u'\\', u'/');
        const QStringList parts = member.split(u'/', Qt::SkipEmptyParts);
        // Nothing is extracted, but a path like this is a hostile archive's
        // signature and would also corrupt the document's collection path.
        if (member.startsWith(u'/') || (member.size() > 1 && member.at(1) == u':') || parts.contains(u".."_s)) {
            issue(archivePath + u'/' + member, u"unsafe member path (absolute or '..') skipped"_s);
            continue;
        }
        QStringList clean;
        for (const QString &part : parts) {
            if (part != u"."_s)
                clean.append(part);
        }
        if (clean.isEmpty()) {
            issue(archivePath, u"archive member without a name skipped"_s);
            continue;
        }
        const QString memberPath = clean.join(u'/');
        const QString docPath = archivePath + u'/' + memberPath;
        const QString layout = layoutPrefix.isEmpty() ? memberPath : layoutPrefix + u'/' + memberPath;
        if (entry.type == ArchiveReader::EntryType::Link) {
            issue(docPath, u"link member skipped"_s);
            continue;
        }
        if (entry.type == ArchiveReader::EntryType::Other) {
            issue(docPath, u"special member (device or pipe) skipped"_s);
            continue;
        }

        const bool archiveName = hasArchiveSuffix(memberPath);
        const qint64 remaining = m_limits.maxArchiveTotalBytes - budget.bytes;
        const QString totalCapReason = u"more than %1 uncompressed in this archive; the rest was not read"_s.arg(
            formatBytes(m_limits.maxArchiveTotalBytes));
        if (!archiveName && entry.size > m_limits.maxDocumentBytes) {
            issue(docPath, u"larger than %1 cap"_s.arg(formatBytes(m_limits.maxDocumentBytes)));
            continue;
        }
        if (entry.size > remaining) {
            issue(archivePath, totalCapReason);
            return false;
        }
        // An inner archive may legitimately exceed the document cap; only the
        // archive's total budget bounds it.
        const qint64 cap = archiveName ? remaining : std::min(m_limits.maxDocumentBytes, remaining);
        QByteArray bytes;
        switch (reader.readData(bytes, cap, m_limits.maxCompressionRatio)) {
        case ArchiveReader::ReadStatus::Ok:
            break;
        case ArchiveReader::ReadStatus::TooLarge:
            if (cap == remaining) {
                issue(archivePath, totalCapReason);
                return false;
            }
            issue(docPath, u"larger than %1 cap"_s.arg(formatBytes(m_limits.maxDocumentBytes)));
            continue;
        case ArchiveReader::ReadStatus::RatioExceeded:
            issue(docPath,
                  u"compression ratio above %1 (possible archive bomb); the rest of the "
                  "archive was not read"_s.arg(m_limits.maxCompressionRatio));
            return false;
        case ArchiveReader::ReadStatus::Error:
            issue(docPath, reader.errorString());
            if (reader.isFatal())
                return false;
            continue;
        }
        budget.bytes += bytes.size();

        if (!hasDocumentSuffix(memberPath) && !isDocument(bytes) && (archiveName || mayBeArchive(bytes))) {
            ArchiveReader inner;
            if (inner.openMemory(bytes, memberPath)) {
                if (depth >= m_limits.maxArchiveNesting) {
                    issue(docPath, u"archive nested deeper than %1 levels skipped"_s.arg(m_limits.maxArchiveNesting));
                    continue;
                }
                walkArchive(inner, docPath, layout, depth + 1, budget);
                continue;
            }
            if (archiveName) {
                issue(docPath, u"damaged archive: %1"_s.arg(inner.errorString()));
                continue;
            }
        }
        emitEntry(docPath, layout, std::move(bytes));
    }
}

} // namespace nd::corpus
