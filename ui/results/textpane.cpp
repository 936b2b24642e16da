#include "ui/results/textpane.h"

#include "ui/results/numerus.h"

#include <QAbstractTextDocumentLayout>
#include <QKeyEvent>
#include <QPainter>
#include <QTextBlock>
#include <QTextLayout>

#include <algorithm>

namespace nd::ui {

namespace {

class Gutter : public QWidget
{
public:
    explicit Gutter(TextPane *pane)
        : QWidget(pane)
        , m_pane(pane)
    { }
    QSize sizeHint() const override { return {m_pane->gutterWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent *event) override { m_pane->paintGutter(event); }

private:
    TextPane *m_pane;
};

} // namespace

TextPane::TextPane(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_gutter(new Gutter(this))
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    // Keyboard users can still move a caret through the text to read and select.
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    connect(this, &QPlainTextEdit::blockCountChanged, this, &TextPane::updateGutterWidth);
    connect(this, &QPlainTextEdit::updateRequest, this, &TextPane::updateGutter);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, &TextPane::unfoldAtCaret);
    updateGutterWidth();
}

int TextPane::gutterWidth() const
{
    int digits = 1;
    for (int n = std::max(1, blockCount()); n >= 10; n /= 10)
        ++digits;
    return 8 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * std::max(digits, 2);
}

void TextPane::updateGutterWidth()
{
    setViewportMargins(gutterWidth(), 0, 0, 0);
}

void TextPane::updateGutter(const QRect &rect, int dy)
{
    if (dy != 0)
        m_gutter->scroll(0, dy);
    else
        m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
}

void TextPane::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect cr = contentsRect();
    m_gutter->setGeometry(QRect(cr.left(), cr.top(), gutterWidth(), cr.height()));
}

void TextPane::paintGutter(QPaintEvent *event)
{
    QPainter painter(m_gutter);
    const QPalette pal = palette();
    painter.fillRect(event->rect(), pal.color(QPalette::AlternateBase));
    painter.setPen(pal.color(QPalette::PlaceholderText));
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    int bottom = top + qRound(blockBoundingRect(block).height());
    const int lineHeight = fontMetrics().height();
    while (block.isValid() && top <= event->rect().bottom()) {
        const int line = lineNumber(block.blockNumber());
        if (block.isVisible() && bottom >= event->rect().top() && line > 0) {
            painter.drawText(0, top, m_gutter->width() - 4, lineHeight, Qt::AlignRight, QString::number(line));
        }
        block = block.next();
        top = bottom;
        bottom = top + qRound(blockBoundingRect(block).height());
    }
}

QString TextPane::markerText(int lines)
{
    return numerus(tr("… %n line(s) without matches — click to expand", nullptr, lines), lines);
}

void TextPane::paintEvent(QPaintEvent *event)
{
    QPlainTextEdit::paintEvent(event);
    if (m_folds.isEmpty())
        return;
    QPainter painter(viewport());
    const QPalette pal = palette();
    const QPointF offset = contentOffset();
    for (const Fold &fold : std::as_const(m_folds)) {
        if (!fold.folded)
            continue;
        const QTextBlock block = document()->findBlockByNumber(fold.markerBlock);
        const QRectF rect = blockBoundingGeometry(block).translated(offset);
        if (rect.bottom() < event->rect().top() || rect.top() > event->rect().bottom())
            continue;
        const QRectF box = rect.adjusted(2, 1, -2, -1);
        painter.setPen(pal.color(QPalette::Mid));
        painter.setBrush(pal.color(QPalette::AlternateBase));
        painter.drawRoundedRect(box, 3, 3);
        painter.setPen(hasFocus() && textCursor().blockNumber() == fold.markerBlock ? pal.color(QPalette::Highlight)
                                                                                    : pal.color(QPalette::Text));
        const QRectF textBox = box.adjusted(6, 0, -6, 0);
        painter.drawText(textBox, Qt::AlignLeft | Qt::AlignVCenter,
                         fontMetrics().elidedText(markerText(fold.lines), Qt::ElideRight, int(textBox.width())));
    }
}

void TextPane::setFolds(const QList<Fold> &folds)
{
    m_folds = folds;
    for (Fold &fold : m_folds) {
        fold.folded = true;
        setFoldVisible(fold, true);
    }
    viewport()->update();
    m_gutter->update();
    Q_EMIT foldsChanged();
}

void TextPane::setFoldVisible(const Fold &fold, bool folded)
{
    // Folded: the marker shows, the lines hide; unfolded the other way round.
    QTextBlock block = document()->findBlockByNumber(fold.markerBlock);
    if (!block.isValid())
        return;
    const int begin = block.position();
    block.setVisible(folded);
    block.setLineCount(folded ? 1 : 0);
    int end = begin + block.length();
    block = block.next();
    for (int i = 0; i < fold.lines && block.isValid(); ++i, block = block.next()) {
        block.setVisible(!folded);
        block.setLineCount(folded ? 0 : std::max(1, block.layout()->lineCount()));
        end = block.position() + block.length();
    }
    document()->markContentsDirty(begin, end - begin);
    // The plain-text layout sums the blocks' line counts into its size only
    // when told; the scrollbars (and centerCursor) need the new size now.
    QAbstractTextDocumentLayout *layout = document()->documentLayout();
    Q_EMIT layout->documentSizeChanged(layout->documentSize());
}

int TextPane::foldedCount() const
{
    return int(std::count_if(m_folds.cbegin(), m_folds.cend(), [](const Fold &f) { return f.folded; }));
}

int TextPane::foldOfBlock(int blockNumber) const
{
    const auto it = std::upper_bound(m_folds.cbegin(), m_folds.cend(), blockNumber,
                                     [](int n, const Fold &f) { return n < f.markerBlock; });
    if (it == m_folds.cbegin())
        return -1;
    const auto fold = std::prev(it);
    return blockNumber <= fold->markerBlock + fold->lines ? int(fold - m_folds.cbegin()) : -1;
}

bool TextPane::isMarker(int blockNumber) const
{
    const int index = foldOfBlock(blockNumber);
    return index >= 0 && m_folds.at(index).markerBlock == blockNumber;
}

int TextPane::lineNumber(int blockNumber) const
{
    if (isMarker(blockNumber))
        return 0;
    // Every marker before this block is one block that is not a line.
    const auto markers = std::lower_bound(m_folds.cbegin(), m_folds.cend(), blockNumber,
                                          [](const Fold &f, int n) { return f.markerBlock < n; });
    return blockNumber - int(markers - m_folds.cbegin()) + 1;
}

void TextPane::unfold(int index)
{
    if (index < 0 || index >= m_folds.size() || !m_folds.at(index).folded)
        return;
    m_folds[index].folded = false;
    setFoldVisible(m_folds.at(index), false);
    viewport()->update();
    m_gutter->update();
    Q_EMIT foldsChanged();
}

void TextPane::unfoldAll()
{
    for (int i = 0; i < m_folds.size(); ++i)
        unfold(i);
}

void TextPane::unfoldAtCaret()
{
    // A find hit or a jump into folded lines shows them.
    const int block = textCursor().blockNumber();
    const int index = foldOfBlock(block);
    if (index >= 0 && m_folds.at(index).folded && m_folds.at(index).markerBlock != block)
        unfold(index);
    else if (!m_folds.isEmpty())
        viewport()->update(); // the focused marker is drawn highlighted
}

void TextPane::mousePressEvent(QMouseEvent *event)
{
    const int block = cursorForPosition(event->position().toPoint()).blockNumber();
    const int index = foldOfBlock(block);
    if (event->button() == Qt::LeftButton && index >= 0 && m_folds.at(index).markerBlock == block
        && m_folds.at(index).folded) {
        unfold(index);
        event->accept();
        return;
    }
    QPlainTextEdit::mousePressEvent(event);
}

void TextPane::keyPressEvent(QKeyEvent *event)
{
    const int block = textCursor().blockNumber();
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space)
        && isMarker(block)) {
        unfold(foldOfBlock(block));
        event->accept();
        return;
    }
    QPlainTextEdit::keyPressEvent(event);
}

QPair<int, int> TextPane::visiblePositions() const
{
    const QTextBlock first = firstVisibleBlock();
    const QRect area = viewport()->rect();
    const int last = cursorForPosition(area.bottomRight()).position();
    return {first.isValid() ? first.position() : 0, std::max(last, first.isValid() ? first.position() : 0)};
}

} // namespace nd::ui
