#pragma once

#include "eval/evaluation.h"
#include "experiments/figure.h"
#include "experiments/sweep.h"

namespace nd::store {
class Workspace;
}

namespace nd::experiments {

enum class Metric { F1, Precision, Recall };
Metric metricFromName(const QString &name); // "f1", "precision", "recall"; throws std::invalid_argument
double metricValue(const eval::OperatingPoint &point, Metric metric);

// "k = 2" style label of a point's swept values (method first when asked).
QString pointLabel(const GridPoint &point, bool withMethod);

// P, R and F1 against the threshold of one evaluated run, the best F1 within
// `scored` (the run's scoredRange) marked.
Figure prfFigure(const eval::Evaluation &evaluation, const QString &title, const eval::ScoredRange &scored = {});

// The builders over grid points score each point with evaluatePoint (its truth
// and protocol): precision, recall and F1 below are the protocol's (per-query
// MacroP, MacroR and F for query-macro), and the figure's y label and parameters
// ("truth", "protocol", "protocol_used", "queries", "query_count") say which.

// One curve per grid point: the metric against the run's own threshold (paper 000 Figs. 2-5).
Figure familyFigure(const store::Workspace &workspace, const QList<GridPoint> &points, Metric metric,
                    const QString &title);

// Several runs on one similarity axis 0..1 (see commonScore), best F1 marked on each (paper 003 Fig. 6).
Figure methodsFigure(const store::Workspace &workspace, const QList<GridPoint> &points, const QString &title);

// A run's score on a 0..1 similarity scale: similarities as they are, Hamming
// distances as 1 - d / bits, other distances (NCD-like) as 1 - d.
double commonScore(const detect::Params &params, ScoreKind kind, double score);

// F1 over a fixed threshold grid (columns) x the grid points (rows).
Figure heatmapFigure(const store::Workspace &workspace, const QList<GridPoint> &points, int columns,
                     const QString &title);

// Scores of true duplicate pairs vs other pairs in `bins` bins.
Figure histogramFigure(const eval::Evaluation &evaluation, int bins, bool logY, const QString &title);

// Paper 003 Figs. 4-5: a run statistic ("comparisons") or time ("seconds") against
// max_distance (tau), one curve per pruning setting.
Figure pruningFigure(const store::Workspace &workspace, const QList<GridPoint> &points, bool runtime,
                     const QString &title);

} // namespace nd::experiments
