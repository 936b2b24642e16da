#include "features/simhashfingerprint.h"

#include "base/vectorclones.h"

#include <array>

namespace nd::features {

// Built twice, the AVX2 copy chosen at load time where the CPU has it: four
// lanes of the multiply-add instead of two (no FMA, so every sum is rounded as
// in the portable copy and the fingerprints are the same bit for bit).
ND_VECTOR_CLONES std::uint64_t simhashFingerprint(std::span<const WeightedFeature> features, int bits)
{
    // Sum of +w - w over bit i equals 2 * (weight with bit i set) - total weight, so
    // the inner loop is a branch-free multiply-add the compiler vectorises.
    std::array<double, 64> setWeight{};
    double total = 0.0;
    for (const auto &[hash, weight] : features) {
        total += weight;
        for (int i = 0; i < 64; ++i)
            setWeight[std::size_t(i)] += double((hash >> i) & 1u) * weight;
    }
    std::uint64_t result = 0;
    for (int i = 0; i < bits && i < 64; ++i) {
        if (2.0 * setWeight[std::size_t(i)] - total > 0.0)
            result |= std::uint64_t(1) << i;
    }
    return result;
}

} // namespace nd::features
