#include "learn/modellibrary.h"

namespace nd::learn {

ModelLibrary &ModelLibrary::instance()
{
    static ModelLibrary library;
    return library;
}

void ModelLibrary::attach(const store::Workspace *workspace)
{
    QMutexLocker lock(&m_mutex);
    m_workspace = workspace;
}

std::optional<store::StoredModel> ModelLibrary::model(qint64 id) const
{
    QMutexLocker lock(&m_mutex);
    if (!m_workspace)
        return std::nullopt;
    return store::loadModel(*m_workspace, id);
}

QList<store::StoredModel> ModelLibrary::models() const
{
    QMutexLocker lock(&m_mutex);
    if (!m_workspace)
        return {};
    return store::listModels(*m_workspace);
}

} // namespace nd::learn
