#include "text/asciiwords.h"

#include <cstring>

namespace nd::text {

bool isAsciiText(QStringView text)
{
    const char16_t *s = reinterpret_cast<const char16_t *>(text.utf16());
    char16_t any = 0;
    for (qsizetype i = 0; i < text.size(); ++i)
        any |= s[i];
    return any < 0x80;
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

} // namespace nd::text
