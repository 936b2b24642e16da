#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>

namespace nd::cli {

// The exit codes of every command: 0 done, 1 it failed (the reason on stderr:
// a bad workspace, an unknown run, a file that cannot be written, a bad
// parameter value), 2 the command line itself is wrong (unknown option, missing
// argument).
inline constexpr int exitSuccess = 0;
inline constexpr int exitFailure = 1;
inline constexpr int exitUsage = 2;

// What a command needs: its arguments, where to print, and the shared options.
struct Context
{
    QStringList arguments; // after the command name
    QTextStream &out;
    QTextStream &err;
    bool json = false;
};

// What a command accepts besides --json and --help, which every command has.
struct CommandLine
{
    QList<QCommandLineOption> options;
    QString positional;            // listed in the help
    QString positionalDescription; // the positional's name when empty
};

// A command gets its command line parsed (runCli stops with exit code 2 and the
// parser's error, or 0 after printing the help, before it runs), prints its result
// (text or JSON) and returns the process exit code. It may throw:
// store::WorkspaceError and std::exception become exit code 1 with
// "neardup-cli COMMAND: reason" on stderr.
using Command = std::function<int(Context &, const QCommandLineParser &)>;

struct CommandInfo
{
    QString name;
    QString synopsis;
    CommandLine (*commandLine)(); // null: no options of its own
    Command run;
    bool draws = false; // needs a QApplication (charts, PDF); offscreen without a display
};

// Every command, in the order `neardup-cli help` lists them (cli.cpp).
const QList<CommandInfo> &commands();
const CommandInfo *findCommand(const QString &name);

int runCli(const QStringList &arguments);

} // namespace nd::cli
