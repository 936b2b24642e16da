#pragma once

// The word segments of ICU's word break iterator, opened here rather than taken
// from text::segmentWords(), which scans ASCII text without ICU: the tests that
// check that scan need ICU's own answer to compare it with.

#include <QStringView>

#include <unicode/ubrk.h>

#include <memory>
#include <utility>
#include <vector>

namespace nd::test {

inline std::vector<std::pair<qsizetype, qsizetype>> icuWordSpans(QStringView text)
{
    std::vector<std::pair<qsizetype, qsizetype>> spans;
    if (text.isEmpty())
        return spans;
    UErrorCode status = U_ZERO_ERROR;
    // Root locale and word statuses at or above UBRK_WORD_NONE_LIMIT, as segmentWords().
    const std::unique_ptr<UBreakIterator, void (*)(UBreakIterator *)> breaker(
        ubrk_open(UBRK_WORD, "", reinterpret_cast<const UChar *>(text.utf16()), int32_t(text.size()), &status),
        ubrk_close);
    if (U_FAILURE(status))
        return spans;
    int32_t begin = ubrk_first(breaker.get());
    for (int32_t end = ubrk_next(breaker.get()); end != UBRK_DONE; begin = end, end = ubrk_next(breaker.get())) {
        if (ubrk_getRuleStatus(breaker.get()) >= UBRK_WORD_NONE_LIMIT)
            spans.emplace_back(begin, end);
    }
    return spans;
}

} // namespace nd::test
