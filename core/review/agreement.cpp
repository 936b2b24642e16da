#include "review/agreement.h"

namespace nd::review {

namespace {

int category(store::Decision decision)
{
    switch (decision) {
    case store::Decision::Plagiarism:
        return 0;
    case store::Decision::NearDuplicate:
        return 1;
    case store::Decision::NotDuplicate:
        return 2;
    case store::Decision::Unsure:
        return 3;
    case store::Decision::Cleared:
        return -1;
    }
    return -1;
}

} // namespace

Agreement cohensKappa(const QHash<store::DocumentPair, store::ReviewDecision> &first,
                      const QHash<store::DocumentPair, store::ReviewDecision> &second)
{
    Agreement result;
    for (auto it = first.cbegin(); it != first.cend(); ++it) {
        const auto other = second.constFind(it.key());
        if (other == second.cend())
            continue;
        const int a = category(it->decision);
        const int b = category(other->decision);
        if (a < 0 || b < 0)
            continue;
        ++result.table[a][b];
        ++result.pairs;
        if (a == b)
            ++result.agreed;
    }
    if (result.pairs == 0)
        return result;
    const double n = double(result.pairs);
    result.observed = double(result.agreed) / n;
    for (int c = 0; c < 4; ++c) {
        double rowSum = 0, columnSum = 0;
        for (int k = 0; k < 4; ++k) {
            rowSum += result.table[c][k];
            columnSum += result.table[k][c];
        }
        result.expected += (rowSum / n) * (columnSum / n);
    }
    // Both reviewers used one and the same category throughout: chance explains
    // everything, and the formula divides by zero; full agreement is the honest reading.
    result.kappa = result.expected >= 1.0 ? 1.0 : (result.observed - result.expected) / (1.0 - result.expected);
    return result;
}

Agreement agreementBetween(const store::Workspace &workspace, qint64 collectionId, const QString &first,
                           const QString &second)
{
    const store::ReviewStore reviews(workspace);
    return cohensKappa(reviews.currentDecisions(collectionId, first), reviews.currentDecisions(collectionId, second));
}

} // namespace nd::review
