#include "cli/grid.h"

#include "cli/options.h"

#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::cli {

QList<QCommandLineOption> gridOptions(const QString &collectionHelp, const QString &methodHelp)
{
    return {{u"collection"_s, collectionHelp, u"ID"_s},
            {u"method"_s, methodHelp, u"NAME"_s},
            {u"grid"_s, u"Swept parameter: name=1..5, name=1,4,7 or name=0.1..0.5:0.1; repeatable."_s, u"AXIS"_s},
            {u"param"_s, u"Fixed parameter for every point, repeatable."_s, u"KEY=VALUE"_s}};
}

experiments::SweepSpec sweepSpecFrom(const QCommandLineParser &parser, const QStringList &methods)
{
    experiments::SweepSpec spec;
    spec.collectionId = requireId(parser, u"collection"_s);
    spec.methods = methods;
    if (spec.methods.isEmpty())
        throw std::invalid_argument("--method NAME is required");
    for (const QString &axis : parser.values(u"grid"_s))
        spec.axes.append(experiments::parseAxis(axis));
    spec.fixedParams = parseParams(parser.values(u"param"_s));
    spec.preprocessing = preprocessingFrom(parser);
    spec.pairLimit = pairLimitFrom(parser);
    return spec;
}

} // namespace nd::cli
