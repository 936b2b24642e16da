#pragma once

#include <QPlainTextEdit>

namespace nd::ui {

// A read-only, word-wrapped text pane with a line-number gutter (numbers count
// the text's lines, not the wrapped screen lines) and folds: a long stretch
// of lines can stand folded behind a one-line marker ("… 143 lines without
// matches — click to expand"). A marker is an empty block of its own, so the
// numbers in the gutter skip it and stay the text's real line numbers; the
// folded lines are hidden blocks, still in the document (find sees them).
// A click on a marker, Enter or Space on it, or the caret landing inside the
// folded lines (a find hit, a jump) unfolds it.
class TextPane : public QPlainTextEdit
{
    Q_OBJECT

public:
    struct Fold
    {
        int markerBlock = 0; // the marker's block; the folded lines follow it
        int lines = 0;
        bool folded = true;
    };

    explicit TextPane(QWidget *parent = nullptr);

    int gutterWidth() const;
    void paintGutter(QPaintEvent *event);

    // For a freshly filled document: its marker blocks, empty, sorted; every
    // fold starts folded. Set an empty list before refilling the document.
    void setFolds(const QList<Fold> &folds);
    const QList<Fold> &folds() const { return m_folds; }
    int foldedCount() const;
    // The fold whose marker or folded lines hold block `blockNumber` (-1: none).
    int foldOfBlock(int blockNumber) const;
    void unfold(int index);
    void unfoldAll();
    // Whether block `blockNumber` is a fold marker; the text's line number
    // (1-based) of a block, 0 for a marker.
    bool isMarker(int blockNumber) const;
    int lineNumber(int blockNumber) const;
    // The marker's text, e.g. "… 143 lines without matches — click to expand".
    static QString markerText(int lines);
    // First and last document positions on screen.
    QPair<int, int> visiblePositions() const;

Q_SIGNALS:
    void foldsChanged();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void updateGutterWidth();
    void updateGutter(const QRect &rect, int dy);
    void setFoldVisible(const Fold &fold, bool folded);
    void unfoldAtCaret();

    QWidget *m_gutter;
    QList<Fold> m_folds;
};

} // namespace nd::ui
