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
    Q_DECLARE_TR_FUNCTIONS(LearnedDetector)

public:
    static const MethodInfo info; // in detect/methods.cpp

    QString description() const override; // the method's, and which classifiers are missing
    QList<ParamDescriptor> parameters() const override;
    ThresholdRange thresholdRange(const Params &params) const override;
    DetectResult detect(const std::vector<DetectDocument> &documents, const Params &params,
                        JobControl &control) const override;
};

} // namespace nd::detect
