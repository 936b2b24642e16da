#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMutex>
#include <QString>

#include <optional>

namespace nd::store { class Workspace; }

namespace nd::learn {

// A trained classifier kept in the workspace (table learned_model).
struct StoredModel
{
    qint64 id = 0;
    QString classifier;
    double keywordThreshold = 0.0;
    qint64 collectionId = 0;  // trained on
    QString createdAt;
    QJsonObject metrics;      // cross-validation P/R/F1, train seconds, sizes
    QByteArray bytes;         // Classifier::save(); empty in listModels()
};

qint64 saveModel(const store::Workspace &workspace, const StoredModel &model);
QList<StoredModel> listModels(const store::Workspace &workspace);
std::optional<StoredModel> loadModel(const store::Workspace &workspace, qint64 id);

// Detectors are stateless and never see a workspace, so the `learned` detector
// finds its model through the workspace the program attached here (the CLI does
// and the GUI do on opening one). The workspace must outlive its attachment.
class ModelLibrary
{
public:
    static ModelLibrary &instance();
    void attach(const store::Workspace *workspace);
    std::optional<StoredModel> model(qint64 id) const;
    // The attached workspace's models without their bytes (empty when none is attached),
    // for choosing one (the GUI's run panel).
    QList<StoredModel> models() const;

private:
    mutable QMutex m_mutex;
    const store::Workspace *m_workspace = nullptr;
};

} // namespace nd::learn
