#include "text/preprocessor.h"

#include "base/hashing.h"
#include "text/asciiwords.h"

#include <QFile>
#include <QHash>
#include <QLoggingCategory>

#include <libstemmer.h>
#include <unicode/ubrk.h>
#include <unicode/unorm2.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

using namespace Qt::StringLiterals;

// Resources of a static library are dropped by the linker unless something
// references them; Q_INIT_RESOURCE must be called outside any namespace.
static void initStopwordResources()
{
    Q_INIT_RESOURCE(stopwords);
}

namespace nd::text {

namespace {

Q_LOGGING_CATEGORY(lcText, "neardup.text")

// Bumped whenever the stopword lists or the normalisation change, so that
// token caches keyed by PreprocessOptions::key() are rebuilt.
constexpr int kListsVersion = 1;

// Owns the words; the set's views point into it (QStringList elements do not move).
struct StopwordSet
{
    QStringList storage;
    std::unordered_set<std::u16string_view> words;
    std::unordered_set<std::string> asciiWords; // the same words of ASCII only, for the byte path
    HashKeyedMap<bool> tokens;                  // hashToken() of every word, for callers that hash first
};

std::u16string_view toView(QStringView s)
{
    return {reinterpret_cast<const char16_t *>(s.utf16()), std::size_t(s.size())};
}

StopwordSet loadStopwords()
{
    initStopwordResources();
    StopwordSet set;
    for (const QString &path : {u":/neardup/stopwords/english.txt"_s, u":/neardup/stopwords/chinese.txt"_s}) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            qCWarning(lcText) << "stopword list missing:" << path;
            continue;
        }
        const QString all = QString::fromUtf8(file.readAll());
        for (QStringView line : QStringView(all).split(u'\n')) {
            line = line.trimmed();
            if (!line.isEmpty() && !line.startsWith(u'#'))
                set.storage.append(line.toString());
        }
    }
    set.words.reserve(std::size_t(set.storage.size()) * 2);
    for (const QString &w : std::as_const(set.storage)) {
        set.words.insert(toView(w));
        set.tokens.insert(hashToken(w)) = true;
        if (isAsciiText(w))
            set.asciiWords.insert(w.toStdString());
    }
    return set;
}

const StopwordSet &stopwords()
{
    static const StopwordSet set = loadStopwords();
    return set;
}

// The script a Snowball language stems; words in other scripts pass unchanged
// (an English stemmer would mangle nothing in Chinese, but it would waste time
// and could touch Latin-looking fragments of other alphabets).
QChar::Script stemmerScript(const QString &language)
{
    static const QHash<QString, QChar::Script> scripts{
        {u"russian"_s, QChar::Script_Cyrillic},  {u"serbian"_s, QChar::Script_Cyrillic},
        {u"greek"_s, QChar::Script_Greek},       {u"arabic"_s, QChar::Script_Arabic},
        {u"armenian"_s, QChar::Script_Armenian}, {u"hindi"_s, QChar::Script_Devanagari},
        {u"nepali"_s, QChar::Script_Devanagari}, {u"tamil"_s, QChar::Script_Tamil},
        {u"yiddish"_s, QChar::Script_Hebrew},
    };
    return scripts.value(language.toLower(), QChar::Script_Latin);
}

template<typename F>
void forEachWord(UBreakIterator *bi, QStringView text, F &&f)
{
    if (text.isEmpty())
        return;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(bi, reinterpret_cast<const UChar *>(text.utf16()), int32_t(text.size()), &status);
    if (U_FAILURE(status))
        return;
    int32_t begin = ubrk_first(bi);
    for (int32_t end = ubrk_next(bi); end != UBRK_DONE; begin = end, end = ubrk_next(bi)) {
        // Statuses below UBRK_WORD_NONE_LIMIT are spaces and punctuation; above
        // are numbers, letters, kana and ideographs.
        if (ubrk_getRuleStatus(bi) >= UBRK_WORD_NONE_LIMIT)
            f(begin, end);
    }
}

// The words of `text`: ASCII text by the same rules without the break iterator,
// about ten times faster (the tests compare the two), any other with `bi` when
// there is one.
template<typename F>
void forEachSegment(UBreakIterator *bi, QStringView text, F &&f)
{
    if (isAsciiText(text))
        forEachAsciiWord(text, f);
    else if (bi)
        forEachWord(bi, text, f);
}

UBreakIterator *openWordBreaker()
{
    UErrorCode status = U_ZERO_ERROR;
    // Root locale: CJK dictionary segmentation does not depend on the locale.
    UBreakIterator *bi = ubrk_open(UBRK_WORD, "", nullptr, 0, &status);
    if (U_FAILURE(status)) {
        qCWarning(lcText) << "ICU word break iterator unavailable:" << u_errorName(status);
        return nullptr;
    }
    return bi;
}

bool isAscii(QStringView s)
{
    for (const QChar c : s) {
        if (c.unicode() >= 0x80)
            return false;
    }
    return true;
}

} // namespace

QString PreprocessOptions::key() const
{
    return u"norm=%1;stop=%2;stem=%3;lists=%4"_s.arg(normalize ? 1 : 0)
               .arg(removeStopwords ? 1 : 0)
               .arg(stem ? stemLanguage.toLower() : u"0"_s)
               .arg(kListsVersion)
        // Only when on, so that the keys of existing token caches stay valid.
        + (comparesMainContent() ? u";main=1"_s : QString());
}

bool isStopword(QStringView normalizedWord)
{
    return stopwords().words.contains(toView(normalizedWord));
}

bool isStopwordToken(std::uint64_t tokenHash)
{
    return stopwords().tokens.find(tokenHash) != nullptr;
}

const HashKeyedMap<bool> &stopwordTokens()
{
    return stopwords().tokens;
}

std::vector<WordSpan> segmentWords(QStringView text)
{
    // One breaker per thread, kept: opening one costs more than segmenting a
    // short text (the service segments every request). No caller segments
    // inside the loop below, so it is never in use twice at once.
    struct CloseBreaker
    {
        void operator()(UBreakIterator *bi) const { ubrk_close(bi); }
    };
    thread_local const std::unique_ptr<UBreakIterator, CloseBreaker> breaker(openWordBreaker());
    std::vector<WordSpan> spans;
    spans.reserve(std::size_t(text.size() / 6));
    // (The ASCII scan was the largest saving in fingerprinting a checked document.)
    forEachSegment(breaker.get(), text, [&](qsizetype b, qsizetype e) { spans.push_back({b, e}); });
    return spans;
}

// Lets the stem cache be searched with a view, without building a key string.
struct ViewHash
{
    using is_transparent = void;
    std::size_t operator()(std::u16string_view v) const noexcept { return std::hash<std::u16string_view>{}(v); }
};

// Word frequencies are Zipfian: a few thousand forms make most of a collection,
// and a cached (implicitly shared) stem costs no allocation and no Snowball run.
constexpr std::size_t kStemCacheLimit = 200'000;
// Word forms (before case folding) remembered by tokenHashes(); more forms than
// this and the table starts over, so a huge collection cannot grow it unbounded.
constexpr std::size_t kFormCacheLimit = 1'000'000;
// How many words ahead tokenHashes() asks for a form's slot: enough to overlap
// the misses, few enough not to exceed what the CPU keeps in flight.
constexpr std::size_t kFormPrefetchDistance = 32;

struct Preprocessor::Private
{
    UBreakIterator *breaker = nullptr;
    const UNormalizer2 *nfkcCaseFold = nullptr;
    sb_stemmer *stemmer = nullptr;
    QChar::Script stemScript = QChar::Script_Latin;
    std::u16string normBuffer; // reused: no allocation per word for ICU output
    std::string utf8Buffer;
    std::unordered_map<std::u16string, QString, ViewHash, std::equal_to<>> stemCache;

    // What a word form becomes: the hash of its token, or 0 when it is dropped (a
    // stopword, or nothing left after normalisation). A token hashing to 0 itself
    // is stored as 1, as unlikely to matter as any other 64-bit collision. One
    // 16-byte slot per form keeps the table small enough to stay in cache.
    HashKeyedMap<std::uint64_t> forms{4096};
    std::string wordBuffer; // an ASCII word, lower-cased
    // What tokens() makes of each word form, found the same way as `forms`: the
    // token, or an empty string for a dropped word. A repeated word then costs
    // neither normalising nor an allocation (the token is implicitly shared).
    HashKeyedMap<QString> tokenForms{4096};
    // The words of the text tokens() reads, with their keys, before the look-ups.
    struct TextWord
    {
        std::uint64_t key;
        qsizetype begin;
        qsizetype end;
    };
    std::vector<TextWord> textWords;

    // A word of the ASCII path between finding it and looking it up.
    struct AsciiWord
    {
        std::uint64_t key;
        std::uint32_t begin;
        std::uint32_t length;
    };
    // The words of the text at hand. Two passes, the keys of all words first
    // and then the look-ups, each word's cache slot prefetched a fixed distance
    // ahead: most words of a large vocabulary miss the CPU cache, and one miss
    // at a time was half of the whole preprocessing; prefetching a whole text's
    // words at once rather overran the CPU's outstanding misses and stalled on
    // them (1.6x slower on a busy host).
    std::vector<AsciiWord> asciiWords;
    // The word lists (this and textWords) keep their memory from text to text, except after
    // a text of more than a million words (a document of 32 MB has about five
    // million): a long-lived preprocessor, such as the service's, then lets go.
    void releaseLargeWordLists()
    {
        constexpr std::size_t kKeptWords = std::size_t(1) << 20;
        if (asciiWords.capacity() > kKeptWords)
            std::vector<AsciiWord>().swap(asciiWords);
        if (textWords.capacity() > kKeptWords)
            std::vector<TextWord>().swap(textWords);
    }

    std::uint64_t &form(std::uint64_t key, bool *fresh)
    {
        if (forms.size() >= kFormCacheLimit)
            forms.clear();
        return forms.insert(key, fresh);
    }
    static std::uint64_t formValue(const QString &token)
    {
        if (token.isEmpty())
            return 0;
        const std::uint64_t hash = hashToken(token);
        return hash == 0 ? 1 : hash;
    }

    ~Private()
    {
        if (breaker)
            ubrk_close(breaker);
        if (stemmer)
            sb_stemmer_delete(stemmer);
    }

    QString normalize(QStringView word);
    QString stem(const QString &word);
    std::uint64_t asciiFormValue(std::string_view word, const PreprocessOptions &options);
    // The word's bytes, lower-cased when `fold` says so (in wordBuffer).
    std::string_view foldedWord(std::string_view text, const AsciiWord &word, bool fold);
    // The first pass: asciiWords with their keys; false, stopping, at a byte
    // beyond ASCII.
    bool keyAsciiWords(std::string_view utf8, bool fold);
    std::uint64_t longWordKey(std::string_view text, const AsciiWord &word, bool fold);
    // The second: the hashes of asciiWords' tokens into out (room for one per
    // word); returns how many.
    std::size_t lookUpAsciiWords(std::string_view utf8, const PreprocessOptions &options, std::uint64_t *out);
};

QString Preprocessor::Private::normalize(QStringView word)
{
    if (isAscii(word)) {
        // NFKC_Casefold leaves ASCII as it is except for upper case letters.
        QString out(word.size(), Qt::Uninitialized);
        QChar *dst = out.data();
        for (qsizetype i = 0; i < word.size(); ++i) {
            const char16_t c = word[i].unicode();
            dst[i] = QChar(c >= u'A' && c <= u'Z' ? char16_t(c + 32) : c);
        }
        return out;
    }
    if (!nfkcCaseFold)
        return word.toString().toCaseFolded();
    if (normBuffer.size() < std::size_t(word.size()) * 2 + 8)
        normBuffer.resize(std::size_t(word.size()) * 2 + 8);
    UErrorCode status = U_ZERO_ERROR;
    int32_t len = unorm2_normalize(nfkcCaseFold, reinterpret_cast<const UChar *>(word.utf16()), int32_t(word.size()),
                                   normBuffer.data(), int32_t(normBuffer.size()), &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) {
        normBuffer.resize(std::size_t(len) + 8);
        status = U_ZERO_ERROR;
        len = unorm2_normalize(nfkcCaseFold, reinterpret_cast<const UChar *>(word.utf16()), int32_t(word.size()),
                               normBuffer.data(), int32_t(normBuffer.size()), &status);
    }
    if (U_FAILURE(status))
        return word.toString().toCaseFolded();
    QString out(reinterpret_cast<const QChar *>(normBuffer.data()), len);
    // cp1252 and word processors write "don’t"; NFKC keeps U+2019, so the same
    // word would otherwise give two tokens depending on the editor.
    out.replace(QChar(0x2019), u'\'');
    return out;
}

QString Preprocessor::Private::stem(const QString &word)
{
    // Only words of the stemmer's script: digits and other alphabets pass.
    bool ofScript = false;
    for (qsizetype i = 0; i < word.size(); ++i) {
        char32_t cp = word[i].unicode();
        if (word[i].isHighSurrogate() && i + 1 < word.size())
            cp = QChar::surrogateToUcs4(word[i], word[i + 1]);
        if (QChar::isLetter(cp)) {
            ofScript = QChar::script(cp) == stemScript;
            break;
        }
    }
    if (!ofScript)
        return word;

    if (isAscii(word)) {
        utf8Buffer.resize(std::size_t(word.size()));
        for (qsizetype i = 0; i < word.size(); ++i)
            utf8Buffer[std::size_t(i)] = char(word[i].unicode());
    } else {
        const QByteArray utf8 = word.toUtf8();
        utf8Buffer.assign(utf8.constData(), std::size_t(utf8.size()));
    }
    const sb_symbol *stemmed =
        sb_stemmer_stem(stemmer, reinterpret_cast<const sb_symbol *>(utf8Buffer.data()), int(utf8Buffer.size()));
    if (!stemmed)
        return word; // out of memory inside libstemmer: the word unstemmed is still right
    const int len = sb_stemmer_length(stemmer);
    if (std::size_t(len) == utf8Buffer.size() && std::memcmp(stemmed, utf8Buffer.data(), len) == 0)
        return word;
    return QString::fromUtf8(reinterpret_cast<const char *>(stemmed), len);
}

// What normalizeWord() and formValue() make of an ASCII word, already lower-cased
// when options.normalize says so, without building a QString: the byte path meets
// each form once (its own cache is the form table), so neither the stem cache nor
// an allocation per form earns its cost there.
std::uint64_t Preprocessor::Private::asciiFormValue(std::string_view word, const PreprocessOptions &options)
{
    if (word.empty())
        return 0;
    char lowered[64];
    if (options.removeStopwords) {
        // The lists are matched case-insensitively whatever the options (see normalizeWord).
        std::string_view folded = word;
        if (!options.normalize && word.size() <= sizeof lowered) {
            for (std::size_t i = 0; i < word.size(); ++i)
                lowered[i] = (word[i] >= 'A' && word[i] <= 'Z') ? char(word[i] + 32) : word[i];
            folded = std::string_view(lowered, word.size());
        }
        if (folded.size() <= sizeof lowered && stopwords().asciiWords.contains(std::string(folded)))
            return 0;
    }
    std::string_view token = word;
    // An English (Latin-script) stemmer stems a word with a letter; digits and
    // other scripts' stemmers leave ASCII as it is, as stem() decides.
    const bool hasLetter =
        std::any_of(word.begin(), word.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); });
    if (options.stem && stemmer && stemScript == QChar::Script_Latin && hasLetter) {
        const sb_symbol *stemmed =
            sb_stemmer_stem(stemmer, reinterpret_cast<const sb_symbol *>(word.data()), int(word.size()));
        if (stemmed)
            token = std::string_view(reinterpret_cast<const char *>(stemmed), std::size_t(sb_stemmer_length(stemmer)));
    }
    if (token.empty())
        return 0;
    // hashToken() reads UTF-16 code units: the bytes widened.
    std::u16string &wide = normBuffer;
    wide.assign(token.begin(), token.end());
    const std::uint64_t hash = hashToken(QStringView(wide.data(), qsizetype(wide.size())));
    return hash == 0 ? 1 : hash;
}

Preprocessor::Preprocessor(PreprocessOptions options)
    : m_options(std::move(options))
    , d(std::make_unique<Private>())
{
    d->breaker = openWordBreaker();
    UErrorCode status = U_ZERO_ERROR;
    d->nfkcCaseFold = unorm2_getNFKCCasefoldInstance(&status);
    if (U_FAILURE(status)) {
        qCWarning(lcText) << "ICU NFKC_Casefold unavailable:" << u_errorName(status);
        d->nfkcCaseFold = nullptr;
    }
    if (m_options.stem) {
        const QByteArray lang = m_options.stemLanguage.toLower().toUtf8();
        d->stemmer = sb_stemmer_new(lang.constData(), "UTF_8");
        if (!d->stemmer)
            qCWarning(lcText) << "no Snowball stemmer for" << m_options.stemLanguage;
        d->stemScript = stemmerScript(m_options.stemLanguage);
    }
    if (m_options.removeStopwords)
        stopwords(); // load once here rather than inside the first worker's loop
}

Preprocessor::~Preprocessor() = default;

bool Preprocessor::hasStemmer() const
{
    return d->stemmer != nullptr;
}

QString Preprocessor::normalizeWord(QStringView word) const
{
    QString token = m_options.normalize ? d->normalize(word) : word.toString();
    if (token.isEmpty())
        return token; // e.g. a lone soft hyphen, which NFKC_Casefold removes
    if (m_options.removeStopwords) {
        // Without normalisation the lists are still matched case-insensitively:
        // "The" is a stopword whatever the other options say.
        const bool stop = m_options.normalize ? isStopword(token) : isStopword(d->normalize(token));
        if (stop)
            return {};
    }
    if (m_options.stem && d->stemmer) {
        const std::u16string_view key = toView(token);
        if (const auto it = d->stemCache.find(key); it != d->stemCache.end())
            return it->second;
        if (d->stemCache.size() >= kStemCacheLimit)
            d->stemCache.clear();
        QString stemmed = d->stem(token);
        d->stemCache.emplace(std::u16string(key), stemmed);
        return stemmed;
    }
    return token;
}

void Preprocessor::tokenHashes(QStringView text, std::vector<std::uint64_t> &out) const
{
    if (!d->breaker)
        return;
    out.reserve(out.size() + std::size_t(text.size() / 6));
    auto onWord = [&](qsizetype b, qsizetype e) {
        const QStringView word = text.sliced(b, e - b);
        bool fresh = false;
        std::uint64_t &form = d->form(hashToken(word), &fresh);
        if (fresh)
            form = Private::formValue(normalizeWord(word));
        if (form != 0)
            out.push_back(form);
    };
    forEachSegment(d->breaker, text, onWord);
}

namespace {

// Sets bit 5 of every byte in 'A'..'Z' of eight ASCII bytes at once: no byte is
// above 0x7F, so with the top bit set the subtractions cannot borrow across bytes.
inline std::uint64_t lowerAsciiBytes(std::uint64_t bytes)
{
    constexpr std::uint64_t top = 0x8080808080808080ull;
    const std::uint64_t atLeastA = (bytes | top) - 0x4141414141414141ull;
    const std::uint64_t beyondZ = (bytes | top) - 0x5B5B5B5B5B5B5B5Bull;
    return bytes | ((atLeastA & ~beyondZ & top) >> 2);
}

// Cache key of a word of at most 16 bytes, given as its first eight bytes and the
// rest (zero-padded): XXH3's step for 9 to 16 bytes, one 128-bit product folded.
// Each constant has bytes above 0x7F, so neither factor can be 0 for ASCII bytes;
// the fold's low bits, which index the table, depend on every byte.
__extension__ using Unsigned128 = unsigned __int128; // GCC and Clang: one MUL instruction on x86-64
inline std::uint64_t shortWordKey(std::uint64_t low, std::uint64_t high, std::uint64_t length)
{
    const Unsigned128 product = Unsigned128(low ^ 0x9E3779B97F4A7C15ull) * (high ^ length ^ 0xC2B2AE3D27D4EB4Full);
    return std::uint64_t(product) ^ std::uint64_t(product >> 64);
}

// kWordByteMasks[n]: the masks of the low and the high eight bytes that keep the
// first n (<= 16) bytes of sixteen read little-endian.
constexpr auto kWordByteMasks = [] {
    std::array<std::array<std::uint64_t, 2>, 17> masks{};
    for (std::size_t n = 0; n <= 16; ++n) {
        for (std::size_t byte = 0; byte < n; ++byte)
            masks[n][byte / 8] |= 0xFFull << (8 * (byte % 8));
    }
    return masks;
}();

// The bytes of a word of `length` <= 16 from `p`, as shortWordKey() takes them;
// `readable` bytes from p may be read.
inline std::pair<std::uint64_t, std::uint64_t> shortWordHalves(const char *p, std::size_t length, std::size_t readable)
{
    std::uint64_t halves[2] = {0, 0};
    if (std::endian::native != std::endian::little || readable < 16) {
        std::memcpy(halves, p, length);
        return {halves[0], halves[1]};
    }
    std::memcpy(halves, p, 16);
    // Keep the word's own bytes, the low ones of each half. The masks come from a
    // table: lengths either side of 8 are equally common, so a branch on the
    // length mispredicted every other word.
    return {halves[0] & kWordByteMasks[length][0], halves[1] & kWordByteMasks[length][1]};
}

} // namespace

std::string_view Preprocessor::Private::foldedWord(std::string_view text, const AsciiWord &word, bool fold)
{
    wordBuffer.assign(text.data() + word.begin, word.length);
    if (fold) {
        for (char &c : wordBuffer)
            c = (c >= 'A' && c <= 'Z') ? char(c + 32) : c;
    }
    return wordBuffer;
}

// Out of line: XXH3 inlined for any length would make the per-word loop of
// keyAsciiWords() too large to inline its body, a call per word, for the few
// words longer than 16 bytes.
__attribute__((noinline)) std::uint64_t Preprocessor::Private::longWordKey(std::string_view text, const AsciiWord &word,
                                                                           bool fold)
{
    const std::string_view folded = foldedWord(text, word, fold);
    return XXH3_64bits(folded.data(), folded.size());
}

bool Preprocessor::Private::keyAsciiWords(std::string_view utf8, bool fold)
{
    // NFKC case folding of ASCII is lower-casing, so folding first makes "The"
    // and "the" one cache entry; without normalisation the case is kept.
    const char *text = utf8.data();
    const qsizetype size = qsizetype(utf8.size());
    asciiWords.clear();
    return forEachAsciiWord(
        utf8, [&](qsizetype b, qsizetype e) __attribute__((always_inline)) {
            const qsizetype length = e - b;
            const AsciiWord word{0, std::uint32_t(b), std::uint32_t(length)};
            std::uint64_t key;
            if (length <= 16) {
                auto [low, high] = shortWordHalves(text + b, std::size_t(length), std::size_t(size - b));
                if (fold) {
                    low = lowerAsciiBytes(low);
                    high = lowerAsciiBytes(high);
                }
                key = shortWordKey(low, high, std::uint64_t(length));
            } else {
                key = longWordKey(utf8, word, fold);
            }
            asciiWords.push_back({key, word.begin, word.length});
        });
}

std::size_t Preprocessor::Private::lookUpAsciiWords(std::string_view utf8, const PreprocessOptions &options,
                                                    std::uint64_t *out)
{
    std::uint64_t *next = out;
    for (std::size_t w = 0; w < asciiWords.size(); ++w) {
        const AsciiWord &word = asciiWords[w];
        if (w + kFormPrefetchDistance < asciiWords.size())
            forms.prefetch(asciiWords[w + kFormPrefetchDistance].key);
        bool fresh = false;
        std::uint64_t &value = form(word.key, &fresh);
        if (fresh)
            value = asciiFormValue(foldedWord(utf8, word, options.normalize), options);
        *next = value;
        next += value != 0; // a dropped word's slot is written over by the next
    }
    return std::size_t(next - out);
}

void Preprocessor::tokenHashes(std::string_view utf8, std::vector<std::uint64_t> &out) const
{
    if (!d->breaker)
        return;
    if (!d->keyAsciiWords(utf8, m_options.normalize)) {
        tokenHashes(QString::fromUtf8(utf8.data(), qsizetype(utf8.size())), out);
        return;
    }
    const std::size_t before = out.size();
    out.resize(before + d->asciiWords.size());
    out.resize(before + d->lookUpAsciiWords(utf8, m_options, out.data() + before));
    d->releaseLargeWordLists();
}

std::optional<std::size_t> Preprocessor::asciiTokenHashes(std::string_view utf8, std::span<std::uint64_t> out) const
{
    if (!d->breaker)
        return 0;
    if (!d->keyAsciiWords(utf8, m_options.normalize))
        return std::nullopt;
    if (out.size() < d->asciiWords.size())
        throw std::length_error("Preprocessor::asciiTokenHashes: room for fewer hashes than asciiTokenBound()");
    const std::size_t kept = d->lookUpAsciiWords(utf8, m_options, out.data());
    d->releaseLargeWordLists();
    return kept;
}

QStringList Preprocessor::tokens(QStringView text) const
{
    return tokens(text, nullptr);
}

QStringList Preprocessor::tokens(QStringView text, std::vector<WordSpan> *spans) const
{
    QStringList out;
    if (spans)
        spans->clear();
    if (!d->breaker)
        return out;
    // The table starts over between texts only, so that a text's look-ups ahead
    // stay valid while it is read; a text adds at most its own words' forms.
    if (d->tokenForms.size() >= kFormCacheLimit)
        d->tokenForms.clear();
    std::vector<Private::TextWord> &words = d->textWords;
    words.clear();
    forEachSegment(d->breaker, text, [&](qsizetype b, qsizetype e) {
        words.push_back({hashToken(text.sliced(b, e - b)), b, e});
    });
    out.reserve(qsizetype(words.size()));
    // Two cache misses a word for a large vocabulary, each asked for ahead: the
    // form's slot, then the shared string whose reference count the copy into
    // the list raises (waiting for that count was a third of the time).
    constexpr std::size_t kStringAhead = kFormPrefetchDistance / 4;
    for (std::size_t w = 0; w < words.size(); ++w) {
        if (w + kFormPrefetchDistance < words.size())
            d->tokenForms.prefetch(words[w + kFormPrefetchDistance].key);
        if (w + kStringAhead < words.size()) {
            // The header holding the count (the table's strings are its own).
            if (const QString *ahead = d->tokenForms.find(words[w + kStringAhead].key))
                __builtin_prefetch(const_cast<QString *>(ahead)->data_ptr().d_ptr(), 1);
        }
        const Private::TextWord &word = words[w];
        bool fresh = false;
        QString &token = d->tokenForms.insert(word.key, &fresh);
        if (fresh)
            token = normalizeWord(text.sliced(word.begin, word.end - word.begin));
        if (token.isEmpty())
            continue;
        out.append(token);
        if (spans)
            spans->push_back({word.begin, word.end});
    }
    d->releaseLargeWordLists();
    return out;
}

} // namespace nd::text
