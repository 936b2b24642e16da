#pragma once

#include <QColor>
#include <QList>
#include <QPair>
#include <QString>

class QTextDocument;

namespace nd::ui {

// Lays one document's text into a QTextDocument with its shared passages
// highlighted and numbered: one pass, one edit block, so a 20,000-word text with
// hundreds of passages is a single layout rather than one per highlight.
class PassageRenderer
{
public:
    struct Span
    {
        qsizetype begin = 0; // in the original text
        qsizetype end = 0;
        int number = 0;
    };
    struct Placed
    {
        int begin = 0; // in the laid-out document: the marker's start
        int end = 0;   // the passage's end
        int number = 0;
    };

    explicit PassageRenderer(bool dark)
        : m_dark(dark)
    { }

    // Spans need not be sorted; overlapping ones are skipped. `changed` are
    // sorted word spans (original offsets) that differ in the other document.
    // `excluded` (sorted, non-overlapping) is text left out of the score: it is
    // greyed and italic, never hidden, so the reader still sees what was left out.
    // `foldStarts` (sorted offsets of line starts) each get an empty block of
    // their own just before them, for TextPane's fold markers; their block
    // numbers go to *markerBlocks.
    QList<Placed> render(QTextDocument *document, const QString &text, QList<Span> spans,
                         const QList<QPair<qsizetype, qsizetype>> &changed,
                         const QList<QPair<qsizetype, qsizetype>> &excluded = {},
                         const QList<qsizetype> &foldStarts = {}, QList<int> *markerBlocks = nullptr) const;

    // Two alternating families, so neighbouring passages stay apart.
    QColor passageColour(int number) const;
    QColor markerColour(int number) const;
    // Dark text on the light markers of a dark theme, white on the dark ones of
    // a light theme: both at least 4.5:1 (WCAG AA), as tst_passagecolours checks.
    QColor markerTextColour() const;
    QColor changedColour() const;
    QColor excludedColour() const;

private:
    bool m_dark;
};

} // namespace nd::ui
