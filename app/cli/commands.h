#pragma once

#include "cli/cli.h"

namespace nd::experiments { struct Figure; }

namespace nd::cli {

// Draws a figure to PNG/PDF/SVG by the suffix of `path`, with CSV and JSON of its
// numbers beside it; false (the reason on context.err) when a file cannot be written.
bool writeChart(Context &context, const experiments::Figure &figure, const QString &path);

int methodsCommand(Context &context);
int importCommand(Context &context);
int truthCommand(Context &context);
int collectionsCommand(Context &context);
int documentsCommand(Context &context);
int runsCommand(Context &context);
int runCommand(Context &context);
int evalCommand(Context &context);
int evaluateCommand(Context &context);
int exportChartCommand(Context &context);
int queryCommand(Context &context);
int serveCommand(Context &context);
int reportCommand(Context &context);
int agreementCommand(Context &context);
int againstCommand(Context &context);
int planCommand(Context &context);
int sweepCommand(Context &context);
int presetCommand(Context &context);
int synthCommand(Context &context);
int benchCommand(Context &context);
int trainCommand(Context &context);
int modelsCommand(Context &context);

} // namespace nd::cli
