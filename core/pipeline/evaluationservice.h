#pragma once

#include "eval/evaluation.h"
#include "eval/groundtruth.h"

namespace nd::store { class Workspace; }

namespace nd::pipeline {

// The ground truth stored for a collection (clusters or labelled pairs).
eval::GroundTruth loadGroundTruth(const store::Workspace &workspace, qint64 collectionId);

// The evaluation of a stored run against its collection's ground truth.
eval::Evaluation evaluateRun(const store::Workspace &workspace, qint64 runId);

} // namespace nd::pipeline
