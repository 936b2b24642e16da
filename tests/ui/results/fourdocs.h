#pragma once

#include "eval/evaluation.h"

#include <QHash>

// The hand-worked example shared by the results tests.
// Documents 1..4; clusters {1,2} and {3,4}: positives (1,2) and (3,4).
// Similarity scores, most alike first:
//   (1,2) 0.9 positive, (1,3) 0.7 negative, (3,4) 0.5 positive,
//   (2,4) 0.3 negative, (2,3) 0.3 negative.
// Curve, strict to permissive (P = tp/(tp+fp), R = tp/2, F1 = 2PR/(P+R)):
//   t 0.9: tp 1 fp 0  P 1     R 0.5  F1 2*0.5/1.5      = 0.6667  macro F1 (1+0)/2     = 0.5
//   t 0.7: tp 1 fp 1  P 0.5   R 0.5  F1                = 0.5     macro F1 (2/3+0)/2   = 0.3333
//   t 0.5: tp 2 fp 1  P 2/3   R 1    F1 (4/3)/(5/3)    = 0.8     macro F1 (2/3+2/3)/2 = 0.6667
//   t 0.3: tp 2 fp 3  P 0.4   R 1    F1 0.8/1.4        = 0.5714  macro F1 (0.4+0.4)/2 = 0.4
// (macro: per cluster, P = its TPs / flagged pairs touching it, R = its TPs / 1.)
// Best F1: 0.8 at 0.5.
inline nd::eval::Evaluation fourDocSimilarity()
{
    const auto truth = nd::eval::GroundTruth::fromClusters(
        {{1, QStringLiteral("x")}, {2, QStringLiteral("x")}, {3, QStringLiteral("y")}, {4, QStringLiteral("y")}});
    const nd::ScoredPairs pairs = {{2, 4, 0.3}, {1, 3, 0.7}, {1, 2, 0.9}, {2, 3, 0.3}, {3, 4, 0.5}};
    return nd::eval::Evaluation(pairs, truth, nd::ScoreKind::Similarity);
}

// The same ranking as Hamming distances 2, 5, 9, 12, 12: flagged when score <= t.
//   t 2: P 1 R 0.5; t 5: P 0.5 R 0.5; t 9: P 2/3 R 1 F1 0.8; t 12: P 0.4 R 1.
inline nd::eval::Evaluation fourDocDistance()
{
    const auto truth = nd::eval::GroundTruth::fromClusters(
        {{1, QStringLiteral("x")}, {2, QStringLiteral("x")}, {3, QStringLiteral("y")}, {4, QStringLiteral("y")}});
    const nd::ScoredPairs pairs = {{2, 4, 12}, {1, 3, 5}, {1, 2, 2}, {2, 3, 12}, {3, 4, 9}};
    return nd::eval::Evaluation(pairs, truth, nd::ScoreKind::Distance);
}

// The four documents' names.
inline QHash<qint64, QString> fourDocNames()
{
    return {{1, QStringLiteral("alpha.txt")},
            {2, QStringLiteral("beta.txt")},
            {3, QStringLiteral("gamma.txt")},
            {4, QStringLiteral("delta.txt")}};
}
