#include "detect/detector.h"

#include "detect/families.h"

namespace nd::detect {

const Registry &Registry::instance()
{
    static const Registry registry;
    return registry;
}

Registry::Registry()
{
    // Stateless detectors: one static instance each, family by family in UI order.
    appendExactFamily(m_detectors);
    appendShinglingFamily(m_detectors);
    appendMinHashFamily(m_detectors);
    appendIMatchFamily(m_detectors);
    appendSimhashFamily(m_detectors);
    appendSpotsFamily(m_detectors);
    appendVectorSpaceFamily(m_detectors);
}

const Detector *Registry::find(QStringView name) const
{
    for (const Detector *detector : m_detectors) {
        if (detector->name() == name)
            return detector;
    }
    return nullptr;
}

ScoreKind Registry::scoreKind(QStringView name) const
{
    const Detector *detector = find(name);
    return detector ? detector->scoreKind() : ScoreKind::Similarity;
}

} // namespace nd::detect
