#include "cli/options.h"

#include "jobs/corepool.h"
#include "learn/modellibrary.h"
#include "store/workspace.h"

#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::cli {

QString commandHelp(const QCommandLineParser &parser, const QString &name)
{
    return parser.helpText().replace(u"neardup-cli [options]"_s, u"neardup-cli "_s + name + u" [options]"_s);
}

std::optional<int> parseCommandLine(QCommandLineParser &parser, Context &context, const QString &name,
                                    const CommandLine &commandLine)
{
    const auto &[options, positional, positionalDescription] = commandLine;
    parser.setApplicationDescription(name);
    parser.addOption(QCommandLineOption(u"json"_s, u"Print JSON for scripts."_s));
    parser.addOption(QCommandLineOption(u"help"_s, u"Show this help."_s));
    for (const QCommandLineOption &option : options)
        parser.addOption(option);
    if (!positional.isEmpty())
        parser.addPositionalArgument(positional, positionalDescription.isEmpty() ? positional : positionalDescription);
    if (!parser.parse(QStringList{u"neardup-cli"_s} + context.arguments)) {
        context.err << "neardup-cli " << name << ": " << parser.errorText() << Qt::endl;
        return exitUsage;
    }
    if (parser.isSet(u"help"_s)) {
        context.out << commandHelp(parser, name);
        return exitSuccess;
    }
    return std::nullopt;
}

QCommandLineOption workspaceOption()
{
    return {u"workspace"_s, u"Workspace file (default: the embedded default workspace)."_s, u"FILE"_s};
}

CommandLine withWorkspace(const QList<QCommandLineOption> &options, const QString &positional,
                          const QString &positionalDescription)
{
    return {QList<QCommandLineOption>{workspaceOption()} + options, positional, positionalDescription};
}

std::unique_ptr<store::Workspace> openWorkspace(const QString &path, store::Workspace::Lifetime lifetime)
{
    auto workspace =
        std::make_unique<store::Workspace>(path.isEmpty() ? store::Workspace::defaultPath() : path, lifetime);
    learn::ModelLibrary::instance().attach(workspace.get()); // for the `learned` detector
    return workspace;
}

std::unique_ptr<store::Workspace> openWorkspace(const QCommandLineParser &parser)
{
    return openWorkspace(parser.value(u"workspace"_s));
}

QCommandLineOption threadsOption()
{
    return {u"threads"_s, u"Worker threads (default: all cores)."_s, u"N"_s};
}

void applyThreads(const QCommandLineParser &parser)
{
    if (parser.isSet(u"threads"_s))
        corePool().setMaxThreadCount(positiveOption(parser, u"threads"_s, 0));
}

QCommandLineOption allowAllPairsOption()
{
    return {u"allow-all-pairs"_s,
            u"Score and store the pairs even when they are more than the run's bound "
            "(an all-pairs method, or features that make every document alike)."_s};
}

QList<QCommandLineOption> pairBoundOptions()
{
    return {allowAllPairsOption(),
            {u"max-pairs"_s,
             u"Refuse a run that would score more than N pairs (default: 50 per document, at least 1,000,000)."_s,
             u"N"_s}};
}

QList<QCommandLineOption> methodOptions()
{
    return QList<QCommandLineOption>{{u"method"_s, u"Detector name (see methods)."_s, u"NAME"_s},
                                     {u"param"_s, u"Detector parameter, repeatable."_s, u"KEY=VALUE"_s}}
    + pairBoundOptions();
}

qint64 pairLimitFrom(const QCommandLineParser &parser)
{
    if (parser.isSet(u"allow-all-pairs"_s))
        return 0;
    // optionNames() holds only what was given, so this asks nothing of a parser without --max-pairs.
    if (!parser.optionNames().contains(u"max-pairs"_s))
        return -1;
    bool ok = false;
    const qint64 bound = parser.value(u"max-pairs"_s).toLongLong(&ok);
    if (!ok || bound < 1)
        throw std::invalid_argument("--max-pairs needs a positive number of pairs");
    return bound;
}

detect::Params parseParams(const QStringList &pairs)
{
    detect::Params params;
    for (const QString &pair : pairs) {
        const qsizetype eq = pair.indexOf(u'=');
        if (eq <= 0)
            throw std::invalid_argument(u"--param needs key=value, got \"%1\""_s.arg(pair).toStdString());
        params.insert(pair.left(eq).trimmed(), pair.mid(eq + 1).trimmed());
    }
    return params;
}

QList<QCommandLineOption> preprocessingOptions()
{
    QStringList mainContentMethods;
    for (const detect::Detector *detector : detect::Registry::instance().all())
        if (detector->comparesMainContentByDefault())
            mainContentMethods.append(detector->name());
    return {{u"no-stopwords"_s, u"Keep stopwords."_s},
            {u"no-stemming"_s, u"Do not stem."_s},
            {u"main-content"_s,
             u"Compare only the main content of HTML pages and EPUB chapters (the default of %1)."_s.arg(
                 mainContentMethods.join(u", "_s))},
            {u"whole-text"_s, u"Compare the whole visible text of HTML pages (the default of the other methods)."_s}};
}

text::PreprocessOptions preprocessingFrom(const QCommandLineParser &parser)
{
    text::PreprocessOptions options;
    options.removeStopwords = !parser.isSet(u"no-stopwords"_s);
    options.stem = !parser.isSet(u"no-stemming"_s);
    if (parser.isSet(u"main-content"_s) && parser.isSet(u"whole-text"_s))
        throw std::invalid_argument("--main-content and --whole-text exclude each other");
    if (parser.isSet(u"main-content"_s))
        options.mainContentOnly = true;
    if (parser.isSet(u"whole-text"_s))
        options.mainContentOnly = false;
    return options;
}

qint64 requireId(const QCommandLineParser &parser, const QString &option)
{
    bool ok = false;
    const qint64 id = parser.value(option).toLongLong(&ok);
    if (!ok || id <= 0)
        throw std::invalid_argument(u"--%1 needs an id"_s.arg(option).toStdString());
    return id;
}

int positiveOption(const QCommandLineParser &parser, const QString &option, int fallback)
{
    if (!parser.isSet(option))
        return fallback;
    bool ok = false;
    const int value = parser.value(option).toInt(&ok);
    if (!ok || value < 1)
        throw std::invalid_argument(u"--%1 needs a positive number"_s.arg(option).toStdString());
    return value;
}

qint64 positionalId(const QCommandLineParser &parser, const QString &what)
{
    bool ok = false;
    const qint64 id = parser.positionalArguments().value(0).toLongLong(&ok);
    if (!ok || id <= 0)
        throw std::invalid_argument(u"%1 needs an id"_s.arg(what).toStdString());
    return id;
}

} // namespace nd::cli
