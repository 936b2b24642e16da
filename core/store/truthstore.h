#pragma once

#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace nd::store {

class Workspace;

// A collection's ground truth: clusters (document -> cluster label; documents
// without a label are singletons) or labelled pairs (1 positive, 0 negative).
// Tables document.cluster and truth_pair; errors throw WorkspaceError.
class TruthStore
{
public:
    explicit TruthStore(const Workspace &workspace);

    void setClusters(qint64 collectionId, const QHash<qint64, QString> &clusterOfDocument);
    QHash<qint64, QString> clusters(qint64 collectionId) const;

    struct LabelledPair
    {
        qint64 a;
        qint64 b;
        bool positive;
    };
    void setTruthPairs(qint64 collectionId, const QList<LabelledPair> &pairs);
    QList<LabelledPair> truthPairs(qint64 collectionId) const;

    void clearTruth(qint64 collectionId);

private:
    QSqlDatabase m_db;
};

} // namespace nd::store
