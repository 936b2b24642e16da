#include "detect/detector.h"

#include "detect/exactdetector.h"
#include "detect/families.h"
#include "detect/minhashdetector.h"
#include "detect/shinglingdetector.h"
#include "detect/simhashdetector.h"

namespace nd::detect {

const Registry &Registry::instance()
{
    static const Registry registry;
    return registry;
}

Registry::Registry()
{
    // Stateless detectors: one static instance each, listed in UI order.
    static const ExactDetector exact;
    static const ShinglingDetector shingling;
    static const MinHashDetector minhash;
    static const SimhashDetector simhash;
    m_detectors = {&exact, &shingling};
    appendShinglingFamily(m_detectors);
    m_detectors.push_back(&minhash);
    appendIMatchFamily(m_detectors);
    m_detectors.push_back(&simhash);
    appendSimhashFamily(m_detectors);
    appendCompressionFamily(m_detectors);
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
