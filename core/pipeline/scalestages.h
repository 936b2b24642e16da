#pragma once

// The stages of a run split so that a distributed engine (scale/, Dask) can run
// them on many machines: sign (signature and candidate keys per document), pairs
// (the pairs of documents sharing a key, after the engine grouped the keys) and
// verify (the score of a candidate pair), each reading and writing JSON Lines,
// one record at a time. A document gets the same signature and keys as in the
// method's own run, so the union of the stages' pairs is the run's pairs.

#include "detect/detector.h"
#include "text/preprocessor.h"

#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

class QIODevice;

namespace nd::pipeline {

// The methods the stages can split (the others need the whole collection at once).
QStringList stageMethods();

struct SignedDocument
{
    std::vector<std::uint64_t> signature; // MinHash slots, or one simhash fingerprint
    QStringList keys;                     // documents sharing a key are candidates
};

// A method with resolved parameters, ready to sign documents and score pairs.
// Not thread-safe (the preprocessor's stemmer keeps state): one per thread.
class StageMethod
{
public:
    // Throws std::invalid_argument for an unknown method, one the stages cannot
    // split, or bad parameters.
    StageMethod(const QString &method, const detect::Params &params, const text::PreprocessOptions &preprocessing);
    ~StageMethod();

    const detect::Detector &detector() const { return *m_detector; }
    const detect::Params &params() const { return m_params; }
    const text::PreprocessOptions &preprocessing() const { return m_preprocessing; }

    // Signature and keys of a text; nullopt when the method signs nothing (no
    // shingle, no word), as its run leaves such a document out of every pair.
    std::optional<SignedDocument> sign(std::string_view utf8Text) const;

    // Keys a signed document gets (LSH bands, Manku tables).
    int keysPerDocument() const;

    // What verify reads of a candidate pair: the signatures (the MinHash
    // estimate, the Hamming distance and its bound), the texts (exact Jaccard), or both.
    bool verifiesSignatures() const;
    bool verifiesTexts() const;
    struct PairEvidence
    {
        std::vector<std::uint64_t> signatureA, signatureB;
        std::string_view textA, textB; // UTF-8
    };
    // The score the method's run gives the pair; nullopt when the run would not
    // keep it (beyond the Hamming bound).
    std::optional<double> score(const PairEvidence &pair) const;

private:
    struct Impl;
    const detect::Detector *m_detector = nullptr;
    detect::Params m_params;
    text::PreprocessOptions m_preprocessing;
    std::unique_ptr<Impl> m_impl;
};

// Signatures in JSON: 16 lower-case hex digits per value (JSON numbers are
// doubles and would round 64-bit values).
QString signatureToHex(const std::vector<std::uint64_t> &signature);
// Throws std::invalid_argument when `hex` is not a whole number of values.
std::vector<std::uint64_t> signatureFromHex(QStringView hex);

// Document ids are JSON strings or integers; a pair names the smaller first:
// integers by value before strings, strings by their UTF-16 code units.
bool idLess(const QJsonValue &a, const QJsonValue &b);

// What a stage counted, for its summary on standard error.
struct StageCounts
{
    qint64 read = 0;    // records read
    qint64 written = 0; // records written
    qint64 skipped = 0; // sign: documents without signature; verify: pairs beyond the bound
};

// sign: {"id", "text"} lines in, {"id", "signature", "keys"} lines out.
StageCounts signStream(const StageMethod &method, QIODevice &in, QIODevice &out);

// pairs: lines {"key", "ids": [...]} (a group), or runs of adjacent lines
// {"key", "id"} with the same key, in; {"a", "b"} out for every two documents of
// a group, smaller id first. A pair sharing several keys comes once per key: the
// engine removes the repeats. Holds one group at a time.
StageCounts pairsStream(QIODevice &in, QIODevice &out);

// verify: {"a", "b"} with "signature_a", "signature_b" and/or "text_a", "text_b"
// (as the method verifies) in, {"a", "b", "score"} out for the pairs its run keeps.
StageCounts verifyStream(const StageMethod &method, QIODevice &in, QIODevice &out);

} // namespace nd::pipeline
