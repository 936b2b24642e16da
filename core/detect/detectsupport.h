#pragma once

// Helpers shared by the detectors (not part of the detector contract).

#include "detect/detector.h"
#include "base/scoredpair.h"
#include "features/shingles.h"
#include "jobs/parallel.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace nd::detect::support {

// The pair of two documents by id, smaller id first as ScoredPair requires.
inline ScoredPair orderedPair(qint64 idA, qint64 idB, double score)
{
    return idA < idB ? ScoredPair{idA, idB, score} : ScoredPair{idB, idA, score};
}

// Deterministic output whatever the thread scheduling or hash order.
inline void sortPairs(ScoredPairs &pairs)
{
    std::sort(pairs.begin(), pairs.end(),
              [](const ScoredPair &x, const ScoredPair &y) { return x.a != y.a ? x.a < y.a : x.b < y.b; });
}

// A document's token hashes: those prepared for it (TokenForm::Hashes), else
// hashed here from its tokens into `hashedHere`, which the result then views.
inline std::span<const std::uint64_t> tokenHashesOf(const DetectDocument &d, std::vector<std::uint64_t> &hashedHere)
{
    if (!d.tokenHashes.empty() || d.tokens.isEmpty())
        return d.tokenHashes;
    hashedHere = features::tokenHashes(d.tokens);
    return hashedHere;
}

// Each document's token list (QStringList is shared: no deep copies).
inline std::vector<QStringList> tokenLists(const std::vector<DetectDocument> &documents)
{
    std::vector<QStringList> tokens;
    tokens.reserve(documents.size());
    for (const DetectDocument &d : documents)
        tokens.push_back(d.tokens);
    return tokens;
}

inline double seconds(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e9;
}

// The parameters resolved, or none when they do not: thresholdRange(), plan()
// and allPairs() answer for whatever a form holds while it is being edited.
inline std::optional<Params> resolvedOrNone(const Detector &detector, const Params &given)
{
    QString error;
    Params resolved = detector.resolve(given, &error);
    if (!error.isEmpty())
        return std::nullopt;
    return resolved;
}

// One resolved parameter, or `fallback` when the parameters do not resolve.
inline QVariant resolvedValue(const Detector &detector, const Params &given, const QString &key,
                              const QVariant &fallback)
{
    const std::optional<Params> resolved = resolvedOrNone(detector, given);
    return resolved ? resolved->value(key) : fallback;
}

// The threshold range of a Hamming distance bound of `maxDistance` bits (simhash
// methods): only pairs within it are scored; the suggestion is 3 bits, Manku's
// for 64-bit fingerprints and within paper 000's best 2..4 (Table 1), or the
// bound if it is lower.
inline ThresholdRange hammingRange(int maxDistance)
{
    return {0.0, double(maxDistance), double(std::min(maxDistance, 3))};
}

// The threshold range of the methods that prune candidates by a Jaccard bound
// "min_similarity" (SpotSigs, SL+ST): every pair at or above the bound is scored
// but only some below it, so the range starts at the bound, and the suggested
// threshold is the paper's unless the bound is above it.
inline ThresholdRange similarityBoundRange(const Detector &detector, const Params &params, double suggested)
{
    const double bound = resolvedValue(detector, params, QStringLiteral("min_similarity"), 0.0).toDouble();
    return {bound, 1.0, std::max(bound, suggested), bound > 0.0};
}

// The word shingle size w of the methods that compare sets of shingles (shingling,
// super-shingles, MinHash): 1 to 12 words, the product's 4 by default unless the
// method says otherwise; `help` says what the method's paper used.
inline ParamDescriptor shingleSizeParameter(const QString &help, const QString &paper, int defaultSize = 4)
{
    return {QStringLiteral("shingle_size"),
            QCoreApplication::translate("nd::detect::Detector", "Shingle size"),
            ParamDescriptor::Type::Int,
            defaultSize,
            1,
            12,
            {},
            help,
            paper};
}

} // namespace nd::detect::support
