#pragma once

#include "detect/detector.h"
#include "eval/evaluation.h"
#include "pipeline/evaluationservice.h"

#include <QList>
#include <QString>

#include <optional>

namespace nd::store {
class Workspace;
}

namespace nd::experiments {

// How the runs of a sweep are scored against the ground truth. The runs
// themselves do not depend on it: a grid point's cache key is its run settings,
// so changing the truth or the protocol re-evaluates stored scores and reruns nothing.
struct EvaluationProtocol
{
    enum class Kind {
        PairwiseMicro, // P/R/F over all labelled pairs
        ClusterMacro,  // P/R/F per truth cluster, averaged (Evaluation's macro columns)
        QueryMacro     // per query document, MacroP/MacroR and F of them (paper 000)
    };
    enum class Queries {
        Sources, // the source of each cluster of a synthetic collection (isSyntheticSource)
        All,     // every document the truth puts in a cluster or a positive pair
        File     // names (path, or file name when unique) or ids, one per line, in queryFile
    };
    Kind kind = Kind::PairwiseMicro;
    Queries queries = Queries::Sources;
    QString queryFile;
    // QueryMacro with Sources only: evaluate pairwise micro when the collection has no
    // identifiable sources, instead of failing (the paper presets, which must run anywhere).
    bool microWithoutSources = false;

    // "micro" | "cluster-macro" | "query-macro", queries "sources" | "all" | a file path;
    // throws std::invalid_argument on an unknown protocol.
    static EvaluationProtocol parse(const QString &protocol, const QString &queries = {});
    QString kindName() const;
    QString queriesName() const; // "sources", "all" or the file path
    bool operator==(const EvaluationProtocol &) const = default;
};

// One run's curve under a protocol: each point holds the protocol's precision,
// recall and F in precision, recall and f1.
struct ProtocolEvaluation
{
    ScoreKind kind = ScoreKind::Similarity;
    QList<eval::OperatingPoint> curve;
    eval::ScoredRange scored;                                                // best() looks only here
    EvaluationProtocol::Kind used = EvaluationProtocol::Kind::PairwiseMicro; // after any fallback
    int queries = 0;                                                         // QueryMacro: queries in the means
    int skippedQueries = 0; // QueryMacro: queries without a relevant document

    eval::OperatingPoint best() const; // bestWithin(curve, scored)
    eval::OperatingPoint at(double threshold) const;
    // "F1" for micro, "Macro F (per cluster)", "Macro F (5 queries)", ...
    QString label(const QString &measure) const;
    QString usedName() const;
};

// The query documents of a collection for a protocol. Sources: empty when the
// collection has none. Throws std::invalid_argument for an unreadable query file
// or a name it cannot match.
QList<qint64> resolveQueries(const store::Workspace &workspace, qint64 collectionId, const EvaluationProtocol &protocol,
                             const eval::GroundTruth &truth);

// A stored run evaluated against the truth from `truth` under `protocol`. Throws
// std::invalid_argument for an unknown run, and for QueryMacro without queries
// (unless microWithoutSources allows the fallback).
ProtocolEvaluation evaluateRun(const store::Workspace &workspace, qint64 runId, const pipeline::TruthSource &truth,
                               const EvaluationProtocol &protocol);

} // namespace nd::experiments
