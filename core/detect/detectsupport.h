#pragma once

// Helpers shared by the detectors (not part of the detector contract).

#include "detect/detector.h"
#include "base/scoredpair.h"
#include "jobs/parallel.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <optional>
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
