#include "features/simhashfingerprint.h"

#include "base/vectorclones.h"

#include <array>

namespace nd::features {

namespace {

// Every byte value's eight bits as 0.0 and 1.0, lowest bit first. The vote reads a
// hash a byte at a time from here: turning each of its 64 bits into a double took
// most of the vote's time, since x86-64 before AVX-512 has no vector conversion of
// 64-bit integers. The products and their sums are the ones the bits would give.
constexpr auto kByteBits = [] {
    std::array<std::array<double, 8>, 256> table{};
    for (std::size_t value = 0; value < 256; ++value) {
        for (std::size_t bit = 0; bit < 8; ++bit)
            table[value][bit] = double((value >> bit) & 1u);
    }
    return table;
}();

} // namespace

// Built twice, the AVX2 copy chosen at load time where the CPU has it: four
// lanes of the multiply-add instead of two (no FMA, so every sum is rounded as
// in the portable copy and the fingerprints are the same bit for bit).
ND_VECTOR_CLONES std::uint64_t simhashFingerprint(std::span<const WeightedFeature> features, int bits)
{
    // Sum of +w - w over bit i equals 2 * (weight with bit i set) - total weight, so
    // the inner loop is a branch-free multiply-add the compiler vectorises.
    alignas(32) std::array<double, 64> setWeight{};
    double total = 0.0;
    for (const auto &[hash, weight] : features) {
        total += weight;
        for (std::size_t byte = 0; byte < 8; ++byte) {
            const std::array<double, 8> &bitsOfByte = kByteBits[(hash >> (8 * byte)) & 0xffu];
            for (std::size_t bit = 0; bit < 8; ++bit)
                setWeight[8 * byte + bit] += bitsOfByte[bit] * weight;
        }
    }
    std::uint64_t result = 0;
    for (int i = 0; i < bits && i < 64; ++i) {
        if (2.0 * setWeight[std::size_t(i)] - total > 0.0)
            result |= std::uint64_t(1) << i;
    }
    return result;
}

} // namespace nd::features
