#include "learn/pairdataset.h"

#include "eval/groundtruth.h"
#include "features/vectorspace.h"

#include <QSet>

#include <algorithm>
#include <random>

namespace nd::learn {

void appendFeatures(const features::SparseVector &x, const features::SparseVector &y, std::size_t dimension,
                    std::vector<float> &out)
{
    for (double value : features::allMeasures(x, y, dimension))
        out.push_back(float(value));
}

void appendFeatures(const features::VectorSpace &space, std::size_t x, std::size_t y, std::vector<float> &out)
{
    appendFeatures(space.vectors()[x], space.vectors()[y], space.dimension(), out);
}

PairSet buildPairSet(const std::vector<text::PreparedDocument> &documents, const eval::GroundTruth &truth,
                     const PairSetOptions &options, JobControl &control)
{
    std::vector<QStringList> tokens;
    std::vector<qint64> ids;
    tokens.reserve(documents.size());
    for (const text::PreparedDocument &d : documents) {
        tokens.push_back(d.tokens);
        ids.push_back(d.id);
    }
    return buildPairSet(features::VectorSpace(tokens, options.keywordThreshold, control), ids, truth, options, control);
}

PairSet buildPairSet(const features::VectorSpace &space, const std::vector<qint64> &ids, const eval::GroundTruth &truth,
                     const PairSetOptions &options, JobControl &control)
{
    const auto &kept = space.kept();
    auto idOf = [&](std::size_t x) { return ids[kept[x]]; };

    // Positives: all labelled pairs of kept documents (n^2/2 label look-ups, cheap
    // next to the features for collections of a few thousand documents); with
    // allPairs the negatives too.
    std::vector<std::pair<quint32, quint32>> positives;
    std::vector<std::pair<quint32, quint32>> negatives;
    for (std::size_t x = 0; x < kept.size(); ++x) {
        throwIfCancelled(control);
        for (std::size_t y = x + 1; y < kept.size(); ++y) {
            const eval::PairLabel label = truth.label(idOf(x), idOf(y));
            if (label == eval::PairLabel::Positive)
                positives.emplace_back(quint32(x), quint32(y));
            else if (options.allPairs && label == eval::PairLabel::Negative)
                negatives.emplace_back(quint32(x), quint32(y));
        }
    }
    std::mt19937_64 random(options.seed);
    if (!options.allPairs && positives.size() > options.maxPositives) {
        std::shuffle(positives.begin(), positives.end(), random);
        positives.resize(options.maxPositives);
    }
    // Negatives drawn uniformly among the labelled-negative pairs; the attempt cap
    // stops a collection that has too few of them from looping for ever.
    const std::size_t wanted = std::size_t(double(positives.size()) * options.negativeRatio);
    QSet<quint64> seen;
    if (!options.allPairs && kept.size() >= 2) {
        std::uniform_int_distribution<std::size_t> pick(0, kept.size() - 1);
        for (std::size_t attempt = 0; negatives.size() < wanted && attempt < wanted * 20 + 100; ++attempt) {
            std::size_t x = pick(random), y = pick(random);
            if (x == y)
                continue;
            if (x > y)
                std::swap(x, y);
            if (truth.label(idOf(x), idOf(y)) != eval::PairLabel::Negative)
                continue;
            if (!seen.contains((quint64(x) << 32) | y)) {
                seen.insert((quint64(x) << 32) | y);
                negatives.emplace_back(quint32(x), quint32(y));
            }
        }
    }
    PairSet set;
    set.vocabulary = space.vocabularySize();
    set.keywords = space.dimension();
    set.droppedDocuments = ids.size() - kept.size();
    set.samples.columns = features::kMeasureCount;
    for (const auto &[x, y] : positives) {
        appendFeatures(space, x, y, set.samples.values);
        set.samples.labels.push_back(1);
    }
    for (const auto &[x, y] : negatives) {
        appendFeatures(space, x, y, set.samples.values);
        set.samples.labels.push_back(0);
    }
    throwIfCancelled(control);
    return set;
}

} // namespace nd::learn
