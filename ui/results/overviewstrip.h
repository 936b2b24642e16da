#pragma once

#include <QColor>
#include <QList>
#include <QWidget>

namespace nd::ui {

// A thin bar beside a pane standing for its whole document: matched passages
// are marked at their relative positions and the visible part is outlined, so
// the spread of the copying is seen at a glance. A click asks for that place.
class OverviewStrip : public QWidget
{
    Q_OBJECT

public:
    struct Mark
    {
        int begin = 0; // document positions
        int end = 0;
        QColor colour;
    };

    explicit OverviewStrip(QWidget *parent = nullptr);

    void setMarks(int documentLength, const QList<Mark> &marks);
    const QList<Mark> &marks() const { return m_marks; }
    // The visible part as fractions of the document's height.
    void setVisibleRange(double top, double bottom);
    // The document position a click at y would ask for.
    int positionAt(int y) const;

    QSize sizeHint() const override { return {14, 100}; }
    QSize minimumSizeHint() const override { return {10, 20}; }

Q_SIGNALS:
    void positionRequested(int position);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    int m_length = 0;
    QList<Mark> m_marks;
    double m_top = 0;
    double m_bottom = 0;
};

} // namespace nd::ui
