#pragma once
// Command-line options shared by the benchmarks that read a stored collection.

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QtGlobal>

#include <algorithm>
#include <cstdio>

namespace nd::bench {

// --workspace FILE and --collection ID: the stored collection to measure on.
inline QList<QCommandLineOption> storedCollectionOptions()
{
    return {{QStringLiteral("workspace"), QStringLiteral("Workspace file."), QStringLiteral("FILE")},
            {QStringLiteral("collection"), QStringLiteral("Collection id."), QStringLiteral("ID")}};
}

// --repetitions N, at least 1; `fallback` when it is not given.
inline int repetitionsFrom(const QCommandLineParser &parser, int fallback)
{
    const QString option = QStringLiteral("repetitions");
    return parser.isSet(option) ? std::max(1, parser.value(option).toInt()) : fallback;
}

// --documents N (generated, `defaultCount` by default) and --collection DIR (a
// bench_makecollection output used instead): the collection of the GUI benchmarks.
inline QList<QCommandLineOption> generatedCollectionOptions(const QString &defaultCount)
{
    return {{QStringLiteral("documents"), QStringLiteral("Documents to generate (default %1).").arg(defaultCount),
             QStringLiteral("N"), defaultCount},
            {QStringLiteral("collection"),
             QStringLiteral("Use this bench_makecollection output instead of generating one."), QStringLiteral("DIR")}};
}

// Before a GUI benchmark's QApplication: offscreen unless a platform is chosen,
// and stdout written line by line so figures appear as they are measured.
inline void prepareGuiBenchmark()
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
}

} // namespace nd::bench
