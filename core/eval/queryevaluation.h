#pragma once

#include "base/scoredpair.h"
#include "eval/evaluation.h"
#include "eval/groundtruth.h"

#include <QList>

namespace nd::eval {

// Paper 000's protocol: some documents are queries (there, the sources of the
// synthetic collection); at each threshold a query retrieves every document whose
// pair with it is flagged, and the relevant documents are the other members of
// its truth cluster (or its positive pairs). Per query
//     P_q = |relevant ∩ retrieved| / |retrieved|,   R_q = |relevant ∩ retrieved| / |relevant|,
// MacroP and MacroR are their means over the queries and F = 2 MacroP MacroR /
// (MacroP + MacroR) (eqs. 1-3 of the paper; F of the means, not the mean of F_q).
//
// Conventions (those of trec_eval's set measures):
//  - a query that retrieves nothing has P_q = 0 (and R_q = 0) and still counts in
//    the means, so a too strict threshold is not rewarded with perfect precision;
//  - a query with no relevant document has no defined recall and is left out of
//    the means altogether (see skippedQueries()).
// Pairs the truth ignores (open world: unlabelled pairs) are neither retrieved
// nor relevant, as in the pairwise evaluation.
//
// Each OperatingPoint of the curve holds MacroP in precision, MacroR in recall and
// F in f1; truePositives and flagged are summed over the queries.
class QueryEvaluation
{
public:
    QueryEvaluation() = default;
    // One sort of the pairs that touch a query and one pass over them.
    QueryEvaluation(ScoredPairs pairs, const GroundTruth &truth, ScoreKind kind, const QList<qint64> &queries);

    ScoreKind scoreKind() const { return m_kind; }
    const QList<OperatingPoint> &curve() const { return m_curve; }
    int queryCount() const { return m_queryCount; }  // queries in the means
    int skippedQueries() const { return m_skipped; } // queries without a relevant document

    OperatingPoint best() const;
    OperatingPoint at(double threshold) const;

private:
    ScoreKind m_kind = ScoreKind::Similarity;
    QList<OperatingPoint> m_curve;
    int m_queryCount = 0;
    int m_skipped = 0;
};

// Shared by every curve of operating points, strict to permissive:
// the point of highest f1 (ties: the stricter threshold) ...
OperatingPoint bestOfCurve(const QList<OperatingPoint> &curve);
// ... and the point reached at a threshold (all zero before the first point).
OperatingPoint curveAt(const QList<OperatingPoint> &curve, ScoreKind kind, double threshold);

} // namespace nd::eval
