#pragma once

#include "store/records.h"

#include <QByteArray>
#include <QString>
#include <QTemporaryDir>

namespace nd::test {

// Folder of the labelled evaluation data beside the repository, or empty when
// it is absent (tests that need it then QSKIP with a message).
QString sharedDataDir();

// A plain-text document for CollectionStore::addDocument: format, encoding, byte size
// and content hash filled in from the text.
store::NewDocument textDocument(const QString &path, const QString &text);

// Writes bytes to dir/relativePath, creating folders; returns the full path.
QString writeFile(const QTemporaryDir &dir, const QString &relativePath, const QByteArray &bytes);

// Writes a real archive with libarchive. format: "zip", "tar", "tar.gz",
// "tar.bz2", "tar.xz", "tar.zst", "7z". entries: name -> bytes.
QString writeArchive(const QString &path, const QString &format, const QList<QPair<QString, QByteArray>> &entries);

} // namespace nd::test
