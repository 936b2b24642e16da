#include "detect/simhash/simhashmodel.h"

#include "detect/detectsupport.h"
#include "base/hashing.h"
#include "features/shingles.h"

#include <algorithm>
#include <utility>

namespace nd::detect {

namespace {

// Sorts (hash, weight) and sums the weights of equal hashes.
std::vector<features::WeightedFeature> merged(std::vector<features::WeightedFeature> items)
{
    std::sort(items.begin(), items.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
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

CollectionTokenHashes::CollectionTokenHashes(const std::vector<DetectDocument> &documents, JobControl &control)
    : m_documents(documents)
    , m_hashed(documents.size())
{
    bool fromStrings = false;
    for (const DetectDocument &document : documents)
        fromStrings = fromStrings || (document.tokenHashes.empty() && !document.tokens.isEmpty());
    if (!fromStrings)
        return;
    parallelFor(documents.size(), control, [&](std::size_t d) {
        if (documents[d].tokenHashes.empty())
            m_hashed[d] = features::tokenHashes(documents[d].tokens);
    });
}

SimhashModel::SimhashModel(const SimhashSettings &settings, const CollectionTokenHashes &collection,
                           JobControl &control)
    : m_settings(settings)
{
    if (settings.weighting != SimhashSettings::Weighting::TfIdf)
        return;
    std::size_t total = 0;
    for (std::size_t d = 0; d < collection.size(); ++d)
        total += collection[d].size();
    m_tokenIds.reserve(std::min(total, keptIdBudget)); // once: growing would copy them
    m_idOffsets.reserve(collection.size() + 1);
    std::size_t tokens = 0;
    for (std::size_t d = 0; d < collection.size(); ++d) {
        if (d % 4096 == 0)
            throwIfCancelled(control);
        const auto hashes = collection[d];
        if (tokens + hashes.size() <= keptIdBudget) {
            tokens += hashes.size();
            m_idOffsets.push_back(m_tokenIds.size());
            m_tokenIds.resize(tokens);
            m_idf.addDocument(hashes, m_tokenIds.data() + m_idOffsets.back());
        } else {
            m_idf.addDocument(hashes);
        }
    }
    m_idOffsets.push_back(m_tokenIds.size());
    m_idf.finish();
}

SimhashModel::SimhashModel(const SimhashSettings &settings, const std::vector<DetectDocument> &collection,
                           JobControl &control)
    : SimhashModel(settings, CollectionTokenHashes(collection, control), control)
{ }

SimhashModel::SimhashModel(const SimhashSettings &settings, features::IdfTable documentFrequencies)
    : m_settings(settings)
    , m_idf(std::move(documentFrequencies))
{
    m_idf.finish();
}

double SimhashModel::idf(std::uint64_t tokenHash) const
{
    return m_idf.idf(tokenHash);
}

bool SimhashModel::inLexicon(int lexicon, std::uint64_t tokenHash) const
{
    if (lexicon == 0)
        return true;
    // A seeded hash decides membership, so a lexicon is a random subset of any
    // vocabulary (also a query's unseen words) without being stored.
    const std::uint64_t seed = seedAt(m_settings.lexiconSeed * 1024 + std::uint64_t(lexicon));
    const double u = double(mix64(tokenHash ^ seed)) / 18446744073709551616.0;
    return u < m_settings.lexiconFraction;
}

std::vector<features::WeightedFeature> SimhashModel::features(std::span<const std::uint64_t> tokenHashes,
                                                              int lexicon) const
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
        const std::uint64_t hash = k == 1 ? window[0] : hashSpan(window);
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

SimhashModel::Fingerprints SimhashModel::fingerprints(std::span<const std::uint64_t> tokenHashes) const
{
    return fingerprints(tokenHashes, {});
}

SimhashModel::Fingerprints SimhashModel::collectionFingerprints(std::size_t d,
                                                                std::span<const std::uint64_t> tokenHashes) const
{
    if (d + 1 >= m_idOffsets.size())
        return fingerprints(tokenHashes, {});
    return fingerprints(
        tokenHashes,
        std::span<const std::uint32_t>(m_tokenIds).subspan(m_idOffsets[d], m_idOffsets[d + 1] - m_idOffsets[d]));
}

std::vector<SimhashModel::Fingerprints> SimhashModel::collectionFingerprints(const CollectionTokenHashes &collection,
                                                                             JobControl &control) const
{
    std::vector<Fingerprints> prints(collection.size());
    parallelFor(
        collection.size(), control, [&](std::size_t d) { prints[d] = collectionFingerprints(d, collection[d]); }, 1024);
    return prints;
}

SimhashModel::Fingerprints SimhashModel::fingerprints(std::span<const std::uint64_t> tokenHashes,
                                                      std::span<const std::uint32_t> tokenIds) const
{
    const bool tfidf = m_settings.weighting == SimhashSettings::Weighting::TfIdf;
    const bool byId = tfidf && tokenIds.size() == tokenHashes.size() && !tokenIds.empty();
    thread_local std::vector<std::uint64_t> kept, shingles;
    thread_local std::vector<std::uint32_t> keptIds;
    thread_local std::vector<double> tokenWeights, shingleWeights;
    Fingerprints result;
    for (int l = 0; l < m_settings.lexicons; ++l) {
        std::span<const std::uint64_t> tokens = tokenHashes;
        std::span<const std::uint32_t> ids = byId ? tokenIds : std::span<const std::uint32_t>();
        if (l > 0) {
            kept.clear();
            keptIds.clear();
            for (std::size_t t = 0; t < tokenHashes.size(); ++t) {
                if (inLexicon(l, tokenHashes[t])) {
                    kept.push_back(tokenHashes[t]);
                    if (byId)
                        keptIds.push_back(tokenIds[t]);
                }
            }
            tokens = kept;
            ids = keptIds;
        }
        result.present.push_back(!tokens.empty());
        // As features(): a text shorter than k words is one shingle of all its words.
        const std::size_t k = std::min<std::size_t>(std::size_t(m_settings.shingleSize), tokens.size());
        if (tokens.empty() || (k == 1 && !tfidf)) {
            result.values.push_back(features::tokenSimhash(tokens, m_settings.bits)); // counts, exact
            continue;
        }
        if (tfidf) {
            tokenWeights.resize(tokens.size());
            if (byId) {
                for (std::size_t t = 0; t < tokens.size(); ++t)
                    tokenWeights[t] = m_idf.idfOfId(ids[t]);
            } else {
                m_idf.idfs(tokens, tokenWeights.data());
            }
            if (k == 1) {
                result.values.push_back(features::weightedSimhash(tokens, tokenWeights, m_settings.bits));
                continue;
            }
        }
        const std::size_t count = tokens.size() - k + 1;
        shingles.resize(count);
        features::windowHashes(tokens, k, shingles.data());
        if (!tfidf) {
            result.values.push_back(features::tokenSimhash(shingles, m_settings.bits)); // counts, exact
            continue;
        }
        shingleWeights.resize(count);
        for (std::size_t begin = 0; begin < count; ++begin) {
            // Summed word by word from 0 as features() sums them, so equal
            // shingles weigh exactly the same.
            double weight = 0.0;
            for (std::size_t w = begin; w < begin + k; ++w)
                weight += tokenWeights[w];
            shingleWeights[begin] = weight;
        }
        result.values.push_back(features::weightedSimhash(shingles, shingleWeights, m_settings.bits));
    }
    return result;
}

SimhashModel::Fingerprints SimhashModel::fingerprints(const QStringList &tokens) const
{
    return fingerprints(features::tokenHashes(tokens));
}

} // namespace nd::detect
