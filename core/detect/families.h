#pragma once

#include "detect/detector.h"

#include <vector>

namespace nd::detect {

// Each method family adds its detectors (static instances) in UI order.
void appendShinglingFamily(std::vector<const Detector *> &detectors);
void appendIMatchFamily(std::vector<const Detector *> &detectors);
void appendSimhashFamily(std::vector<const Detector *> &detectors);
void appendCompressionFamily(std::vector<const Detector *> &detectors);
void appendVectorSpaceFamily(std::vector<const Detector *> &detectors);

} // namespace nd::detect
