#pragma once

#include "base/hashkeyedmap.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace nd::text {

// A word as found in the original text, with its place there (UTF-16 offsets).
struct WordSpan
{
    qsizetype begin = 0;
    qsizetype end = 0;
};

// Words of a text by ICU word segmentation (letters, numbers, ideographs, kana;
// Chinese and Japanese split into dictionary words). Punctuation and space dropped.
std::vector<WordSpan> segmentWords(QStringView text);

struct PreprocessOptions
{
    bool normalize = true;       // NFKC + case folding
    bool removeStopwords = true; // English and Chinese lists
    bool stem = true;            // Snowball (libstemmer)
    QString stemLanguage = QStringLiteral("english");
    // Compare the main content of HTML pages (text::extractMainContent, stored at
    // import) instead of their whole visible text; other documents are unchanged.
    // Applied where the texts are read (pipeline::prepareDocuments), not here.
    // Unset: the method's default (detect::Detector::resolvePreprocessing), since
    // extraction helps some methods and not others; a run stores the value it used.
    std::optional<bool> mainContentOnly;

    // Whether the main content is compared; unset counts as the whole text.
    bool comparesMainContent() const { return mainContentOnly.value_or(false); }

    // Stable text identifying this setting, used as the token-cache key.
    QString key() const;
    friend bool operator==(const PreprocessOptions &, const PreprocessOptions &) = default;
};

// Turns text into the token stream every detector works on.
// Not thread-safe (the Snowball stemmer keeps state): use one per thread.
class Preprocessor
{
public:
    explicit Preprocessor(PreprocessOptions options = {});
    ~Preprocessor();
    Preprocessor(const Preprocessor &) = delete;
    Preprocessor &operator=(const Preprocessor &) = delete;

    const PreprocessOptions &options() const { return m_options; }

    QStringList tokens(QStringView text) const;

    // Same tokens, each with the span of the original word it came from
    // (for highlighting shared passages). Stopwords dropped when the option says so.
    QStringList tokens(QStringView text, std::vector<WordSpan> *spans) const;

    // hashToken() of every token tokens(text) returns, in order, appended
    // to `out` without building the tokens: each distinct word form is normalised,
    // filtered and stemmed once and then found by the XXH3 of its UTF-16 code units
    // (a 64-bit key: two forms colliding is as unlikely as two tokens colliding).
    // The path of the signature detectors, which need nothing but these hashes.
    void tokenHashes(QStringView text, std::vector<std::uint64_t> &out) const;

    // The same hashes from UTF-8 bytes, the workspace's own encoding. A text of
    // ASCII bytes only is split and looked up without building any string (a word
    // of up to 16 bytes is keyed by one multiplication of its bytes, and a new
    // form is filtered and stemmed from its bytes); any other text goes through
    // the UTF-16 path above.
    void tokenHashes(std::string_view utf8, std::vector<std::uint64_t> &out) const;

    // At most this many hashes come from `bytes` bytes of ASCII text: words are
    // separated by at least one byte.
    static std::size_t asciiTokenBound(std::size_t bytes) { return bytes / 2 + 1; }

    // The hashes of tokenHashes(utf8, ...) of a text of ASCII bytes only, written
    // to `out`: how many were written, or nullopt, writing nothing, when a byte is
    // beyond ASCII (the vector form takes any text). Room for
    // asciiTokenBound(utf8.size()) hashes always suffices; with less than one per
    // word of the text it throws std::length_error, writing nothing. Writing to
    // the caller's memory saves a copy of every hash.
    std::optional<std::size_t> asciiTokenHashes(std::string_view utf8, std::span<std::uint64_t> out) const;

    // Normalises and stems one word as tokens() would (empty for a stopword).
    QString normalizeWord(QStringView word) const;

    // False when libstemmer does not know options().stemLanguage: words are then
    // passed through unstemmed (key() still names the language asked for).
    bool hasStemmer() const;

private:
    struct Private;
    PreprocessOptions m_options;
    std::unique_ptr<Private> d;
};

bool isStopword(QStringView normalizedWord);
// The same test for a word already hashed with hashToken(): one probe of a small
// table instead of hashing the string again. A word whose 64-bit hash equals a
// stopword's would be taken for it, as unlikely as any other 64-bit collision.
bool isStopwordToken(std::uint64_t tokenHash);
// The table isStopwordToken() probes, for a loop over many words to hold once
// (the call and the list's lazy loading cost more than the probe).
const HashKeyedMap<bool> &stopwordTokens();

} // namespace nd::text
