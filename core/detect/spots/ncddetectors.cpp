#include "detect/spots/ncddetectors.h"

#include "detect/spots/spotsigsdetector.h"
#include "features/spotsignatures.h"

using namespace Qt::StringLiterals;

namespace nd::detect {

std::string NcdDetector::payload(const DetectDocument &document, const Params &) const
{
    return document.text.toStdString();
}

QString SigNcdDetector::checkResolved(const Params &resolved) const
{
    if (resolved.value(u"spots"_s).toString() == u"custom" && resolved.value(u"custom_spots"_s).toString().isEmpty())
        return tr("Parameter \"custom_spots\" of signcd must name at least one spot character when "
                  "\"spots\" is custom.");
    return {};
}

std::string SigNcdDetector::payload(const DetectDocument &document, const Params &resolved) const
{
    const QString set = resolved.value(u"spots"_s).toString();
    const QString spots =
        set == u"custom" ? resolved.value(u"custom_spots"_s).toString() : features::punctuationSet(set);
    const auto window =
        features::SpotWindow(features::spotWindowNames().indexOf(resolved.value(u"window"_s).toString()));
    const features::PunctuationSignature signature = features::punctuationSignature(document.text, spots, window);
    if (signature.spots < resolved.value(u"min_spots"_s).toInt())
        return document.text.toStdString();
    return signature.words.join(u' ').toStdString();
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
