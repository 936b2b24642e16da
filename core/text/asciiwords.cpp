#include "text/asciiwords.h"

#include <cstring>

#ifdef ND_X86_DISPATCH
#include <immintrin.h>
#endif

namespace nd::text {

bool isAsciiText(QStringView text)
{
    // Four UTF-16 units at a time, as the bytes below (a unit at a time was a
    // percent of a service check: every checked text is tested first).
    const char16_t *s = reinterpret_cast<const char16_t *>(text.utf16());
    const std::size_t n = std::size_t(text.size());
    std::uint64_t any = 0;
    std::size_t i = 0;
    for (; i + 4 <= n; i += 4) {
        std::uint64_t units;
        std::memcpy(&units, s + i, 8);
        any |= units;
    }
    for (; i < n; ++i)
        any |= s[i];
    return (any & 0xff80ff80ff80ff80ull) == 0;
}

bool isAsciiText(std::string_view text)
{
    // Eight bytes at a time: the loop the compiler vectorises.
    std::uint64_t any = 0;
    std::size_t i = 0;
    for (; i + 8 <= text.size(); i += 8) {
        std::uint64_t word;
        std::memcpy(&word, text.data() + i, 8);
        any |= word;
    }
    for (; i < text.size(); ++i)
        any |= static_cast<unsigned char>(text[i]);
    return (any & 0x8080808080808080ull) == 0;
}

#ifdef ND_X86_DISPATCH
namespace detail {

AsciiBlockMasks asciiBlockMasksAvx512(const unsigned char *p)
{
    // (No lambdas here: they would not inherit the function's target.)
    const __m512i v = _mm512_loadu_si512(p);
    // c in [low, low + count) <=> c - low < count, compared unsigned.
    const __m512i lowered = _mm512_or_si512(v, _mm512_set1_epi8(0x20));
    const __mmask64 joinsLetters =
        _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('.')) | _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('\''));
    AsciiBlockMasks masks;
    masks.letter = _mm512_cmplt_epu8_mask(_mm512_sub_epi8(lowered, _mm512_set1_epi8('a')), _mm512_set1_epi8(26))
        | _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('@'));
    masks.digit = _mm512_cmplt_epu8_mask(_mm512_sub_epi8(v, _mm512_set1_epi8('0')), _mm512_set1_epi8(10));
    masks.underscore = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('_'));
    masks.joinsLetters = joinsLetters;
    masks.joinsDigits = joinsLetters | _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8(','))
        | _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8(';'));
    masks.beyondAscii = _mm512_movepi8_mask(v);
    return masks;
}

} // namespace detail
#endif

} // namespace nd::text
