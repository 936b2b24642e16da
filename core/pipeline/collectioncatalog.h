#pragma once

#include "store/records.h"

#include <QList>

#include <optional>

namespace nd::store {
class Workspace;
}

namespace nd::pipeline {

// What a workspace holds, as the GUI's collections page and the CLI's listings
// show it, and the one change made to it there. Each throws
// store::WorkspaceError when the workspace cannot be read or written.
QList<store::CollectionInfo> listCollections(const store::Workspace &workspace);
// The runs of a collection (0: of every collection).
QList<store::RunInfo> listRuns(const store::Workspace &workspace, qint64 collectionId = 0);
std::optional<store::DocumentRecord> readDocument(const store::Workspace &workspace, qint64 documentId);
// The collection a run was made on (0: no such run).
qint64 collectionOfRun(const store::Workspace &workspace, qint64 runId);
// The collection with its documents, ground truth, runs and their pairs.
void deleteCollection(const store::Workspace &workspace, qint64 collectionId);

} // namespace nd::pipeline
