#pragma once

#include "base/hashkeyedmap.h"

#include <cstdint>
#include <span>
#include <vector>

namespace nd::features {

// Smoothed inverse document frequency of the tokens of a collection,
// log((1 + N) / (1 + df)) + 1 (as the simhash family weighs words), computed once
// per distinct token: no logarithm and no search per token occurrence. Every
// distinct token gets a dense number (its id, in order of first appearance), so
// a caller that kept the ids of a document's tokens reads their IDF from an array
// instead of the hash table. Built by one thread, then read by any number.
class IdfTable
{
public:
    // Counts each distinct token of one more document; with `ids`, ids[t] is set
    // to the id of tokenHashes[t].
    void addDocument(std::span<const std::uint64_t> tokenHashes, std::uint32_t *ids = nullptr);
    // Counts made elsewhere (the partitions of a collection, each counted on its
    // own): `documents` more documents, `frequency` more of them holding the token.
    // Sums, so the counts of several partitions add up to the whole collection's.
    void addDocumentCount(std::uint32_t documents) { m_documents += documents; }
    void addDocumentFrequency(std::uint64_t tokenHash, std::uint32_t frequency);
    // f(tokenHash, documentFrequency) for every token counted; before finish().
    template<typename F>
    void forEachDocumentFrequency(F &&f) const
    {
        m_slots.forEach([&](std::uint64_t hash, const Slot &slot) { f(hash, m_documentFrequency[slot.id]); });
    }
    // Turns the counts into IDF values; call once, after the last addDocument().
    void finish();

    double documentCount() const { return double(m_documents); }
    // The IDF of a token; a token never seen counts as df = 0, the largest IDF.
    double idf(std::uint64_t tokenHash) const
    {
        const Slot *slot = m_slots.find(tokenHash);
        return slot ? m_idf[slot->id] : m_unseenIdf;
    }
    // The IDF of the token with this id (from addDocument).
    double idfOfId(std::uint32_t id) const { return m_idf[id]; }
    // out[t] = idf(tokenHashes[t]) for every t, the table's slots fetched ahead.
    void idfs(std::span<const std::uint64_t> tokenHashes, double *out) const;

private:
    struct Slot
    {
        std::uint32_t id = 0;
        std::uint32_t lastDocument = 0; // 1-based, so 0 means "none yet"
    };
    // Slots asked for this many tokens ahead of their use: the table of a large
    // vocabulary lives beyond the second-level cache, and the waits for the slots
    // of rare words then overlap.
    static constexpr std::size_t prefetchDistance = 32;
    HashKeyedMap<Slot> m_slots{1 << 16};            // 16-byte slots
    std::vector<std::uint32_t> m_documentFrequency; // by id
    std::vector<double> m_idf;                      // by id, after finish()
    std::uint32_t m_documents = 0;
    double m_unseenIdf = 1.0;
};

// Charikar's simhash of a token sequence with every token a feature of weight 1
// per occurrence (TF), or of weight idf->idf(token) per occurrence (TF-IDF): the
// same fingerprint as simhashFingerprint() over the merged (token, tf * idf)
// features, because the vote is linear in the weights, but without sorting and
// merging the features first. Low `bits` (1..64) bits; 0 for no tokens.
std::uint64_t tokenSimhash(std::span<const std::uint64_t> tokenHashes, int bits, const IdfTable *idf = nullptr);

// Charikar's simhash of feature occurrences: hashes[s] votes with weights[s] (the
// spans are equally long). A feature that occurs several times may come several
// times: the vote is linear in the weights, so this is simhashFingerprint() of
// the merged features up to the rounding of the sums. Low `bits` (1..64) bits.
std::uint64_t weightedSimhash(std::span<const std::uint64_t> hashes, std::span<const double> weights, int bits);

} // namespace nd::features
