#pragma once

#include "detect/detector.h"
#include "features/simhashfingerprint.h"

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
};

// Fingerprints documents under fixed settings, with the document frequencies of
// a collection for IDF weights.
//
// Weight of a feature (a word k-shingle of the document filtered by a lexicon):
//   Tf:    its number of occurrences;
//   TfIdf: the sum, over its occurrences, of the IDF of its words (paper 000:
//          "the sum of IDF value of words in a k-shingle"), so for k = 1 it is
//          tf(w) * idf(w) and simhash-shingles with k = 1 equals simhash with
//          weighting tfidf exactly.
// IDF is smoothed, log((1 + N) / (1 + df)) + 1, so a word in every document still
// votes and a word unseen in the collection (a query's) gets the largest IDF.
class SimhashModel
{
public:
    SimhashModel(const SimhashSettings &settings, const std::vector<DetectDocument> &collection,
                 JobControl &control);

    const SimhashSettings &settings() const { return m_settings; }
    double idf(std::uint64_t tokenHash) const;
    bool inLexicon(int lexicon, std::uint64_t tokenHash) const;

    // The weighted features of a token sequence under one lexicon, sorted by hash,
    // one entry per distinct feature; empty when no token is in the lexicon.
    std::vector<features::WeightedFeature> features(std::span<const std::uint64_t> tokenHashes,
                                                    int lexicon) const;

    // One fingerprint per lexicon; present[l] is false when the lexicon kept no token
    // (its fingerprint 0 would match every other empty text).
    struct Fingerprints
    {
        std::vector<std::uint64_t> values;
        std::vector<bool> present;
    };
    Fingerprints fingerprints(const QStringList &tokens) const;

private:
    SimhashSettings m_settings;
    double m_documentCount = 0.0;
    std::vector<std::pair<std::uint64_t, std::uint32_t>> m_documentFrequency; // sorted by hash
};

// The run shared by the simhash family: fingerprints under every lexicon, one
// Manku index (features::HammingIndex) per lexicon, and for each pair within
// maxDistance in at least one lexicon the smallest distance over the lexicons.
DetectResult detectSimhash(const std::vector<DetectDocument> &documents,
                           const SimhashSettings &settings, JobControl &control);

} // namespace nd::detect
