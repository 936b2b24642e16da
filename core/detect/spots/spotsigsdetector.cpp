#include "detect/spots/spotsigsdetector.h"

#include "detect/spots/ncdcomparison.h"
#include "detect/spots/sizepartitions.h"
#include "detect/detectsupport.h"
#include "base/hashing.h"
#include "features/spotsignatures.h"

#include <QHash>

#include <cmath>

using namespace Qt::StringLiterals;

namespace nd::detect {

namespace {

// A signature multiset: (hash, count), sorted by hash so that two multisets
// are intersected by one merge.
using Multiset = std::vector<std::pair<std::uint64_t, std::uint32_t>>;

double multisetJaccard(const Multiset &a, const Multiset &b)
{
    std::uint64_t common = 0;
    std::uint64_t all = 0;
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < a.size() || j < b.size()) {
        if (j == b.size() || (i < a.size() && a[i].first < b[j].first)) {
            all += a[i++].second;
        } else if (i == a.size() || b[j].first < a[i].first) {
            all += b[j++].second;
        } else {
            common += std::min(a[i].second, b[j].second);
            all += std::max(a[i].second, b[j].second);
            ++i;
            ++j;
        }
    }
    return all == 0 ? 0.0 : double(common) / double(all);
}

} // namespace

QString SpotSigsDetector::checkResolved(const Params &resolved) const
{
    if (resolved.value(u"min_idf"_s).toDouble() > resolved.value(u"max_idf"_s).toDouble())
        return tr("min_idf must not exceed max_idf.");
    return {};
}

ThresholdRange SpotSigsDetector::thresholdRange(const Params &params) const
{
    // Length partitions skip some pairs below the bound and score others.
    return support::similarityBoundRange(*this, params, 0.3);
}

DetectResult SpotSigsDetector::detect(const std::vector<DetectDocument> &documents, const Params &params,
                                      JobControl &control) const
{
    const Params p = resolveOrThrow(params);
    const QSet<QString> antecedents = features::antecedentSet(p.value(u"antecedents"_s).toString());
    const int distance = p.value(u"spot_distance"_s).toInt();
    const int chain = p.value(u"chain_length"_s).toInt();
    const double minIdf = p.value(u"min_idf"_s).toDouble();
    const double maxIdf = p.value(u"max_idf"_s).toDouble();
    const qint64 minSpotsigs = p.value(u"min_spotsigs"_s).toInt();
    const double bound = p.value(u"min_similarity"_s).toDouble();
    const int threads = p.value(u"threads"_s).toInt();
    const std::size_t n = documents.size();

    QElapsedTimer timer;
    timer.start();
    control.setPhase(tr("Extracting spot signatures"));
    std::vector<Multiset> sets(n);
    const std::unique_ptr<QThreadPool> pool = threadPoolFor(threads);
    parallelFor(
        n, control,
        [&](std::size_t i) {
            const QStringList signatures =
                features::stopwordSpotSignatures(documents[i].text, antecedents, distance, chain);
            std::vector<std::uint64_t> hashes;
            hashes.reserve(std::size_t(signatures.size()));
            for (const QString &s : signatures)
                hashes.push_back(hashToken(s));
            std::sort(hashes.begin(), hashes.end());
            for (std::uint64_t h : hashes) {
                if (!sets[i].empty() && sets[i].back().first == h)
                    ++sets[i].back().second;
                else
                    sets[i].push_back({h, 1});
            }
        },
        64, pool.get());
    const double extractSeconds = support::seconds(timer);

    // IDF filter over the whole collection (df counts documents, not occurrences).
    timer.restart();
    QHash<std::uint64_t, std::uint32_t> df;
    qint64 signatureCount = 0;
    for (const Multiset &set : sets) {
        for (const auto &[h, count] : set) {
            ++df[h];
            signatureCount += count;
        }
    }
    const double logN = std::log(double(std::max<std::size_t>(n, 2)));
    std::vector<qint64> lengths(n, 0);
    qint64 kept = 0;
    for (std::size_t i = 0; i < n; ++i) {
        std::erase_if(sets[i], [&](const auto &entry) {
            const double idf = std::log(double(n) / double(df.value(entry.first))) / logN;
            return idf < minIdf || idf > maxIdf;
        });
        for (const auto &entry : sets[i])
            lengths[i] += entry.second;
        kept += lengths[i];
    }

    // Ranked by signature count; documents below min_spotsigs take no part.
    const auto keysOf = [&](std::size_t i, const auto &use) {
        for (const auto &entry : sets[i])
            use(entry.first);
    };
    const spots::SizePartitions partitions(lengths, minSpotsigs, keysOf);
    const double indexSeconds = support::seconds(timer);

    timer.restart();
    control.setPhase(tr("Comparing spot signatures"));
    const std::vector<std::size_t> &order = partitions.order();
    std::vector<spots::PartnerScores> rows(order.size());
    parallelFor(
        order.size(), control,
        [&](std::size_t r) {
            std::vector<std::uint32_t> candidates = partitions.partners(r, bound, keysOf);
            candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
            for (std::uint32_t s : candidates)
                rows[r].push_back({s, multisetJaccard(sets[order[r]], sets[order[s]])});
        },
        64, pool.get());

    DetectResult result;
    result.pairs = partitions.pairs(rows, documents);
    const double compareSeconds = support::seconds(timer);

    result.stats = QJsonObject{
        {u"documents"_s, qint64(n)},
        {u"documents_compared"_s, qint64(order.size())},
        {u"signatures"_s, signatureCount},
        {u"signatures_kept"_s, kept},
        {u"distinct_signatures"_s, qint64(df.size())},
        {u"comparisons"_s, qint64(result.pairs.size())},
        {u"seconds_signatures"_s, extractSeconds},
        {u"seconds_index"_s, indexSeconds},
        {u"seconds_compare"_s, compareSeconds},
    };
    return result;
}

} // namespace nd::detect
