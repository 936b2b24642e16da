#pragma once

#include <QPlainTextEdit>

namespace nd::ui {

// A read-only, word-wrapped text pane with a line-number gutter (numbers count
// the text's lines, not the wrapped screen lines).
class TextPane : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit TextPane(QWidget *parent = nullptr);

    int gutterWidth() const;
    void paintGutter(QPaintEvent *event);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateGutterWidth();
    void updateGutter(const QRect &rect, int dy);

    QWidget *m_gutter;
};

} // namespace nd::ui
