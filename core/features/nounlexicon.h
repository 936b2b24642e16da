#pragma once

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringView>

#include <cstdint>

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
    bool containsToken(std::uint64_t tokenHash) const { return m_words.contains(tokenHash); }

private:
    qsizetype m_nounCount = 0;
    // hashToken() of the base forms and of every word morphy reduces to one: a
    // probe touches no string (the strings' set made this test the service's
    // largest cost per request), and two words sharing a 64-bit hash is as
    // unlikely here as it is for the fingerprints' features.
    QSet<std::uint64_t> m_words;
};

} // namespace nd::features
