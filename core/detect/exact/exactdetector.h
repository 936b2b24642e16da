#pragma once

#include "detect/detector.h"
#include "detect/methoddetector.h"

#include <QCoreApplication>

namespace nd::detect {

// Exact duplicates (paper 004, Ye et al.): MD5 of the canonical text (whitespace
// runs collapsed), documents grouped by digest; every pair in a group scores 1.
class ExactDetector final : public MethodDetector<ExactDetector>
{
    Q_DECLARE_TR_FUNCTIONS(ExactDetector)

public:
    static const MethodInfo info; // in detect/methods.cpp

    QList<ParamDescriptor> parameters() const override;
    ThresholdRange thresholdRange(const Params &params) const override;
    DetectResult detect(const std::vector<DetectDocument> &documents, const Params &params,
                        JobControl &control) const override;
};

} // namespace nd::detect
