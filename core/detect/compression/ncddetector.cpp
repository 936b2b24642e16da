#include "detect/compression/ncddetector.h"

using namespace Qt::StringLiterals;

namespace nd::detect {

QString NcdDetector::name() const
{
    return u"ncd"_s;
}

QString NcdDetector::title() const
{
    return tr("Normalised compression distance");
}

QString NcdDetector::description() const
{
    return tr("NCD(x,y) = (C(xy) - min(C(x),C(y))) / max(C(x),C(y)) of the whole texts with a "
              "real compressor (Cilibrasi & Vitányi 2005; baseline of paper 003).");
}

QList<ParamDescriptor> NcdDetector::parameters() const
{
    return compression::ncdParameters(u"none"_s);
}

std::string NcdDetector::payload(const DetectDocument &document, const Params &) const
{
    return document.text.toStdString();
}

} // namespace nd::detect
