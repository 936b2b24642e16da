#include "eval/queryevaluation.h"

#include "eval/scorelevels.h"

#include <QHash>

#include <algorithm>

namespace nd::eval {

namespace {

// How many documents are relevant to each query: the rest of its cluster, or
// its positive pairs.
QHash<qint64, qint64> relevantCounts(const GroundTruth &truth, const QList<qint64> &queries)
{
    QHash<qint64, qint64> relevant;
    for (qint64 q : queries)
        relevant.insert(q, 0);
    if (truth.hasClusters()) {
        for (qint64 q : queries) {
            const int c = truth.clusterIndex(q);
            relevant[q] = c >= 0 ? truth.clusterSize(c) - 1 : 0;
        }
        return relevant;
    }
    for (const auto &[a, b] : truth.positivePairs()) {
        if (auto it = relevant.find(a); it != relevant.end())
            ++*it;
        if (auto it = relevant.find(b); it != relevant.end())
            ++*it;
    }
    return relevant;
}

} // namespace

QueryEvaluation::QueryEvaluation(ScoredPairs pairs, const GroundTruth &truth, ScoreKind kind,
                                 const QList<qint64> &queries)
    : m_kind(kind)
{
    // Dense slots for the queries that have a relevant document.
    const QHash<qint64, qint64> relevant = relevantCounts(truth, queries);
    QHash<qint64, int> slotOf;
    std::vector<qint64> relevantOf;
    for (qint64 q : queries) {
        if (slotOf.contains(q))
            continue;
        if (relevant.value(q) == 0) {
            ++m_skipped;
            slotOf.insert(q, -1);
            continue;
        }
        slotOf.insert(q, int(relevantOf.size()));
        relevantOf.push_back(relevant.value(q));
    }
    m_queryCount = int(relevantOf.size());
    if (m_queryCount == 0)
        return;

    // Only pairs touching a query can change a P_q or R_q: drop the rest before sorting.
    const auto slot = [&slotOf](qint64 d) { return slotOf.value(d, -1); };
    std::erase_if(pairs, [&](const ScoredPair &p) { return slot(p.a) < 0 && slot(p.b) < 0; });
    const bool similarity = kind == ScoreKind::Similarity;
    std::sort(pairs.begin(), pairs.end(), [similarity](const ScoredPair &x, const ScoredPair &y) {
        return similarity ? x.score > y.score : x.score < y.score;
    });

    std::vector<qint64> hits(relevantOf.size(), 0);
    std::vector<qint64> retrieved(relevantOf.size(), 0);
    double sumP = 0.0;
    double sumR = 0.0;
    qint64 totalHits = 0;
    qint64 totalRetrieved = 0;
    // A query's P_q and R_q leave the sums, change, and come back: O(1) per pair.
    const auto retrieve = [&](int q, bool hit) {
        sumP -= ratio(hits[q], retrieved[q]);
        sumR -= ratio(hits[q], relevantOf[q]);
        ++retrieved[q];
        hits[q] += hit ? 1 : 0;
        sumP += ratio(hits[q], retrieved[q]);
        sumR += ratio(hits[q], relevantOf[q]);
        ++totalRetrieved;
        totalHits += hit ? 1 : 0;
    };
    walkScoreLevels(
        pairs,
        [&](const ScoredPair &pair) {
            const PairLabel label = truth.label(pair.a, pair.b);
            if (label == PairLabel::Ignored)
                return;
            const bool hit = label == PairLabel::Positive;
            if (const int qa = slot(pair.a); qa >= 0)
                retrieve(qa, hit);
            if (const int qb = slot(pair.b); qb >= 0)
                retrieve(qb, hit);
        },
        [&](double score) {
            m_curve.append(
                curvePoint(score, totalHits, totalRetrieved - totalHits, sumP / m_queryCount, sumR / m_queryCount));
        });
}

OperatingPoint QueryEvaluation::best() const
{
    return bestOfCurve(m_curve);
}

OperatingPoint QueryEvaluation::at(double threshold) const
{
    return curveAt(m_curve, m_kind, threshold);
}

OperatingPoint bestOfCurve(const QList<OperatingPoint> &curve)
{
    OperatingPoint best;
    bool found = false;
    for (const OperatingPoint &point : curve) {
        if (!found || point.f1 > best.f1) {
            best = point;
            found = true;
        }
    }
    return best;
}

OperatingPoint curveAt(const QList<OperatingPoint> &curve, ScoreKind kind, double threshold)
{
    // The curve runs from strict to permissive; the last point still flagged at this threshold.
    const bool similarity = kind == ScoreKind::Similarity;
    const auto it = std::partition_point(curve.cbegin(), curve.cend(), [&](const OperatingPoint &p) {
        return similarity ? p.threshold >= threshold : p.threshold <= threshold;
    });
    OperatingPoint point;
    if (it != curve.cbegin())
        point = *(it - 1);
    point.threshold = threshold;
    return point;
}

} // namespace nd::eval
