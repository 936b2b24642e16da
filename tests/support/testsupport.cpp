#include "testsupport.h"

#include "base/hashing.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/truthstore.h"
#include "store/workspace.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTest>

#include <archive.h>
#include <archive_entry.h>

#include <algorithm>
#include <memory>

namespace nd::test {

QString sharedDataDir()
{
    const QString dir = QProcessEnvironment::systemEnvironment().value(QStringLiteral("NEARDUP_SHARED_DATA"));
    if (dir.isEmpty() || !QFileInfo(dir).isDir())
        return {};
    return QDir(dir).canonicalPath();
}

void useTestSettings(const QString &testName)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("NearDupTest"));
    QCoreApplication::setApplicationName(testName);
}

ScratchWorkspace::ScratchWorkspace() = default;

ScratchWorkspace::~ScratchWorkspace()
{
    close();
}

void ScratchWorkspace::open(const QString &fileName)
{
    close();
    m_dir = std::make_unique<QTemporaryDir>();
    if (!m_dir->isValid())
        qFatal("cannot make a temporary folder: %s", qPrintable(m_dir->errorString()));
    m_workspace = std::make_unique<store::Workspace>(m_dir->filePath(fileName));
}

void ScratchWorkspace::reopen()
{
    const QString path = m_workspace->path();
    m_workspace.reset();
    m_workspace = std::make_unique<store::Workspace>(path);
}

void ScratchWorkspace::close()
{
    m_workspace.reset();
    m_dir.reset();
}

std::vector<std::uint64_t> sortedTokenHashes(const QStringList &terms)
{
    std::vector<std::uint64_t> result;
    for (const QString &t : terms)
        result.push_back(hashToken(t));
    std::sort(result.begin(), result.end());
    return result;
}

qint64 recordRun(const store::Workspace &workspace, qint64 collection, const QString &method, const QJsonObject &params)
{
    store::RunInfo info;
    info.collectionId = collection;
    info.method = method;
    info.params = params;
    return store::RunStore(workspace).createRun(info);
}

qint64 storeFinishedRun(const store::Workspace &workspace, qint64 collection, const QString &method,
                        const ScoredPairs &pairs, const QJsonObject &params, const QJsonObject &timings)
{
    const qint64 run = recordRun(workspace, collection, method, params);
    store::RunStore runStore(workspace);
    runStore.storePairs(run, pairs);
    runStore.finishRun(run, store::RunStatus::Done, timings, {});
    return run;
}

QList<qint64> addTextDocuments(const store::Workspace &workspace, qint64 collection, const QStringList &texts,
                               const QString &pathPattern, int firstNumber)
{
    store::CollectionStore collectionStore(workspace);
    QList<qint64> ids;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const store::NewDocument document = textDocument(pathPattern.arg(firstNumber + i), texts.at(i));
        ids.append(collectionStore.addDocument(collection, document));
    }
    return ids;
}

qint64 addClusteredCollection(const store::Workspace &workspace, const QString &name, const QString &folder,
                              const QList<std::pair<QString, QString>> &clusterAndText)
{
    const qint64 collection = store::CollectionStore(workspace).createCollection(name, folder);
    QStringList texts;
    for (const auto &row : clusterAndText)
        texts.append(row.second);
    const QList<qint64> ids = addTextDocuments(workspace, collection, texts);
    QHash<qint64, QString> clusters;
    for (qsizetype i = 0; i < ids.size(); ++i)
        clusters.insert(ids.at(i), clusterAndText.at(i).first);
    store::TruthStore(workspace).setClusters(collection, clusters);
    return collection;
}

void comparePairs(const ScoredPairs &actual, const ScoredPairs &expected)
{
    QCOMPARE(actual.size(), expected.size());
    for (std::size_t p = 0; p < actual.size(); ++p) {
        QCOMPARE(actual[p].a, expected[p].a);
        QCOMPARE(actual[p].b, expected[p].b);
        QCOMPARE(actual[p].score, expected[p].score);
    }
}

QString writeFile(const QTemporaryDir &dir, const QString &relativePath, const QByteArray &bytes)
{
    const QString path = dir.filePath(relativePath);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write test fixture %s", qPrintable(path));
    return path;
}

QString writeArchive(const QString &path, const QString &format, const QList<QPair<QString, QByteArray>> &entries)
{
    std::unique_ptr<archive, decltype(&archive_write_free)> a(archive_write_new(), archive_write_free);
    int rc = ARCHIVE_OK;
    if (format == QLatin1String("zip")) {
        rc = archive_write_set_format_zip(a.get());
    } else if (format == QLatin1String("7z")) {
        rc = archive_write_set_format_7zip(a.get());
    } else {
        rc = archive_write_set_format_pax_restricted(a.get());
        if (format == QLatin1String("tar.gz"))
            archive_write_add_filter_gzip(a.get());
        else if (format == QLatin1String("tar.bz2"))
            archive_write_add_filter_bzip2(a.get());
        else if (format == QLatin1String("tar.xz"))
            archive_write_add_filter_xz(a.get());
        else if (format == QLatin1String("tar.zst"))
            archive_write_add_filter_zstd(a.get());
        else if (format != QLatin1String("tar"))
            qFatal("unknown archive format %s", qPrintable(format));
    }
    if (rc != ARCHIVE_OK)
        qFatal("libarchive: %s", archive_error_string(a.get()));
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (archive_write_open_filename(a.get(), QFile::encodeName(path).constData()) != ARCHIVE_OK)
        qFatal("libarchive: %s", archive_error_string(a.get()));
    for (const auto &[name, bytes] : entries) {
        std::unique_ptr<archive_entry, decltype(&archive_entry_free)> e(archive_entry_new(), archive_entry_free);
        archive_entry_set_pathname(e.get(), name.toUtf8().constData());
        archive_entry_set_size(e.get(), bytes.size());
        archive_entry_set_filetype(e.get(), AE_IFREG);
        archive_entry_set_perm(e.get(), 0644);
        archive_write_header(a.get(), e.get());
        archive_write_data(a.get(), bytes.constData(), size_t(bytes.size()));
    }
    archive_write_close(a.get());
    return path;
}

} // namespace nd::test

namespace nd::test {

store::NewDocument textDocument(const QString &path, const QString &text)
{
    store::NewDocument doc;
    doc.path = path;
    doc.text = text;
    doc.format = QStringLiteral("text");
    doc.encoding = QStringLiteral("UTF-8");
    doc.byteSize = text.toUtf8().size();
    doc.contentHash = QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha1);
    return doc;
}

} // namespace nd::test
