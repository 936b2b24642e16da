#pragma once

#include "detect/spots/ncddetectorbase.h"

namespace nd::detect {

// Normalised compression distance of whole documents (Cilibrasi & Vitányi 2005;
// the NCD baseline of paper 003). All-pairs by nature; P1/P2 may be switched on
// since they only rest on compressed sizes and the triangle inequality.
class NcdDetector final : public NcdDetectorBase
{
    Q_DECLARE_TR_FUNCTIONS(NcdDetector)

public:
    NcdDetector();

    QList<ParamDescriptor> parameters() const override;

    std::string payload(const DetectDocument &document, const Params &resolved) const override;
};

} // namespace nd::detect
