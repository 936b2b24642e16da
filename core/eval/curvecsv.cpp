#include "eval/curvecsv.h"

namespace nd::eval {

QByteArray curveToCsv(const QList<OperatingPoint> &curve, const QStringList &comment)
{
    QByteArray bytes;
    for (const QString &line : comment) {
        // A newline inside a comment would start a data row.
        QString flat = line;
        flat.replace(u'\n', u' ').replace(u'\r', u' ');
        bytes += "# " + flat.toUtf8() + '\n';
    }
    bytes += "threshold,tp,fp,precision,recall,f1,macro_f1\n";
    for (const OperatingPoint &p : curve) {
        bytes += QByteArray::number(p.threshold, 'g', 17) + ',' + QByteArray::number(p.truePositives) + ','
            + QByteArray::number(p.falsePositives) + ',' + QByteArray::number(p.precision, 'g', 17) + ','
            + QByteArray::number(p.recall, 'g', 17) + ',' + QByteArray::number(p.f1, 'g', 17) + ','
            + QByteArray::number(p.macroF1, 'g', 17) + '\n';
    }
    return bytes;
}

} // namespace nd::eval
