#include "ui/results/overviewstrip.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace nd::ui {

OverviewStrip::OverviewStrip(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"overviewStrip"_s);
    setAccessibleName(tr("Overview of the document"));
    setToolTip(tr("Where the shared passages lie in the whole document; click to go there"));
    setCursor(Qt::PointingHandCursor);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
}

void OverviewStrip::setMarks(int documentLength, const QList<Mark> &marks)
{
    m_length = std::max(documentLength, 0);
    m_marks = marks;
    update();
}

void OverviewStrip::setVisibleRange(double top, double bottom)
{
    m_top = std::clamp(top, 0.0, 1.0);
    m_bottom = std::clamp(bottom, m_top, 1.0);
    update();
}

int OverviewStrip::positionAt(int y) const
{
    if (m_length == 0 || height() <= 0)
        return 0;
    const double fraction = std::clamp(double(y) / double(height()), 0.0, 1.0);
    return std::min(int(std::lround(fraction * m_length)), m_length);
}

void OverviewStrip::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::AlternateBase));
    if (m_length > 0) {
        const double scale = double(height()) / double(m_length);
        for (const Mark &m : m_marks) {
            // At least two pixels, so a short passage in a long document still shows.
            const int y = int(m.begin * scale);
            const int h = std::max(2, int(std::ceil((m.end - m.begin) * scale)));
            painter.fillRect(QRect(2, y, width() - 4, h), m.colour);
        }
    }
    if (m_bottom > m_top) {
        painter.setPen(palette().color(QPalette::Text));
        painter.drawRect(QRectF(0.5, m_top * height(), width() - 1.0, (m_bottom - m_top) * height() - 1.0));
    }
}

void OverviewStrip::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        Q_EMIT positionRequested(positionAt(int(event->position().y())));
}

void OverviewStrip::mouseMoveEvent(QMouseEvent *event)
{
    // Dragging scrubs through the document.
    if (event->buttons() & Qt::LeftButton)
        Q_EMIT positionRequested(positionAt(int(event->position().y())));
}

} // namespace nd::ui
