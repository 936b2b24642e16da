#include "store/modelstore.h"

#include "store/sql.h"
#include "store/workspace.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace nd::store {

namespace {

StoredModel fromRow(const QSqlQuery &q, bool withBytes)
{
    StoredModel m;
    m.id = q.value(0).toLongLong();
    m.classifier = q.value(1).toString();
    m.keywordThreshold = q.value(2).toDouble();
    m.collectionId = q.value(3).toLongLong();
    m.createdAt = q.value(4).toString();
    m.metrics = QJsonDocument::fromJson(q.value(5).toByteArray()).object();
    if (withBytes)
        m.bytes = q.value(6).toByteArray();
    return m;
}

} // namespace

qint64 saveModel(const Workspace &workspace, const StoredModel &model)
{
    const QSqlQuery q = sql::exec(
        workspace.database(),
        u"INSERT INTO learned_model (classifier, keyword_threshold, collection_id, created_at, metrics, model)"
        " VALUES (?, ?, ?, ?, ?, ?)"_s,
        {model.classifier, model.keywordThreshold,
         // NULL, not 0, for "no collection": the column references collection(id).
         model.collectionId > 0 ? QVariant(model.collectionId) : QVariant(QMetaType::fromType<qint64>()), sql::now(),
         QJsonDocument(model.metrics).toJson(QJsonDocument::Compact), model.bytes});
    return q.lastInsertId().toLongLong();
}

QList<StoredModel> listModels(const Workspace &workspace)
{
    QSqlQuery q = sql::exec(workspace.database(),
                            u"SELECT id, classifier, keyword_threshold, collection_id, created_at, metrics"
                            " FROM learned_model ORDER BY id"_s);
    QList<StoredModel> models;
    while (q.next())
        models.push_back(fromRow(q, false));
    return models;
}

std::optional<StoredModel> loadModel(const Workspace &workspace, qint64 id)
{
    QSqlQuery q = sql::exec(workspace.database(),
                            u"SELECT id, classifier, keyword_threshold, collection_id, created_at, metrics,"
                            " model FROM learned_model WHERE id = ?"_s,
                            {id});
    if (!q.next())
        return std::nullopt;
    return fromRow(q, true);
}

} // namespace nd::store
