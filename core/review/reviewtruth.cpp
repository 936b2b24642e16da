#include "review/reviewtruth.h"

#include "store/workspace.h"

using namespace Qt::StringLiterals;

namespace nd::review {

eval::GroundTruth groundTruthFromDecisions(const QHash<store::DocumentPair, store::ReviewDecision> &decisions)
{
    QList<std::pair<qint64, qint64>> positives;
    // GroundTruth::fromPairs is open world only when a negative is listed. A pair
    // of ids no document can have (ids start at 1) switches it on when a
    // reviewer has so far only confirmed duplicates, without labelling any real pair.
    QList<std::pair<qint64, qint64>> negatives{{-2, -1}};
    for (auto it = decisions.cbegin(); it != decisions.cend(); ++it) {
        switch (it->decision) {
        case store::Decision::Plagiarism:
        case store::Decision::NearDuplicate:
            positives.append(it.key());
            break;
        case store::Decision::NotDuplicate:
            negatives.append(it.key());
            break;
        case store::Decision::Unsure:
        case store::Decision::Cleared:
            break;
        }
    }
    return eval::GroundTruth::fromPairs(positives, negatives);
}

eval::GroundTruth loadReviewGroundTruth(const store::Workspace &workspace, qint64 collectionId, const QString &reviewer)
{
    return groundTruthFromDecisions(store::ReviewStore(workspace).currentDecisions(collectionId, reviewer));
}

} // namespace nd::review
