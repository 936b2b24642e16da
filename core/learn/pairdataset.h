#pragma once

#include "text/prepareddocument.h"
#include "features/similaritymeasures.h"
#include "jobs/jobcontrol.h"
#include "learn/classifier.h"

namespace nd::eval {
class GroundTruth;
}
namespace nd::features {
class VectorSpace;
}

namespace nd::learn {

struct PairSetOptions
{
    double keywordThreshold = 0.0;
    double negativeRatio = 3.0;       // sampled negatives per positive
    std::size_t maxPositives = 20000; // positives beyond this are sampled (large clusters)
    quint64 seed = 1;
    // Every labelled pair instead of the sample (the paper's 44,551 training rows
    // are all pairs of its 299 training documents); negativeRatio and maxPositives
    // are then unused.
    bool allPairs = false;
};

struct PairSet
{
    Samples samples; // 13 measures per row, label 1 = same cluster
    std::size_t vocabulary = 0;
    std::size_t keywords = 0;
    std::size_t droppedDocuments = 0;
};

// One row of features: paper 001's 13 measures of the pair (x, y) of the space.
void appendFeatures(const features::VectorSpace &space, std::size_t x, std::size_t y, std::vector<float> &out);
void appendFeatures(const features::SparseVector &x, const features::SparseVector &y, std::size_t dimension,
                    std::vector<float> &out);

// Paper 001's training set (II-D) from a collection with ground truth: every
// positive pair of the kept documents (sampled down to maxPositives) and
// negativeRatio times as many negative pairs drawn at random (seeded), because
// all pairs are too many (or every labelled pair with allPairs). Pairs the truth
// ignores are never drawn.
PairSet buildPairSet(const std::vector<text::PreparedDocument> &documents, const eval::GroundTruth &truth,
                     const PairSetOptions &options, JobControl &control);
// The same over a space already built: ids[i] is the document id of the space's
// input i (kept() indexes into it).
PairSet buildPairSet(const features::VectorSpace &space, const std::vector<qint64> &ids, const eval::GroundTruth &truth,
                     const PairSetOptions &options, JobControl &control);

} // namespace nd::learn
