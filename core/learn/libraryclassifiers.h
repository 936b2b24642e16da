#pragma once

#include "learn/classifier.h"

#include <QString>

#include <memory>

namespace nd::learn {

// The classifiers that come from libraries: OpenCV ml's (learn/opencvclassifier.h),
// liblinear's LinearSVC and xgboost's gradient boosting. They live in the module
// neardup_classifiers (base/programmodule.h), loaded by the first of them made:
// with their libraries' own (BLAS, LAPACK, OpenMP, TBB, gfortran) they took 7 ms
// of every start of every program, a run of neardup-cli on 20,000 files included.
// Throws std::runtime_error when the module cannot be loaded, and
// std::invalid_argument for a kind that is none of them.
std::unique_ptr<Classifier> createLibraryClassifier(const QString &kind);

} // namespace nd::learn

// The module's entry point: a new classifier of `kind`, or nullptr for a kind it
// does not hold. The caller owns it (the module stays loaded).
extern "C" nd::learn::Classifier *neardup_create_library_classifier(const QString &kind);
