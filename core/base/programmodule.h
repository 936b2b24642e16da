#pragma once

#include <QFunctionPointer>
#include <QString>

namespace nd {

// A part of the programs kept in a shared library of its own (a module) that is
// loaded the first time it is used, because its libraries cost every start of
// every program otherwise: the dynamic loader resolves all their symbols before
// main() (Debian builds them with immediate binding), and each library loaded
// makes every other lookup longer. The classifiers' OpenCV, liblinear and
// xgboost (with BLAS, LAPACK, OpenMP, TBB) are such a part.
//
// A module is looked for in $NEARDUP_MODULES when that is set (the tests set it),
// else beside the program (the build tree), else in the installed
// <libdir>/neardup/modules relative to the program's folder. It stays loaded until the
// program ends.
//
// The address of `symbol` in the module named `baseName` (e.g.
// "neardup_classifiers" for libneardup_classifiers.so). Throws std::runtime_error
// saying where it looked and why it failed when the module or the symbol is not there.
QFunctionPointer resolveModuleSymbol(const QString &baseName, const char *symbol);

} // namespace nd
