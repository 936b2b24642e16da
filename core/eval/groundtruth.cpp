#include "eval/groundtruth.h"

#include <QMap>

namespace nd::eval {

quint64 GroundTruth::key(qint64 a, qint64 b)
{
    if (a > b)
        std::swap(a, b);
    return (quint64(quint32(a)) << 32) | quint32(b);
}

GroundTruth GroundTruth::fromClusters(const QHash<qint64, QString> &clusterOfDocument)
{
    // QMap for a stable cluster order (by name), so cluster indices are reproducible.
    QMap<QString, QList<qint64>> members;
    for (auto it = clusterOfDocument.cbegin(); it != clusterOfDocument.cend(); ++it) {
        if (!it.value().isEmpty())
            members[it.value()].append(it.key());
    }
    GroundTruth truth;
    truth.m_mode = Mode::Clusters;
    for (auto it = members.cbegin(); it != members.cend(); ++it) {
        const qint64 size = it.value().size();
        if (size < 2)
            continue; // a cluster of one has no pairs
        const int index = int(truth.m_clusterSizes.size());
        truth.m_clusterSizes.append(size);
        truth.m_clusterNames.append(it.key());
        for (qint64 document : it.value())
            truth.m_clusterOf.insert(document, index);
        truth.m_positiveCount += size * (size - 1) / 2;
    }
    return truth;
}

GroundTruth GroundTruth::fromPairs(const QList<std::pair<qint64, qint64>> &positives,
                                   const QList<std::pair<qint64, qint64>> &negatives)
{
    GroundTruth truth;
    truth.m_mode = Mode::Pairs;
    for (const auto &[a, b] : positives) {
        if (a != b)
            truth.m_positivePairs.insert(key(a, b));
    }
    for (const auto &[a, b] : negatives) {
        if (a != b && !truth.m_positivePairs.contains(key(a, b)))
            truth.m_negativePairs.insert(key(a, b));
    }
    truth.m_openWorld = !truth.m_negativePairs.isEmpty();
    truth.m_positiveCount = truth.m_positivePairs.size();
    return truth;
}

QList<std::pair<qint64, qint64>> GroundTruth::positivePairs() const
{
    QList<std::pair<qint64, qint64>> pairs;
    pairs.reserve(m_positivePairs.size());
    for (const quint64 k : m_positivePairs)
        pairs.append({qint64(k >> 32), qint64(k & 0xffffffffu)});
    return pairs;
}

PairLabel GroundTruth::label(qint64 a, qint64 b) const
{
    switch (m_mode) {
    case Mode::None:
        return PairLabel::Ignored;
    case Mode::Clusters: {
        const int ca = clusterIndex(a);
        return ca >= 0 && ca == clusterIndex(b) ? PairLabel::Positive : PairLabel::Negative;
    }
    case Mode::Pairs: {
        const quint64 k = key(a, b);
        if (m_positivePairs.contains(k))
            return PairLabel::Positive;
        if (!m_openWorld || m_negativePairs.contains(k))
            return PairLabel::Negative;
        return PairLabel::Ignored;
    }
    }
    return PairLabel::Ignored;
}

} // namespace nd::eval
