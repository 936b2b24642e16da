#pragma once

// The commands, one file (or small family) each under commands/: what each accepts on
// its command line (runCli parses it before the command runs) and the command itself.

#include "cli/cli.h"

namespace nd::cli {

int methodsCommand(Context &context, const QCommandLineParser &parser); // commands/methods.cpp, no options
CommandLine importCommandLine();                                        // commands/import.cpp
int importCommand(Context &context, const QCommandLineParser &parser);
CommandLine truthCommandLine(); // commands/import.cpp
int truthCommand(Context &context, const QCommandLineParser &parser);
CommandLine collectionsCommandLine(); // commands/listing.cpp
int collectionsCommand(Context &context, const QCommandLineParser &parser);
CommandLine documentsCommandLine(); // commands/listing.cpp
int documentsCommand(Context &context, const QCommandLineParser &parser);
CommandLine runsCommandLine(); // commands/listing.cpp
int runsCommand(Context &context, const QCommandLineParser &parser);
CommandLine runCommandLine(); // commands/run.cpp
int runCommand(Context &context, const QCommandLineParser &parser);
CommandLine evalCommandLine(); // commands/eval.cpp
int evalCommand(Context &context, const QCommandLineParser &parser);
CommandLine evaluateCommandLine(); // commands/evaluate.cpp
int evaluateCommand(Context &context, const QCommandLineParser &parser);
CommandLine exportChartCommandLine(); // commands/exportchart.cpp
int exportChartCommand(Context &context, const QCommandLineParser &parser);
CommandLine queryCommandLine(); // commands/query.cpp
int queryCommand(Context &context, const QCommandLineParser &parser);
CommandLine serveCommandLine(); // commands/serve.cpp
int serveCommand(Context &context, const QCommandLineParser &parser);
CommandLine reportCommandLine(); // commands/report.cpp
int reportCommand(Context &context, const QCommandLineParser &parser);
CommandLine agreementCommandLine(); // commands/agreement.cpp
int agreementCommand(Context &context, const QCommandLineParser &parser);
CommandLine decideCommandLine(); // commands/decide.cpp
int decideCommand(Context &context, const QCommandLineParser &parser);
CommandLine againstCommandLine(); // commands/reference.cpp
int againstCommand(Context &context, const QCommandLineParser &parser);
CommandLine planCommandLine(); // commands/reference.cpp
int planCommand(Context &context, const QCommandLineParser &parser);
CommandLine sweepCommandLine(); // commands/sweep.cpp
int sweepCommand(Context &context, const QCommandLineParser &parser);
CommandLine presetCommandLine(); // commands/sweep.cpp
int presetCommand(Context &context, const QCommandLineParser &parser);
CommandLine crossValidateCommandLine(); // commands/crossvalidate.cpp
int crossValidateCommand(Context &context, const QCommandLineParser &parser);
CommandLine synthCommandLine(); // commands/synth.cpp
int synthCommand(Context &context, const QCommandLineParser &parser);
CommandLine benchCommandLine(); // commands/bench.cpp
int benchCommand(Context &context, const QCommandLineParser &parser);
CommandLine trainCommandLine(); // commands/learn.cpp
int trainCommand(Context &context, const QCommandLineParser &parser);
CommandLine modelsCommandLine(); // commands/learn.cpp
int modelsCommand(Context &context, const QCommandLineParser &parser);
CommandLine signCommandLine(); // commands/stages.cpp
int signCommand(Context &context, const QCommandLineParser &parser);
// stats and verify take the method's options and stream one input to one output.
CommandLine methodStreamCommandLine(); // commands/stages.cpp
int statsCommand(Context &context, const QCommandLineParser &parser);
CommandLine pairsCommandLine(); // commands/stages.cpp
int pairsCommand(Context &context, const QCommandLineParser &parser);
int verifyCommand(Context &context, const QCommandLineParser &parser);
CommandLine importRunCommandLine(); // commands/importrun.cpp
int importRunCommand(Context &context, const QCommandLineParser &parser);

} // namespace nd::cli
