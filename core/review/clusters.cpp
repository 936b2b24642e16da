#include "review/clusters.h"

#include <QHash>

#include <algorithm>
#include <numeric>

namespace nd::review {

namespace {

// Union-find over dense indices with path halving and union by size.
class DisjointSets
{
public:
    explicit DisjointSets(qsizetype n)
        : m_parent(n)
        , m_size(n, 1)
    {
        std::iota(m_parent.begin(), m_parent.end(), 0);
    }
    qsizetype find(qsizetype x)
    {
        while (m_parent[x] != x) {
            m_parent[x] = m_parent[m_parent[x]];
            x = m_parent[x];
        }
        return x;
    }
    bool unite(qsizetype x, qsizetype y)
    {
        x = find(x);
        y = find(y);
        if (x == y)
            return false;
        if (m_size[x] < m_size[y])
            std::swap(x, y);
        m_parent[y] = x;
        m_size[x] += m_size[y];
        return true;
    }

private:
    std::vector<qsizetype> m_parent;
    std::vector<qsizetype> m_size;
};

// Strongest first; ties by ids so results do not depend on input order.
bool stronger(const ScoredPair &x, const ScoredPair &y, ScoreKind kind)
{
    if (x.score != y.score)
        return kind == ScoreKind::Similarity ? x.score > y.score : x.score < y.score;
    return x.a != y.a ? x.a < y.a : x.b < y.b;
}

// Kruskal on the cluster's edges; returns the tree edges, strongest first, so
// the last one is the weakest link.
QList<ScoredPair> spanningTree(const Cluster &cluster, ScoreKind kind)
{
    QHash<qint64, qsizetype> index;
    for (qint64 m : cluster.members)
        index.insert(m, index.size());
    QList<ScoredPair> edges = cluster.edges;
    std::sort(edges.begin(), edges.end(), [kind](const auto &x, const auto &y) { return stronger(x, y, kind); });
    DisjointSets sets(index.size());
    QList<ScoredPair> tree;
    for (const ScoredPair &e : std::as_const(edges)) {
        if (sets.unite(index.value(e.a), index.value(e.b)))
            tree.append(e);
    }
    return tree;
}

QList<Cluster> components(const QList<qint64> &documents, const QList<ScoredPair> &links,
                          const QList<ScoredPair> &edges, ScoreKind kind)
{
    QHash<qint64, qsizetype> index;
    for (qint64 d : documents)
        index.insert(d, index.size());
    DisjointSets sets(index.size());
    for (const ScoredPair &e : links)
        sets.unite(index.value(e.a), index.value(e.b));
    QHash<qsizetype, qsizetype> clusterOfRoot;
    QList<Cluster> clusters;
    for (qint64 d : documents) {
        const qsizetype root = sets.find(index.value(d));
        auto it = clusterOfRoot.constFind(root);
        if (it == clusterOfRoot.cend()) {
            it = clusterOfRoot.insert(root, clusters.size());
            clusters.append(Cluster{});
        }
        clusters[*it].members.append(d);
    }
    for (const ScoredPair &e : edges) {
        const qsizetype ra = sets.find(index.value(e.a));
        if (ra == sets.find(index.value(e.b)))
            clusters[clusterOfRoot.value(ra)].edges.append(e);
    }
    for (Cluster &c : clusters) {
        std::sort(c.members.begin(), c.members.end());
        if (!c.edges.isEmpty())
            c.weakestLink = spanningTree(c, kind).constLast();
    }
    std::sort(clusters.begin(), clusters.end(), [](const Cluster &x, const Cluster &y) {
        return x.size() != y.size() ? x.size() > y.size() : x.members.constFirst() < y.members.constFirst();
    });
    return clusters;
}

} // namespace

QList<Cluster> findClusters(const ScoredPairs &flagged, ScoreKind kind)
{
    QList<qint64> documents;
    QHash<qint64, bool> seen;
    QList<ScoredPair> edges;
    edges.reserve(qsizetype(flagged.size()));
    for (const ScoredPair &p : flagged) {
        if (p.a == p.b)
            continue;
        for (qint64 d : {p.a, p.b}) {
            if (!seen.contains(d)) {
                seen.insert(d, true);
                documents.append(d);
            }
        }
        edges.append(p);
    }
    return components(documents, edges, edges, kind);
}

QList<Cluster> clustersAtThreshold(const eval::Evaluation &evaluation, double threshold)
{
    const qint64 count = evaluation.flaggedCount(threshold);
    ScoredPairs flagged;
    flagged.reserve(std::size_t(count));
    for (qint64 i = 0; i < count; ++i)
        flagged.push_back(evaluation.ranked()[std::size_t(i)].pair);
    return findClusters(flagged, evaluation.scoreKind());
}

QList<Cluster> splitAtWeakestLink(const Cluster &cluster, ScoreKind kind)
{
    if (cluster.edges.isEmpty())
        return {cluster};
    QList<ScoredPair> tree = spanningTree(cluster, kind);
    tree.removeLast(); // the weakest link
    return components(cluster.members, tree, cluster.edges, kind);
}

} // namespace nd::review
