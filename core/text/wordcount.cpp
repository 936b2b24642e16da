#include "text/wordcount.h"

#include "text/asciiwords.h"

#include <QLoggingCategory>

#include <unicode/ubrk.h>

#include <memory>

namespace nd::text {

namespace {

Q_LOGGING_CATEGORY(lcWordCount, "neardup.text.wordcount")

struct BreakIteratorCloser
{
    void operator()(UBreakIterator *bi) const { ubrk_close(bi); }
};

// Opening a word break iterator loads its rules; one per thread is kept for
// the life of the thread (the import's pool threads count thousands of texts).
UBreakIterator *threadWordBreaker()
{
    thread_local const std::unique_ptr<UBreakIterator, BreakIteratorCloser> breaker = [] {
        UErrorCode status = U_ZERO_ERROR;
        // Root locale, as segmentWords(): CJK dictionaries do not depend on it.
        UBreakIterator *bi = ubrk_open(UBRK_WORD, "", nullptr, 0, &status);
        if (U_FAILURE(status)) {
            qCWarning(lcWordCount) << "ICU word break iterator unavailable:" << u_errorName(status);
            return std::unique_ptr<UBreakIterator, BreakIteratorCloser>();
        }
        return std::unique_ptr<UBreakIterator, BreakIteratorCloser>(bi);
    }();
    return breaker.get();
}

qsizetype countIcuWords(QStringView text)
{
    UBreakIterator *bi = threadWordBreaker();
    if (!bi || text.isEmpty())
        return 0;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(bi, reinterpret_cast<const UChar *>(text.utf16()), int32_t(text.size()), &status);
    if (U_FAILURE(status))
        return 0;
    qsizetype words = 0;
    ubrk_first(bi);
    while (ubrk_next(bi) != UBRK_DONE) {
        // Statuses below UBRK_WORD_NONE_LIMIT are spaces and punctuation.
        if (ubrk_getRuleStatus(bi) >= UBRK_WORD_NONE_LIMIT)
            ++words;
    }
    // Keep no pointer into a text that is about to go away.
    ubrk_setText(bi, nullptr, 0, &status);
    return words;
}

qsizetype countAsciiWords(QStringView text)
{
    qsizetype words = 0;
    forEachAsciiWord(text, [&](qsizetype, qsizetype) { ++words; });
    return words;
}

// Tab, line feed, vertical tab, form feed, carriage return and space: each is a
// word boundary on both sides except inside a run of them (CR LF, space space),
// and a cut is only made after such a run, before a character that cannot
// attach to it (an ASCII one: no Extend, Format or ZWJ is ASCII).
bool isAsciiSpace(char16_t c)
{
    return c == u' ' || (c >= u'\t' && c <= u'\r');
}

} // namespace

qsizetype countWords(QStringView text)
{
    if (isAsciiText(text))
        return countAsciiWords(text);
    const char16_t *s = reinterpret_cast<const char16_t *>(text.utf16());
    const qsizetype n = text.size();
    qsizetype words = 0;
    qsizetype icuBegin = -1; // start of the pending run of pieces with non-ASCII text
    qsizetype pieceBegin = 0;
    bool pieceAscii = true;
    for (qsizetype i = 0; i <= n; ++i) {
        const bool cut = i == n || (i > pieceBegin && s[i] < 0x80 && !isAsciiSpace(s[i]) && isAsciiSpace(s[i - 1]));
        if (cut) {
            if (pieceAscii) {
                if (icuBegin >= 0) {
                    words += countIcuWords(text.sliced(icuBegin, pieceBegin - icuBegin));
                    icuBegin = -1;
                }
                words += countAsciiWords(text.sliced(pieceBegin, i - pieceBegin));
            } else if (icuBegin < 0) {
                icuBegin = pieceBegin;
            }
            pieceBegin = i;
            pieceAscii = true;
        }
        if (i < n && s[i] >= 0x80)
            pieceAscii = false;
    }
    if (icuBegin >= 0)
        words += countIcuWords(text.sliced(icuBegin, n - icuBegin));
    return words;
}

} // namespace nd::text
