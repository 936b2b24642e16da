#include "detect/families.h"
#include "detect/imatch/imatchdetector.h"
#include "detect/imatch/imatchlexiconsdetector.h"

namespace nd::detect {

void appendIMatchFamily(std::vector<const Detector *> &detectors)
{
    static const IMatchDetector imatch;
    static const IMatchLexiconsDetector imatchLexicons;
    detectors.insert(detectors.end(), {&imatch, &imatchLexicons});
}

} // namespace nd::detect
