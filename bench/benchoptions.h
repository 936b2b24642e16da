#pragma once
// Command-line options shared by the benchmarks that read a stored collection.

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>

#include <algorithm>

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

} // namespace nd::bench
