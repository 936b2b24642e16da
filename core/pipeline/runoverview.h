#pragma once

#include "eval/curvedecimation.h"
#include "eval/evaluation.h"
#include "store/records.h"

#include <QHash>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace nd::store {
class Workspace;
}

namespace nd::pipeline {

// What a view of one run needs, computed off the GUI thread: the evaluation,
// the P/R/F curves decimated to the chart's columns, the documents' names, the
// score range a threshold moves in, and where it starts.
struct RunOverview
{
    qint64 runId = 0;
    std::shared_ptr<const eval::Evaluation> evaluation;
    eval::PlotCurves curves;
    store::RunInfo run;
    QHash<qint64, QString> names; // document id -> path, for every document of the collection
    double minimum = 0.0;
    double maximum = 1.0;
    // The best F where the run scored every pair.
    double startThreshold = 0.0;
    QString scoreName; // the method's title, or its name when this version does not know it
    // Hamming distances move one bit per step; a fine slider would be meaningless.
    bool integerSteps = false;
};

// The overview of a run, or nothing when the workspace has no such run.
// Throws store::WorkspaceError when the workspace cannot be read.
std::optional<RunOverview> loadRunOverview(const store::Workspace &workspace, qint64 runId, int chartColumns);

// What a collection's page lists: its documents and runs, read together, and
// the newest finished run (0 when none), which is shown when the collection is chosen.
struct CollectionContents
{
    QList<store::DocumentSummary> documents;
    QList<store::RunInfo> runs;
    qint64 newestFinishedRun = 0;
};

CollectionContents readCollectionContents(const store::Workspace &workspace, qint64 collectionId);

} // namespace nd::pipeline
