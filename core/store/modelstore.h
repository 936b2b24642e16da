#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace nd::store {

class Workspace;

// A trained classifier kept in the workspace (table learned_model).
struct StoredModel
{
    qint64 id = 0;
    QString classifier;
    double keywordThreshold = 0.0;
    qint64 collectionId = 0; // trained on
    QString createdAt;
    QJsonObject metrics; // cross-validation P/R/F1, train seconds, sizes
    QByteArray bytes;    // Classifier::save(); empty in listModels()
};

qint64 saveModel(const Workspace &workspace, const StoredModel &model);
QList<StoredModel> listModels(const Workspace &workspace);
std::optional<StoredModel> loadModel(const Workspace &workspace, qint64 id);

} // namespace nd::store
