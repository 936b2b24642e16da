#pragma once

// Paper 004 (Ye, Wen & Ma) §6, adaptive sampling: for each document-size group
// the smallest sampling ratio 1/n whose precision against the non-sampled run,
// at a similarity threshold, meets a precision requirement; and the share of
// all shingles that plan processes (Fig. 4).

#include "experiments/referenceagreement.h"

#include <QList>
#include <QMap>
#include <QVector>

namespace nd::store {
class Workspace;
}

namespace nd::experiments {

struct GroupPlan
{
    int group = 0;
    qint64 documents = 0;
    qint64 words = 0;
    int modulus = 1;            // the chosen ratio 1/n; 1: no tested ratio met the requirement, so no sampling
    double precision = qQNaN(); // at the chosen ratio; NaN when no pair of the group is flagged by either run
};

struct SamplingPlan
{
    double threshold = 0.0;
    double requirement = 0.0;
    QList<GroupPlan> groups;     // the groups that hold documents, smallest documents first
    double shareProcessed = 1.0; // of all shingles, with each group at its own ratio
    // For comparison, one ratio for the whole collection: the smallest that meets
    // the requirement in every group (1 when none does).
    int uniformModulus = 1;
    double uniformShare = 1.0;
};

class SamplingPlanner
{
public:
    // documentsPerGroup and wordsPerGroup have corpus::kSizeGroupCount entries.
    // A group's shingles are counted by its words: a document of w words has
    // w - k + 1 shingles of k words, so a group's share of the shingles is its
    // share of the words up to that small offset per document.
    SamplingPlanner(double threshold, const QVector<qint64> &documentsPerGroup, const QVector<qint64> &wordsPerGroup);

    // The precision and recall of ratio 1/modulus per group at the planner's
    // threshold (trials already averaged).
    void addRatio(int modulus, const GroupRates &rates);
    QList<int> moduli() const { return m_rates.keys(); }

    // A ratio meets the requirement in a group when its precision there is at
    // least the requirement. When the sampled run flags no pair of the group,
    // precision is undefined: the ratio meets the requirement only if the
    // reference flags none there either (nothing to find, nothing found wrongly).
    bool meets(int modulus, int group, double requirement) const;

    // The smallest ratio per group that meets the requirement. Precision need not
    // fall monotonically with the ratio, so every tested ratio is considered, not
    // only those above the first failure.
    SamplingPlan plan(double requirement) const;

    // Requirements 0.50 to 0.99 as paper 004's Fig. 4 spans them.
    static QList<double> paperRequirements();

private:
    double share(const QVector<int> &modulusOfGroup) const;

    double m_threshold = 0.0;
    QVector<qint64> m_documents;
    QVector<qint64> m_words;
    QMap<int, GroupRates> m_rates;
};

// A planner from stored runs: the reference (non-sampled) run and, for each
// modulus n, the runs of its trials (remainders), all of one collection. The
// scope's removed documents count in no group and none of their pairs is judged.
SamplingPlanner loadPlanner(const store::Workspace &workspace, qint64 referenceRunId,
                            const QMap<int, QList<qint64>> &trialRunsByModulus, double threshold,
                            const AgreementScope &scope = {});

} // namespace nd::experiments
