#include "pipeline/collectioncatalog.h"

#include "store/collectionstore.h"
#include "store/runstore.h"

namespace nd::pipeline {

QList<store::CollectionInfo> listCollections(const store::Workspace &workspace)
{
    return store::CollectionStore(workspace).collections();
}

QList<store::RunInfo> listRuns(const store::Workspace &workspace, qint64 collectionId)
{
    return store::RunStore(workspace).runs(collectionId);
}

std::optional<store::DocumentRecord> readDocument(const store::Workspace &workspace, qint64 documentId)
{
    return store::CollectionStore(workspace).document(documentId);
}

qint64 collectionOfRun(const store::Workspace &workspace, qint64 runId)
{
    const std::optional<store::RunInfo> run = store::RunStore(workspace).run(runId);
    return run ? run->collectionId : 0;
}

void deleteCollection(const store::Workspace &workspace, qint64 collectionId)
{
    store::CollectionStore(workspace).deleteCollection(collectionId);
}

} // namespace nd::pipeline
