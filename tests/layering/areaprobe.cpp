// Built only by the core_area_order test, which passes when this fails to compile:
// the text area links nothing above it, so the detector's header is out of reach.
#include "text/preprocessor.h"
#include "detect/detector.h"

int areaProbe()
{
    return 0;
}
