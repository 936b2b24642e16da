#pragma once

// Runs the neardup-cli built beside the tests (its path comes from the build:
// NEARDUP_CLI) and collects what it printed.

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>
#include <QTest>

#include <algorithm>
#include <source_location>

struct CliResult
{
    int exitCode = -1; // -1 when the program crashed or did not finish (the test has failed then)
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

// The command as a shell would take it, for failure messages.
inline QString cliCommandLine(const QStringList &arguments)
{
    QStringList words{QStringLiteral(NEARDUP_CLI)};
    for (const QString &argument : arguments) {
        const bool plain = !argument.isEmpty() && std::all_of(argument.cbegin(), argument.cend(), [](QChar c) {
            return c.isLetterOrNumber() || QStringLiteral("-_./:=,@+").contains(c);
        });
        words.append(plain ? argument : u'\'' + QString(argument).replace(u'\'', QStringLiteral("'\\''")) + u'\'');
    }
    return words.join(u' ');
}

struct CliRun
{
    CliResult result;
    QString failure; // why the run says nothing about the command's exit code; empty when it does
};

// Runs the command; a time-out kills it. failure names what went wrong and the command line.
inline CliRun runCliProcess(const QStringList &arguments, int timeoutMs)
{
    QProcess process;
    process.start(QStringLiteral(NEARDUP_CLI), arguments);
    QString failure;
    if (!process.waitForFinished(timeoutMs)) {
        if (process.error() == QProcess::FailedToStart) {
            failure = QStringLiteral("could not be started (%1)").arg(process.errorString());
        } else {
            failure = QStringLiteral("did not finish within %1 ms and was killed").arg(timeoutMs);
            process.kill();
            process.waitForFinished(5000);
        }
    } else if (process.exitStatus() != QProcess::NormalExit) {
        failure = QStringLiteral("crashed (%1)").arg(process.errorString());
    }
    CliRun run{
        {failure.isEmpty() ? process.exitCode() : -1, process.readAllStandardOutput(), process.readAllStandardError()},
        {}};
    if (!failure.isEmpty())
        run.failure = QStringLiteral("neardup-cli %1: %2\nstderr: %3")
                          .arg(failure, cliCommandLine(arguments), QString::fromLocal8Bit(run.result.err));
    return run;
}

// A command that does not finish in time, cannot be started or crashes fails
// the calling test at the caller's line, with the command line in the message:
// none of them may read as an exit code a test expects.
inline CliResult cli(const QStringList &arguments, int timeoutMs = 120000,
                     const std::source_location &where = std::source_location::current())
{
    const CliRun run = runCliProcess(arguments, timeoutMs);
    if (!run.failure.isEmpty())
        QTest::qFail(qPrintable(run.failure), where.file_name(), int(where.line()));
    return run.result;
}
