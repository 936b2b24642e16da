#pragma once

// The NCD methods of paper 003: each says which string of a document the shared
// NCD run (NcdDetectorBase) compresses, and with which parameters.

#include "detect/spots/ncddetectorbase.h"
#include "detect/methoddetector.h"

namespace nd::detect {

// Normalised compression distance of whole documents (Cilibrasi & Vitányi 2005;
// the NCD baseline of paper 003). All-pairs by nature; P1/P2 may be switched on
// since they only rest on compressed sizes and the triangle inequality.
class NcdDetector final : public MethodDetector<NcdDetector, NcdDetectorBase>
{
    ND_METHOD(NcdDetector)

    std::string payload(const DetectDocument &document, const Params &resolved) const override;
};

// SigNCD (paper 003): NCD of punctuation-spot signatures, by default the word
// before each comma (Sig-1L), with P1 pruning. A document with fewer than
// min_spots spots is compared whole, as in the paper (Sec. 4.1 (2)).
class SigNcdDetector final : public MethodDetector<SigNcdDetector, NcdDetectorBase>
{
    ND_METHOD(SigNcdDetector)

    std::string payload(const DetectDocument &document, const Params &resolved) const override;

protected:
    QString checkResolved(const Params &resolved) const override;
};

// SpotSigNCD (baseline of paper 003): the SigNCD framework with SpotSigs'
// stopword-spot signatures instead of punctuation spots. The signatures are
// kept in text order (NCD is about sequences) and not IDF-filtered: the
// compressor, not a weighting, decides what is informative.
class SpotSigNcdDetector final : public MethodDetector<SpotSigNcdDetector, NcdDetectorBase>
{
    ND_METHOD(SpotSigNcdDetector)

    std::string payload(const DetectDocument &document, const Params &resolved) const override;
};

} // namespace nd::detect
