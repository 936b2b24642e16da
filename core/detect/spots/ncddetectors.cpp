#include "detect/spots/ncddetectors.h"

#include "detect/spots/spotsigsdetector.h"
#include "features/spotsignatures.h"

using namespace Qt::StringLiterals;

namespace nd::detect {

QList<ParamDescriptor> NcdDetector::parameters() const
{
    // zstd over the paper's Snappy: chosen by all 5 folds of whole Gold Set
    // clusters, level on the essays (docs/quality.md). Paper 003's presets name Snappy.
    return compression::ncdParameters(u"none"_s, u"zstd"_s);
}

std::string NcdDetector::payload(const DetectDocument &document, const Params &) const
{
    return document.text.toStdString();
}

QList<ParamDescriptor> SigNcdDetector::parameters() const
{
    using T = ParamDescriptor::Type;
    QList<ParamDescriptor> list{
        {u"spots"_s,
         tr("Spot punctuation"),
         T::Choice,
         u"comma"_s,
         {},
         {},
         features::punctuationSetNames(),
         tr("Punctuation marks at which words are taken (comma is best in the paper); "
            "custom takes the characters of Custom spots."),
         u"003 Zhang et al., Fig. 2"_s},
        {u"custom_spots"_s,
         tr("Custom spots"),
         T::Text,
         u","_s,
         {},
         {},
         {},
         tr("The spot characters when Spot punctuation is custom, e.g. \",;:\"."),
         u"003 Zhang et al., Sec. 5.4.2"_s},
        {u"window"_s,
         tr("Window"),
         T::Choice,
         u"1L"_s,
         {},
         {},
         features::spotWindowNames(),
         tr("Words per spot: 1L before, 1R after, 2/4/6 both sides."),
         u"003 Zhang et al., Sec. 5.4.1"_s},
        {u"min_spots"_s,
         tr("Minimum spots"),
         T::Int,
         3,
         0,
         1000,
         {},
         tr("Documents with fewer spots are compared as whole texts."),
         u"003 Zhang et al., Sec. 4.1"_s},
    };
    list.append(compression::ncdParameters(u"P1"_s));
    return list;
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
