#include "detect/minhashdetector.h"

#include "detect/detectsupport.h"
#include "features/hashing.h"
#include "features/shingleminhash.h"
#include "features/shingles.h"

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace nd::detect {

namespace {

// Simpson's rule; the integrands are smooth polynomials in s.
template<typename F>
double integrate(F f, double from, double to)
{
    constexpr int steps = 200;
    const double h = (to - from) / steps;
    double sum = f(from) + f(to);
    for (int i = 1; i < steps; ++i)
        sum += (i % 2 ? 4.0 : 2.0) * f(from + i * h);
    return sum * h / 3.0;
}

} // namespace

QString MinHashDetector::name() const
{
    return u"minhash"_s;
}

QString MinHashDetector::title() const
{
    return tr("MinHash with LSH");
}

QString MinHashDetector::description() const
{
    return tr("MinHash signatures of word shingle sets estimate the Jaccard resemblance; "
              "LSH banding finds candidate pairs without comparing all pairs "
              "(Broder 1997; paper 000, Fan & Huang).");
}

QList<ParamDescriptor> MinHashDetector::parameters() const
{
    using T = ParamDescriptor::Type;
    return {
        {u"permutations"_s, tr("Permutations"), T::Int, 128, 16, 1024, {},
         tr("Hash functions in a signature; more is slower and more precise."), u"Broder 1997"_s},
        // Low by default: the run stores every candidate's score, so a permissive
        // bound lets the threshold be swept afterwards (on the Gold Set, pages of one
        // story share little beyond the article: their best Jaccard cut is ~0.05).
        {u"target_threshold"_s, tr("Target threshold"), T::Double, 0.2, 0.05, 0.95, {},
         tr("Jaccard around which LSH bands and rows are tuned."), u"Leskovec et al. (MMDS)"_s},
        {u"shingle_size"_s, tr("Shingle size"), T::Int, 4, 1, 12, {},
         tr("Words per shingle (w)."), u"000 Fan & Huang 2012"_s},
        {u"verify"_s, tr("Score"), T::Choice, u"estimate"_s, {}, {},
         {u"estimate"_s, u"exact"_s},
         tr("Score candidates by the signature estimate or by the exact Jaccard."),
         u"Broder 1997"_s},
    };
}

ThresholdRange MinHashDetector::thresholdRange(const Params &params) const
{
    QString error;
    const Params p = resolve(params, &error);
    const double target = error.isEmpty() ? p.value(u"target_threshold"_s).toDouble() : 0.5;
    return {0.0, 1.0, target};
}

LshPlan MinHashDetector::lshPlan(int permutations, double threshold)
{
    LshPlan best{1, std::max(permutations, 1)};
    double bestError = std::numeric_limits<double>::infinity();
    for (int b = 1; b <= permutations; ++b) {
        for (int r = 1; r <= permutations / b; ++r) {
            const LshPlan candidate{b, r};
            const double falsePositive = integrate(
                [&](double s) { return collisionProbability(s, candidate); }, 0.0, threshold);
            const double falseNegative = integrate(
                [&](double s) { return 1.0 - collisionProbability(s, candidate); }, threshold, 1.0);
            const double error = 0.5 * falsePositive + 0.5 * falseNegative;
            if (error < bestError) {
                bestError = error;
                best = candidate;
            }
        }
    }
    return best;
}

double MinHashDetector::collisionProbability(double s, const LshPlan &plan)
{
    return 1.0 - std::pow(1.0 - std::pow(s, plan.rows), plan.bands);
}

double MinHashDetector::halfCollisionJaccard(const LshPlan &plan)
{
    // Solve 1 - (1 - s^r)^b = 1/2 for s.
    return std::pow(1.0 - std::pow(0.5, 1.0 / plan.bands), 1.0 / plan.rows);
}

QString MinHashDetector::plan(const Params &params) const
{
    QString error;
    const Params p = resolve(params, &error);
    if (!error.isEmpty())
        return error;
    const int k = p.value(u"permutations"_s).toInt();
    const LshPlan lsh = lshPlan(k, p.value(u"target_threshold"_s).toDouble());
    return tr("%1 bands × %2 rows (%3 of %4 permutations); pairs at Jaccard ≥ %5 "
              "become candidates with probability ≥ 0.5.")
        .arg(lsh.bands)
        .arg(lsh.rows)
        .arg(lsh.bands * lsh.rows)
        .arg(k)
        .arg(halfCollisionJaccard(lsh), 0, 'f', 2);
}

DetectResult MinHashDetector::detect(const std::vector<DetectDocument> &documents,
                                     const Params &params, JobControl &control) const
{
    const Params p = resolveOrThrow(params);
    const int k = p.value(u"permutations"_s).toInt();
    const int w = p.value(u"shingle_size"_s).toInt();
    const bool exact = p.value(u"verify"_s).toString() == u"exact";
    const LshPlan lsh = lshPlan(k, p.value(u"target_threshold"_s).toDouble());
    const std::size_t n = documents.size();
    const std::size_t width = std::size_t(k);

    const std::vector<std::uint64_t> seeds = features::minHashSeeds(k);

    QElapsedTimer timer;
    timer.start();
    control.setPhase(tr("MinHash signatures"));
    std::vector<std::uint64_t> signatures(n * width, std::numeric_limits<std::uint64_t>::max());
    std::vector<std::vector<std::uint64_t>> sets(exact ? n : 0);
    std::vector<char> hasSignature(n, 0);
    support::parallelFor(n, control, [&](std::size_t d) {
        std::vector<std::uint64_t> set =
            features::shingleSet(features::tokenHashes(documents[d].tokens), w);
        if (set.empty())
            return; // nothing to sign: such a document is never a candidate
        hasSignature[d] = 1;
        features::minHashSignature(set, seeds, std::span<std::uint64_t>(signatures.data() + d * width, width));
        if (exact)
            sets[d] = std::move(set);
    });
    const double signatureSeconds = support::seconds(timer);

    timer.restart();
    control.setPhase(tr("LSH banding"));
    const std::size_t rows = std::size_t(lsh.rows);
    auto band = [&](std::size_t d, std::size_t b) {
        return std::span<const std::uint64_t>(signatures.data() + d * width + b * rows, rows);
    };
    auto sameBand = [&](std::size_t x, std::size_t y, std::size_t b) {
        const auto u = band(x, b);
        const auto v = band(y, b);
        return std::equal(u.begin(), u.end(), v.begin());
    };

    struct Bucket
    {
        std::uint64_t hash;
        std::uint32_t doc;
    };
    std::vector<Bucket> buckets;
    DetectResult result;
    qint64 signed_ = 0;
    for (std::size_t d = 0; d < n; ++d)
        signed_ += hasSignature[d];
    qint64 sinceCheck = 0;
    for (std::size_t b = 0; b < std::size_t(lsh.bands); ++b) {
        throwIfCancelled(control);
        control.report(qint64(b), lsh.bands);
        buckets.clear();
        for (std::size_t d = 0; d < n; ++d) {
            if (hasSignature[d])
                buckets.push_back({features::hashSpan(band(d, b), b), std::uint32_t(d)});
        }
        std::sort(buckets.begin(), buckets.end(), [](const Bucket &x, const Bucket &y) {
            return x.hash != y.hash ? x.hash < y.hash : x.doc < y.doc;
        });
        for (std::size_t begin = 0; begin < buckets.size();) {
            std::size_t end = begin + 1;
            while (end < buckets.size() && buckets[end].hash == buckets[begin].hash)
                ++end;
            for (std::size_t x = begin; x < end; ++x) {
                for (std::size_t y = x + 1; y < end; ++y) {
                    if (++sinceCheck >= 4096) {
                        sinceCheck = 0;
                        throwIfCancelled(control);
                    }
                    const std::size_t i = buckets[x].doc;
                    const std::size_t j = buckets[y].doc;
                    // The real values, not only their hash, must agree; and a pair
                    // colliding in several bands is kept by its first band only.
                    if (!sameBand(i, j, b))
                        continue;
                    bool earlier = false;
                    for (std::size_t e = 0; e < b && !earlier; ++e)
                        earlier = sameBand(i, j, e);
                    if (earlier)
                        continue;
                    double score = 0.0;
                    if (exact) {
                        score = features::jaccard(sets[i], sets[j]);
                    } else {
                        const std::uint64_t *u = signatures.data() + i * width;
                        const std::uint64_t *v = signatures.data() + j * width;
                        std::size_t equal = 0;
                        for (std::size_t s = 0; s < width; ++s)
                            equal += u[s] == v[s];
                        score = double(equal) / double(width);
                    }
                    result.pairs.push_back(
                        support::orderedPair(documents[i].id, documents[j].id, score));
                }
            }
            begin = end;
        }
    }
    support::sortPairs(result.pairs);

    result.stats = QJsonObject{
        {u"documents"_s, qint64(n)},
        {u"signatures"_s, signed_},
        {u"permutations"_s, k},
        {u"bands"_s, lsh.bands},
        {u"rows"_s, lsh.rows},
        {u"candidates"_s, qint64(result.pairs.size())},
        {u"seconds_signatures"_s, signatureSeconds},
        {u"seconds_lsh"_s, support::seconds(timer)},
    };
    return result;
}

} // namespace nd::detect
