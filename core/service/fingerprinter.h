#pragma once

#include "detect/detector.h"
#include "detect/simhash/simhashmodel.h"
#include "store/fingerprintstore.h"
#include "text/preprocessor.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace nd::service {

// The fingerprint of a text under a method whose fingerprint depends on the text
// alone, so that it can be stored once and a new document can be fingerprinted
// and added without touching the others (paper 002's service):
//   simhash-weighted (paper 002's word weight, 64 bits);
//   simhash-family methods with one lexicon and tf weighting (simhash's default;
//   simhash-shingles with weighting=tf), without exact verification.
// A TF-IDF fingerprint changes with every document the collection gains (the IDF
// does), so it cannot be stored; such settings are refused with the reason.
//
// Thread-safe: fingerprint() may run on many threads at once.
class Fingerprinter
{
public:
    // Throws std::invalid_argument for an unknown or unsupported method or bad
    // parameters. params: as given (missing keys take the method's defaults).
    Fingerprinter(const QString &method, const detect::Params &params,
                  const text::PreprocessOptions &preprocessing = {});
    ~Fingerprinter();

    QString method() const { return m_method; }
    int bits() const { return m_bits; }
    int maxDistance() const { return m_maxDistance; } // the method's (resolved) max_distance
    int blocks() const { return m_blocks; }           // Manku blocks asked for, 0: not given
    // Identifies the fingerprints: method, the parameters that change them, and
    // the preprocessing when the method uses it (not max_distance or blocks).
    QString kindKey() const { return m_kindKey; }
    // The preprocessing asked for, with the method's default text filled in.
    const text::PreprocessOptions &preprocessing() const { return m_preprocessing; }

    // Whole text and paragraphs (pipeline::splitParagraphs; those with fewer than
    // minParagraphWords words or tokens are left out). documentId is left 0.
    store::DocumentFingerprints fingerprint(const QString &text, bool paragraphs) const;
    // The number of paragraphs splitParagraphs() finds.
    static QStringList paragraphsOf(const QString &text);
    // The whole text only; none when it has nothing to fingerprint.
    std::optional<std::uint64_t> wholeFingerprint(const QString &text) const { return unit(text, false); }

    static constexpr int minParagraphWords = 5;

private:
    // counted: the words (or tokens) the text has, with or without a fingerprint.
    std::optional<std::uint64_t> unit(const QString &text, bool paragraph, int *counted = nullptr) const;

    QString m_method;
    QString m_kindKey;
    int m_bits = 64;
    int m_maxDistance = 3;
    int m_blocks = 0;
    bool m_weighted = false;
    double m_lambda = 1.0;
    text::PreprocessOptions m_preprocessing;
    std::unique_ptr<detect::SimhashModel> m_model; // simhash family: tf weights, no IDF
};

} // namespace nd::service
