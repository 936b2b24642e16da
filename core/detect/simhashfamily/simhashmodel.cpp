#include "detect/simhashfamily/simhashmodel.h"

#include "detect/detectsupport.h"
#include "detect/simhashdetector.h"
#include "features/hammingindex.h"
#include "features/hashing.h"
#include "features/shingles.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>
#include <cmath>
#include <optional>
#include <tuple>

using namespace Qt::StringLiterals;

namespace nd::detect {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("nd::detect::SimhashModel", text);
}

// Sorts (hash, weight) and sums the weights of equal hashes.
std::vector<features::WeightedFeature> merged(std::vector<features::WeightedFeature> items)
{
    std::sort(items.begin(), items.end(),
              [](const auto &x, const auto &y) { return x.first < y.first; });
    std::vector<features::WeightedFeature> out;
    for (const auto &item : items) {
        if (!out.empty() && out.back().first == item.first)
            out.back().second += item.second;
        else
            out.push_back(item);
    }
    return out;
}

} // namespace

SimhashModel::SimhashModel(const SimhashSettings &settings,
                           const std::vector<DetectDocument> &collection, JobControl &control)
    : m_settings(settings), m_documentCount(double(collection.size()))
{
    if (settings.weighting != SimhashSettings::Weighting::TfIdf)
        return;
    // Document frequencies by sort-merge over the distinct tokens of each document.
    std::vector<std::vector<std::uint64_t>> distinct(collection.size());
    support::parallelFor(collection.size(), control, [&](std::size_t d) {
        auto hashes = features::tokenHashes(collection[d].tokens);
        std::sort(hashes.begin(), hashes.end());
        hashes.erase(std::unique(hashes.begin(), hashes.end()), hashes.end());
        distinct[d] = std::move(hashes);
    });
    std::vector<std::uint64_t> all;
    for (auto &hashes : distinct) {
        all.insert(all.end(), hashes.begin(), hashes.end());
        hashes = {};
    }
    std::sort(all.begin(), all.end());
    throwIfCancelled(control);
    for (std::size_t begin = 0; begin < all.size();) {
        std::size_t end = begin + 1;
        while (end < all.size() && all[end] == all[begin])
            ++end;
        m_documentFrequency.emplace_back(all[begin], std::uint32_t(end - begin));
        begin = end;
    }
}

double SimhashModel::idf(std::uint64_t tokenHash) const
{
    const auto it = std::lower_bound(
        m_documentFrequency.begin(), m_documentFrequency.end(), tokenHash,
        [](const auto &entry, std::uint64_t hash) { return entry.first < hash; });
    const double df = it != m_documentFrequency.end() && it->first == tokenHash ? double(it->second) : 0.0;
    return std::log((1.0 + m_documentCount) / (1.0 + df)) + 1.0;
}

bool SimhashModel::inLexicon(int lexicon, std::uint64_t tokenHash) const
{
    if (lexicon == 0)
        return true;
    // A seeded hash decides membership, so a lexicon is a random subset of any
    // vocabulary (also a query's unseen words) without being stored.
    const std::uint64_t seed = features::seedAt(m_settings.lexiconSeed * 1024 + std::uint64_t(lexicon));
    const double u = double(features::mix64(tokenHash ^ seed)) / 18446744073709551616.0;
    return u < m_settings.lexiconFraction;
}

std::vector<features::WeightedFeature>
SimhashModel::features(std::span<const std::uint64_t> tokenHashes, int lexicon) const
{
    std::vector<std::uint64_t> kept;
    kept.reserve(tokenHashes.size());
    for (std::uint64_t hash : tokenHashes) {
        if (inLexicon(lexicon, hash))
            kept.push_back(hash);
    }
    if (kept.empty())
        return {};
    const bool tfidf = m_settings.weighting == SimhashSettings::Weighting::TfIdf;
    // A text shorter than k words is one shingle of all its words (as shingleSet).
    const std::size_t k = std::min<std::size_t>(std::size_t(m_settings.shingleSize), kept.size());
    std::vector<features::WeightedFeature> items;
    items.reserve(kept.size() - k + 1);
    for (std::size_t begin = 0; begin + k <= kept.size(); ++begin) {
        const std::span<const std::uint64_t> window(kept.data() + begin, k);
        // A 1-shingle is the word itself, hashed as plain simhash hashes it.
        const std::uint64_t hash = k == 1 ? window[0] : features::hashSpan(window);
        double weight = 1.0;
        if (tfidf) {
            weight = 0.0;
            for (std::uint64_t word : window)
                weight += idf(word);
        }
        items.emplace_back(hash, weight);
    }
    return merged(std::move(items));
}

SimhashModel::Fingerprints SimhashModel::fingerprints(const QStringList &tokens) const
{
    const std::vector<std::uint64_t> hashes = features::tokenHashes(tokens);
    Fingerprints result;
    for (int l = 0; l < m_settings.lexicons; ++l) {
        const auto weighted = features(hashes, l);
        result.present.push_back(!weighted.empty());
        result.values.push_back(features::simhashFingerprint(weighted, m_settings.bits));
    }
    return result;
}

DetectResult detectSimhash(const std::vector<DetectDocument> &documents,
                           const SimhashSettings &settings, JobControl &control)
{
    const std::size_t n = documents.size();
    QElapsedTimer timer;
    timer.start();
    control.setPhase(tr("Simhash fingerprints"));
    std::vector<SimhashModel::Fingerprints> prints(n);
    if (settings.shingleSize == 1 && settings.lexicons == 1) {
        prints = wordSimhashFingerprints(documents, settings, control); // same values, faster
    } else {
        const SimhashModel model(settings, documents, control);
        support::parallelFor(n, control,
                             [&](std::size_t d) { prints[d] = model.fingerprints(documents[d].tokens); });
    }
    const double fingerprintSeconds = support::seconds(timer);

    timer.restart();
    control.setPhase(tr("Searching permuted tables"));
    // Manku's tables find every pair within f/2 bits; a larger bound (paper 000
    // sweeps 0..f-1) compares every pair by popcount instead.
    const bool exhaustive = settings.maxDistance > settings.bits / 2;
    const int blocks = exhaustive ? 0
        : settings.blocks > 0 ? settings.blocks
                              : features::HammingIndex::chooseBlockCount(settings.bits, settings.maxDistance, n);
    const std::optional<features::HammingIndex> index =
        exhaustive ? std::nullopt
                   : std::optional<features::HammingIndex>(std::in_place, settings.bits, settings.maxDistance, blocks);
    std::vector<std::tuple<std::uint32_t, std::uint32_t, int>> found; // (i, j, distance), i < j
    features::HammingIndex::Stats total;
    qint64 signatures = 0; // documents with a fingerprint under the whole vocabulary
    for (int l = 0; l < settings.lexicons; ++l) {
        std::vector<std::uint32_t> indexed;
        std::vector<std::uint64_t> values;
        for (std::size_t d = 0; d < n; ++d) {
            if (prints[d].present[std::size_t(l)]) {
                indexed.push_back(std::uint32_t(d));
                values.push_back(prints[d].values[std::size_t(l)]);
            }
        }
        if (l == 0)
            signatures = qint64(indexed.size());
        if (exhaustive) {
            for (std::size_t i = 0; i < values.size(); ++i) {
                if (i % 256 == 0) {
                    throwIfCancelled(control);
                    control.report(qint64(i), qint64(values.size()));
                }
                for (std::size_t j = i + 1; j < values.size(); ++j) {
                    const int distance = std::popcount(values[i] ^ values[j]);
                    if (distance <= settings.maxDistance)
                        found.emplace_back(indexed[i], indexed[j], distance);
                }
            }
            total.candidates += qint64(values.size()) * qint64(values.size() - (values.empty() ? 0 : 1)) / 2;
            continue;
        }
        features::HammingIndex::Stats stats;
        index->forEachPairWithin(
            values,
            [&](std::size_t i, std::size_t j, int distance) {
                found.emplace_back(indexed[i], indexed[j], distance);
            },
            &control, &stats);
        total.candidates += stats.candidates;
        total.probes += stats.probes;
    }
    // The distance of a pair is its smallest over the lexicons (paper 000: a pair is
    // a duplicate when the fingerprints of any one lexicon are within the threshold).
    std::sort(found.begin(), found.end());
    DetectResult result;
    for (std::size_t p = 0; p < found.size(); ++p) {
        const auto [i, j, distance] = found[p];
        if (p > 0 && std::get<0>(found[p - 1]) == i && std::get<1>(found[p - 1]) == j)
            continue; // sorted by distance within (i, j): the first is the smallest
        result.pairs.push_back(support::orderedPair(documents[i].id, documents[j].id, distance));
    }
    support::sortPairs(result.pairs);

    result.stats = QJsonObject{
        {u"documents"_s, qint64(n)},
        {u"signatures"_s, signatures},
        {u"bits"_s, settings.bits},
        {u"shingle_size"_s, settings.shingleSize},
        {u"lexicons"_s, settings.lexicons},
        {u"blocks"_s, index ? index->blockCount() : 0},
        {u"tables"_s, index ? index->tables() : 0},
        {u"tables_total"_s, index ? index->tables() * settings.lexicons : 0},
        {u"prefix_bits"_s, index ? index->shortestPrefix() : 0},
        {u"exhaustive"_s, exhaustive},
        {u"probes"_s, total.probes},
        {u"candidates"_s, total.candidates},
        {u"pairs_within"_s, qint64(result.pairs.size())},
        {u"seconds_fingerprints"_s, fingerprintSeconds},
        {u"seconds_search"_s, support::seconds(timer)},
    };
    return result;
}

} // namespace nd::detect
