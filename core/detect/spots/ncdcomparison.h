#pragma once

// The comparison stage shared by ncd, signcd and spotsigncd (paper 003, Sec. 4):
// compress every payload once, sort by compressed size, and compute the NCD of
// the pairs that the pruning policy leaves (Algorithm 1).

#include "detect/detector.h"
#include "features/compressor.h"

#include <string>
#include <vector>

namespace nd::detect::compression {

enum class Pruning {
    None, // every pair: the method is then all-pairs
    P1,   // lower bound 1 - C(x)/C(y) (Lemma 3): only the "matching partition"
    P1P2  // P1 and the triangle inequality through an earlier third document (Lemma 5)
};

struct NcdOptions
{
    features::Compressor compressor = features::Compressor::Snappy;
    Pruning pruning = Pruning::P1;
    double maxDistance = 0.8; // tau of the pruning bounds
    int threads = 0;          // 0 = the core pool (threadPoolFor)
    // Algorithm 1's `checked` set: a document matched (NCD <= tau) by an earlier
    // one is skipped, both as the examined document and as a partner.
    bool skipMatched = false;
};

// NCD(x,y) = (C(xy) - min(C(x),C(y))) / max(C(x),C(y)) (paper 003, eq. 2).
double normalizedCompressionDistance(std::size_t cx, std::size_t cy, std::size_t cxy);

// The parameters every NCD detector shares, with the given default pruning and
// compressor (paper 003 uses Snappy).
QList<ParamDescriptor> ncdParameters(const QString &defaultPruning,
                                     const QString &defaultCompressor = QStringLiteral("snappy"));
NcdOptions ncdOptions(const Params &resolved);
// The names of the Pruning values, in their order: "none", "P1", "P1+P2".
const QStringList &pruningNames();
ThresholdRange ncdThresholdRange(const Params &resolved, double suggested);

// Scores the pairs of documents[i] by the NCD of payloads[i] (UTF-8 bytes).
// C(xy) concatenates the payload of the document earlier in `documents` first,
// so the result does not depend on sorting or threads. Stats: comparisons,
// pruned_p1, pruned_p2, skipped_checked, compressions and the seconds of each stage.
DetectResult compareByNcd(const std::vector<DetectDocument> &documents, const std::vector<std::string> &payloads,
                          const NcdOptions &options, JobControl &control);

// The `threads` parameter descriptor (shared with spotsigs).
ParamDescriptor threadsParameter();

} // namespace nd::detect::compression
