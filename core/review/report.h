#pragma once

#include "base/scoredpair.h"
#include "store/reviewstore.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace nd::review {

// One shared passage of a reported pair, as text from both documents.
struct ReportPassage
{
    int number = 0;
    int words = 0;
    QString textA;
    QString textB;
    QString whereA; // "p. 14" / "¶ 3", empty for documents without a location map
    QString whereB;
};

struct ReportPair
{
    qint64 documentA = 0;
    qint64 documentB = 0;
    QString nameA;
    QString nameB;
    double score = 0.0;
    bool decided = false;
    store::Decision decision = store::Decision::Unsure;
    QString note;
    QString reviewer;
    QDateTime decidedAt;
    QList<ReportPassage> passages;
};

// Everything a decision report shows; built in core, written by the writers
// (CSV, JSON, HTML here; PDF in ui).
struct ReportData
{
    qint64 runId = 0;
    QString collectionName;
    QString method;
    QJsonObject params;
    QJsonObject preprocessing;
    ScoreKind scoreKind = ScoreKind::Similarity;
    double threshold = 0.0;
    bool decidedOnly = false;
    QString reviewer; // whose decisions (empty: anyone's latest)
    QDateTime generated;
    QList<ReportPair> pairs; // most alike first
};

struct ReportOptions
{
    std::optional<double> threshold; // default: the best-F1 threshold of the run
    bool decidedOnly = false;        // only pairs with a decision
    QString reviewer;
    bool passages = true; // align passages (costs a text comparison per pair)
    int minWords = 5;
    qsizetype maxPairs = 2000; // a report is read by people; keeps it printable
};

// The decision's label in reports ("near-duplicate", ...; empty when undecided).
QString reportDecisionName(const ReportPair &pair);

// The reader's word for a decision, translated ("Plagiat", ...): the HTML and PDF
// reports and the GUI name decisions with it; CSV and JSON keep the stable names
// of store::decisionName so that scripts can read them in any language.
QString decisionLabel(store::Decision decision);

} // namespace nd::review
