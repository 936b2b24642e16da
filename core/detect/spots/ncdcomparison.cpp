#include "detect/spots/ncdcomparison.h"

#include "base/namespacetr.h"
#include "detect/detectsupport.h"

#include <cmath>
#include <limits>
#include <memory>
#include <numeric>

using namespace Qt::StringLiterals;

namespace nd::detect::compression {

namespace {

ND_NAMESPACE_TR("nd::detect::compression")

const QStringList kPruningNames{u"none"_s, u"P1"_s, u"P1+P2"_s};

} // namespace

const QStringList &pruningNames()
{
    return kPruningNames;
}

double normalizedCompressionDistance(std::size_t cx, std::size_t cy, std::size_t cxy)
{
    const double small = double(std::min(cx, cy));
    const double large = double(std::max(cx, cy));
    if (large == 0.0)
        return 0.0; // two empty inputs: identical
    return (double(cxy) - small) / large;
}

NcdOptions ncdOptions(const Params &resolved)
{
    NcdOptions options;
    options.compressor = features::compressorFromName(resolved.value(u"compressor"_s).toString()).value();
    options.pruning = Pruning(kPruningNames.indexOf(resolved.value(u"pruning"_s).toString()));
    options.maxDistance = resolved.value(u"max_distance"_s).toDouble();
    options.threads = resolved.value(u"threads"_s).toInt();
    options.skipMatched = resolved.value(u"skip_matched"_s).toBool();
    return options;
}

ThresholdRange ncdThresholdRange(const Params &resolved, double suggested)
{
    // NCD can exceed 1 a little with real compressors (paper: epsilon ~0.1). With
    // pruning every pair up to tau is scored but only some beyond it (those in a
    // matching size partition), so the range stops at tau.
    const NcdOptions options = ncdOptions(resolved);
    const bool pruned = options.pruning != Pruning::None || options.skipMatched;
    const double maximum = pruned ? options.maxDistance : 1.1;
    return {0.0, maximum, std::min(suggested, maximum), pruned};
}

DetectResult compareByNcd(const std::vector<DetectDocument> &documents, const std::vector<std::string> &payloads,
                          const NcdOptions &options, JobControl &control)
{
    const std::size_t n = documents.size();
    QElapsedTimer timer;
    timer.start();
    control.setPhase(tr("Compressing"));
    std::vector<std::size_t> sizes(n);
    const std::unique_ptr<QThreadPool> pool = threadPoolFor(options.threads);
    parallelFor(
        n, control, [&](std::size_t i) { sizes[i] = features::compressedSize(options.compressor, payloads[i]); }, 64,
        pool.get());
    const double compressSeconds = support::seconds(timer);

    // Algorithm 1, line 8: ascending C(x), ties by input order for determinism.
    timer.restart();
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return sizes[x] < sizes[y]; });

    // end[r]: one past the matching partition of rank r, i.e. the first rank s
    // with C(s) > C(r) / (1 - tau) (Remark 4: C(r)/C(s) < 1 - tau means
    // NCD >= 1 - C(r)/C(s) > tau). Monotone in r, so one sweep finds them all.
    const bool prune = options.pruning != Pruning::None && options.maxDistance < 1.0;
    std::vector<std::size_t> end(n, n);
    if (prune) {
        const double keep = 1.0 - options.maxDistance;
        std::size_t s = 0;
        for (std::size_t r = 0; r < n; ++r) {
            s = std::max(s, r + 1);
            while (s < n && !(double(sizes[order[s]]) * keep > double(sizes[order[r]])))
                ++s;
            end[r] = s;
        }
    }
    qint64 total = 0;
    qint64 inPartitions = 0;
    for (std::size_t r = 0; r < n; ++r) {
        total += qint64(n - r - 1);
        inPartitions += qint64(end[r] - r - 1);
    }
    // A pair compresses the two payloads together: about twice what one took.
    control.admitPairs(inPartitions, n > 0 ? 2.0 * compressSeconds / double(n) : 0.0);

    // Distances by rank: row r holds the NCD to ranks r+1 .. end[r]-1, NaN where
    // not computed. P2 and the checked set read what earlier rows found, so with
    // either the rows are done one after another (each row in parallel, which
    // gives the sequential result: a row's own matches are checked only after
    // it); otherwise all at once.
    constexpr double kNotComputed = std::numeric_limits<double>::quiet_NaN();
    std::vector<std::vector<double>> rows(n);
    for (std::size_t r = 0; r < n; ++r)
        rows[r].assign(end[r] - r - 1, kNotComputed);

    auto distance = [&](std::size_t r, std::size_t s) {
        const std::size_t a = std::min(order[r], order[s]); // earlier in input goes first
        const std::size_t b = std::max(order[r], order[s]);
        const std::size_t cab = features::compressedSize(options.compressor, payloads[a], payloads[b]);
        return normalizedCompressionDistance(sizes[a], sizes[b], cab);
    };

    control.setPhase(tr("Comparing"));
    qint64 p2 = 0;
    qint64 skippedChecked = 0;
    const bool useP2 = options.pruning == Pruning::P1P2;
    if (useP2 || options.skipMatched) {
        const double tau = options.maxDistance;
        enum : std::uint8_t { Compared, SkippedP2, SkippedChecked };
        std::vector<std::uint8_t> checked(n, 0); // by rank
        for (std::size_t r = 0; r + 1 < n; ++r) {
            throwIfCancelled(control);
            const std::size_t width = end[r] - r - 1;
            if (checked[r]) { // Algorithm 1, lines 10-11
                skippedChecked += qint64(width);
                continue;
            }
            std::vector<std::uint8_t> skipped(width, Compared);
            parallelRange(
                0, width,
                [&](std::size_t c) {
                    const std::size_t s = r + 1 + c;
                    if (checked[s]) { // lines 22-23
                        skipped[c] = SkippedChecked;
                        return;
                    }
                    // Lemma 5 through an earlier k whose partition holds both r and s;
                    // partitions end monotonically, so stop at the first k that ends too soon.
                    for (std::size_t k = r; useP2 && k-- > 0 && end[k] > s;) {
                        const double dr = rows[k][r - k - 1];
                        const double ds = rows[k][s - k - 1];
                        // Strictly greater: a pair at exactly tau is still flagged (<= tau).
                        if (!std::isnan(dr) && !std::isnan(ds) && std::fabs(dr - ds) > tau) {
                            skipped[c] = SkippedP2;
                            return;
                        }
                    }
                    rows[r][c] = distance(r, s);
                },
                pool.get());
            for (std::size_t c = 0; c < width; ++c) {
                p2 += skipped[c] == SkippedP2 ? 1 : 0;
                skippedChecked += skipped[c] == SkippedChecked ? 1 : 0;
                if (options.skipMatched && skipped[c] == Compared && rows[r][c] <= tau)
                    checked[r + 1 + c] = 1; // line 28
            }
            control.report(qint64(r + 1), qint64(n));
        }
    } else {
        std::vector<std::pair<std::uint32_t, std::uint32_t>> work;
        work.reserve(std::size_t(inPartitions));
        for (std::size_t r = 0; r < n; ++r) {
            for (std::size_t s = r + 1; s < end[r]; ++s)
                work.emplace_back(std::uint32_t(r), std::uint32_t(s));
        }
        parallelFor(
            work.size(), control,
            [&](std::size_t w) {
                const auto [r, s] = work[w];
                rows[r][s - r - 1] = distance(r, s);
            },
            1024, pool.get());
    }
    const double compareSeconds = support::seconds(timer);

    DetectResult result;
    result.pairs.reserve(std::size_t(inPartitions - p2 - skippedChecked));
    for (std::size_t r = 0; r < n; ++r) {
        for (std::size_t c = 0; c < rows[r].size(); ++c) {
            if (std::isnan(rows[r][c]))
                continue; // pruned by P2 or skipped as checked
            const std::size_t s = r + 1 + c;
            result.pairs.push_back(support::orderedPair(documents[order[r]].id, documents[order[s]].id, rows[r][c]));
        }
    }
    support::sortPairs(result.pairs);

    result.stats = QJsonObject{
        {u"documents"_s, qint64(n)},
        {u"compressor"_s, features::compressorName(options.compressor)},
        {u"pruning"_s, kPruningNames.at(qsizetype(options.pruning))},
        {u"pairs_total"_s, total},
        {u"comparisons"_s, qint64(result.pairs.size())},
        {u"pruned_p1"_s, total - inPartitions},
        {u"pruned_p2"_s, p2},
        {u"skipped_checked"_s, skippedChecked},
        {u"compressions"_s, qint64(n) + qint64(result.pairs.size())},
        {u"seconds_compress"_s, compressSeconds},
        {u"seconds_compare"_s, compareSeconds},
    };
    return result;
}

} // namespace nd::detect::compression
