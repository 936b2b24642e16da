#pragma once
// The collection of the GUI benchmarks (generatedCollectionOptions in
// benchoptions.h): a bench_makecollection output named by --collection, or one
// generated into the benchmark's scratch folder.

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <optional>
#include <stdexcept>

namespace nd::bench {

// Runs bench_makecollection (next to this program) into `outDir`: `documents`
// documents, one in 20 of them (at least one) a near-duplicate, as issue 7's
// 1,000 of 20,000.
inline void makeCollection(const QString &outDir, int documents)
{
    const QString generator = QCoreApplication::applicationDirPath() + QStringLiteral("/bench_makecollection");
    const int duplicates = std::max(1, documents / 20);
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedChannels);
    process.start(generator,
                  {outDir, QStringLiteral("--documents"), QString::number(documents), QStringLiteral("--duplicates"),
                   QString::number(duplicates)});
    if (!process.waitForFinished(-1) || process.exitCode() != 0)
        throw std::runtime_error("bench_makecollection failed (is wamerican installed?)");
}

// The folder of the collection: --collection, or `scratch`/collection made with
// --documents documents. Throws when the scratch folder could not be made or the
// generator fails. `generateSeconds`, when given, receives how long generating took
// (nothing when --collection named one).
inline QString collectionFolder(const QCommandLineParser &parser, const QTemporaryDir &scratch,
                                std::optional<double> *generateSeconds = nullptr)
{
    if (!scratch.isValid())
        throw std::runtime_error("no temporary folder");
    const QString given = parser.value(QStringLiteral("collection"));
    if (!given.isEmpty())
        return given;
    const QString generated = scratch.filePath(QStringLiteral("collection"));
    QElapsedTimer timer;
    timer.start();
    makeCollection(generated, parser.value(QStringLiteral("documents")).toInt());
    if (generateSeconds)
        *generateSeconds = double(timer.nsecsElapsed()) / 1e9;
    return generated;
}

} // namespace nd::bench
