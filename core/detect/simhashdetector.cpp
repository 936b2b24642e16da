#include "detect/simhashdetector.h"

#include "detect/detectsupport.h"
#include "features/hammingindex.h"
#include "features/shingles.h"

#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace nd::detect {

namespace {

// Sorted token hashes with their term frequencies.
std::vector<std::pair<std::uint64_t, double>> termFrequencies(const QStringList &tokens)
{
    std::vector<std::uint64_t> hashes = features::tokenHashes(tokens);
    std::sort(hashes.begin(), hashes.end());
    std::vector<std::pair<std::uint64_t, double>> counted;
    for (std::size_t begin = 0; begin < hashes.size();) {
        std::size_t end = begin + 1;
        while (end < hashes.size() && hashes[end] == hashes[begin])
            ++end;
        counted.emplace_back(hashes[begin], double(end - begin));
        begin = end;
    }
    return counted;
}

} // namespace

QString SimhashDetector::name() const
{
    return u"simhash"_s;
}

QString SimhashDetector::title() const
{
    return tr("Simhash");
}

QString SimhashDetector::description() const
{
    return tr("Charikar's simhash: a fingerprint voted bit by bit by the weighted tokens; "
              "near-duplicates differ in few bits (papers 000 and 002; Manku et al. 2007).");
}

QList<ParamDescriptor> SimhashDetector::parameters() const
{
    using T = ParamDescriptor::Type;
    return {
        {u"bits"_s, tr("Fingerprint bits"), T::Choice, u"64"_s, {}, {}, {u"64"_s, u"32"_s},
         tr("Fingerprint width f."), u"000 Fan & Huang 2012 (32); 002 Yu et al. (64)"_s},
        // A permissive bound by default: every pair within it is stored, so the
        // threshold can be swept up to it afterwards without a new run.
        {u"max_distance"_s, tr("Max Hamming distance"), T::Int, 16, 0, 32, {},
         tr("Pairs differing in at most this many bits are found and stored (at most f/2)."),
         u"Manku et al. 2007"_s},
        {u"weighting"_s, tr("Token weight"), T::Choice, u"tf"_s, {}, {}, {u"tf"_s, u"tfidf"_s},
         tr("Term frequency, or term frequency times inverse document frequency."),
         u"000 Fan & Huang 2012"_s},
    };
}

QString SimhashDetector::checkResolved(const Params &resolved) const
{
    const int bits = resolved.value(u"bits"_s).toString().toInt();
    const int k = resolved.value(u"max_distance"_s).toInt();
    if (k > bits / 2)
        return tr("Parameter \"max_distance\" of simhash must be at most %1 for %2-bit "
                  "fingerprints, not %3.")
            .arg(bits / 2)
            .arg(bits)
            .arg(k);
    return {};
}

ThresholdRange SimhashDetector::thresholdRange(const Params &params) const
{
    QString error;
    const Params p = resolve(params, &error);
    const int k = error.isEmpty() ? p.value(u"max_distance"_s).toInt() : 3;
    return {0.0, double(k), double(std::min(k, 3))};
}

QString SimhashDetector::plan(const Params &params) const
{
    QString error;
    const Params p = resolve(params, &error);
    if (!error.isEmpty())
        return error;
    const int bits = p.value(u"bits"_s).toString().toInt();
    const int k = p.value(u"max_distance"_s).toInt();
    return tr("%1 block tables of about %2 bits each; every pair within %3 bits is found.")
        .arg(k + 1)
        .arg(bits / (k + 1))
        .arg(k);
}

std::uint64_t SimhashDetector::fingerprint(
    std::span<const std::pair<std::uint64_t, double>> features, int bits)
{
    std::array<double, 64> votes{};
    for (const auto &[hash, weight] : features) {
        for (int i = 0; i < bits; ++i)
            votes[std::size_t(i)] += ((hash >> i) & 1u) ? weight : -weight;
    }
    std::uint64_t result = 0;
    for (int i = 0; i < bits; ++i) {
        if (votes[std::size_t(i)] > 0.0)
            result |= std::uint64_t(1) << i;
    }
    return result;
}

DetectResult SimhashDetector::detect(const std::vector<DetectDocument> &documents,
                                     const Params &params, JobControl &control) const
{
    const Params p = resolveOrThrow(params);
    const int bits = p.value(u"bits"_s).toString().toInt();
    const int k = p.value(u"max_distance"_s).toInt();
    const bool tfidf = p.value(u"weighting"_s).toString() == u"tfidf";
    const std::size_t n = documents.size();

    QElapsedTimer timer;
    timer.start();
    control.setPhase(tr("Simhash fingerprints"));
    std::vector<std::vector<std::pair<std::uint64_t, double>>> features(n);
    std::vector<std::uint64_t> fingerprints(n, 0);
    if (tfidf) {
        support::parallelFor(n, control,
                             [&](std::size_t d) { features[d] = termFrequencies(documents[d].tokens); });
        // Document frequencies by sort-merge over all distinct (document, token) hashes.
        std::vector<std::uint64_t> all;
        for (const auto &f : features) {
            for (const auto &entry : f)
                all.push_back(entry.first);
        }
        std::sort(all.begin(), all.end());
        throwIfCancelled(control);
        // Smoothed IDF, log((1 + N) / (1 + df)) + 1 (as scikit-learn): a token in
        // every document still votes, so small collections keep a fingerprint.
        const double total = double(n);
        support::parallelFor(n, control, [&](std::size_t d) {
            for (auto &[hash, weight] : features[d]) {
                const auto range = std::equal_range(all.begin(), all.end(), hash);
                const double df = double(range.second - range.first);
                weight *= std::log((1.0 + total) / (1.0 + df)) + 1.0;
            }
            fingerprints[d] = fingerprint(features[d], bits);
            features[d] = {};
        });
    } else {
        support::parallelFor(n, control, [&](std::size_t d) {
            fingerprints[d] = fingerprint(termFrequencies(documents[d].tokens), bits);
        });
    }
    const double fingerprintSeconds = support::seconds(timer);

    // Documents without tokens all have fingerprint 0 and would all pair up.
    std::vector<std::size_t> indexed;
    std::vector<std::uint64_t> indexedFingerprints;
    for (std::size_t d = 0; d < n; ++d) {
        if (!documents[d].tokens.isEmpty()) {
            indexed.push_back(d);
            indexedFingerprints.push_back(fingerprints[d]);
        }
    }

    timer.restart();
    control.setPhase(tr("Searching block tables"));
    const features::HammingIndex index(bits, k);
    DetectResult result;
    const qint64 candidates = index.forEachPairWithin(
        indexedFingerprints,
        [&](std::size_t i, std::size_t j, int distance) {
            result.pairs.push_back(support::orderedPair(documents[indexed[i]].id,
                                                        documents[indexed[j]].id, distance));
        },
        &control);
    support::sortPairs(result.pairs);

    result.stats = QJsonObject{
        {u"documents"_s, qint64(n)},
        {u"signatures"_s, qint64(indexed.size())},
        {u"bits"_s, bits},
        {u"tables"_s, index.tables()},
        {u"candidates"_s, candidates},
        {u"pairs_within"_s, qint64(result.pairs.size())},
        {u"seconds_fingerprints"_s, fingerprintSeconds},
        {u"seconds_search"_s, support::seconds(timer)},
    };
    return result;
}

} // namespace nd::detect
