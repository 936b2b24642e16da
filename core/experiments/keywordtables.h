#pragma once

#include "experiments/figure.h"
#include "jobs/jobcontrol.h"

#include <QList>
#include <QStringList>

#include <span>

namespace nd::experiments {

// Paper 001 Tables I and II, from the correlation-based keyword selection of a set
// of documents (features::KeywordSelection): Table I, the words whose row of the
// normalised association matrix S has the highest average, sc_i = (sum_j S_ij) / n,
// the semantic centroid's component; Table II, the words with the highest cosine of
// their S row to the centroid, the score the keyword threshold cuts.
struct KeywordRow
{
    QString word;
    double centroidAverage = 0; // sc_i (Table I)
    double centroidCosine = 0;  // cos(S_i., sc) (Table II)
};

struct KeywordTables
{
    std::size_t documents = 0;
    std::size_t vocabulary = 0;
    QList<KeywordRow> byAverage; // Table I: top words by sc_i, ties by word
    QList<KeywordRow> byCosine;  // Table II: top words by cosine, ties by word
};

KeywordTables keywordTables(std::span<const QStringList> documents, int top, JobControl &control);

// Both tables as study tables (experiments/studytables.h), the words of Table II as
// bars of their cosine, and the rows with their numbers under "table_i"/"table_ii".
Figure keywordTablesFigure(const KeywordTables &tables);

} // namespace nd::experiments
