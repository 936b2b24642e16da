#include "features/shinglesampling.h"

#include <algorithm>

namespace nd::features {

std::uint64_t residue(std::uint64_t hash, std::uint64_t n)
{
    return n <= 1 ? 0 : hash % n;
}

std::uint64_t residue(const Hash128 &hash, std::uint64_t n)
{
    if (n <= 1)
        return 0;
    // (hi * 2^64 + lo) mod n without 128-bit arithmetic; 2^64 mod n is
    // ((2^64 - 1) mod n + 1) mod n. n <= 2^32 keeps the products in 64 bits.
    const std::uint64_t wrap = (~std::uint64_t(0) % n + 1) % n;
    return ((hash.hi % n) * wrap % n + hash.lo % n) % n;
}

namespace {

template<typename Key>
std::vector<Key> sample(const std::vector<Key> &set, const SamplingRule &rule)
{
    if (rule.method == SamplingMethod::None)
        return set;
    if (rule.method == SamplingMethod::Smallest)
        return {set.begin(), set.begin() + std::ptrdiff_t(std::min(rule.limit, set.size()))};
    std::vector<Key> kept;
    kept.reserve(set.size() / std::max<std::uint64_t>(rule.modulus, 1) + 1);
    for (const Key &h : set) {
        if (residue(h, rule.modulus) != rule.remainder)
            continue;
        // The set is sorted, so the first `limit` kept are the smallest.
        if (rule.method == SamplingMethod::Broder && kept.size() >= rule.limit)
            break;
        kept.push_back(h);
    }
    return kept;
}

} // namespace

std::vector<std::uint64_t> sampleShingles(const std::vector<std::uint64_t> &sortedSet, const SamplingRule &rule)
{
    return sample(sortedSet, rule);
}

std::vector<Hash128> sampleShingles(const std::vector<Hash128> &sortedSet, const SamplingRule &rule)
{
    return sample(sortedSet, rule);
}

} // namespace nd::features
