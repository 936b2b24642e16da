// methods: the detectors, their parameters and where their code is.
#include "cli/commands.h"

#include "cli/options.h"
#include "cli/output.h"
#include "detect/detector.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace nd::cli {

namespace {

QString typeName(detect::ParamDescriptor::Type type)
{
    switch (type) {
    case detect::ParamDescriptor::Type::Int:
        return QStringLiteral("int");
    case detect::ParamDescriptor::Type::Double:
        return QStringLiteral("double");
    case detect::ParamDescriptor::Type::Bool:
        return QStringLiteral("bool");
    case detect::ParamDescriptor::Type::Choice:
        return QStringLiteral("choice");
    case detect::ParamDescriptor::Type::Text:
        return QStringLiteral("text");
    }
    return {};
}

} // namespace

int methodsCommand(Context &context, const QCommandLineParser &)
{
    QJsonArray methods;
    for (const detect::Detector *detector : detect::Registry::instance().all()) {
        QJsonArray params;
        for (const detect::ParamDescriptor &p : detector->parameters()) {
            QJsonObject param{{QStringLiteral("name"), p.name},
                              {QStringLiteral("label"), p.label},
                              {QStringLiteral("type"), typeName(p.type)},
                              {QStringLiteral("default"), QJsonValue::fromVariant(p.defaultValue)},
                              {QStringLiteral("help"), p.help},
                              {QStringLiteral("paper"), p.paper}};
            if (p.minimum.isValid())
                param.insert(QStringLiteral("minimum"), QJsonValue::fromVariant(p.minimum));
            if (p.maximum.isValid())
                param.insert(QStringLiteral("maximum"), QJsonValue::fromVariant(p.maximum));
            if (!p.choices.isEmpty())
                param.insert(QStringLiteral("choices"), QJsonArray::fromStringList(p.choices));
            params.append(param);
        }
        const detect::ThresholdRange range = detector->thresholdRange({});
        methods.append(
            QJsonObject{{QStringLiteral("name"), detector->name()},
                        {QStringLiteral("title"), detector->title()},
                        {QStringLiteral("description"), detector->description()},
                        {QStringLiteral("source_folder"), detector->folder()},
                        {QStringLiteral("main_content_by_default"), detector->comparesMainContentByDefault()},
                        {QStringLiteral("score"),
                         detector->scoreKind() == ScoreKind::Similarity ? QStringLiteral("similarity")
                                                                        : QStringLiteral("distance")},
                        {QStringLiteral("threshold_range"),
                         QJsonObject{{QStringLiteral("minimum"), range.minimum},
                                     {QStringLiteral("maximum"), range.maximum},
                                     {QStringLiteral("suggested"), range.suggested}}},
                        {QStringLiteral("parameters"), params}});
    }
    if (context.json) {
        printJson(context.out, QJsonObject{{QStringLiteral("methods"), methods}});
        return 0;
    }
    for (const detect::Detector *detector : detect::Registry::instance().all()) {
        context.out << detector->name() << " — " << detector->title() << '\n'
                    << "    " << detector->description() << '\n'
                    << "    code: " << detector->folder() << '\n';
        for (const detect::ParamDescriptor &p : detector->parameters()) {
            context.out << "    --param " << p.name << '=' << p.defaultValue.toString();
            if (p.minimum.isValid())
                context.out << "  [" << p.minimum.toString() << ".." << p.maximum.toString() << ']';
            if (!p.choices.isEmpty())
                context.out << "  {" << p.choices.join(QLatin1Char('|')) << '}';
            context.out << "  " << p.help << '\n';
        }
    }
    return 0;
}

} // namespace nd::cli
