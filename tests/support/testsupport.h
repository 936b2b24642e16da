#pragma once

#include "base/scoredpair.h"
#include "store/records.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QTemporaryDir>

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace nd::store {
class Workspace;
}

namespace nd::test {

// Folder of the labelled evaluation data beside the repository, or empty when
// it is absent (tests that need it then QSKIP with a message).
QString sharedDataDir();

// Adds plain-text documents holding `texts` to the collection, their paths
// `pathPattern` with the document's number (counted from `firstNumber`);
// returns their ids in the order of `texts`.
QList<qint64> addTextDocuments(const store::Workspace &workspace, qint64 collection, const QStringList &texts,
                               const QString &pathPattern = QStringLiteral("d%1.txt"), int firstNumber = 0);

// A collection `name` of source folder `folder` holding plain-text documents
// d0.txt, d1.txt, … with these texts, each in the ground-truth cluster beside it
// (clusters stored as the collection's truth); returns the collection's id.
qint64 addClusteredCollection(const store::Workspace &workspace, const QString &name, const QString &folder,
                              const QList<std::pair<QString, QString>> &clusterAndText);

// Keeps a test's QSettings and standard paths apart from the user's: Qt's test
// mode for the standard paths, settings of organisation "NearDupTest" and
// application `testName` (the test's own, so that tests never share settings).
void useTestSettings(const QString &testName);

// A plain-text document for CollectionStore::addDocument: format, encoding, byte size
// and content hash filled in from the text.
store::NewDocument textDocument(const QString &path, const QString &text);

// A workspace in a fresh temporary folder, the fixture of a test's init():
// open() starts over (closing the one before it, then its folder), close() in
// cleanup() closes the workspace before its folder is removed.
class ScratchWorkspace
{
public:
    ScratchWorkspace();
    ~ScratchWorkspace();
    void open(const QString &fileName);
    // Closes the workspace and opens its file again, as a restart does.
    void reopen();
    void close();
    store::Workspace &operator*() const { return *m_workspace; }
    store::Workspace *operator->() const { return m_workspace.get(); }
    store::Workspace *get() const { return m_workspace.get(); }
    QString folder() const { return m_dir->path(); }
    QString filePath(const QString &name) const { return m_dir->filePath(name); }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<store::Workspace> m_workspace;
};

// The hashToken() values of `terms`, sorted: a lexicon as the detectors hold one.
std::vector<std::uint64_t> sortedTokenHashes(const QStringList &terms);

// A run of `method` on `collection` as the run service records it before
// detecting (status Running, no pairs); returns its id.
qint64 recordRun(const store::Workspace &workspace, qint64 collection, const QString &method,
                 const QJsonObject &params = {});

// A run as a finished detection leaves it: recorded, its pairs stored, status Done
// with these timings; returns its id.
qint64 storeFinishedRun(const store::Workspace &workspace, qint64 collection, const QString &method,
                        const ScoredPairs &pairs, const QJsonObject &params = {}, const QJsonObject &timings = {});

// Fails the running test unless `actual` holds the pairs of `expected`, in the
// same order, with the same scores.
void comparePairs(const ScoredPairs &actual, const ScoredPairs &expected);

// Writes bytes to dir/relativePath, creating folders; returns the full path.
QString writeFile(const QTemporaryDir &dir, const QString &relativePath, const QByteArray &bytes);

// Writes a real archive with libarchive. format: "zip", "tar", "tar.gz",
// "tar.bz2", "tar.xz", "tar.zst", "7z". entries: name -> bytes.
QString writeArchive(const QString &path, const QString &format, const QList<QPair<QString, QByteArray>> &entries);

} // namespace nd::test
