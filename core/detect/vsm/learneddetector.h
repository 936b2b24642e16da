#pragma once

#include "detect/detector.h"
#include "detect/methoddetector.h"

#include <QCoreApplication>

namespace nd::detect {

// Paper 001's trained classifier as a detector: pairs sharing a kept keyword (the
// same inverted index as `vsm`) are described by the 13 measures and scored by a
// model trained with `neardup-cli train` and stored in the workspace; the score is
// the classifier's probability of "duplicate" or its decision value. Keywords are
// selected on the collection being run, at the model's keyword threshold.
class LearnedDetector final : public MethodDetector<LearnedDetector>
{
    ND_DETECTING_METHOD(LearnedDetector)

    QString description() const override; // the method's, and which classifiers are missing
};

} // namespace nd::detect
