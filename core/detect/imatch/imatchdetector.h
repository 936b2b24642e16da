#pragma once

#include "detect/detector.h"
#include "detect/methoddetector.h"
#include "base/hashkeyedmap.h"
#include "features/termstatistics.h"

#include <QCoreApplication>
#include <QJsonObject>

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
// A term is known by its 64-bit hash (hashToken) throughout, as in the lexicon,
// so the method reads only token hashes: an import prepares them as it goes, and
// no token string is built for it.
class IMatchDetector final : public MethodDetector<IMatchDetector>
{
    ND_DETECTING_METHOD(IMatchDetector)

    TokenForm tokenForm(const Params &) const override { return TokenForm::Hashes; }

    using Signature = std::array<char, 20>; // SHA-1

    // Statistics over the documents' token hashes.
    static features::TermStatistics termStatistics(const std::vector<DetectDocument> &documents);

    // The I-Match lexicon: the terms (sorted hashToken values) whose NIDF lies in
    // the band of the resolved parameters nidf_low and nidf_high.
    static std::vector<std::uint64_t> nidfLexicon(const features::TermStatistics &stats, const Params &resolved);

    // A lexicon as signature() looks its terms up: one probe per token rather than
    // a binary search (which was half of a run's signatures).
    using LexiconSet = HashKeyedMap<bool>;
    static LexiconSet lexiconSet(std::span<const std::uint64_t> lexicon);

    // SHA-1 of the document's unique token hashes that are in the lexicon,
    // ascending, each as eight little-endian bytes; none when no token is kept.
    static std::optional<Signature> signature(std::span<const std::uint64_t> tokenHashes, const LexiconSet &lexicon);
    // The two steps of signature(): the unique hashes kept, ascending, and their
    // SHA-1 (imatch-lexicons keeps the terms of all its lexicons at once).
    static std::vector<std::uint64_t> keptTerms(std::span<const std::uint64_t> tokenHashes, const LexiconSet &lexicon);
    static std::optional<Signature> signatureOfKept(std::span<const std::uint64_t> keptTerms);

    // Indices with equal signatures, groups of two or more only, each ascending;
    // documents without a signature belong to no group.
    static std::vector<std::vector<std::size_t>> equalGroups(const std::vector<std::optional<Signature>> &signatures);

    // The run statistics of both I-Match methods, whose runs have the same three
    // phases (collection statistics and lexicon, signatures, grouping); each adds
    // its own counts.
    static QJsonObject runStats(std::size_t documents, std::size_t lexiconTerms, qint64 noSignature,
                                const DetectResult &result, double statsSeconds, double signatureSeconds,
                                double groupSeconds);

protected:
    QString checkResolved(const Params &resolved) const override;
};

} // namespace nd::detect
