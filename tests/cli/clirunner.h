#pragma once

// Runs the neardup-cli built beside the tests (its path comes from the build:
// NEARDUP_CLI) and collects what it printed.

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>

struct CliResult
{
    int exitCode = -1; // -1 when the program crashed or did not finish
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

inline CliResult cli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(NEARDUP_CLI), arguments);
    process.waitForFinished(120000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}
