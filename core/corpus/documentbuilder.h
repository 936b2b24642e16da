#pragma once

#include "corpus/entrysource.h"
#include "store/records.h"

#include <QList>

#include <optional>

namespace nd::corpus {

// What one raw entry becomes: a document, and/or issues (a warning such as
// replaced byte sequences comes with a document; a rejection comes alone).
struct BuiltDocument
{
    std::optional<store::NewDocument> document;
    QList<store::ImportIssueRecord> issues;
};

// Decodes (and for HTML strips) one entry. Pure and thread-safe, so the importer
// runs it on a worker pool while its own thread writes to the database.
// PDFs go to the helper process (limits.pdf*), DOCX/ODT/EPUB to the office reader.
BuiltDocument buildDocument(const RawEntry &entry, bool clusterFromLayout, const ImportLimits &limits = {});

// The first folder of a layout path ("c1/a/doc.txt" -> "c1"), empty for a file
// directly in the root (a singleton).
QString clusterOfLayoutPath(const QString &layoutPath);

} // namespace nd::corpus
