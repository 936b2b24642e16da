#pragma once

#include "detect/detector.h"
#include "features/simhashfingerprint.h"
#include "features/tokensimhash.h"

#include <QStringList>

#include <cstdint>
#include <span>
#include <vector>

namespace nd::detect {

// Everything a simhash-family method needs to turn tokens into fingerprints and
// to find pairs. `simhash` is shingleSize 1, lexicons 1; paper 000's variants
// raise one or both.
struct SimhashSettings
{
    enum class Weighting { Tf, TfIdf };
    int bits = 64;
    int maxDistance = 3;
    int blocks = 0; // Manku blocks n; 0: chosen from the collection size
    Weighting weighting = Weighting::TfIdf;
    int shingleSize = 1;
    // Lexicon 0 is the whole vocabulary; lexicons 1..L-1 are seeded random subsets
    // of it (Kolcz et al. 2004 as used by paper 000), so L = 1 is one fingerprint.
    int lexicons = 1;
    double lexiconFraction = 0.67;
    std::uint64_t lexiconSeed = 1;
    // Score the pairs found within maxDistance by the exact Jaccard distance
    // 1 - |A ∩ B| / |A ∪ B| of their word shingleSize-shingle sets instead of by
    // the Hamming distance (the shingle variants' verify = exact).
    bool verifyExact = false;
    // Paper 000 searches the collection for each of its queries (the sources)
    // rather than pairing every document with every other: when not empty, only
    // the pairs with one of these document ids are found, scored and stored.
    std::vector<qint64> queryDocuments;
};

// The token hashes of every document of a collection: DetectDocument::tokenHashes,
// or, for a document that has only its tokens (query by document, tests), their
// hashToken() values, computed once. Reads nothing else of a document,
// so it serves a run whose documents carry no text and no token strings.
class CollectionTokenHashes
{
public:
    CollectionTokenHashes(const std::vector<DetectDocument> &documents, JobControl &control);
    std::size_t size() const { return m_documents.size(); }
    std::span<const std::uint64_t> operator[](std::size_t d) const
    {
        return m_documents[d].tokenHashes.empty() ? std::span<const std::uint64_t>(m_hashed[d])
                                                  : std::span<const std::uint64_t>(m_documents[d].tokenHashes);
    }

private:
    const std::vector<DetectDocument> &m_documents;
    std::vector<std::vector<std::uint64_t>> m_hashed; // only for documents without tokenHashes
};

// Fingerprints documents under fixed settings, with the document frequencies of
// a collection for IDF weights, from token hashes alone.
//
// Weight of a feature (a word k-shingle of the document filtered by a lexicon):
//   Tf:    its number of occurrences;
//   TfIdf: the sum, over its occurrences, of the IDF of its words (paper 000:
//          "the sum of IDF value of words in a k-shingle"), so for k = 1 it is
//          tf(w) * idf(w) and simhash-shingles with k = 1 equals simhash with
//          weighting tfidf exactly.
// IDF is smoothed, log((1 + N) / (1 + df)) + 1, so a word in every document still
// votes and a word unseen in the collection (a query's) gets the largest IDF;
// document frequencies are counted in a hash table keyed by token hash
// (features::IdfTable).
class SimhashModel
{
public:
    SimhashModel(const SimhashSettings &settings, const CollectionTokenHashes &collection, JobControl &control);
    // The same, hashing the tokens of documents that carry only tokens.
    SimhashModel(const SimhashSettings &settings, const std::vector<DetectDocument> &collection, JobControl &control);
    // With document frequencies counted elsewhere (a collection counted in
    // partitions): the same IDF, and so the same fingerprints, as a model built on
    // the whole collection.
    SimhashModel(const SimhashSettings &settings, features::IdfTable documentFrequencies);

    const SimhashSettings &settings() const { return m_settings; }
    double idf(std::uint64_t tokenHash) const;
    bool inLexicon(int lexicon, std::uint64_t tokenHash) const;

    // The weighted features of a token sequence under one lexicon, sorted by hash,
    // one entry per distinct feature; empty when no token is in the lexicon. The
    // definition the fingerprints follow (explanations, tests); fingerprints()
    // votes per occurrence instead of building it.
    std::vector<features::WeightedFeature> features(std::span<const std::uint64_t> tokenHashes, int lexicon) const;

    // One fingerprint per lexicon; present[l] is false when the lexicon kept no token
    // (its fingerprint 0 would match every other empty text).
    struct Fingerprints
    {
        std::vector<std::uint64_t> values;
        std::vector<bool> present;
    };
    // simhashFingerprint(features(tokenHashes, l)) for every lexicon l, computed as a
    // vote of every shingle occurrence (features::weightedSimhash): no sorting, no
    // merging. The vote is linear in the weights, so only the rounding of the sums
    // differs, which decides a bit only where the vote is a tie to within 1e-15.
    Fingerprints fingerprints(std::span<const std::uint64_t> tokenHashes) const;
    Fingerprints fingerprints(const QStringList &tokens) const;
    // The same for document d of the collection the model was built on (tokenHashes
    // are its hashes): the IDF of its tokens is read by the token ids kept while
    // the document frequencies were counted, not looked up again.
    Fingerprints collectionFingerprints(std::size_t d, std::span<const std::uint64_t> tokenHashes) const;
    // collectionFingerprints(d, collection[d]) of every document of that collection, on the pool.
    std::vector<Fingerprints> collectionFingerprints(const CollectionTokenHashes &collection,
                                                     JobControl &control) const;

    // Token ids are kept for at most this many tokens (4 bytes each); documents
    // beyond look their tokens up in the IDF table.
    static constexpr std::size_t keptIdBudget = std::size_t(1) << 26;

private:
    Fingerprints fingerprints(std::span<const std::uint64_t> tokenHashes,
                              std::span<const std::uint32_t> tokenIds) const;

    SimhashSettings m_settings;
    features::IdfTable m_idf;
    std::vector<std::uint32_t> m_tokenIds; // IdfTable ids of the collection's tokens, document after document
    std::vector<std::size_t> m_idOffsets;  // document d's ids: [m_idOffsets[d], m_idOffsets[d + 1])
};

// The run shared by the simhash family: fingerprints under every lexicon; per
// lexicon, every pair within maxDistance by Manku's tables (features::HammingIndex)
// or by comparing all pairs, whichever features::planHammingSearch expects to be
// cheaper; for each pair the smallest distance over the lexicons; and with
// verifyExact, 1 - the exact Jaccard of the pair's word k-shingle sets as its score.
DetectResult detectSimhash(const std::vector<DetectDocument> &documents, const SimhashSettings &settings,
                           JobControl &control);
// The same from the one fingerprint per document an earlier run stored (one
// lexicon): no document is read but those in a pair to verify exactly, which
// stored.prepare() fills in first.
DetectResult detectSimhashFromStored(const std::vector<DetectDocument> &documents, const StoredFingerprints &stored,
                                     const SimhashSettings &settings, JobControl &control);

} // namespace nd::detect
