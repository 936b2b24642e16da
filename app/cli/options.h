#pragma once

// The options and arguments several commands share, parsed one way.

#include "cli/cli.h"
#include "detect/detector.h"
#include "store/workspace.h"
#include "text/preprocessor.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

#include <memory>
#include <optional>

namespace nd::cli {

// Parses a command's options plus --json and --help (runCli, before the command
// runs). Returns the exit code to stop with when the command should not go on: 0
// after printing the help, 2 after printing a usage error.
std::optional<int> parseCommandLine(QCommandLineParser &parser, Context &context, const QString &name,
                                    const CommandLine &commandLine);
// A command line with --workspace first, for commands that open a workspace.
CommandLine withWorkspace(const QList<QCommandLineOption> &options, const QString &positional = {},
                          const QString &positionalDescription = {});
// The help of a command whose options `parser` holds, as --help prints it.
QString commandHelp(const QCommandLineParser &parser, const QString &name);

QCommandLineOption workspaceOption();
// Opens the workspace named by --workspace, or the default one; throws
// store::WorkspaceError with the reason when it cannot be used.
std::unique_ptr<store::Workspace> openWorkspace(const QCommandLineParser &parser);
std::unique_ptr<store::Workspace> openWorkspace(const QString &path,
                                                store::Workspace::Lifetime lifetime = store::Workspace::Lifetime::Kept);

// --threads N: the size of the core's thread pool (default: all cores).
QCommandLineOption threadsOption();
void applyThreads(const QCommandLineParser &parser);

// --allow-all-pairs: lifts the bound on the pairs a run may score (see pairLimitFrom).
QCommandLineOption allowAllPairsOption();
// --allow-all-pairs and --max-pairs N (a bound of the user's own).
QList<QCommandLineOption> pairBoundOptions();

// --method NAME, --param KEY=VALUE (repeatable), --allow-all-pairs and --max-pairs.
QList<QCommandLineOption> methodOptions();
detect::Params parseParams(const QStringList &pairs);
// A run's pairLimit (pipeline::RunRequest): none with --allow-all-pairs, N with
// --max-pairs N, else the default bound (pipeline::defaultPairLimit).
qint64 pairLimitFrom(const QCommandLineParser &parser);

// --no-stopwords and --no-stemming, and the preprocessing they leave.
QList<QCommandLineOption> preprocessingOptions();
text::PreprocessOptions preprocessingFrom(const QCommandLineParser &parser);

// The value of --option as an id (> 0); throws std::invalid_argument
// ("--option needs an id") when it is missing or not one.
qint64 requireId(const QCommandLineParser &parser, const QString &option);
// The value of --option as a positive integer, `fallback` when not given;
// throws std::invalid_argument when it is not one.
int positiveOption(const QCommandLineParser &parser, const QString &option, int fallback);
// The first positional argument as an id; throws std::invalid_argument
// ("WHAT needs an id") when it is missing or not one.
qint64 positionalId(const QCommandLineParser &parser, const QString &what);

} // namespace nd::cli
