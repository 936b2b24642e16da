#pragma once

// The parameter grid that sweep and crossvalidate run, read from their options one way.

#include "experiments/sweep.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace nd::cli {

// --collection and --method (described as each command says), --grid and --param.
QList<QCommandLineOption> gridOptions(const QString &collectionHelp, const QString &methodHelp);

// The sweep of `methods` those options describe: collection, axes, fixed parameters,
// preprocessing and the pair bound. Throws std::invalid_argument when the collection
// or a method is missing, or an axis or parameter is malformed.
experiments::SweepSpec sweepSpecFrom(const QCommandLineParser &parser, const QStringList &methods);

} // namespace nd::cli
