#include "compare/worddiff.h"

#include "text/preprocessor.h"

#include <dtl/dtl.hpp>

#include <algorithm>
#include <string>
#include <vector>

namespace nd::compare {

namespace {

// dtl wants a random-access sequence of comparable elements; words become
// std::u16string so no Qt type needs dtl's operator requirements.
std::vector<std::u16string> toSequence(const QStringList &words)
{
    std::vector<std::u16string> sequence;
    sequence.reserve(std::size_t(words.size()));
    for (const QString &w : words)
        sequence.emplace_back(reinterpret_cast<const char16_t *>(w.utf16()), std::size_t(w.size()));
    return sequence;
}

} // namespace

QList<WordRange> diffWords(const QStringList &wordsA, const QStringList &wordsB)
{
    const auto a = toSequence(wordsA);
    const auto b = toSequence(wordsB);
    // deletesFirst: a replaced word reads "old, then new", as in every diff viewer.
    dtl::Diff<std::u16string> diff(a, b, true);
    diff.compose();

    QList<WordRange> ranges;
    qsizetype i = 0; // next word of A
    qsizetype j = 0; // next word of B
    for (const auto &[word, info] : diff.getSes().getSequence()) {
        Q_UNUSED(word);
        WordRange::Kind kind = WordRange::Common;
        if (info.type == dtl::SES_DELETE)
            kind = WordRange::Deleted;
        else if (info.type == dtl::SES_ADD)
            kind = WordRange::Inserted;
        if (ranges.isEmpty() || ranges.last().kind != kind)
            ranges.append({kind, i, i, j, j});
        WordRange &r = ranges.last();
        if (kind != WordRange::Inserted)
            r.endA = ++i;
        if (kind != WordRange::Deleted)
            r.endB = ++j;
    }
    return ranges;
}

QList<WordRange> diffTexts(QStringView a, QStringView b)
{
    const auto spansA = text::segmentWords(a);
    const auto spansB = text::segmentWords(b);
    auto words = [](QStringView t, const std::vector<text::WordSpan> &spans) {
        QStringList list;
        list.reserve(qsizetype(spans.size()));
        for (const auto &s : spans)
            list.append(t.sliced(s.begin, s.end - s.begin).toString().toCaseFolded());
        return list;
    };
    QList<WordRange> ranges = diffWords(words(a, spansA), words(b, spansB));
    // An empty side sits where the other side's words would go: at the next word.
    auto offsets = [](const std::vector<text::WordSpan> &spans, qsizetype first, qsizetype end, qsizetype textSize,
                      qsizetype *begin, qsizetype *stop) {
        if (first < end) {
            *begin = spans[std::size_t(first)].begin;
            *stop = spans[std::size_t(end - 1)].end;
        } else {
            *begin = *stop = first < qsizetype(spans.size()) ? spans[std::size_t(first)].begin : textSize;
        }
    };
    for (WordRange &r : ranges) {
        offsets(spansA, r.firstA, r.endA, a.size(), &r.beginA, &r.endOffsetA);
        offsets(spansB, r.firstB, r.endB, b.size(), &r.beginB, &r.endOffsetB);
    }
    return ranges;
}

void changedWords(QStringView textA, QStringView textB, const QList<MatchedPassage> &passages,
                  QList<QPair<qsizetype, qsizetype>> *changedA, QList<QPair<qsizetype, qsizetype>> *changedB)
{
    changedA->clear();
    changedB->clear();
    for (const MatchedPassage &p : passages) {
        if (p.editedWords == 0 || p.endA > textA.size() || p.endB > textB.size())
            continue;
        const auto ranges =
            diffTexts(textA.sliced(p.beginA, p.endA - p.beginA), textB.sliced(p.beginB, p.endB - p.beginB));
        for (const WordRange &r : ranges) {
            if (r.kind == WordRange::Deleted)
                changedA->append({p.beginA + r.beginA, p.beginA + r.endOffsetA});
            else if (r.kind == WordRange::Inserted)
                changedB->append({p.beginB + r.beginB, p.beginB + r.endOffsetB});
        }
    }
    std::sort(changedA->begin(), changedA->end());
    std::sort(changedB->begin(), changedB->end());
}

} // namespace nd::compare
