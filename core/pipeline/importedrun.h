#pragma once

#include "detect/detector.h"
#include "text/preprocessor.h"

#include <QString>

namespace nd::store {
class Workspace;
}

namespace nd::pipeline {

// Scored pairs computed elsewhere (the stages of scalestages.h on a cluster)
// stored as a run, so Review, the precision/recall chart and reports work on
// them as on any run.
struct ImportRunRequest
{
    qint64 collectionId = 0; // the collection the pairs belong to, or 0 with newCollection
    QString newCollection;   // name of a collection to create for the pairs' documents
    QString method;          // the method and parameters that scored the pairs
    detect::Params params;   // missing keys take the detector's defaults
    text::PreprocessOptions preprocessing;
    QString pairsPath; // JSON Lines {"a", "b", "score"}
    QString textsPath; // JSON Lines {"id", "text"}: documents the collection lacks
};

struct ImportRunOutcome
{
    qint64 runId = 0;
    qint64 collectionId = 0;
    qint64 pairCount = 0;
    qint64 documentsAdded = 0;
};

// A pair's ids name documents by their path in the collection (an integer id by
// its decimal digits). Documents the collection lacks are imported from
// textsPath as an import decodes a file of that path, only those the pairs name.
// Everything is read and checked before anything is written: on bad input
// (unknown method or parameters, a malformed line, a document found nowhere, one
// pair with two scores) it throws std::invalid_argument or std::runtime_error
// naming the line or the document, and the workspace is left as it was.
ImportRunOutcome importRun(const store::Workspace &workspace, const ImportRunRequest &request);

} // namespace nd::pipeline
