#pragma once

#include "base/cpufeatures.h"

#include <QStringView>

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace nd::text {

// True when every code unit of `text` is ASCII.
bool isAsciiText(QStringView text);

// The word segments ICU's word break iterator reports as words (rule status at
// least UBRK_WORD_NONE_LIMIT) for a text of ASCII only, found by the Unicode word
// boundary rules (UAX #29) restricted to ASCII: letters and digits join (WB5,
// WB8-10), "_" joins them (WB13a/b), an apostrophe or "." joins two letters
// (WB6/7: "don't", "e.g"; ICU leaves ":" out and counts "@" as a letter), an apostrophe, "." "," or ";" joins
// two digits (WB11/12: "3.14", "1,000"). A lone "_" is not a word, "__" is. About
// ten times faster than the break iterator; tests compare the two.
// Calls f(begin, end) for each word, in order.
template<typename F>
void forEachAsciiWord(QStringView text, F &&f);

// The same on the bytes of a UTF-8 text, checking as it goes that they are all
// ASCII (below 0x80): false when one is not, and then the words reported so far
// are to be dropped (the text needs the break iterator). Checking here saves a
// pass over every text.
template<typename F>
bool forEachAsciiWord(std::string_view text, F &&f);

// True when every byte of `text` is ASCII (below 0x80).
bool isAsciiText(std::string_view text);

namespace detail {

enum class AsciiClass : unsigned char { Other, Letter, Digit, Underscore, MidLetter, MidNum, MidNumLet };

// The class of every ASCII character, one look-up per character in the word loop.
constexpr auto asciiClasses = [] {
    std::array<AsciiClass, 128> classes{};
    for (int c = 0; c < 128; ++c) {
        // ICU counts "@" as a letter (so that e-mail addresses stay one word).
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '@')
            classes[c] = AsciiClass::Letter;
        else if (c >= '0' && c <= '9')
            classes[c] = AsciiClass::Digit;
        else if (c == '_')
            classes[c] = AsciiClass::Underscore;
        else if (c == '.' || c == '\'')
            classes[c] = AsciiClass::MidNumLet;
        else if (c == ',' || c == ';')
            classes[c] = AsciiClass::MidNum;
    }
    return classes;
}();

// Defined for every code unit: anything beyond ASCII is Other.
inline AsciiClass asciiClass(char16_t c)
{
    return c < 128 ? asciiClasses[c] : AsciiClass::Other;
}

inline bool isWordClass(AsciiClass c)
{
    return c == AsciiClass::Letter || c == AsciiClass::Digit || c == AsciiClass::Underscore;
}

// The end of the segment starting at s[i], a letter, digit or "_"; *isWord
// says whether ICU counts it as a word.
template<typename Char>
qsizetype segmentEnd(const Char *s, qsizetype i, qsizetype n, bool *isWord)
{
    const AsciiClass first = asciiClass(char16_t(s[i]));
    bool letterOrDigit = first != AsciiClass::Underscore;
    AsciiClass previous = first;
    qsizetype j = i + 1;
    while (j < n) {
        const AsciiClass c = asciiClass(char16_t(s[j]));
        if (isWordClass(c)) {
            letterOrDigit = letterOrDigit || c != AsciiClass::Underscore;
            previous = c;
            ++j;
            continue;
        }
        if (j + 1 < n && (c == AsciiClass::MidNumLet || c == AsciiClass::MidLetter || c == AsciiClass::MidNum)) {
            const AsciiClass next = asciiClass(char16_t(s[j + 1]));
            const bool letters =
                previous == AsciiClass::Letter && next == AsciiClass::Letter && c != AsciiClass::MidNum;
            const bool digits =
                previous == AsciiClass::Digit && next == AsciiClass::Digit && c != AsciiClass::MidLetter;
            if (letters || digits) {
                previous = next;
                j += 2;
                continue;
            }
        }
        break;
    }
    *isWord = letterOrDigit || j - i >= 2;
    return j;
}

template<typename Char, typename F>
void forEachAsciiWordByCharacter(const Char *s, qsizetype n, F &&f)
{
    qsizetype i = 0;
    while (i < n) {
        if (!isWordClass(asciiClass(char16_t(s[i])))) {
            ++i;
            continue;
        }
        bool isWord = false;
        const qsizetype j = segmentEnd(s, i, n, &isWord);
        if (isWord)
            f(qsizetype(i), qsizetype(j));
        i = j;
    }
}

#if defined(__SSE2__)
// The classes of 64 bytes at once, bit k of each mask for byte k.
struct AsciiBlockMasks
{
    std::uint64_t letter = 0; // letters and "@"
    std::uint64_t digit = 0;
    std::uint64_t underscore = 0;
    std::uint64_t joinsLetters = 0; // "." and "'" (MidNumLet)
    std::uint64_t joinsDigits = 0;  // "." "'" "," ";" (MidNumLet, MidNum)
    std::uint64_t beyondAscii = 0;  // bytes above 0x7F
};

// `p` must have 64 readable bytes.
inline AsciiBlockMasks asciiBlockMasks(const unsigned char *p)
{
    // c in [low, low + count) <=> c + (128 - low) < -128 + count, compared signed.
    auto inRange = [](__m128i x, char low, int count) {
        return _mm_cmplt_epi8(_mm_add_epi8(x, _mm_set1_epi8(char(128 - low))), _mm_set1_epi8(char(-128 + count)));
    };
    auto is = [](__m128i x, char c) { return _mm_cmpeq_epi8(x, _mm_set1_epi8(c)); };
    auto bits = [](__m128i m, int chunk) { return std::uint64_t(unsigned(_mm_movemask_epi8(m))) << (16 * chunk); };
    AsciiBlockMasks masks;
    for (int chunk = 0; chunk < 4; ++chunk) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16 * chunk));
        const __m128i midNumLet = _mm_or_si128(is(v, '.'), is(v, '\''));
        masks.letter |= bits(_mm_or_si128(inRange(_mm_or_si128(v, _mm_set1_epi8(0x20)), 'a', 26), is(v, '@')), chunk);
        masks.digit |= bits(inRange(v, '0', 10), chunk);
        masks.underscore |= bits(is(v, '_'), chunk);
        masks.joinsLetters |= bits(midNumLet, chunk);
        masks.joinsDigits |= bits(_mm_or_si128(midNumLet, _mm_or_si128(is(v, ','), is(v, ';'))), chunk);
        masks.beyondAscii |= bits(v, chunk);
    }
    return masks;
}

using AsciiBlockMaskFn = AsciiBlockMasks (*)(const unsigned char *);

#ifdef ND_X86_DISPATCH
// asciiBlockMasks() with AVX-512BW: one load and a compare into a mask register
// per class instead of four 16-byte rounds (for processors that have it; see
// cpu::hasAvx512bw()).
__attribute__((target("avx512bw"))) AsciiBlockMasks asciiBlockMasksAvx512(const unsigned char *p);
#endif

// 64 UTF-16 units from p as bytes: a unit above 0x7F stays above it (saturated),
// so the masks still say the block is not ASCII.
inline void narrowUnits(const char16_t *p, unsigned char *bytes)
{
    for (int chunk = 0; chunk < 4; ++chunk) {
        const auto *units = reinterpret_cast<const __m128i *>(p + 16 * chunk);
        const __m128i low = _mm_loadu_si128(units), high = _mm_loadu_si128(units + 1);
        // packus reads the units as signed: one from 0x8000 would become 0, so the
        // sign bit is folded into bit 7 first (any unit above 0x7F keeps a bit above it).
        const __m128i lowFolded = _mm_or_si128(_mm_and_si128(low, _mm_set1_epi16(0x7fff)), _mm_srli_epi16(low, 8));
        const __m128i highFolded = _mm_or_si128(_mm_and_si128(high, _mm_set1_epi16(0x7fff)), _mm_srli_epi16(high, 8));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(bytes + 16 * chunk), _mm_packus_epi16(lowFolded, highFolded));
    }
}

// Text, 64 characters at a time, as bit masks: a joiner between two letters
// ("don't") or two digits ("3.14") becomes a word character, and then every run
// of word characters is a word but a lone "_". Words are read off the masks with
// bit scans, so the branches are per block rather than per character or per word
// end, which mispredicted once a word and were most of the preprocessing. Bytes
// are read in place; UTF-16 units are narrowed to bytes a block at a time.
// False, stopping there, at a block holding a character above 0x7F.
template<AsciiBlockMaskFn blockMasks = asciiBlockMasks, typename Char, typename F>
bool forEachAsciiWordIn(const Char *s, qsizetype n, F &&f)
{
    static_assert(std::is_same_v<Char, unsigned char> || std::is_same_v<Char, char16_t>);
    if (n <= 0)
        return true;
    auto masksAt = [s, n](qsizetype base) {
        unsigned char bytes[64] = {}; // beyond the text: bytes of no class
        if constexpr (std::is_same_v<Char, unsigned char>) {
            if (base + 64 <= n)
                return blockMasks(s + base);
            std::memcpy(bytes, s + base, std::size_t(n - base));
        } else {
            if (base + 64 <= n) {
                narrowUnits(s + base, bytes);
            } else {
                char16_t units[64] = {};
                std::memcpy(units, s + base, std::size_t(n - base) * sizeof(char16_t));
                narrowUnits(units, bytes);
            }
        }
        return blockMasks(bytes);
    };
    // Inlined with the caller's f: else a call per word (see Preprocessor's key pass).
    auto emit = [&](qsizetype begin, qsizetype end) __attribute__((always_inline))
    {
        if (s[begin] == '_' && end - begin == 1)
            return; // ICU: a lone "_" is not a word, "__" or "_a" is
        f(begin, end);
    };
    AsciiBlockMasks current = masksAt(0);
    std::uint64_t lastLetter = 0, lastDigit = 0, lastWord = 0; // bit 0: the previous block's last byte
    qsizetype start = -1;                                      // of a word still open
    for (qsizetype base = 0; base < n; base += 64) {
        if (current.beyondAscii != 0)
            return false;
        const AsciiBlockMasks next = base + 64 < n ? masksAt(base + 64) : AsciiBlockMasks{};
        const std::uint64_t letterBefore = current.letter << 1 | lastLetter;
        const std::uint64_t letterAfter = current.letter >> 1 | next.letter << 63;
        const std::uint64_t digitBefore = current.digit << 1 | lastDigit;
        const std::uint64_t digitAfter = current.digit >> 1 | next.digit << 63;
        const std::uint64_t word = current.letter | current.digit | current.underscore
            | (current.joinsLetters & letterBefore & letterAfter) | (current.joinsDigits & digitBefore & digitAfter);
        const std::uint64_t wordBefore = word << 1 | lastWord;
        std::uint64_t starts = word & ~wordBefore;
        std::uint64_t ends = ~word & wordBefore;
        for (;;) {
            if (start >= 0) {
                if (ends == 0)
                    break;
                emit(start, base + std::countr_zero(ends));
                ends &= ends - 1;
                start = -1;
            }
            if (starts == 0)
                break;
            start = base + std::countr_zero(starts);
            starts &= starts - 1;
        }
        lastLetter = current.letter >> 63;
        lastDigit = current.digit >> 63;
        lastWord = word >> 63;
        current = next;
    }
    if (start >= 0)
        emit(start, n);
    return true;
}
#endif

} // namespace detail

template<typename F>
void forEachAsciiWord(QStringView text, F &&f)
{
    const auto *units = reinterpret_cast<const char16_t *>(text.utf16());
#if defined(__SSE2__)
    // Blocks pay from a block's length on; a short piece (countWords() cuts mixed
    // text into words) is scanned a character at a time.
    if (text.size() >= 64) {
        detail::forEachAsciiWordIn<detail::asciiBlockMasks>(units, text.size(), f);
        return;
    }
#endif
    detail::forEachAsciiWordByCharacter(units, text.size(), f);
}

template<typename F>
bool forEachAsciiWord(std::string_view text, F &&f)
{
    const auto *bytes = reinterpret_cast<const unsigned char *>(text.data());
#if defined(__SSE2__)
#ifdef ND_X86_DISPATCH
    if (cpu::hasAvx512bw())
        return detail::forEachAsciiWordIn<detail::asciiBlockMasksAvx512>(bytes, qsizetype(text.size()), f);
#endif
    return detail::forEachAsciiWordIn<detail::asciiBlockMasks>(bytes, qsizetype(text.size()), f);
#else
    if (!isAsciiText(text))
        return false;
    detail::forEachAsciiWordByCharacter(bytes, qsizetype(text.size()), f);
    return true;
#endif
}

} // namespace nd::text
