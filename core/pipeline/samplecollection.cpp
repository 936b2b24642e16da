#include "pipeline/samplecollection.h"

#include "corpus/importer.h"
#include "pipeline/runservice.h"
#include "store/collectionstore.h"
#include "store/workspace.h"

#include <stdexcept>

namespace nd::pipeline {

QString sampleCollectionPath()
{
    return QStringLiteral(":/sample");
}

QString sampleMethod()
{
    return QStringLiteral("minhash");
}

qint64 ensureSampleCollection(const store::Workspace &workspace, JobControl &control)
{
    if (!store::CollectionStore(workspace).collections().isEmpty())
        return 0;
    corpus::ImportOptions options;
    options.collectionName = QStringLiteral("Sample collection");
    options.truth = corpus::TruthFromLayout::FolderPerCluster;
    const corpus::ImportReport report = corpus::importPaths(workspace, {sampleCollectionPath()}, options, control);
    if (report.cancelled)
        throw Cancelled{};
    if (report.imported == 0)
        throw std::runtime_error("The bundled sample collection is missing from this build.");
    RunRequest request;
    request.collectionId = report.collectionId;
    request.method = sampleMethod();
    return executeRun(workspace, request, control).runId;
}

} // namespace nd::pipeline
