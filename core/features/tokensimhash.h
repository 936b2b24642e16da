#pragma once

#include "features/hashkeyedmap.h"

#include <cstdint>
#include <span>

namespace nd::features {

// Smoothed inverse document frequency of the tokens of a collection,
// log((1 + N) / (1 + df)) + 1 (as the simhash family weighs words), computed once
// per distinct token and then read from a hash table: no logarithm and no search
// per token occurrence. Built by one thread, then read by any number.
class IdfTable
{
public:
    // Counts each distinct token of one more document.
    void addDocument(std::span<const std::uint64_t> tokenHashes);
    // Turns the counts into IDF values; call once, after the last addDocument().
    void finish();

    double documentCount() const { return double(m_documents); }
    // The IDF of a token; a token never seen counts as df = 0, the largest IDF.
    double idf(std::uint64_t tokenHash) const
    {
        const Entry *entry = m_entries.find(tokenHash);
        return entry ? entry->idf : m_unseenIdf;
    }

private:
    struct Entry
    {
        std::uint32_t documentFrequency = 0;
        std::uint32_t lastDocument = 0; // 1-based, so 0 means "none yet"
        double idf = 0.0;
    };
    HashKeyedMap<Entry> m_entries{1 << 16};
    std::uint32_t m_documents = 0;
    double m_unseenIdf = 1.0;
};

// Charikar's simhash of a token sequence with every token a feature of weight 1
// per occurrence (TF), or of weight idf->idf(token) per occurrence (TF-IDF): the
// same fingerprint as simhashFingerprint() over the merged (token, tf * idf)
// features, because the vote is linear in the weights, but without sorting and
// merging the features first. Low `bits` (1..64) bits; 0 for no tokens.
std::uint64_t tokenSimhash(std::span<const std::uint64_t> tokenHashes, int bits,
                           const IdfTable *idf = nullptr);

} // namespace nd::features
