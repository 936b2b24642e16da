#pragma once

#include "store/reviewstore.h"

namespace nd::review {

// Cohen's kappa between two reviewers over the pairs both decided, with the four
// categories plagiarism / near-duplicate / not-duplicate / unsure:
// kappa = (po - pe) / (1 - pe), po the share of pairs they agree on, pe the
// agreement expected by chance from each reviewer's category shares.
struct Agreement
{
    qint64 pairs = 0; // decided by both
    qint64 agreed = 0;
    double observed = 0.0; // po
    double expected = 0.0; // pe
    double kappa = 0.0;    // 1 when pe == 1 and they agree on every pair; 0 with no pairs
    int table[4][4] = {};  // [category of A][category of B]
};

Agreement cohensKappa(const QHash<store::DocumentPair, store::ReviewDecision> &first,
                      const QHash<store::DocumentPair, store::ReviewDecision> &second);

// The same between two reviewers' current decisions on a collection's pairs, as
// the workspace holds them.
Agreement agreementBetween(const store::Workspace &workspace, qint64 collectionId, const QString &first,
                           const QString &second);

} // namespace nd::review
