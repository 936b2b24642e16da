#include "learn/holdout.h"

#include "eval/groundtruth.h"
#include "features/vectorspace.h"

#include <QHash>
#include <QString>

#include <cmath>
#include <map>
#include <numeric>
#include <random>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::learn {

namespace {

// Group of each document: its cluster, or with labelled pairs its connected group
// of positive pairs (union-find); -1 for a document in none.
std::vector<qint64> groupsOf(const std::vector<qint64> &ids, const eval::GroundTruth &truth)
{
    std::vector<qint64> group(ids.size(), -1);
    if (truth.hasClusters()) {
        for (std::size_t i = 0; i < ids.size(); ++i)
            group[i] = truth.clusterIndex(ids[i]);
        return group;
    }
    QHash<qint64, std::size_t> position;
    for (std::size_t i = 0; i < ids.size(); ++i)
        position.insert(ids[i], i);
    std::vector<std::size_t> parent(ids.size());
    std::iota(parent.begin(), parent.end(), std::size_t(0));
    auto root = [&](std::size_t i) {
        while (parent[i] != i)
            i = parent[i] = parent[parent[i]];
        return i;
    };
    std::vector<bool> paired(ids.size(), false);
    for (const auto &[a, b] : truth.positivePairs()) {
        const auto pa = position.constFind(a), pb = position.constFind(b);
        if (pa == position.cend() || pb == position.cend())
            continue;
        paired[*pa] = paired[*pb] = true;
        parent[root(*pa)] = root(*pb);
    }
    for (std::size_t i = 0; i < ids.size(); ++i)
        group[i] = paired[i] ? qint64(root(i)) : -1;
    return group;
}

} // namespace

DocumentSplit splitDocuments(const std::vector<qint64> &ids, const eval::GroundTruth &truth, double heldOutFraction,
                             quint64 seed)
{
    if (!(heldOutFraction > 0.0 && heldOutFraction < 1.0))
        throw std::invalid_argument("the held-out fraction must lie between 0 and 1 (exclusive)");
    const std::vector<qint64> groupOfDocument = groupsOf(ids, truth);
    // Members of each group, groups in the order of their first document.
    std::vector<std::vector<std::size_t>> groups;
    std::map<qint64, std::size_t> slot;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const qint64 g = groupOfDocument[i];
        if (g < 0) {
            groups.push_back({i});
            continue;
        }
        const auto [it, added] = slot.emplace(g, groups.size());
        if (added)
            groups.emplace_back();
        groups[it->second].push_back(i);
    }
    std::mt19937_64 random(seed);
    for (std::size_t i = groups.size(); i > 1; --i)
        std::swap(groups[i - 1], groups[std::size_t(random() % i)]);
    const std::size_t wanted = std::size_t(std::llround(heldOutFraction * double(ids.size())));
    DocumentSplit split;
    for (const auto &members : groups) {
        const bool test = split.test.size() < wanted;
        auto &side = test ? split.test : split.training;
        side.insert(side.end(), members.begin(), members.end());
        ++(test ? split.testGroups : split.trainingGroups);
    }
    if (split.training.empty() || split.test.empty())
        throw std::invalid_argument(u"%1 documents in %2 groups cannot be split into training and held-out documents "
                                    "at %3"_s.arg(ids.size())
                                        .arg(groups.size())
                                        .arg(heldOutFraction)
                                        .toStdString());
    std::sort(split.training.begin(), split.training.end());
    std::sort(split.test.begin(), split.test.end());
    return split;
}

HoldoutSets buildHoldoutSets(const std::vector<text::PreparedDocument> &documents, const eval::GroundTruth &truth,
                             const DocumentSplit &split, const PairSetOptions &training, JobControl &control)
{
    std::vector<QStringList> trainingTokens;
    std::vector<qint64> trainingIds;
    for (std::size_t d : split.training) {
        trainingTokens.push_back(documents[d].tokens);
        trainingIds.push_back(documents[d].id);
    }
    const features::VectorSpace space(trainingTokens, training.keywordThreshold, control);
    HoldoutSets sets;
    sets.training = buildPairSet(space, trainingIds, truth, training, control);

    std::vector<features::SparseVector> vectors;
    std::vector<qint64> kept, dropped;
    for (std::size_t d : split.test) {
        features::SparseVector v = space.vectorOf(documents[d].tokens);
        if (v.index.empty()) {
            dropped.push_back(documents[d].id);
            continue;
        }
        vectors.push_back(std::move(v));
        kept.push_back(documents[d].id);
    }
    sets.droppedTestDocuments = dropped.size();
    sets.test.columns = features::kMeasureCount;
    for (std::size_t x = 0; x < kept.size(); ++x) {
        throwIfCancelled(control);
        for (std::size_t y = x + 1; y < kept.size(); ++y) {
            const eval::PairLabel label = truth.label(kept[x], kept[y]);
            if (label == eval::PairLabel::Ignored)
                continue;
            appendFeatures(vectors[x], vectors[y], space.dimension(), sets.test.values);
            sets.test.labels.push_back(label == eval::PairLabel::Positive ? 1 : 0);
        }
    }
    for (std::size_t x = 0; x < dropped.size(); ++x) {
        for (qint64 other : kept)
            sets.missedPositives += truth.label(dropped[x], other) == eval::PairLabel::Positive;
        for (std::size_t y = x + 1; y < dropped.size(); ++y)
            sets.missedPositives += truth.label(dropped[x], dropped[y]) == eval::PairLabel::Positive;
    }
    return sets;
}

CrossValidation trainAndTest(const QString &classifier, const HoldoutSets &sets, JobControl &control,
                             std::unique_ptr<Classifier> *trained)
{
    const CrossValidation tested = trainAndTest(classifier, sets.training.samples, sets.test, control, trained);
    CrossValidation result =
        metrics(tested.truePositives, tested.falsePositives, tested.falseNegatives + sets.missedPositives);
    result.classifier = classifier;
    result.trainSeconds = tested.trainSeconds;
    return result;
}

} // namespace nd::learn
