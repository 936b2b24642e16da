#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace nd::store {
class Workspace;
}

namespace nd::corpus {

struct TruthImportResult
{
    QString kind;         // "pairs" or "clusters"
    qint64 rows = 0;      // rows applied
    qint64 unmatched = 0; // rows naming a document the collection does not have
    QStringList problems; // first few problems, for the user
};

// Reads ground truth from a CSV file and stores it for the collection.
// Recognised layouts (header row required, comma or tab separated):
//   pairs:    document_a,document_b[,label]   label 1/0, true/false, positive/negative
//   clusters: document,cluster
// Documents are named by their path in the collection (or the file name when unique).
// Throws std::runtime_error with a user message when the file cannot be read.
TruthImportResult importTruthCsv(const store::Workspace &workspace, qint64 collectionId, const QString &csvPath);

// A label cell: 1/true/yes/positive (and an empty cell) are positive,
// 0/false/no/negative negative; anything else is nullopt. Case-insensitive.
std::optional<bool> parseTruthLabel(const QString &cell);

} // namespace nd::corpus
