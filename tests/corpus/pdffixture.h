#pragma once

// PDFs made with Qt's own writer (QtGui: tests that include this link Qt6::Gui
// and run offscreen). One QStringList entry per page.

#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QStringList>

namespace nd::test {

inline void writePdf(const QString &path, const QStringList &pages, bool textLayer = true)
{
    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setResolution(72);
    QPainter painter(&writer);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(11);
    painter.setFont(font);
    for (qsizetype i = 0; i < pages.size(); ++i) {
        if (i > 0)
            writer.newPage();
        const QRect area(50, 50, 480, 700);
        if (textLayer)
            painter.drawText(area, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, pages.at(i));
        else
            painter.fillRect(area, Qt::gray); // what a scan without OCR amounts to: no text objects
    }
}

} // namespace nd::test
