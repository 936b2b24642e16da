#pragma once

#include "detect/detector.h"
#include "eval/evaluation.h"
#include "pipeline/evaluationservice.h"

#include <QList>
#include <QString>

#include <optional>

namespace nd::store { class Workspace; }

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

// The thresholds at which a run scored every candidate pair. A pruned run
// (detect::ThresholdRange::pruned: NCD with P1 or P1+P2 up to tau =
// max_distance, SpotSigs from min_similarity) also scores some pairs beyond its
// bound, but not all, so its precision, recall and F there are not the method's.
// Every other run's curve is whole.
struct ScoredRange
{
    ScoreKind kind = ScoreKind::Similarity;
    std::optional<double> bound; // none: every threshold
    bool contains(double threshold) const;
};

// The scored range of a run of `method` with `params` (whole for an unknown method).
ScoredRange scoredRange(const QString &method, const detect::Params &params);
// The same for a stored run; throws std::invalid_argument for an unknown run.
ScoredRange scoredRange(const store::Workspace &workspace, qint64 runId);

// The point of highest F1 among the curve's thresholds within range, the
// strictest of equals (as eval::bestOfCurve); when no threshold is within, the
// point at the bound, where nothing is flagged.
eval::OperatingPoint bestWithin(const QList<eval::OperatingPoint> &curve, const ScoredRange &range);

// One run's curve under a protocol: each point holds the protocol's precision,
// recall and F in precision, recall and f1.
struct ProtocolEvaluation
{
    ScoreKind kind = ScoreKind::Similarity;
    QList<eval::OperatingPoint> curve;
    ScoredRange scored; // best() looks only here
    EvaluationProtocol::Kind used = EvaluationProtocol::Kind::PairwiseMicro; // after any fallback
    int queries = 0;          // QueryMacro: queries in the means
    int skippedQueries = 0;   // QueryMacro: queries without a relevant document

    eval::OperatingPoint best() const; // bestWithin(curve, scored)
    eval::OperatingPoint at(double threshold) const;
    // "F1" for micro, "Macro F (per cluster)", "Macro F (5 queries)", ...
    QString label(const QString &measure) const;
    QString usedName() const;
};

// The query documents of a collection for a protocol. Sources: empty when the
// collection has none. Throws std::invalid_argument for an unreadable query file
// or a name it cannot match.
QList<qint64> resolveQueries(const store::Workspace &workspace, qint64 collectionId,
                             const EvaluationProtocol &protocol, const eval::GroundTruth &truth);

// A stored run evaluated against the truth from `truth` under `protocol`. Throws
// std::invalid_argument for an unknown run, and for QueryMacro without queries
// (unless microWithoutSources allows the fallback).
ProtocolEvaluation evaluateRun(const store::Workspace &workspace, qint64 runId,
                               const pipeline::TruthSource &truth, const EvaluationProtocol &protocol);

} // namespace nd::experiments
