#pragma once

#include "eval/evaluation.h"
#include "eval/groundtruth.h"
#include "eval/scoredrange.h"

#include <QString>
#include <QVariantMap>

namespace nd::store {
class Workspace;
}

namespace nd::pipeline {

// Where a run's ground truth comes from: the truth stored with its collection
// (clusters or labelled pairs), or the reviewers' decisions on its pairs, so a
// researcher can tune a method on a librarian's verdicts.
struct TruthSource
{
    bool reviews = false;
    QString reviewer; // reviews only; empty: the latest decision of anyone

    // "" or "stored", "reviews", "reviews:NAME"; throws std::invalid_argument otherwise.
    static TruthSource parse(const QString &text);
    QString toString() const;
    bool operator==(const TruthSource &) const = default;
};

// The ground truth of a collection from the given source.
eval::GroundTruth loadGroundTruth(const store::Workspace &workspace, qint64 collectionId,
                                  const TruthSource &source = {});

// A stored run evaluated against its collection's ground truth from the given
// source. Throws std::invalid_argument for an unknown run.
eval::Evaluation evaluateRun(const store::Workspace &workspace, qint64 runId, const TruthSource &source = {});

// The scored range of a run of `method` with `params` (whole for an unknown method).
eval::ScoredRange scoredRange(const QString &method, const QVariantMap &params);
// The same for a stored run; throws std::invalid_argument for an unknown run.
eval::ScoredRange scoredRange(const store::Workspace &workspace, qint64 runId);

} // namespace nd::pipeline
