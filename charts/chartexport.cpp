#include "charts/chartexport.h"

#include "base/namespacetr.h"
#include "eval/curvecsv.h"
#include "charts/chartpalette.h"
#include "charts/qcustomplotinclude.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

using namespace Qt::StringLiterals;

namespace nd::charts::chartexport {

namespace {

ND_NAMESPACE_TR("nd::charts::chartexport")

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

bool checkSize(int width, int height, QString *error)
{
    // 20000 px keeps a 4-byte-per-pixel image well under QImage's allocation limit.
    if (width <= 0 || height <= 0 || width > 20000 || height > 20000)
        return fail(error, tr("The image size %1 x %2 is not between 1 and 20000 pixels.").arg(width).arg(height));
    return true;
}

// The plot drawn black on white while a file is rendered, then back in the
// palette it had (its own or the inherited one): a figure goes to a paper or a
// report on a white page, whatever the theme of the desktop that exported it.
// The charts recolour themselves on the palette change.
class PaperLook
{
public:
    explicit PaperLook(QCustomPlot *plot)
        : m_plot(plot)
        , m_own(plot->testAttribute(Qt::WA_SetPalette))
        , m_palette(plot->palette())
    {
        m_plot->setPalette(paperPalette(m_palette));
    }
    ~PaperLook() { m_plot->setPalette(m_own ? m_palette : QPalette()); }
    PaperLook(const PaperLook &) = delete;
    PaperLook &operator=(const PaperLook &) = delete;

private:
    QCustomPlot *m_plot;
    bool m_own;
    QPalette m_palette;
};

// Renders the plot as vectors on a painter device of width x height.
void paintVector(QCustomPlot *plot, QPaintDevice *device, int width, int height)
{
    const PaperLook paper(plot);
    QCPPainter painter;
    painter.begin(device);
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    painter.setMode(QCPPainter::pmNonCosmetic);
    plot->toPainter(&painter, width, height);
    painter.end();
}

} // namespace

bool saveBytes(const QByteArray &bytes, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(error, tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    if (file.write(bytes) != bytes.size() || !file.commit())
        return fail(error, tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    return true;
}

namespace {

// A vector format (PDF, SVG): `render` draws the chart through a painter device
// it opens on the buffer; the bytes are saved to path, or `failure` is the error
// when nothing was drawn.
template<typename Render>
bool saveVector(const QString &path, int width, int height, QString *error, const QString &failure, Render &&render)
{
    if (!checkSize(width, height, error))
        return false;
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        render(buffer);
    }
    if (bytes.isEmpty())
        return fail(error, failure);
    return saveBytes(bytes, path, error);
}

} // namespace

bool savePng(QCustomPlot *plot, const QString &path, int width, int height, double scale, QString *error)
{
    if (!checkSize(width, height, error))
        return false;
    if (!(scale > 0.0) || width * scale > 20000 || height * scale > 20000)
        return fail(error, tr("The scale %1 is out of range.").arg(scale));
    const PaperLook paper(plot);
    const QImage image = plot->toPixmap(width, height, scale).toImage();
    if (image.isNull())
        return fail(error, tr("The chart could not be rendered."));
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        return fail(error, tr("The chart could not be encoded as PNG."));
    return saveBytes(bytes, path, error);
}

bool savePdf(QCustomPlot *plot, const QString &path, int width, int height, QString *error)
{
    return saveVector(path, width, height, error, tr("The chart could not be rendered as PDF."), [&](QBuffer &buffer) {
        QPdfWriter writer(&buffer);
        writer.setCreator(QCoreApplication::applicationName());
        writer.setTitle(QFileInfo(path).completeBaseName());
        // One point per pixel: the page is exactly the chart, no margins.
        writer.setResolution(72);
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setPageSize(QPageSize(QSizeF(width, height), QPageSize::Point));
        paintVector(plot, &writer, width, height);
    });
}

bool saveSvg(QCustomPlot *plot, const QString &path, int width, int height, QString *error)
{
    return saveVector(path, width, height, error, tr("The chart could not be rendered as SVG."), [&](QBuffer &buffer) {
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(QSize(width, height));
        generator.setViewBox(QRect(0, 0, width, height));
        generator.setTitle(QFileInfo(path).completeBaseName());
        paintVector(plot, &generator, width, height);
    });
}

bool saveBySuffix(QCustomPlot *plot, const QString &path, int width, int height, QString *error, double scale)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == "png"_L1)
        return savePng(plot, path, width, height, scale, error);
    if (suffix == "pdf"_L1)
        return savePdf(plot, path, width, height, error);
    if (suffix == "svg"_L1)
        return saveSvg(plot, path, width, height, error);
    return fail(error, tr("Unknown chart format \"%1\": use .png, .pdf or .svg.").arg(suffix));
}

bool saveCurveCsv(const QList<eval::OperatingPoint> &curve, const QString &path, QString *error,
                  const QStringList &comment)
{
    return saveBytes(eval::curveToCsv(curve, comment), path, error);
}

} // namespace nd::charts::chartexport
