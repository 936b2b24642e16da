#pragma once

#include <QHash>
#include <QSqlDatabase>
#include <QStringList>

namespace nd::store {

class Workspace;

// Preprocessed tokens per document and preprocessing key (table token_cache,
// tokens joined by U+001F). Errors throw WorkspaceError.
class TokenCache
{
public:
    explicit TokenCache(const Workspace &workspace);

    QHash<qint64, QStringList> cachedTokens(qint64 collectionId, const QString &preprocessKey) const;
    void storeTokens(const QString &preprocessKey, const QHash<qint64, QStringList> &tokensOfDocument);

private:
    QSqlDatabase m_db;
};

} // namespace nd::store
