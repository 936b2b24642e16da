#include "detect/families.h"
#include "detect/vsm/learneddetector.h"
#include "detect/vsm/vsmdetector.h"

namespace nd::detect {

void appendVectorSpaceFamily(std::vector<const Detector *> &detectors)
{
    static const VsmDetector similarity(ScoreKind::Similarity);
    static const VsmDetector distance(ScoreKind::Distance);
    static const LearnedDetector learned;
    detectors.insert(detectors.end(), {&similarity, &distance, &learned});
}

} // namespace nd::detect
