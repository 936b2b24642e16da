#include "ui/results/passagerenderer.h"

#include <QCoreApplication>
#include <QFont>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>

namespace nd::ui {

QColor PassageRenderer::passageColour(int number) const
{
    if (number % 2 == 1)
        return m_dark ? QColor(0x5C, 0x4B, 0x12) : QColor(0xFF, 0xE8, 0xA3);
    return m_dark ? QColor(0x1D, 0x47, 0x60) : QColor(0xC9, 0xE7, 0xF8);
}

QColor PassageRenderer::markerColour(int number) const
{
    if (number % 2 == 1)
        return m_dark ? QColor(0xE8, 0xB9, 0x31) : QColor(0x8A, 0x5A, 0x00);
    return m_dark ? QColor(0x6C, 0xB6, 0xE6) : QColor(0x0B, 0x4F, 0x7A);
}

QColor PassageRenderer::markerTextColour() const
{
    return m_dark ? QColor(0x1B, 0x1E, 0x20) : QColor(Qt::white);
}

QColor PassageRenderer::changedColour() const
{
    return m_dark ? QColor(0xFF, 0xB3, 0xAD) : QColor(0xC0, 0x1C, 0x28);
}

QColor PassageRenderer::excludedColour() const
{
    return m_dark ? QColor(0x80, 0x80, 0x80) : QColor(0x8C, 0x8C, 0x8C);
}

namespace {

// Inserts text[from, to) in `format`, greying the parts inside excluded ranges.
void insertPiece(QTextCursor &cursor, const QString &text, qsizetype from, qsizetype to, const QTextCharFormat &format,
                 const QList<QPair<qsizetype, qsizetype>> &excluded, const QColor &grey)
{
    auto range = std::lower_bound(excluded.cbegin(), excluded.cend(), from,
                                  [](const QPair<qsizetype, qsizetype> &r, qsizetype at) { return r.second <= at; });
    while (from < to) {
        if (range == excluded.cend() || range->first >= to) {
            cursor.insertText(text.mid(from, to - from), format);
            return;
        }
        if (range->first > from) {
            cursor.insertText(text.mid(from, range->first - from), format);
            from = range->first;
        }
        const qsizetype end = std::min(range->second, to);
        QTextCharFormat greyed = format;
        greyed.setForeground(grey);
        greyed.setFontItalic(true);
        greyed.setToolTip(QCoreApplication::translate("nd::ui::PairView", "Excluded from the score"));
        cursor.insertText(text.mid(from, end - from), greyed);
        from = end;
        if (range->second <= to)
            ++range;
    }
}

} // namespace

QList<PassageRenderer::Placed> PassageRenderer::render(QTextDocument *document, const QString &text, QList<Span> spans,
                                                       const QList<QPair<qsizetype, qsizetype>> &changed,
                                                       const QList<QPair<qsizetype, qsizetype>> &excluded,
                                                       const QList<qsizetype> &foldStarts,
                                                       QList<int> *markerBlocks) const
{
    const QColor grey = excludedColour();
    auto nextFold = foldStarts.cbegin();
    if (markerBlocks)
        markerBlocks->clear();
    const auto insert = [&](QTextCursor &cursor, qsizetype from, qsizetype to, const QTextCharFormat &format) {
        for (; nextFold != foldStarts.cend() && *nextFold < to; ++nextFold) {
            if (*nextFold < from)
                continue; // inside a passage: cannot happen for unmatched stretches
            insertPiece(cursor, text, from, *nextFold, format, excluded, grey);
            // At a line start the cursor begins an empty block: it becomes the marker.
            cursor.insertBlock();
            if (markerBlocks)
                markerBlocks->append(cursor.blockNumber() - 1);
            from = *nextFold;
        }
        insertPiece(cursor, text, from, to, format, excluded, grey);
    };
    std::sort(spans.begin(), spans.end(), [](const Span &x, const Span &y) { return x.begin < y.begin; });
    QList<Placed> placed;
    placed.reserve(spans.size());
    document->setUndoRedoEnabled(false);
    document->clear();
    QTextCursor cursor(document);
    cursor.beginEditBlock();
    const QTextCharFormat plain;
    qsizetype position = 0;
    auto nextChanged = changed.cbegin();
    for (const Span &span : spans) {
        if (span.begin < position || span.end > text.size())
            continue; // cannot happen with matchPassages; never corrupt the view
        insert(cursor, position, span.begin, plain);
        const int begin = cursor.position();
        const QString tip = QCoreApplication::translate("nd::ui::PairView", "Shared passage %1").arg(span.number);
        QTextCharFormat marker;
        marker.setFontWeight(QFont::Bold);
        marker.setBackground(markerColour(span.number));
        marker.setForeground(markerTextColour());
        marker.setToolTip(tip);
        cursor.insertText(QStringLiteral("[%1]").arg(span.number), marker);
        QTextCharFormat shared;
        shared.setBackground(passageColour(span.number));
        shared.setToolTip(tip);
        // Words that differ inside a near passage: coloured and wave-underlined,
        // so the difference shows without colour vision too.
        QTextCharFormat differs = shared;
        differs.setForeground(changedColour());
        differs.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        differs.setUnderlineColor(changedColour());
        differs.setToolTip(
            QCoreApplication::translate("nd::ui::PairView", "Shared passage %1: differs in the other document")
                .arg(span.number));
        qsizetype inside = span.begin;
        while (nextChanged != changed.cend() && nextChanged->first < span.end) {
            if (nextChanged->first >= inside && nextChanged->second <= span.end) {
                insert(cursor, inside, nextChanged->first, shared);
                insert(cursor, nextChanged->first, nextChanged->second, differs);
                inside = nextChanged->second;
            }
            ++nextChanged;
        }
        insert(cursor, inside, span.end, shared);
        placed.append({begin, cursor.position(), span.number});
        position = span.end;
    }
    insert(cursor, position, text.size(), plain);
    cursor.endEditBlock();
    return placed;
}

} // namespace nd::ui
