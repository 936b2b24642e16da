#include "charts/figureexport.h"

#include "charts/figurechart.h"
#include "charts/chartexport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace nd::charts {

namespace {

QString tr(const char *text)
{
    // The context lupdate gives a free function of this namespace, so the .ts entries are found.
    return QCoreApplication::translate("nd::charts", text);
}

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

bool commit(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return fail(error, tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    return true;
}

QByteArray number(double value)
{
    return QByteArray::number(value, 'g', 17); // round-trips a double exactly
}

// RFC 4180 quoting for names that may hold commas or quotes.
QByteArray field(const QString &text)
{
    QByteArray bytes = text.toUtf8();
    if (bytes.contains(',') || bytes.contains('"') || bytes.contains('\n') || bytes.contains('\r'))
        bytes = '"' + bytes.replace('"', "\"\"") + '"';
    return bytes;
}

QByteArray csvOf(const experiments::Figure &figure)
{
    QByteArray bytes;
    if (!figure.title.isEmpty())
        bytes += "# " + figure.title.toUtf8().replace('\n', ' ') + '\n';
    using Kind = experiments::Figure::Kind;
    if (figure.kind == Kind::Heatmap) {
        bytes += "x,y,z\n";
        const qsizetype columns = figure.heatmapX.size();
        for (qsizetype r = 0; r < figure.heatmapY.size(); ++r)
            for (qsizetype c = 0; c < columns; ++c) {
                const qsizetype i = r * columns + c;
                if (i < figure.heatmapZ.size())
                    bytes += number(figure.heatmapX.at(c)) + ',' + number(figure.heatmapY.at(r)) + ','
                        + number(figure.heatmapZ.at(i)) + '\n';
            }
        return bytes;
    }
    const bool bars = figure.kind == Kind::Bars;
    bytes += bars ? "series,category,x,y\n" : "series,x,y\n";
    for (const experiments::Series &s : figure.series) {
        const qsizetype n = std::min(s.x.size(), s.y.size());
        for (qsizetype i = 0; i < n; ++i) {
            bytes += field(s.name) + ',';
            if (bars) {
                const qsizetype category = qsizetype(s.x.at(i));
                bytes += field(category >= 0 && category < figure.xCategories.size() ? figure.xCategories.at(category)
                                                                                     : QString())
                    + ',';
            }
            bytes += number(s.x.at(i)) + ',' + number(s.y.at(i)) + '\n';
        }
    }
    return bytes;
}

} // namespace

bool saveFigure(const experiments::Figure &figure, const QString &path, QSize size, double scale, QString *error)
{
    FigureChart chart;
    chart.setPrintStyle(true);
    chart.setFigure(figure);
    chart.resize(size);
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == "png"_L1)
        return chartexport::savePng(&chart, path, size.width(), size.height(), scale, error);
    if (suffix == "pdf"_L1)
        return chartexport::savePdf(&chart, path, size.width(), size.height(), error);
    if (suffix == "svg"_L1)
        return chartexport::saveSvg(&chart, path, size.width(), size.height(), error);
    return fail(error, tr("Unknown chart format \"%1\": use .png, .pdf or .svg.").arg(suffix));
}

bool saveFigureData(const experiments::Figure &figure, const QString &csvPath, const QString &jsonPath, QString *error)
{
    if (!csvPath.isEmpty() && !commit(csvPath, csvOf(figure), error))
        return false;
    if (!jsonPath.isEmpty()
        && !commit(jsonPath, QJsonDocument(figure.parameters).toJson(QJsonDocument::Indented), error))
        return false;
    return true;
}

} // namespace nd::charts
