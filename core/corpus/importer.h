#pragma once

#include "jobs/jobcontrol.h"
#include "store/records.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <span>

namespace nd::store {
class Workspace;
}

namespace nd::corpus {

// Caps that keep a hostile or broken input from exhausting memory or disk.
struct ImportLimits
{
    qint64 maxDocumentBytes = 32LL << 20;    // a bigger file is reported, not read
    qint64 maxArchiveTotalBytes = 1LL << 30; // uncompressed bytes read from one archive
    qint64 maxArchiveEntries = 100000;
    int maxArchiveNesting = 3;          // archive inside archive inside ...
    double maxCompressionRatio = 100.0; // for members over 1 MiB
    int pdfTimeoutMs = 60000;           // the PDF helper process is killed after this
    qint64 pdfMemoryBytes = 2LL << 30;  // and may not use more address space
    // Off, HTML pages are stored without their main content (compared whole
    // under "main content only"): for measuring what the extraction costs.
    bool extractMainContent = true;
};

enum class TruthFromLayout {
    None,
    FolderPerCluster // the first folder level under the imported folder is the cluster
};

// Work on the documents of an import while their texts are still in memory: a
// run that follows the import (evaluate) prepares them here instead of reading
// every text back from the workspace afterwards.
class DocumentTap
{
public:
    virtual ~DocumentTap() = default;
    // On the writing thread, batch after batch in walk order: the documents just
    // written and their row ids. Should hand the work on (to the core pool) and
    // return: the import waits for it. Not called for what a cancel discards.
    virtual void written(std::span<const qint64> ids, const QList<store::NewDocument> &documents) = 0;
    // On the writing thread between its writes, before it builds a batch's
    // documents itself or waits for the pool to: do one piece of the handed-on
    // work; false when none is left.
    virtual bool workWhileWaiting() = 0;
};

struct ImportOptions
{
    QString collectionName; // empty: the name of the first path
    TruthFromLayout truth = TruthFromLayout::None;
    ImportLimits limits;
    DocumentTap *tap = nullptr; // optional; outlives the import
};

// How one imported document was read, for the import report.
struct ImportedDocument
{
    QString path;
    QString format;   // "text", "html", "docx", "odt", "epub", "pdf"
    QString encoding; // what the bytes were decoded as, e.g. "UTF-16LE"
};

struct ImportReport
{
    qint64 collectionId = 0; // 0 when cancelled (nothing kept)
    qint64 imported = 0;
    qint64 examined = 0; // files and archive members looked at
    QList<store::ImportIssueRecord> issues;
    QList<ImportedDocument> documents; // in walk order
    bool cancelled = false;
    double seconds = 0.0;
};

// The encodings of the imported documents with their counts, most frequent
// first ("UTF-8 201, UTF-16LE 2"); empty when nothing was imported.
QString encodingSummary(const ImportReport &report);

// Imports files, folders (recursively) and archives (zip, tar, tar.gz/bz2/xz/zst,
// 7z, also nested in folders and in archives) as one new collection. Each bad
// file or member becomes an issue in the report; the rest is imported. All
// writes happen in one transaction, so a cancel leaves the workspace as it was.
// Nothing is written outside the workspace.
ImportReport importPaths(const store::Workspace &workspace, const QStringList &paths, const ImportOptions &options,
                         JobControl &control);

} // namespace nd::corpus
