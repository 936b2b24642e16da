#pragma once

#include "detect/spots/ncddetectorbase.h"

namespace nd::detect {

// SigNCD (paper 003): NCD of punctuation-spot signatures, by default the word
// before each comma (Sig-1L), with P1 pruning. A document with fewer than
// min_spots spots is compared whole, as in the paper (Sec. 4.1 (2)).
class SigNcdDetector final : public NcdDetectorBase
{
    Q_DECLARE_TR_FUNCTIONS(SigNcdDetector)

public:
    SigNcdDetector();

    QList<ParamDescriptor> parameters() const override;

    std::string payload(const DetectDocument &document, const Params &resolved) const override;

protected:
    QString checkResolved(const Params &resolved) const override;
};

} // namespace nd::detect
