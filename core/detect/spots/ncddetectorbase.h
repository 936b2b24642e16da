#pragma once

#include "detect/spots/ncdcomparison.h"
#include "detect/detector.h"

#include <QCoreApplication>

#include <string>
#include <vector>

namespace nd::detect {

// What ncd, signcd and spotsigncd share (paper 003, Sec. 4.1): each document
// becomes a byte string (the whole text or a signature), and pairs are scored
// by NCD with the chosen compressor and pruning. Subclasses say which string.
class NcdDetectorBase : public Detector
{
    Q_DECLARE_TR_FUNCTIONS(NcdDetectorBase)

public:
    explicit NcdDetectorBase(const MethodInfo &info)
        : Detector(info)
    { }

    ThresholdRange thresholdRange(const Params &params) const override;
    TokenForm tokenForm(const Params &) const override { return TokenForm::None; } // compresses the text
    bool allPairs(const Params &params) const override;
    QString plan(const Params &params) const override;
    DetectResult detect(const std::vector<DetectDocument> &documents, const Params &params,
                        JobControl &control) const override;

    // The compressor input of one document (UTF-8) under resolved parameters.
    // Called in parallel; public so a pair's explanation compresses exactly
    // what the run compressed.
    virtual std::string payload(const DetectDocument &document, const Params &resolved) const = 0;

protected:
    // The best tau in the paper (Fig. 6: 0.7 for SigNCD w/ P1).
    virtual double suggestedThreshold() const { return 0.7; }
};

} // namespace nd::detect
