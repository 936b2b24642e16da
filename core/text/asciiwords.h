#pragma once

#include <QStringView>

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

namespace detail {

enum class AsciiClass : unsigned char { Other, Letter, Digit, Underscore, MidLetter, MidNum, MidNumLet };

inline AsciiClass asciiClass(char16_t c)
{
    // ICU counts "@" as a letter (so that e-mail addresses stay one word).
    if ((c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'@')
        return AsciiClass::Letter;
    if (c >= u'0' && c <= u'9')
        return AsciiClass::Digit;
    switch (c) {
    case u'_':
        return AsciiClass::Underscore;
    case u'.':
    case u'\'':
        return AsciiClass::MidNumLet;
    case u',':
    case u';':
        return AsciiClass::MidNum;
    default:
        return AsciiClass::Other;
    }
}

} // namespace detail

template<typename F>
void forEachAsciiWord(QStringView text, F &&f)
{
    using detail::AsciiClass;
    const qsizetype n = text.size();
    const char16_t *s = reinterpret_cast<const char16_t *>(text.utf16());
    qsizetype i = 0;
    while (i < n) {
        const AsciiClass first = detail::asciiClass(s[i]);
        if (first != AsciiClass::Letter && first != AsciiClass::Digit && first != AsciiClass::Underscore) {
            ++i;
            continue;
        }
        bool letterOrDigit = first != AsciiClass::Underscore;
        AsciiClass previous = first;
        qsizetype j = i + 1;
        while (j < n) {
            const AsciiClass c = detail::asciiClass(s[j]);
            if (c == AsciiClass::Letter || c == AsciiClass::Digit || c == AsciiClass::Underscore) {
                letterOrDigit = letterOrDigit || c != AsciiClass::Underscore;
                previous = c;
                ++j;
                continue;
            }
            if (j + 1 < n && (c == AsciiClass::MidNumLet || c == AsciiClass::MidLetter || c == AsciiClass::MidNum)) {
                const AsciiClass next = detail::asciiClass(s[j + 1]);
                const bool letters = previous == AsciiClass::Letter && next == AsciiClass::Letter
                    && c != AsciiClass::MidNum;
                const bool digits = previous == AsciiClass::Digit && next == AsciiClass::Digit
                    && c != AsciiClass::MidLetter;
                if (letters || digits) {
                    previous = next;
                    j += 2;
                    continue;
                }
            }
            break;
        }
        if (letterOrDigit || j - i >= 2)
            f(qsizetype(i), qsizetype(j));
        i = j;
    }
}

} // namespace nd::text
