#pragma once

#include "detect/detector.h"

#include <vector>

namespace nd::detect {

// Each method family, one folder of detect/ each (its family.cpp), adds its
// detectors (static instances) in UI order.
void appendExactFamily(std::vector<const Detector *> &detectors);       // exact/
void appendShinglingFamily(std::vector<const Detector *> &detectors);   // shingling/
void appendMinHashFamily(std::vector<const Detector *> &detectors);     // minhash/
void appendIMatchFamily(std::vector<const Detector *> &detectors);      // imatch/
void appendSimhashFamily(std::vector<const Detector *> &detectors);     // simhash/
void appendSpotsFamily(std::vector<const Detector *> &detectors);       // spots/
void appendVectorSpaceFamily(std::vector<const Detector *> &detectors); // vsm/

} // namespace nd::detect
