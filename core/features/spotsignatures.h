#pragma once

// Signatures taken at "spots" of a text, for the compression family (paper 003):
// stopword spots as in SpotSigs (Theobald et al. 2008) and punctuation spots as
// in SigNCD. Both work on the decoded text, not on the preprocessed tokens,
// because they need exactly what preprocessing removes (stopwords, punctuation).

#include <QSet>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <vector>

namespace nd::features {

// A word of the text, case-folded, with its UTF-16 span in the text.
struct SpotWord
{
    QString word;
    qsizetype begin = 0;
    qsizetype end = 0;
};

// Words by ICU segmentation (nd::text::segmentWords), case-folded so that
// "The" and "the" are the same spot and the same signature word.
std::vector<SpotWord> spotWords(QStringView text);

// --- stopword spots (SpotSigs) ---------------------------------------------

// Antecedent sets offered by the detectors. "paper" is the set SpotSigs used on
// the Gold Set, {a, there, was, said, the, is}.
QStringList antecedentSetNames();
QSet<QString> antecedentSet(QStringView name); // empty for an unknown name

// Spot signatures in text order: at each antecedent, the antecedent followed by
// a chain of `chain` words, taking every `distance`-th of the following
// non-stopwords (distance 1 = the next non-stopwords), joined with ':', e.g.
// "a:rally:kick". A spot whose chain runs past the end of the text is dropped.
QStringList stopwordSpotSignatures(QStringView text, const QSet<QString> &antecedents, int distance, int chain);

// --- punctuation spots (SigNCD) ----------------------------------------------

// Which words around each spot form the signature: 1L the word before (paper
// default, Sig-1L), 1R the word after, 2 one each side, 4 two each side, 6 three.
enum class SpotWindow { OneLeft, OneRight, Two, Four, Six };

QStringList spotWindowNames(); // "1L", "1R", "2", "4", "6" in enum order
QStringList punctuationSetNames();
QString punctuationSet(QStringView name); // the spot characters; empty if unknown

struct PunctuationSignature
{
    QStringList words; // window words of all spots, in text order
    int spots = 0;     // spot characters found (a run like ",," counts each)
};

// Words around every occurrence of a character of spotCharacters.
PunctuationSignature punctuationSignature(QStringView text, QStringView spotCharacters, SpotWindow window);

} // namespace nd::features
