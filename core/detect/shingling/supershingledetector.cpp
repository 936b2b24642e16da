#include "detect/shingling/supershingledetector.h"

#include "detect/detectsupport.h"
#include "features/shingleminhash.h"
#include "features/shingles.h"

#include <unordered_map>

using namespace Qt::StringLiterals;

namespace nd::detect {

QString SuperShingleDetector::checkResolved(const Params &resolved) const
{
    const int k = resolved.value(u"minhashes"_s).toInt();
    const int groups = resolved.value(u"groups"_s).toInt();
    if (k % groups != 0)
        return tr("minhashes (%1) must be divisible by groups (%2).").arg(k).arg(groups);
    if (resolved.value(u"min_common"_s).toInt() > groups)
        return tr("min_common cannot exceed groups (%1).").arg(groups);
    return {};
}

ThresholdRange SuperShingleDetector::thresholdRange(const Params &params) const
{
    const int groups = support::resolvedValue(*this, params, u"groups"_s, 6).toInt();
    const int minCommon = support::resolvedValue(*this, params, u"min_common"_s, 2).toInt();
    return {1.0, double(groups), double(minCommon)};
}

QString SuperShingleDetector::plan(const Params &params) const
{
    const std::optional<Params> p = support::resolvedOrNone(*this, params);
    if (!p)
        return {};
    const int k = p->value(u"minhashes"_s).toInt();
    const int groups = p->value(u"groups"_s).toInt();
    return tr("%1 super-shingles of %2 min-hashes each; candidates share at least %3.")
        .arg(groups)
        .arg(k / groups)
        .arg(p->value(u"min_common"_s).toInt());
}

DetectResult SuperShingleDetector::detect(const std::vector<DetectDocument> &documents, const Params &params,
                                          JobControl &control) const
{
    const Params p = resolveOrThrow(params);
    const int w = p.value(u"shingle_size"_s).toInt();
    const int k = p.value(u"minhashes"_s).toInt();
    const int groups = p.value(u"groups"_s).toInt();
    const int minCommon = p.value(u"min_common"_s).toInt();
    const std::size_t n = documents.size();
    const std::size_t g = std::size_t(groups);

    QElapsedTimer timer;
    timer.start();
    control.setPhase(tr("Super-shingles"));
    const std::vector<std::uint64_t> seeds = features::minHashSeeds(k);
    std::vector<std::uint64_t> supers(n * g);
    std::vector<char> hasShingles(n, 0);
    parallelFor(n, control, [&](std::size_t d) {
        std::vector<std::uint64_t> hashedHere;
        const auto set = features::shingleSet(support::tokenHashesOf(documents[d], hashedHere), w);
        if (set.empty())
            return; // no text: nothing to share
        hasShingles[d] = 1;
        std::vector<std::uint64_t> signature(static_cast<std::size_t>(k));
        features::minHashSignature(set, seeds, signature);
        const auto s = features::superShingles(signature, groups);
        std::copy(s.begin(), s.end(), supers.begin() + std::ptrdiff_t(d * g));
    });
    const double signatureSeconds = support::seconds(timer);

    timer.restart();
    control.setPhase(tr("Matching super-shingles"));
    // The index: <super-shingle, document> sorted, so each run of equal
    // super-shingles is the list of documents holding it. Super-shingles are
    // seeded by their group, so equal values mean the same group agrees.
    struct Entry
    {
        std::uint64_t hash;
        std::uint32_t doc;
    };
    std::vector<Entry> index;
    index.reserve(n * g);
    for (std::size_t d = 0; d < n; ++d) {
        if (hasShingles[d]) {
            for (std::size_t j = 0; j < g; ++j)
                index.push_back({supers[d * g + j], std::uint32_t(d)});
        }
    }
    std::sort(index.begin(), index.end(),
              [](const Entry &x, const Entry &y) { return x.hash != y.hash ? x.hash < y.hash : x.doc < y.doc; });
    throwIfCancelled(control);

    std::unordered_map<quint64, int> shared; // (a << 32 | b), a < b -> super-shingles in common
    qint64 updates = 0;
    for (std::size_t begin = 0; begin < index.size();) {
        std::size_t end = begin + 1;
        while (end < index.size() && index[end].hash == index[begin].hash)
            ++end;
        for (std::size_t x = begin; x < end; ++x) {
            for (std::size_t y = x + 1; y < end; ++y)
                ++shared[(quint64(index[x].doc) << 32) | index[y].doc];
        }
        updates += qint64((end - begin) * (end - begin - 1) / 2);
        if ((begin & 0xfff) == 0)
            throwIfCancelled(control);
        begin = end;
    }

    DetectResult result;
    qint64 belowMinimum = 0;
    for (const auto &[key, common] : shared) {
        if (common < minCommon) {
            ++belowMinimum; // "two in common": one shared super-shingle is chance
            continue;
        }
        const std::size_t a = std::size_t(key >> 32);
        const std::size_t b = std::size_t(key & 0xffffffffu);
        result.pairs.push_back(support::orderedPair(documents[a].id, documents[b].id, double(common)));
    }
    support::sortPairs(result.pairs);
    const double matchSeconds = support::seconds(timer);

    result.stats = QJsonObject{
        {u"documents"_s, qint64(n)},
        {u"signatures"_s, qint64(std::count(hasShingles.begin(), hasShingles.end(), 1))},
        {u"minhashes"_s, k},
        {u"groups"_s, groups},
        {u"comparisons"_s, updates},
        {u"pairs_below_min_common"_s, belowMinimum},
        {u"candidates"_s, qint64(result.pairs.size())},
        {u"seconds_signatures"_s, signatureSeconds},
        {u"seconds_match"_s, matchSeconds},
    };
    return result;
}

} // namespace nd::detect
