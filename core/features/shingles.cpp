#include "features/shingles.h"

#include "features/hashing.h"

#include <algorithm>

namespace nd::features {

std::vector<std::uint64_t> tokenHashes(const QStringList &tokens)
{
    std::vector<std::uint64_t> hashes;
    hashes.reserve(std::size_t(tokens.size()));
    for (const QString &token : tokens)
        hashes.push_back(hashToken(token));
    return hashes;
}

std::vector<std::uint64_t> shingleSet(std::span<const std::uint64_t> tokenHashes, int w)
{
    std::vector<std::uint64_t> set;
    if (tokenHashes.empty())
        return set;
    const std::size_t width = std::size_t(std::max(w, 1));
    if (tokenHashes.size() < width) {
        set.push_back(hashSpan(tokenHashes));
        return set;
    }
    const std::size_t count = tokenHashes.size() - width + 1;
    set.reserve(count);
    for (std::size_t i = 0; i < count; ++i)
        set.push_back(hashSpan(tokenHashes.subspan(i, width)));
    std::sort(set.begin(), set.end());
    set.erase(std::unique(set.begin(), set.end()), set.end());
    return set;
}

std::size_t intersectionSize(std::span<const std::uint64_t> a, std::span<const std::uint64_t> b)
{
    std::size_t shared = 0;
    auto i = a.begin();
    auto j = b.begin();
    while (i != a.end() && j != b.end()) {
        if (*i < *j) {
            ++i;
        } else if (*j < *i) {
            ++j;
        } else {
            ++shared;
            ++i;
            ++j;
        }
    }
    return shared;
}

double jaccard(std::span<const std::uint64_t> a, std::span<const std::uint64_t> b)
{
    const std::size_t shared = intersectionSize(a, b);
    const std::size_t unionSize = a.size() + b.size() - shared;
    return unionSize == 0 ? 0.0 : double(shared) / double(unionSize);
}

} // namespace nd::features
