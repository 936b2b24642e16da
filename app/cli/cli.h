#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <memory>

namespace nd::store { class Workspace; }

namespace nd::cli {

// What a command needs: its arguments, where to print, and the shared options.
struct Context
{
    QStringList arguments;   // after the command name
    QTextStream &out;
    QTextStream &err;
    bool json = false;
};

// A command prints its result (text or JSON) and returns the process exit code.
using Command = std::function<int(Context &)>;

struct CommandInfo
{
    QString name;
    QString synopsis;
    Command run;
};

const QList<CommandInfo> &commands();

// Prints a JSON object on one line per document (indented for people).
void printJson(QTextStream &out, const QJsonObject &object);

// Parses a command's options plus --json and --help; prints the error or the
// help and returns false when the command should stop. The positional argument
// is listed in the help with its description (its name when none is given).
bool parseCommandLine(QCommandLineParser &parser, Context &context, const QString &name,
                      const QList<QCommandLineOption> &options, const QString &positional = {},
                      const QString &positionalDescription = {});
// The same with --workspace added, for commands that open a workspace.
bool parseWithWorkspace(QCommandLineParser &parser, Context &context, const QString &name,
                        const QList<QCommandLineOption> &options, const QString &positional = {},
                        const QString &positionalDescription = {});
QCommandLineOption workspaceOption();
// The help of a command whose options `parser` holds, as --help prints it.
QString commandHelp(const QCommandLineParser &parser, const QString &name);

// Opens the workspace named by --workspace or the default one; prints the
// reason and returns nullptr when it cannot be used.
std::unique_ptr<store::Workspace> openWorkspace(const QString &path, QTextStream &err);

int runCli(const QStringList &arguments);

} // namespace nd::cli
