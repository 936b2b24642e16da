#pragma once

#include "base/scoredpair.h"
#include "eval/groundtruth.h"

#include <QList>

namespace nd::eval {

// num / den, 0 when den is 0 (precision with nothing flagged, recall with nothing true).
inline double ratio(qint64 num, qint64 den)
{
    return den > 0 ? double(num) / double(den) : 0.0;
}

// F = 2PR / (P + R), 0 when both are 0.
inline double harmonic(double p, double r)
{
    return p + r > 0.0 ? 2.0 * p * r / (p + r) : 0.0;
}

// Precision, recall and F when flagging every pair at or beyond one threshold.
struct OperatingPoint
{
    double threshold = 0.0;
    qint64 truePositives = 0;
    qint64 falsePositives = 0;
    qint64 flagged = 0; // labelled pairs flagged (TP + FP)
    double precision = 0.0;
    double recall = 0.0;
    double f1 = 0.0;
    double macroPrecision = 0.0; // per-cluster average (clusters only)
    double macroRecall = 0.0;
    double macroF1 = 0.0;
};

// The whole precision/recall curve of one run, from the most to the least strict
// threshold: one point per distinct score. Built by one sort and one pass.
class Evaluation
{
public:
    Evaluation() = default;
    Evaluation(ScoredPairs pairs, const GroundTruth &truth, ScoreKind kind);

    ScoreKind scoreKind() const { return m_kind; }
    const QList<OperatingPoint> &curve() const { return m_curve; }
    qint64 positives() const { return m_positives; }
    qint64 scoredPairs() const { return m_scored; }

    // Best micro F1 (ties: the stricter threshold).
    OperatingPoint best() const;
    // The point reached by flagging every pair at or beyond threshold
    // (score >= t for similarities, <= t for distances). O(log n).
    OperatingPoint at(double threshold) const;

    // How many of ranked() are flagged at this threshold (the length of the prefix).
    qint64 flaggedCount(double threshold) const;

    // The scored pairs sorted from most to least alike, each with its label.
    struct LabelledScore
    {
        ScoredPair pair;
        PairLabel label;
    };
    const std::vector<LabelledScore> &ranked() const { return m_ranked; }

private:
    ScoreKind m_kind = ScoreKind::Similarity;
    QList<OperatingPoint> m_curve;
    std::vector<LabelledScore> m_ranked;
    qint64 m_positives = 0;
    qint64 m_scored = 0;
    bool m_hasClusters = false;
    int m_clusterCount = 0;
};

} // namespace nd::eval
