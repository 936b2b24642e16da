#pragma once

// The stages of a run split so that a distributed engine (scale/, Dask) can run
// them on many machines: sign (signature and candidate keys per document), pairs
// (the pairs of documents sharing a key, after the engine grouped the keys) and
// verify (the score of a candidate pair), each reading and writing JSON Lines,
// one record at a time. A document gets the same signature and keys as in the
// method's own run, so the union of the stages' pairs is the run's pairs.

#include "detect/detector.h"
#include "features/tokensimhash.h"
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
    // split, or bad parameters. `statistics`: the whole collection's document
    // frequencies (the stats stage's output, readStatistics()) for a method that
    // weighs by IDF; without them such a method describes and counts but does not sign.
    StageMethod(const QString &method, const detect::Params &params, const text::PreprocessOptions &preprocessing,
                std::optional<features::IdfTable> statistics = std::nullopt);
    ~StageMethod();

    const detect::Detector &detector() const { return *m_detector; }
    const detect::Params &params() const { return m_params; }
    const text::PreprocessOptions &preprocessing() const { return m_preprocessing; }

    // Whether signing needs the collection's document frequencies (simhash with
    // weighting=tfidf), and whether this object was given them.
    bool needsStatistics() const;
    bool hasStatistics() const;
    // Counts the distinct tokens of one more document into `statistics`, as the
    // method's run counts them for IDF (the same preprocessing).
    void countStatistics(std::string_view utf8Text, features::IdfTable &statistics) const;

    // Signature and keys of a text; nullopt when the method signs nothing (no
    // shingle, no word), as its run leaves such a document out of every pair.
    // Throws std::logic_error when the method needs statistics it was not given.
    std::optional<SignedDocument> sign(std::string_view utf8Text) const;

    // Keys a signed document gets (LSH bands, Manku tables), and values in its signature.
    int keysPerDocument() const;
    int signatureWidth() const;
    // A key as a 64-bit integer, for an engine's shuffle of integer columns. Two
    // keys may share a hash; score() then still drops a pair that shares no key.
    static std::uint64_t keyHash(QStringView key);

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
    // keep it: beyond the Hamming bound, or (MinHash) no band of the signatures
    // equal, so not a candidate of the run's banding (two keys that only share
    // their keyHash()).
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

// sign: {"id", "text"} lines in; out, per signed document, a line {"id",
// "signature", "keys"} (JsonLines) or a record of 1 + keysPerDocument() +
// signatureWidth() little-endian 64-bit integers (Binary): the document's line
// number in the input counted from 0, the keyHash() of its keys, its signature.
// Binary is what a shuffle of integer columns reads without parsing.
enum class SignFormat { JsonLines, Binary };
StageCounts signStream(const StageMethod &method, QIODevice &in, QIODevice &out,
                       SignFormat format = SignFormat::JsonLines);

// stats: {"id", "text"} lines in; out the document frequencies of their tokens,
// {"documents": N} and then {"token": 16 hex digits, "df": n} per distinct token.
StageCounts statsStream(const StageMethod &method, QIODevice &in, QIODevice &out);
// The stats stage's lines back as a table to sign with; lines of several
// partitions' outputs, concatenated or summed by token, add up.
features::IdfTable readStatistics(QIODevice &in);

// pairs: lines {"key", "ids": [...]} (a group), or runs of adjacent lines
// {"key", "id"} with the same key, in; {"a", "b"} out for every two documents of
// a group, smaller id first. A pair sharing several keys comes once per key: the
// engine removes the repeats. Holds one group at a time.
StageCounts pairsStream(QIODevice &in, QIODevice &out);

// verify: {"a", "b"} with "signature_a", "signature_b" and/or "text_a", "text_b"
// (as the method verifies) in, {"a", "b", "score"} out for the pairs its run keeps.
StageCounts verifyStream(const StageMethod &method, QIODevice &in, QIODevice &out);

} // namespace nd::pipeline
