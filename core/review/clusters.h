#pragma once

#include "base/scoredpair.h"
#include "eval/evaluation.h"

#include <QList>

#include <optional>

namespace nd::review {

// Documents linked, directly or through others, by flagged pairs.
struct Cluster
{
    QList<qint64> members;   // sorted ids
    QList<ScoredPair> edges; // every flagged pair inside the cluster
    // The weakest edge of the cluster's maximum spanning tree (for distances: the
    // minimum spanning tree, weakest = largest distance). It is the one link whose
    // removal splits the cluster when nothing at least as strong bridges the two
    // parts: in a chain A-B-C it is the weaker of the two links.
    std::optional<ScoredPair> weakestLink;

    qsizetype size() const { return members.size(); }
};

// Connected components of the flagged pairs by union-find, largest first (ties:
// smallest first member). Pairs given are all treated as flagged.
QList<Cluster> findClusters(const ScoredPairs &flagged, ScoreKind kind);

// The clusters of the pairs an evaluation flags at a threshold (its ranked prefix).
QList<Cluster> clustersAtThreshold(const eval::Evaluation &evaluation, double threshold);

// Splits a cluster at its weakest link: the two parts the spanning tree falls
// into, each with the edges inside it (edges between the parts are dropped —
// by the cut property none is stronger than the weakest link). A cluster without
// edges is returned unchanged.
QList<Cluster> splitAtWeakestLink(const Cluster &cluster, ScoreKind kind);

} // namespace nd::review
