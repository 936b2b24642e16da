#pragma once

// The commands, one file (or small family) each under commands/.

#include "cli/cli.h"

namespace nd::cli {

int methodsCommand(Context &context);       // commands/methods.cpp
int importCommand(Context &context);        // commands/import.cpp
int truthCommand(Context &context);         // commands/import.cpp
int collectionsCommand(Context &context);   // commands/listing.cpp
int documentsCommand(Context &context);     // commands/listing.cpp
int runsCommand(Context &context);          // commands/listing.cpp
int runCommand(Context &context);           // commands/run.cpp
int evalCommand(Context &context);          // commands/eval.cpp
int evaluateCommand(Context &context);      // commands/evaluate.cpp
int exportChartCommand(Context &context);   // commands/exportchart.cpp
int queryCommand(Context &context);         // commands/query.cpp
int serveCommand(Context &context);         // commands/serve.cpp
int reportCommand(Context &context);        // commands/report.cpp
int agreementCommand(Context &context);     // commands/agreement.cpp
int decideCommand(Context &context);        // commands/decide.cpp
int againstCommand(Context &context);       // commands/reference.cpp
int planCommand(Context &context);          // commands/reference.cpp
int sweepCommand(Context &context);         // commands/sweep.cpp
int presetCommand(Context &context);        // commands/sweep.cpp
int crossValidateCommand(Context &context); // commands/crossvalidate.cpp
int synthCommand(Context &context);         // commands/synth.cpp
int benchCommand(Context &context);         // commands/bench.cpp
int trainCommand(Context &context);         // commands/learn.cpp
int modelsCommand(Context &context);        // commands/learn.cpp
int signCommand(Context &context);          // commands/stages.cpp
int statsCommand(Context &context);         // commands/stages.cpp
int pairsCommand(Context &context);         // commands/stages.cpp
int verifyCommand(Context &context);        // commands/stages.cpp
int importRunCommand(Context &context);     // commands/importrun.cpp

} // namespace nd::cli
