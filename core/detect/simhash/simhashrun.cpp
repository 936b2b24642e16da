#include "detect/detectsupport.h"

#include "base/namespacetr.h"
#include "detect/simhash/simhashmodel.h"
#include "features/candidatejaccard.h"
#include "features/hammingsearch.h"
#include "features/shingles.h"

#include <algorithm>
#include <bit>
#include <functional>
#include <limits>
#include <optional>
#include <stdexcept>
#include <tuple>

using namespace Qt::StringLiterals;

namespace nd::detect {

namespace {

ND_NAMESPACE_TR("nd::detect")

// A pair of document indices i < j within the bound, with its Hamming distance.
using Found = std::tuple<std::uint32_t, std::uint32_t, int>;

// Paper 000's search: each query's fingerprint against every other document's,
// one popcount per pair, so the cost is queries x documents whatever the bound.
// Calls found(i, j, distance) with positions into `values`, i < j; a pair of two
// queries is found twice. Returns the comparisons made.
qint64 forEachQueryPairWithin(const std::vector<std::uint64_t> &values, const std::vector<char> &isQuery,
                              int maxDistance, const features::HammingIndex::Found &found, const JobControl &control)
{
    qint64 comparisons = 0;
    for (std::size_t q = 0; q < values.size(); ++q) {
        if (!isQuery[q])
            continue;
        throwIfCancelled(control);
        for (std::size_t d = 0; d < values.size(); ++d) {
            if (d == q)
                continue;
            const int distance = std::popcount(values[q] ^ values[d]);
            if (distance <= maxDistance)
                found(std::min(q, d), std::max(q, d), distance);
        }
        comparisons += qint64(values.size()) - 1;
    }
    return comparisons;
}

// Where a run's fingerprints came from, and the token hashes of its documents
// when it has them already.
struct Fingerprinted
{
    std::vector<SimhashModel::Fingerprints> prints;
    double seconds = 0.0;
    const CollectionTokenHashes *hashes = nullptr;
    std::function<void(std::span<const std::size_t>)> prepare; // when hashes is null
};

// Everything after the fingerprints: the pairs within the bound, then their
// scores (the exact Jaccard of their shingles, or their Hamming distance).
DetectResult searchAndScore(const std::vector<DetectDocument> &documents, const Fingerprinted &fingerprinted,
                            const SimhashSettings &settings, JobControl &control)
{
    const std::size_t n = documents.size();
    const std::vector<SimhashModel::Fingerprints> &prints = fingerprinted.prints;
    QElapsedTimer timer;
    timer.start();
    // Documents with a fingerprint under the whole vocabulary: the other lexicons
    // keep fewer, so the plan is made for the largest set.
    qint64 signatures = 0;
    for (const auto &print : prints)
        signatures += print.present.front() ? 1 : 0;
    const features::HammingSearchPlan plan =
        features::planHammingSearch(settings.bits, settings.maxDistance, std::size_t(signatures), settings.blocks);
    const bool byQuery = !settings.queryDocuments.empty();
    control.setPhase(byQuery               ? tr("Searching the collection for each query")
                         : plan.exhaustive ? tr("Comparing every pair of fingerprints")
                                           : tr("Searching permuted tables"));
    const std::optional<features::HammingIndex> index = byQuery || plan.exhaustive
        ? std::nullopt
        : std::optional<features::HammingIndex>(std::in_place, settings.bits, settings.maxDistance, plan.blocks);
    // Which documents are queries, looked up once rather than per lexicon.
    std::vector<char> queryDocument(byQuery ? n : 0, 0);
    if (byQuery) {
        std::vector<qint64> queryIds = settings.queryDocuments;
        std::sort(queryIds.begin(), queryIds.end());
        for (std::size_t d = 0; d < n; ++d)
            queryDocument[d] = std::binary_search(queryIds.begin(), queryIds.end(), documents[d].id);
    }
    std::vector<Found> found;
    // Pairs beyond the run's bound are counted, not kept: a run about to be
    // refused held them all first (default simhash on the 20,000 Zipf-worded
    // documents of bench/make-collection.sh: 199 million pairs, 3.7 GB and 8-17 s,
    // mostly page faults, before the refusal). Summed over lexicons, a pair found
    // in several counts once for each.
    const qint64 keptAtMost = control.pairLimit() > 0 ? control.pairLimit() + 1 : std::numeric_limits<qint64>::max();
    qint64 pairsFound = 0;
    features::HammingIndex::Stats total;
    for (int l = 0; l < settings.lexicons; ++l) {
        std::vector<std::uint32_t> indexed;
        std::vector<std::uint64_t> values;
        for (std::size_t d = 0; d < n; ++d) {
            if (prints[d].present[std::size_t(l)]) {
                indexed.push_back(std::uint32_t(d));
                values.push_back(prints[d].values[std::size_t(l)]);
            }
        }
        const auto keep = [&](std::size_t i, std::size_t j, int distance) {
            if (++pairsFound <= keptAtMost)
                found.emplace_back(indexed[i], indexed[j], distance);
        };
        if (byQuery) {
            std::vector<char> isQuery(indexed.size());
            for (std::size_t i = 0; i < indexed.size(); ++i)
                isQuery[i] = queryDocument[indexed[i]];
            total.candidates += forEachQueryPairWithin(values, isQuery, settings.maxDistance, keep, control);
            continue;
        }
        if (plan.exhaustive) {
            features::PairsWithin within;
            within.handOnAtMost = keptAtMost - std::min(pairsFound, keptAtMost);
            const qint64 before = pairsFound;
            total.candidates +=
                features::forEachPairWithinExhaustive(values, settings.bits, settings.maxDistance, keep, &control,
                                                      features::PopcountKernel::Fastest, &within);
            pairsFound = before + within.found;
            continue;
        }
        features::HammingIndex::Stats stats;
        index->forEachPairWithin(values, keep, &control, &stats);
        total.candidates += stats.candidates;
        total.probes += stats.probes;
    }
    const double secondsPerPair = settings.verifyExact ? features::kCandidateJaccardSecondsPerPair : 0.0;
    if (pairsFound > qint64(found.size()))
        control.admitPairs(pairsFound, secondsPerPair); // refused: more than the bound were found
    // The distance of a pair is its smallest over the lexicons (paper 000: a pair is
    // a duplicate when the fingerprints of any one lexicon are within the threshold).
    // One lexicon finds every pair once, but for a pair of two queries.
    if (settings.lexicons > 1 || byQuery) {
        std::sort(found.begin(), found.end());
        found.erase(std::unique(found.begin(), found.end(),
                                [](const Found &x, const Found &y) {
                                    return std::get<0>(x) == std::get<0>(y) && std::get<1>(x) == std::get<1>(y);
                                }),
                    found.end()); // sorted by distance within (i, j): the first is the smallest
    }
    const double searchSeconds = support::seconds(timer);
    control.admitPairs(qint64(found.size()), secondsPerPair);

    timer.restart();
    DetectResult result;
    result.pairs.reserve(found.size());
    // Whose token hashes the run read: every document's, or from stored
    // fingerprints only those of the documents in a pair verified exactly.
    qint64 documentsPrepared = fingerprinted.hashes ? qint64(n) : 0;
    if (settings.verifyExact) {
        control.setPhase(tr("Exact Jaccard of pairs within the bound"));
        std::vector<std::pair<std::uint32_t, std::uint32_t>> candidates;
        candidates.reserve(found.size());
        for (const auto &[i, j, distance] : found)
            candidates.emplace_back(i, j);
        // Fingerprints read from the workspace leave the texts unread until here,
        // and then only those of the documents in a pair.
        std::optional<CollectionTokenHashes> prepared;
        if (!fingerprinted.hashes) {
            std::vector<std::size_t> paired;
            paired.reserve(2 * candidates.size());
            for (const auto &[i, j] : candidates) {
                paired.push_back(i);
                paired.push_back(j);
            }
            std::sort(paired.begin(), paired.end());
            paired.erase(std::unique(paired.begin(), paired.end()), paired.end());
            if (fingerprinted.prepare && !paired.empty())
                fingerprinted.prepare(paired);
            documentsPrepared = qint64(paired.size());
            prepared.emplace(documents, control);
        }
        const CollectionTokenHashes &hashes = fingerprinted.hashes ? *fingerprinted.hashes : *prepared;
        const int w = settings.shingleSize;
        const std::vector<double> jaccards = features::candidateJaccards(
            n, candidates,
            [&](std::size_t d, std::vector<std::uint64_t> &shingles) {
                features::shingleHashes(hashes[d], w, shingles);
            },
            control);
        for (std::size_t c = 0; c < candidates.size(); ++c)
            result.pairs.push_back(support::orderedPair(documents[candidates[c].first].id,
                                                        documents[candidates[c].second].id, 1.0 - jaccards[c]));
    } else {
        for (const auto &[i, j, distance] : found)
            result.pairs.push_back(support::orderedPair(documents[i].id, documents[j].id, distance));
    }
    support::sortPairs(result.pairs);

    result.stats = QJsonObject{
        {u"documents"_s, qint64(n)},
        {u"signatures"_s, signatures},
        {u"bits"_s, settings.bits},
        {u"shingle_size"_s, settings.shingleSize},
        {u"lexicons"_s, settings.lexicons},
        {u"search"_s,
         byQuery               ? u"queries"_s
             : plan.exhaustive ? u"all pairs"_s
                               : u"tables"_s},
        {u"queries"_s, qint64(settings.queryDocuments.size())},
        {u"exhaustive"_s, !byQuery && plan.exhaustive},
        {u"search_cost_all_pairs"_s, plan.exhaustiveCost},
        {u"search_cost_tables"_s, plan.forced ? QJsonValue() : QJsonValue(plan.tableCost)},
        {u"blocks"_s, index ? index->blockCount() : 0},
        {u"tables"_s, index ? index->tables() : 0},
        {u"tables_total"_s, index ? index->tables() * settings.lexicons : 0},
        {u"prefix_bits"_s, index ? index->shortestPrefix() : 0},
        {u"probes"_s, total.probes},
        {u"candidates"_s, total.candidates},
        {u"pairs_within"_s, qint64(result.pairs.size())},
        {u"verify"_s, settings.verifyExact ? u"exact"_s : u"none"_s},
        {u"documents_prepared"_s, documentsPrepared},
        {u"seconds_fingerprints"_s, fingerprinted.seconds},
        {u"seconds_search"_s, searchSeconds},
        {u"seconds_verify"_s, settings.verifyExact ? support::seconds(timer) : 0.0},
    };
    return result;
}

} // namespace

DetectResult detectSimhash(const std::vector<DetectDocument> &documents, const SimhashSettings &settings,
                           JobControl &control)
{
    QElapsedTimer timer;
    timer.start();
    control.setPhase(tr("Simhash fingerprints"));
    const CollectionTokenHashes hashes(documents, control);
    Fingerprinted fingerprinted;
    fingerprinted.prints = SimhashModel(settings, hashes, control).collectionFingerprints(hashes, control);
    fingerprinted.hashes = &hashes;
    fingerprinted.seconds = support::seconds(timer);
    return searchAndScore(documents, fingerprinted, settings, control);
}

DetectResult detectSimhashFromStored(const std::vector<DetectDocument> &documents, const StoredFingerprints &stored,
                                     const SimhashSettings &settings, JobControl &control)
{
    if (settings.lexicons != 1 || stored.values.size() != documents.size())
        throw std::invalid_argument("detectSimhashFromStored: one stored fingerprint per document, one lexicon");
    Fingerprinted fingerprinted;
    fingerprinted.prints.resize(documents.size());
    for (std::size_t d = 0; d < documents.size(); ++d) {
        const std::optional<std::uint64_t> &value = stored.values[d];
        fingerprinted.prints[d] = {{value.value_or(0)}, {value.has_value()}};
    }
    // Without prepare() every document came with its token hashes.
    std::optional<CollectionTokenHashes> hashes;
    if (stored.prepare)
        fingerprinted.prepare = stored.prepare;
    else
        fingerprinted.hashes = &hashes.emplace(documents, control);
    return searchAndScore(documents, fingerprinted, settings, control);
}

} // namespace nd::detect
