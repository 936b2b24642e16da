#include "features/candidatejaccard.h"

#include "features/shingles.h"
#include "jobs/corepool.h"

#include <algorithm>

namespace nd::features {

std::vector<double> candidateJaccards(std::size_t documentCount,
                                      std::span<const std::pair<std::uint32_t, std::uint32_t>> candidates,
                                      const ShinglesOf &shinglesOf, JobControl &control)
{
    std::vector<double> result(candidates.size(), 0.0);
    if (candidates.empty())
        return result;
    std::vector<char> needed(documentCount, 0);
    for (const auto &[i, j] : candidates)
        needed[i] = needed[j] = 1;
    std::vector<std::size_t> documents;
    for (std::size_t d = 0; d < documentCount; ++d) {
        if (needed[d])
            documents.push_back(d);
    }
    std::vector<std::vector<std::uint64_t>> sets(documentCount);
    const auto build = [&](const std::size_t &d) {
        if (control.isCancelled())
            return;
        shinglesOf(d, sets[d]);
    };
    // In chunks, so that progress is reported and a cancellation noticed between them.
    constexpr std::size_t chunk = 1024;
    for (std::size_t begin = 0; begin < documents.size(); begin += chunk) {
        const auto first = documents.begin() + std::ptrdiff_t(begin);
        const auto last = documents.begin() + std::ptrdiff_t(std::min(documents.size(), begin + chunk));
        blockingMapOn(corePool(), first, last, build);
        throwIfCancelled(control);
        control.report(qint64(last - documents.begin()), qint64(documents.size()));
    }
    for (std::size_t c = 0; c < candidates.size(); ++c)
        result[c] = jaccardOfUnsorted(sets[candidates[c].first], sets[candidates[c].second]);
    return result;
}

} // namespace nd::features
