#pragma once

#include <QString>
#include <QStringView>

#include <cstdint>
#include <vector>

namespace nd::features {

// English nouns from WordNet's index.noun (Debian package wordnet-base), for the
// part-of-speech term of paper 002's word weight. WordNet lists base forms only,
// so inflected words are reduced first as WordNet's own morphy does: the
// irregular plurals of noun.exc, then the regular suffix rules (dogs -> dog,
// boxes -> box, parties -> party, women -> woman).
class NounLexicon
{
public:
    // Reads index.noun (and noun.exc from the same folder when present). A missing
    // file gives an empty lexicon: no word is a noun.
    explicit NounLexicon(const QString &indexNounPath);

    // The system lexicon, loaded once on first use (thread-safe).
    static const NounLexicon &english();
    static QString defaultPath();

    bool isEmpty() const { return m_nounCount == 0; }
    qsizetype size() const { return m_nounCount; } // base forms listed

    // Whether a lower-case, unstemmed single word is an English noun.
    bool contains(const QString &lowerCaseWord) const;
    bool contains(QStringView lowerCaseWord) const;
    // The same test for a word known by its hashToken(), as fingerprinting has it.
    bool containsToken(std::uint64_t tokenHash) const
    {
        if (tokenHash == emptySlot)
            return m_containsEmptySlotHash;
        if (m_slots.empty())
            return false;
        for (std::size_t i = slotOf(tokenHash);; i = (i + 1) & m_mask) {
            if (m_slots[i] == tokenHash)
                return true;
            if (m_slots[i] == emptySlot)
                return false;
        }
    }
    // Starts loading the slot containsToken(tokenHash) reads first. The table is
    // megabytes, so a probe is a cache miss; a caller with many words to test
    // prefetches them all first and the misses overlap instead of queueing.
    void prefetchToken(std::uint64_t tokenHash) const
    {
        if (!m_slots.empty())
            __builtin_prefetch(&m_slots[slotOf(tokenHash)]);
    }

private:
    static constexpr std::uint64_t emptySlot = 0;
    std::size_t slotOf(std::uint64_t tokenHash) const { return std::size_t(tokenHash) & m_mask; }
    void insertToken(std::uint64_t tokenHash);

    qsizetype m_nounCount = 0;
    // hashToken() of the base forms and of every word morphy reduces to one, in
    // an open-addressing table (linear probing, at most half full): a probe
    // touches no string and, unlike QSet's two arrays, reads one cache line.
    // Two words sharing a 64-bit hash is as unlikely here as it is for the
    // fingerprints' features. xxHash's low bits are uniform, so they index.
    std::vector<std::uint64_t> m_slots;
    std::size_t m_mask = 0;
    bool m_containsEmptySlotHash = false;
};

} // namespace nd::features
