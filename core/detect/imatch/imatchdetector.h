#pragma once

#include "detect/detector.h"
#include "detect/methoddetector.h"
#include "features/termstatistics.h"

#include <QCoreApplication>

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace nd::detect {

// I-Match (Chowdhury et al. 2002, as described in paper 000 Fan & Huang): the
// collection's NIDF picks a lexicon of mid-range terms; a document's signature is
// the SHA-1 of its unique lexicon terms in sorted order, and documents with equal
// signatures are duplicates. Grouping by signature is linear, never all pairs.
class IMatchDetector final : public MethodDetector<IMatchDetector>
{
    Q_DECLARE_TR_FUNCTIONS(IMatchDetector)

public:
    static const MethodInfo info; // in detect/methods.cpp

    using Signature = std::array<char, 20>; // SHA-1

    QList<ParamDescriptor> parameters() const override;
    ThresholdRange thresholdRange(const Params &params) const override;
    DetectResult detect(const std::vector<DetectDocument> &documents, const Params &params,
                        JobControl &control) const override;

    // Statistics over the documents' tokens (shared token lists, no deep copies).
    static features::TermStatistics termStatistics(const std::vector<DetectDocument> &documents);

    // SHA-1 of the document's unique tokens that are in lexicon (sorted hashToken
    // values), in string order, joined by U+001F; none when no token is kept.
    static std::optional<Signature> signature(const QStringList &tokens, std::span<const std::uint64_t> lexicon);

    // Indices with equal signatures, groups of two or more only, each ascending;
    // documents without a signature belong to no group.
    static std::vector<std::vector<std::size_t>> equalGroups(const std::vector<std::optional<Signature>> &signatures);

protected:
    QString checkResolved(const Params &resolved) const override;
};

} // namespace nd::detect
