#pragma once

#include "learn/classifier.h"

// The model every classifier implements on standardised samples, written once so
// that Classifier's protected interface changes in one place: training, scoring and
// the model's bytes (Classifier standardises and frames them). Leaves the class
// body at `protected:`.
#define ND_CLASSIFIER_MODEL()                                                                                          \
protected:                                                                                                             \
    void trainStandardised(const Samples &samples) override;                                                           \
    double scoreStandardised(std::span<const float> features) const override;                                          \
    QByteArray saveModel() const override;                                                                             \
    void loadModel(const QByteArray &bytes) override;
