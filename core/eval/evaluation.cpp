#include "eval/evaluation.h"

#include "eval/queryevaluation.h" // bestOfCurve, curveAt: shared by every curve
#include "eval/scorelevels.h"

#include <algorithm>

namespace nd::eval {

namespace {

// Running per-cluster counts. Each flagged pair changes at most two clusters,
// so the macro averages are kept as sums updated in O(1) per pair.
class MacroAccumulator
{
public:
    explicit MacroAccumulator(const GroundTruth &truth)
        : m_truth(truth)
        , m_tp(truth.clusterCount(), 0)
        , m_flagged(truth.clusterCount(), 0)
    { }

    void flag(qint64 a, qint64 b, PairLabel label)
    {
        const int ca = m_truth.clusterIndex(a);
        const int cb = m_truth.clusterIndex(b);
        if (label == PairLabel::Positive && ca >= 0 && ca == cb) {
            update(ca, 1, 1);
            return;
        }
        if (ca >= 0)
            update(ca, 0, 1);
        if (cb >= 0 && cb != ca)
            update(cb, 0, 1);
    }

    void fill(OperatingPoint &point) const
    {
        const int n = m_truth.clusterCount();
        if (n == 0)
            return;
        point.macroPrecision = m_sumP / n;
        point.macroRecall = m_sumR / n;
        point.macroF1 = m_sumF / n;
    }

private:
    void update(int c, qint64 tp, qint64 flagged)
    {
        subtractOrAdd(c, -1.0);
        m_tp[c] += tp;
        m_flagged[c] += flagged;
        subtractOrAdd(c, +1.0);
    }

    void subtractOrAdd(int c, double sign)
    {
        const qint64 size = m_truth.clusterSize(c);
        const double p = ratio(m_tp[c], m_flagged[c]);
        const double r = ratio(m_tp[c], size * (size - 1) / 2);
        m_sumP += sign * p;
        m_sumR += sign * r;
        m_sumF += sign * harmonic(p, r);
    }

    const GroundTruth &m_truth;
    std::vector<qint64> m_tp;
    std::vector<qint64> m_flagged;
    double m_sumP = 0.0;
    double m_sumR = 0.0;
    double m_sumF = 0.0;
};

} // namespace

Evaluation::Evaluation(ScoredPairs pairs, const GroundTruth &truth, ScoreKind kind)
    : m_kind(kind)
    , m_positives(truth.positivePairCount())
    , m_scored(qint64(pairs.size()))
    , m_hasClusters(truth.hasClusters())
    , m_clusterCount(truth.clusterCount())
{
    const bool similarity = kind == ScoreKind::Similarity;
    std::sort(pairs.begin(), pairs.end(), [similarity](const ScoredPair &x, const ScoredPair &y) {
        if (x.score != y.score)
            return similarity ? x.score > y.score : x.score < y.score;
        return x.a != y.a ? x.a < y.a : x.b < y.b;
    });

    m_ranked.reserve(pairs.size());
    MacroAccumulator macro(truth);
    qint64 tp = 0;
    qint64 fp = 0;
    walkScoreLevels(
        pairs,
        [&](const ScoredPair &pair) {
            const PairLabel label = truth.label(pair.a, pair.b);
            m_ranked.push_back({pair, label});
            if (label == PairLabel::Positive)
                ++tp;
            else if (label == PairLabel::Negative)
                ++fp;
            if (label != PairLabel::Ignored && m_hasClusters)
                macro.flag(pair.a, pair.b, label);
        },
        [&](double score) {
            OperatingPoint point = curvePoint(score, tp, fp, ratio(tp, tp + fp), ratio(tp, m_positives));
            macro.fill(point);
            m_curve.append(point);
        });
}

OperatingPoint Evaluation::best() const
{
    return bestOfCurve(m_curve);
}

OperatingPoint Evaluation::at(double threshold) const
{
    return curveAt(m_curve, m_kind, threshold);
}

qint64 Evaluation::flaggedCount(double threshold) const
{
    const bool similarity = m_kind == ScoreKind::Similarity;
    const auto it = std::partition_point(m_ranked.cbegin(), m_ranked.cend(), [&](const LabelledScore &s) {
        return similarity ? s.pair.score >= threshold : s.pair.score <= threshold;
    });
    return qint64(it - m_ranked.cbegin());
}

} // namespace nd::eval
