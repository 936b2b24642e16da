#include "detect/imatch/imatchlexiconsdetector.h"

#include "detect/detectsupport.h"
#include "detect/imatch/imatchdetector.h"
#include "base/hashing.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <unordered_map>

using namespace Qt::StringLiterals;

namespace nd::detect {

ThresholdRange IMatchLexiconsDetector::thresholdRange(const Params &params) const
{
    const int k = support::resolvedValue(*this, params, u"lexicons"_s, 10).toInt();
    return {1.0, double(k + 1), 1.0};
}

QString IMatchLexiconsDetector::plan(const Params &params) const
{
    QString error;
    const Params p = resolve(params, &error);
    if (!error.isEmpty())
        return error;
    return tr("%1 signatures per document (I-Match plus %2 random lexicons of %3% of its terms).")
        .arg(p.value(u"lexicons"_s).toInt() + 1)
        .arg(p.value(u"lexicons"_s).toInt())
        .arg(qRound(p.value(u"lexicon_fraction"_s).toDouble() * 100));
}

std::vector<std::uint64_t> IMatchLexiconsDetector::extraLexicon(std::span<const std::uint64_t> lexicon, double fraction,
                                                                int seed, int index)
{
    const std::uint64_t key = mix64(seedAt(std::uint64_t(seed)) ^ seedAt(std::uint64_t(index)));
    std::vector<std::pair<std::uint64_t, std::uint64_t>> ranked; // (rank, term)
    ranked.reserve(lexicon.size());
    for (std::uint64_t term : lexicon)
        ranked.emplace_back(mix64(term ^ key), term);
    // An exact share rather than a coin per term, so every extra lexicon has the
    // same size and K lexicons differ only in which terms they miss.
    const auto keep = std::min(ranked.size(), std::size_t(std::llround(fraction * double(lexicon.size()))));
    std::partial_sort(ranked.begin(), ranked.begin() + std::ptrdiff_t(keep), ranked.end());
    std::vector<std::uint64_t> subset;
    subset.reserve(keep);
    for (std::size_t i = 0; i < keep; ++i)
        subset.push_back(ranked[i].second);
    std::sort(subset.begin(), subset.end());
    return subset;
}

DetectResult IMatchLexiconsDetector::detect(const std::vector<DetectDocument> &documents, const Params &params,
                                            JobControl &control) const
{
    using Signature = IMatchDetector::Signature;
    const Params p = resolveOrThrow(params);
    const int k = p.value(u"lexicons"_s).toInt();
    const double fraction = p.value(u"lexicon_fraction"_s).toDouble();
    const int seed = p.value(u"seed"_s).toInt();
    const std::size_t n = documents.size();
    const std::size_t slots = std::size_t(k) + 1;

    QElapsedTimer timer;
    timer.start();
    control.setPhase(tr("Collection statistics and lexicons"));
    const features::TermStatistics stats = IMatchDetector::termStatistics(documents);
    std::vector<std::vector<std::uint64_t>> lexicons{IMatchDetector::nidfLexicon(stats, p)};
    for (int i = 1; i <= k; ++i)
        lexicons.push_back(extraLexicon(lexicons.front(), fraction, seed, i));
    const double statsSeconds = support::seconds(timer);

    timer.restart();
    control.setPhase(tr("I-Match signatures"));
    std::vector<std::vector<std::optional<Signature>>> signatures(slots, std::vector<std::optional<Signature>>(n));
    // The lexicons each term of the first is in, as bits (slot s: bit s; the
    // extra lexicons are subsets of the first, K + 1 <= 21 slots): one look-up per
    // token serves every slot.
    if (slots > 32)
        throw std::invalid_argument("imatch-lexicons: at most 31 extra lexicons");
    HashKeyedMap<std::uint32_t> slotsOf(lexicons.front().size());
    for (std::size_t s = 0; s < slots; ++s) {
        for (const std::uint64_t term : lexicons[s])
            slotsOf.insert(term) |= std::uint32_t(1) << s;
    }
    parallelFor(n, control, [&](std::size_t d) {
        std::vector<std::uint64_t> hashedHere;
        std::vector<std::pair<std::uint64_t, std::uint32_t>> kept; // term, its slots
        for (const std::uint64_t hash : support::tokenHashesOf(documents[d], hashedHere)) {
            if (const std::uint32_t *in = slotsOf.find(hash))
                kept.emplace_back(hash, *in);
        }
        std::sort(kept.begin(), kept.end());
        kept.erase(std::unique(kept.begin(), kept.end()), kept.end());
        std::vector<std::uint64_t> terms;
        for (std::size_t s = 0; s < slots; ++s) {
            terms.clear();
            for (const auto &[term, in] : kept) {
                if (in & (std::uint32_t(1) << s))
                    terms.push_back(term);
            }
            signatures[s][d] = IMatchDetector::signatureOfKept(terms);
        }
    });
    const double signatureSeconds = support::seconds(timer);

    timer.restart();
    control.setPhase(tr("Grouping signatures"));
    // Matching slots per candidate pair of indices (i < j packed into 64 bits).
    std::unordered_map<std::uint64_t, int> matches;
    qint64 noSignature = 0;
    for (std::size_t s = 0; s < slots; ++s) {
        if (s == 0) // the I-Match lexicon; the extra ones are subsets of it
            noSignature = std::count(signatures[s].begin(), signatures[s].end(), std::nullopt);
        for (const auto &group : IMatchDetector::equalGroups(signatures[s])) {
            throwIfCancelled(control);
            for (std::size_t x = 0; x < group.size(); ++x) {
                for (std::size_t y = x + 1; y < group.size(); ++y)
                    ++matches[(std::uint64_t(group[x]) << 32) | std::uint64_t(group[y])];
            }
        }
    }
    DetectResult result;
    result.pairs.reserve(matches.size());
    for (const auto &[key, count] : matches)
        result.pairs.push_back(support::orderedPair(documents[key >> 32].id, documents[key & 0xffffffffu].id, count));
    support::sortPairs(result.pairs);

    result.stats = IMatchDetector::runStats(n, lexicons.front().size(), noSignature, result, statsSeconds,
                                            signatureSeconds, support::seconds(timer));
    result.stats.insert(u"signature_slots"_s, qint64(slots));
    result.stats.insert(u"extra_lexicon_terms"_s, qint64(k > 0 ? lexicons[1].size() : 0));
    return result;
}

} // namespace nd::detect
