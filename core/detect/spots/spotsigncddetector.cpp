#include "detect/spots/spotsigncddetector.h"

#include "detect/spots/spotsigsdetector.h"
#include "features/spotsignatures.h"

using namespace Qt::StringLiterals;

namespace nd::detect {

namespace {

const MethodInfo kSpotSigNcdDetectorInfo{
    "spotsigncd", QT_TRANSLATE_NOOP("nd::detect::Detector", "SpotSigNCD (stopword-spot signatures + NCD)"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "NCD of SpotSigs' stopword-spot signatures, with the pruning of SigNCD "
                      "(paper 003, baseline SpotSigNCD w/ P1)."),
    ScoreKind::Distance, "core/detect/spots"};

} // namespace

SpotSigNcdDetector::SpotSigNcdDetector()
    : NcdDetectorBase(kSpotSigNcdDetectorInfo)
{ }

QList<ParamDescriptor> SpotSigNcdDetector::parameters() const
{
    using T = ParamDescriptor::Type;
    QList<ParamDescriptor> list = SpotSigsDetector::extractionParameters();
    list.append(ParamDescriptor{u"min_spots"_s,
                                tr("Minimum spots"),
                                T::Int,
                                3,
                                0,
                                1000,
                                {},
                                tr("Documents with fewer spot signatures are compared as whole texts."),
                                u"003 Zhang et al., Sec. 4.1"_s});
    list.append(compression::ncdParameters(u"P1"_s));
    return list;
}

std::string SpotSigNcdDetector::payload(const DetectDocument &document, const Params &resolved) const
{
    const QStringList signatures = features::stopwordSpotSignatures(
        document.text, features::antecedentSet(resolved.value(u"antecedents"_s).toString()),
        resolved.value(u"spot_distance"_s).toInt(), resolved.value(u"chain_length"_s).toInt());
    if (signatures.size() < resolved.value(u"min_spots"_s).toInt())
        return document.text.toStdString();
    return signatures.join(u' ').toStdString();
}

} // namespace nd::detect
