#include "detect/minhash/minhashdetector.h"

#include "detect/detectsupport.h"
#include "features/candidatejaccard.h"
#include "base/hashing.h"
#include "base/hashkeyedmap.h"
#include "features/shingleminhash.h"
#include "features/shingles.h"

#include <QMutex>

#include <cmath>
#include <limits>
#include <map>
#include <vector>

using namespace Qt::StringLiterals;

namespace nd::detect {

namespace {

// Simpson's rule on [from, to] with 200 intervals: the sample points and
// their weights (the integrands are smooth polynomials in s).
struct Quadrature
{
    std::vector<double> points;
    std::vector<double> weights;
};

Quadrature simpson(double from, double to)
{
    constexpr int steps = 200;
    const double h = (to - from) / steps;
    Quadrature q;
    for (int i = 0; i <= steps; ++i) {
        q.points.push_back(from + i * h);
        const double weight = (i == 0 || i == steps) ? 1.0 : (i % 2 ? 4.0 : 2.0);
        q.weights.push_back(weight * h / 3.0);
    }
    return q;
}

// The bucket of a band's values: a multiply-xorshift per value, a few cycles
// where XXH3 took about 15 ns a band. Buckets need spread, not strength: the
// documents sharing one are compared by their real values.
std::uint32_t bandKey(std::span<const std::uint64_t> values, std::size_t band)
{
    std::uint64_t h = (band + 1) * 0x9E3779B97F4A7C15ull;
    for (const std::uint64_t value : values) {
        h = (h ^ value) * 0xC2B2AE3D27D4EB4Full;
        h ^= h >> 29;
    }
    return std::uint32_t(h ^ (h >> 32));
}

} // namespace

ThresholdRange MinHashDetector::thresholdRange(const Params &params) const
{
    return {0.0, 1.0, support::resolvedValue(*this, params, u"target_threshold"_s, 0.5).toDouble()};
}

LshPlan MinHashDetector::lshPlan(int permutations, double threshold)
{
    // Remembered per setting, since plan() and detect() ask again.
    static QMutex mutex;
    static std::map<std::pair<int, double>, LshPlan> known;
    {
        const QMutexLocker lock(&mutex);
        if (const auto it = known.find({permutations, threshold}); it != known.end())
            return it->second;
    }
    // Expected error of (b, r) = half the false-positive area of the S-curve
    // 1 - (1 - s^r)^b below the threshold plus half the false-negative area
    // above it. For each r the curve over b is built by repeated multiplication,
    // so the whole search costs ~P ln P x 400 products instead of a pow pair per
    // point and choice: it runs in well under a millisecond on the GUI thread
    // (the run panel shows the plan as parameters change).
    const Quadrature below = simpson(0.0, threshold);
    const Quadrature above = simpson(threshold, 1.0);
    const int p = std::max(permutations, 1);
    std::vector<double> error(std::size_t(p + 1) * std::size_t(p + 1), std::numeric_limits<double>::infinity());
    std::vector<double> missBelow(below.points.size()), bandMissBelow(below.points.size());
    std::vector<double> missAbove(above.points.size()), bandMissAbove(above.points.size());
    for (int r = 1; r <= p; ++r) {
        // miss = (1 - s^r)^b: the probability that no band collides.
        for (std::size_t j = 0; j < below.points.size(); ++j)
            bandMissBelow[j] = 1.0 - std::pow(below.points[j], r);
        for (std::size_t j = 0; j < above.points.size(); ++j)
            bandMissAbove[j] = 1.0 - std::pow(above.points[j], r);
        std::fill(missBelow.begin(), missBelow.end(), 1.0);
        std::fill(missAbove.begin(), missAbove.end(), 1.0);
        for (int b = 1; b <= p / r; ++b) {
            double falsePositive = 0.0;
            for (std::size_t j = 0; j < below.points.size(); ++j) {
                missBelow[j] *= bandMissBelow[j];
                falsePositive += below.weights[j] * (1.0 - missBelow[j]);
            }
            double falseNegative = 0.0;
            for (std::size_t j = 0; j < above.points.size(); ++j) {
                missAbove[j] *= bandMissAbove[j];
                falseNegative += above.weights[j] * missAbove[j];
            }
            error[std::size_t(b) * std::size_t(p + 1) + std::size_t(r)] = 0.5 * falsePositive + 0.5 * falseNegative;
        }
    }
    // Ties go to fewer bands, then fewer rows.
    LshPlan best{1, p};
    double bestError = std::numeric_limits<double>::infinity();
    for (int b = 1; b <= p; ++b) {
        for (int r = 1; r <= p / b; ++r) {
            const double e = error[std::size_t(b) * std::size_t(p + 1) + std::size_t(r)];
            if (e < bestError) {
                bestError = e;
                best = LshPlan{b, r};
            }
        }
    }
    const QMutexLocker lock(&mutex);
    known.emplace(std::pair{permutations, threshold}, best);
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

MinHashSigning MinHashDetector::signing(const Params &resolved)
{
    MinHashSigning s;
    const int k = resolved.value(u"permutations"_s).toInt();
    s.lsh = lshPlan(k, resolved.value(u"target_threshold"_s).toDouble());
    s.shingleSize = resolved.value(u"shingle_size"_s).toInt();
    s.exact = resolved.value(u"verify"_s).toString() == u"exact";
    s.scheme = resolved.value(u"scheme"_s).toString() == u"one-permutation"
        ? features::MinHasher::Scheme::OnePermutation
        : features::MinHasher::Scheme::Permutations;
    // With exact verification a signature is only banded, and slot i of the
    // permutation scheme depends on permutation i alone: the permutations beyond
    // bands x rows (72 of 128 at the default target) would be computed for
    // nothing. One permutation spreads the shingles over all k bins, so it keeps k.
    s.width = s.exact && s.scheme == features::MinHasher::Scheme::Permutations ? std::size_t(s.lsh.bands * s.lsh.rows)
                                                                               : std::size_t(k);
    return s;
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

DetectResult MinHashDetector::detect(const std::vector<DetectDocument> &documents, const Params &params,
                                     JobControl &control) const
{
    const Params p = resolveOrThrow(params);
    const int k = p.value(u"permutations"_s).toInt();
    const MinHashSigning signs = signing(p);
    const int w = signs.shingleSize;
    const bool exact = signs.exact;
    const LshPlan lsh = signs.lsh;
    const std::size_t n = documents.size();
    const auto scheme = signs.scheme;
    const std::size_t width = signs.width;
    const features::MinHasher hasher(int(width), scheme);

    QElapsedTimer timer;
    timer.start();
    control.setPhase(tr("MinHash signatures"));
    std::vector<std::uint64_t> signatures(n * width, std::numeric_limits<std::uint64_t>::max());
    std::vector<char> hasSignature(n, 0);
    // Each band's value hashed as soon as its signature is made, stored band by
    // band: the banding below then reads them in order, where reading each band
    // out of the signatures took a cache miss per document and band. 32 bits
    // suffice: documents sharing a bucket are compared by their real band values.
    const std::size_t rows = std::size_t(lsh.rows);
    const std::size_t bands = std::size_t(lsh.bands);
    std::vector<std::uint32_t> bandKeys(bands * n);
    auto band = [&](std::size_t d, std::size_t b) {
        return std::span<const std::uint64_t>(signatures.data() + d * width + b * rows, rows);
    };
    // The shingle hashes of document d in text order, repeats kept (a minimum
    // does not care about them).
    auto shinglesOf = [&](std::size_t d, std::vector<std::uint64_t> &shingles) {
        std::vector<std::uint64_t> hashedHere;
        features::shingleHashes(support::tokenHashesOf(documents[d], hashedHere), w, shingles);
    };
    parallelFor(n, control, [&](std::size_t d) {
        thread_local std::vector<std::uint64_t> shingles;
        shinglesOf(d, shingles);
        if (shingles.empty())
            return; // nothing to sign: such a document is never a candidate
        hasSignature[d] = 1;
        hasher.sign(shingles, std::span<std::uint64_t>(signatures.data() + d * width, width));
        for (std::size_t b = 0; b < bands; ++b)
            bandKeys[b * n + d] = bandKey(band(d, b), b);
    });
    const double signatureSeconds = support::seconds(timer);

    timer.restart();
    control.setPhase(tr("LSH banding"));
    auto sameBand = [&](std::size_t x, std::size_t y, std::size_t b) {
        const auto u = band(x, b);
        const auto v = band(y, b);
        return std::equal(u.begin(), u.end(), v.begin());
    };

    DetectResult result;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> candidates; // exact: result.pairs[c]'s documents
    qint64 signed_ = 0;
    for (std::size_t d = 0; d < n; ++d)
        signed_ += hasSignature[d];
    // Buckets of a band as chains through the documents: the table holds the last
    // document (+1) of each band value, sameBucket[d] the one before d. One table
    // insertion per document and band, where sorting the band was n log n.
    HashKeyedMap<std::uint32_t> lastOfBucket{std::size_t(signed_)};
    std::vector<std::uint32_t> sameBucket(n, 0);
    qint64 sinceCheck = 0;
    for (std::size_t b = 0; b < bands; ++b) {
        throwIfCancelled(control);
        control.report(qint64(b), lsh.bands);
        lastOfBucket.clear();
        for (std::size_t d = 0; d < n; ++d) {
            if (!hasSignature[d])
                continue;
            std::uint32_t &last = lastOfBucket.insert(bandKeys[b * n + d]);
            sameBucket[d] = last;
            last = std::uint32_t(d + 1);
        }
        for (std::size_t j = 0; j < n; ++j) {
            for (std::uint32_t link = hasSignature[j] ? sameBucket[j] : 0; link != 0; link = sameBucket[link - 1]) {
                if (++sinceCheck >= 4096) {
                    sinceCheck = 0;
                    throwIfCancelled(control);
                }
                const std::size_t i = link - 1;
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
                    candidates.emplace_back(std::uint32_t(i), std::uint32_t(j));
                } else {
                    const std::uint64_t *u = signatures.data() + i * width;
                    const std::uint64_t *v = signatures.data() + j * width;
                    std::size_t equal = 0;
                    for (std::size_t s = 0; s < width; ++s)
                        equal += u[s] == v[s];
                    score = double(equal) / double(width);
                }
                result.pairs.push_back(support::orderedPair(documents[i].id, documents[j].id, score));
            }
        }
    }
    const double lshSeconds = support::seconds(timer);

    // The exact Jaccard needs sorted, duplicate-free shingle sets: built only for
    // the documents of some candidate pair, a small part of a collection.
    timer.restart();
    if (exact && !candidates.empty()) {
        control.setPhase(tr("Exact Jaccard of candidates"));
        const std::vector<double> jaccards = features::candidateJaccards(n, candidates, shinglesOf, control);
        for (std::size_t c = 0; c < candidates.size(); ++c)
            result.pairs[c].score = jaccards[c];
    }
    support::sortPairs(result.pairs);

    result.stats = QJsonObject{
        {u"documents"_s, qint64(n)},
        {u"signatures"_s, signed_},
        {u"permutations"_s, k},
        {u"slots_signed"_s, qint64(width)},
        {u"scheme"_s, p.value(u"scheme"_s).toString()},
        {u"bands"_s, lsh.bands},
        {u"rows"_s, lsh.rows},
        {u"candidates"_s, qint64(result.pairs.size())},
        {u"seconds_signatures"_s, signatureSeconds},
        {u"seconds_lsh"_s, lshSeconds},
        {u"seconds_exact"_s, support::seconds(timer)},
    };
    return result;
}

} // namespace nd::detect
