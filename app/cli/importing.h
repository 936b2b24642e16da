#pragma once

// Importing a collection with its ground truth, as `import` and `evaluate` do.

#include "corpus/importer.h"
#include "corpus/truthcsv.h"

#include <QJsonObject>
#include <QStringList>
#include <QTextStream>

namespace nd::store {
class Workspace;
}

namespace nd::cli {

struct ImportOutcome
{
    corpus::ImportReport report;
    corpus::TruthImportResult truth;
};

// Reads a truth spec ("", "folders", "pairs:FILE" or "clusters:FILE") into import
// options or a CSV path; throws std::invalid_argument for anything else.
void parseTruth(const QString &spec, corpus::ImportOptions &options, QString &csvPath);

// Imports `paths` as a collection named `name` with the truth of `truthSpec`:
// "" (none), "folders", "pairs:FILE" or "clusters:FILE". Throws
// std::invalid_argument for a bad spec or a path that does not exist. `tap`, if
// any, sees each document as it is imported (corpus::ImportOptions::tap).
ImportOutcome importWithTruth(const store::Workspace &workspace, const QStringList &paths, const QString &name,
                              const QString &truthSpec, corpus::DocumentTap *tap = nullptr);

QJsonObject importToJson(const ImportOutcome &outcome);
void printImport(QTextStream &out, const ImportOutcome &outcome);

} // namespace nd::cli
