#include "features/shingleminhash.h"

#include "features/hashing.h"

#include <algorithm>
#include <limits>

namespace nd::features {

std::vector<std::uint64_t> minHashSeeds(int count)
{
    std::vector<std::uint64_t> seeds(std::size_t(std::max(count, 0)));
    for (std::size_t i = 0; i < seeds.size(); ++i)
        seeds[i] = seedAt(i);
    return seeds;
}

void minHashSignature(std::span<const std::uint64_t> set, std::span<const std::uint64_t> seeds,
                      std::span<std::uint64_t> slots)
{
    std::fill(slots.begin(), slots.end(), std::numeric_limits<std::uint64_t>::max());
    const std::size_t k = std::min(seeds.size(), slots.size());
    // Shingles outside, hash functions inside: the inner loop is branch-free.
    for (std::uint64_t x : set) {
        for (std::size_t i = 0; i < k; ++i)
            slots[i] = std::min(slots[i], mix64(x ^ seeds[i]));
    }
}

std::vector<std::uint64_t> superShingles(std::span<const std::uint64_t> signature, int groups)
{
    std::vector<std::uint64_t> result;
    if (groups <= 0)
        return result;
    const std::size_t size = signature.size() / std::size_t(groups);
    result.reserve(std::size_t(groups));
    for (std::size_t g = 0; g < std::size_t(groups); ++g)
        result.push_back(hashSpan(signature.subspan(g * size, size), g));
    return result;
}

} // namespace nd::features
