#pragma once

#include "detect/simhash/simhashfamilydetector.h"
#include "detect/methoddetector.h"

#include <QCoreApplication>

#include <cstdint>
#include <span>
#include <utility>

namespace nd::detect {

// Charikar's simhash (paper 000 Fan & Huang, paper 002 Yu et al.; Manku et al.
// 2007 for the search): an f-bit fingerprint from a weighted bit vote of the
// tokens, compared by Hamming distance. Pairs come from Manku's permuted tables
// (features::HammingIndex) or, where those would examine more candidates than
// comparing all pairs costs, from all pairs (features::planHammingSearch); only
// pairs within max_distance are kept, because pairs further apart are found only by chance
// and would bias any curve drawn beyond it.
class SimhashDetector final : public MethodDetector<SimhashDetector, SimhashFamilyDetector>
{
    ND_METHOD(SimhashDetector)

    SimhashSettings settings(const Params &resolved) const override;

    // features::simhashFingerprint, kept here for the callers that know it by this name.
    static std::uint64_t fingerprint(std::span<const std::pair<std::uint64_t, double>> features, int bits);
};

} // namespace nd::detect
