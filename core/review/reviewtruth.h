#pragma once

#include "eval/evaluation.h"
#include "eval/groundtruth.h"
#include "store/reviewstore.h"

namespace nd::store {
class Workspace;
}

namespace nd::review {

// Reviewed decisions as ground truth for tuning: plagiarism and near-duplicate
// are positive, not-duplicate negative, unsure (and cleared) left out. Always
// open world: a pair nobody reviewed is ignored, never counted as a negative.
eval::GroundTruth groundTruthFromDecisions(const QHash<store::DocumentPair, store::ReviewDecision> &decisions);

// The same from the workspace: the current decisions of one reviewer in a
// collection (empty reviewer: the latest decision of anyone).
eval::GroundTruth loadReviewGroundTruth(const store::Workspace &workspace, qint64 collectionId,
                                        const QString &reviewer = {});

} // namespace nd::review
