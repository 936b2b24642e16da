#pragma once

#include "detect/spots/ncddetectorbase.h"

namespace nd::detect {

// SpotSigNCD (baseline of paper 003): the SigNCD framework with SpotSigs'
// stopword-spot signatures instead of punctuation spots. The signatures are
// kept in text order (NCD is about sequences) and not IDF-filtered: the
// compressor, not a weighting, decides what is informative.
class SpotSigNcdDetector final : public NcdDetectorBase
{
    Q_DECLARE_TR_FUNCTIONS(SpotSigNcdDetector)

public:
    SpotSigNcdDetector();

    QList<ParamDescriptor> parameters() const override;

    std::string payload(const DetectDocument &document, const Params &resolved) const override;
};

} // namespace nd::detect
