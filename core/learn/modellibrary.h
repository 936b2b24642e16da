#pragma once

#include "store/modelstore.h"

#include <QList>
#include <QMutex>

#include <optional>

namespace nd::learn {

// Detectors are stateless and never see a workspace, so the `learned` detector
// finds its model through the workspace the program attached here (the CLI does
// and the GUI do on opening one). The workspace must outlive its attachment.
class ModelLibrary
{
public:
    static ModelLibrary &instance();
    void attach(const store::Workspace *workspace);
    std::optional<store::StoredModel> model(qint64 id) const;
    // The attached workspace's models without their bytes (empty when none is attached),
    // for choosing one (the GUI's run panel).
    QList<store::StoredModel> models() const;

private:
    mutable QMutex m_mutex;
    const store::Workspace *m_workspace = nullptr;
};

} // namespace nd::learn
