#pragma once

#include "detect/detector.h"
#include "detect/methoddetector.h"

#include <QCoreApplication>

namespace nd::detect {

// Fetterly et al.'s super-shingles (2003, as paper 004 §2.1 describes them):
// 84 min-hashed shingles per document, grouped into 6 super-shingles of 14
// consecutive min-hashes; documents with at least two super-shingles in common
// are near-duplicates. Candidates come from an index super-shingle ->
// documents, and the score is the number of super-shingles in common.
class SuperShingleDetector final : public MethodDetector<SuperShingleDetector>
{
    Q_DECLARE_TR_FUNCTIONS(SuperShingleDetector)

public:
    static const MethodInfo info; // in detect/methods.cpp

    QList<ParamDescriptor> parameters() const override;
    ThresholdRange thresholdRange(const Params &params) const override;
    QString plan(const Params &params) const override;
    DetectResult detect(const std::vector<DetectDocument> &documents, const Params &params,
                        JobControl &control) const override;

protected:
    QString checkResolved(const Params &resolved) const override;
};

} // namespace nd::detect
