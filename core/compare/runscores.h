#pragma once

#include "base/scoredpair.h"
#include "store/runstore.h"

#include <QList>
#include <QString>

#include <optional>

namespace nd::compare {

// One run's verdict on a pair, for "the score of every method that has scored
// this pair" beside the pair view.
struct RunScore
{
    qint64 runId = 0;
    QString method;     // CLI name
    QString title;      // the method's title, or its name when unknown
    QString parameters; // "key=value, …" in key order
    double score = 0.0;
    ScoreKind kind = ScoreKind::Similarity;
    // The method's suggested operating point for the run's parameters (runs
    // store no threshold of their own); none for a method no longer known.
    std::optional<double> threshold;
    bool flagged = false; // at `threshold`: score >= it (similarity) or <= it (distance)
};

QString parametersText(const QJsonObject &params);

// Every stored run's score of the pair (either order), by run id.
QList<RunScore> scoresAcrossRuns(const store::RunStore &runs, qint64 documentA, qint64 documentB);

} // namespace nd::compare
