#include "charts/figureexport.h"

#include "charts/figurechart.h"
#include "charts/chartexport.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace nd::charts {

namespace {

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
    return chartexport::saveBySuffix(&chart, path, size.width(), size.height(), error, scale);
}

bool saveFigureData(const experiments::Figure &figure, const QString &csvPath, const QString &jsonPath, QString *error)
{
    if (!csvPath.isEmpty() && !chartexport::saveBytes(csvOf(figure), csvPath, error))
        return false;
    if (!jsonPath.isEmpty()
        && !chartexport::saveBytes(QJsonDocument(figure.parameters).toJson(QJsonDocument::Indented), jsonPath, error))
        return false;
    return true;
}

} // namespace nd::charts
