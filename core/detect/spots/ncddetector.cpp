#include "detect/spots/ncddetector.h"

using namespace Qt::StringLiterals;

namespace nd::detect {

namespace {

const MethodInfo kNcdDetectorInfo{
    "ncd", QT_TRANSLATE_NOOP("nd::detect::Detector", "Normalised compression distance"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "NCD(x,y) = (C(xy) - min(C(x),C(y))) / max(C(x),C(y)) of the whole texts with a "
                      "real compressor (Cilibrasi & Vitányi 2005; baseline of paper 003)."),
    ScoreKind::Distance, "core/detect/spots"};

} // namespace

NcdDetector::NcdDetector()
    : NcdDetectorBase(kNcdDetectorInfo)
{ }

QList<ParamDescriptor> NcdDetector::parameters() const
{
    return compression::ncdParameters(u"none"_s);
}

std::string NcdDetector::payload(const DetectDocument &document, const Params &) const
{
    return document.text.toStdString();
}

} // namespace nd::detect
