#include "cli/output.h"

#include "cli/drawing.h"
#include "cli/cli.h"
#include "eval/curvecsv.h"
#include "experiments/figure.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::cli {

void printJson(QTextStream &out, const QJsonObject &object)
{
    out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
    out.flush();
}

JobControl::ProgressFn printPhases(Context &context)
{
    return [&context, last = QString()](qint64 done, qint64 total, const QString &phase) mutable {
        if (phase != last && !context.json)
            context.err << phase << " (" << done << '/' << total << ")" << Qt::endl;
        last = phase;
    };
}

QJsonObject pointToJson(const eval::OperatingPoint &point)
{
    return QJsonObject{{u"threshold"_s, point.threshold},
                       {u"precision"_s, point.precision},
                       {u"recall"_s, point.recall},
                       {u"f1"_s, point.f1},
                       {u"true_positives"_s, point.truePositives},
                       {u"false_positives"_s, point.falsePositives},
                       {u"macro_precision"_s, point.macroPrecision},
                       {u"macro_recall"_s, point.macroRecall},
                       {u"macro_f1"_s, point.macroF1}};
}

void writeCurveCsv(const QList<eval::OperatingPoint> &curve, const QString &path, const QStringList &comment)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(eval::curveToCsv(curve, comment)) < 0 || !file.commit())
        throw std::runtime_error(u"Cannot write %1: %2"_s.arg(path, file.errorString()).toStdString());
}

bool writeChart(Context &context, const experiments::Figure &figure, const QString &path)
{
    QString error;
    const QFileInfo info(path);
    const QString base = info.dir().filePath(info.completeBaseName());
    const drawing::Functions &draw = drawing::functions();
    if (!draw.saveFigure(figure, path, QSize(800, 520), 2.0, &error)
        || !draw.saveFigureData(figure, base + u".csv"_s, base + u".json"_s, &error)) {
        context.err << "neardup-cli: " << error << Qt::endl;
        return false;
    }
    return true;
}

} // namespace nd::cli
