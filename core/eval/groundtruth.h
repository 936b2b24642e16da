#pragma once

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <utility>

namespace nd::eval {

enum class PairLabel { Positive, Negative, Ignored };

// Which document pairs are duplicates. Two forms:
//  - clusters: two documents form a positive pair exactly when they share a
//    cluster; every other pair of the collection is negative;
//  - labelled pairs: listed pairs are positive or negative. When any negative is
//    listed, unlisted pairs are ignored (open world, e.g. PAN or Clough-Stevenson);
//    when only positives are listed, every unlisted pair is negative.
class GroundTruth
{
public:
    GroundTruth() = default;
    static GroundTruth fromClusters(const QHash<qint64, QString> &clusterOfDocument);
    static GroundTruth fromPairs(const QList<std::pair<qint64, qint64>> &positives,
                                 const QList<std::pair<qint64, qint64>> &negatives);

    bool isEmpty() const { return m_positiveCount == 0; }
    bool hasClusters() const { return m_mode == Mode::Clusters; }
    PairLabel label(qint64 a, qint64 b) const;
    qint64 positivePairCount() const { return m_positiveCount; }
    // Labelled-pairs form only: the positive pairs (empty for clusters).
    QList<std::pair<qint64, qint64>> positivePairs() const;

    // Cluster index of a document (-1 when it is in no cluster of two or more).
    int clusterIndex(qint64 document) const { return m_clusterOf.value(document, -1); }
    int clusterCount() const { return int(m_clusterSizes.size()); }
    qint64 clusterSize(int index) const { return m_clusterSizes.at(index); }
    QString clusterName(int index) const { return m_clusterNames.at(index); }

private:
    enum class Mode { None, Clusters, Pairs };
    static quint64 key(qint64 a, qint64 b);
    Mode m_mode = Mode::None;
    QHash<qint64, int> m_clusterOf; // only clusters with >= 2 members
    QList<qint64> m_clusterSizes;
    QStringList m_clusterNames;
    QSet<quint64> m_positivePairs;
    QSet<quint64> m_negativePairs;
    bool m_openWorld = false;
    qint64 m_positiveCount = 0;
};

} // namespace nd::eval
