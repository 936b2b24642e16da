#pragma once

// Paper 004 (Ye, Wen & Ma) §5: a run judged against a reference run instead of
// a labelled ground truth. The reference (there: shingling without sampling)
// decides which pairs are duplicates at a threshold t; the run under test flags
// its own pairs at t. Precision = |P' ∩ P| / |P'| and recall = |P' ∩ P| / |P|
// (eqs. 2 and 3), overall and per document-size group.

#include "corpus/sizegroups.h"
#include "base/scoredpair.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QVector>

#include <vector>

namespace nd::store {
class Workspace;
}

namespace nd::experiments {

// A pair's size group is the group of its shorter document (fewer words).
// Paper 004 runs detection inside each group, so its pairs never cross groups;
// on a whole collection they can, and the shorter document is the one whose
// few sampled shingles make the estimate unreliable (paper 004 §5.1). At the
// paper's thresholds (resemblance >= 0.5) the two documents differ in size by
// at most a factor of two, so the choice only matters at group borders.
int pairSizeGroup(qint64 wordsA, qint64 wordsB);

struct AgreementCounts
{
    qint64 agreed = 0;        // |P' ∩ P|: flagged by both
    qint64 flagged = 0;       // |P'|: flagged by the run under test
    qint64 reference = 0;     // |P|: flagged by the reference
    double precision() const; // NaN when nothing is flagged
    double recall() const;    // NaN when the reference flags nothing
};

// The agreement at one threshold, overall and per size group
// (groups has corpus::kSizeGroupCount entries).
struct Agreement
{
    double threshold = 0.0;
    AgreementCounts overall;
    QVector<AgreementCounts> groups;
};

// Paper 004's setup (§4.2, §5) on a whole collection: exact duplicates (equal
// MD5 of the text) removed first, one of each kept, and detection run inside
// each size group. Shingling with every shingle kept scores a pair from its two
// documents alone, so leaving out the pairs that cross groups or touch a removed
// document gives the same pairs as running detection on each group of the
// deduplicated collection.
struct AgreementScope
{
    bool withinGroups = false; // pairs whose documents fall in different size groups are left out
    QSet<qint64> removed;      // documents left out, with every pair they are in
    bool keeps(qint64 a, qint64 b, qint64 wordsA, qint64 wordsB) const;
};

// Every document of a collection whose text has the MD5 of an earlier document's
// (lower id), as paper 004 removes exact duplicates before detection.
QSet<qint64> exactDuplicates(const store::Workspace &workspace, qint64 collectionId);

// The scope of paper 004's experiments on a collection.
AgreementScope paperScope(const store::Workspace &workspace, qint64 collectionId);

class ReferenceAgreement
{
public:
    ReferenceAgreement() = default;
    // wordsOfDocument gives each document's word count; a document missing
    // from it counts as empty (group 0).
    ReferenceAgreement(const ScoredPairs &run, const ScoredPairs &reference,
                       const QHash<qint64, qint64> &wordsOfDocument, ScoreKind kind = ScoreKind::Similarity,
                       const AgreementScope &scope = {});

    // Flagged means score >= t for similarities, score <= t for distances.
    Agreement at(double threshold) const;
    QList<Agreement> curve(const QList<double> &thresholds) const;

private:
    struct Entry
    {
        int group = 0;
        double runScore = 0.0;
        double referenceScore = 0.0;
        bool inRun = false;
        bool inReference = false;
    };
    std::vector<Entry> m_entries; // every pair scored by either run
    ScoreKind m_kind = ScoreKind::Similarity;
};

// Word count of every document of a collection.
QHash<qint64, qint64> wordCounts(const store::Workspace &workspace, qint64 collectionId);

// Two stored runs of one collection compared. Throws std::invalid_argument when
// a run is unknown, the runs belong to different collections, or their scores
// are of different kinds (a similarity against a distance).
ReferenceAgreement loadAgreement(const store::Workspace &workspace, qint64 runId, qint64 referenceRunId,
                                 const AgreementScope &scope = {});

// Precision and recall averaged over trials (paper 004 averages the n trials
// r = 0 .. n-1 of a sampling ratio 1/n); each mean is taken over the trials
// where the value is defined, NaN when none is.
struct Rates
{
    double precision = qQNaN();
    double recall = qQNaN();
};
struct GroupRates
{
    double threshold = 0.0;
    Rates overall;
    QVector<Rates> groups; // corpus::kSizeGroupCount entries
};
GroupRates meanRates(const QList<Agreement> &trials);

// Paper 004's thresholds: resemblance 0.50 to 0.95 by 0.05, and 0.99.
QList<double> paperThresholds();

} // namespace nd::experiments
