#include "detect/spots/ncddetectorbase.h"

#include "detect/detectsupport.h"

using namespace Qt::StringLiterals;

namespace nd::detect {

ThresholdRange NcdDetectorBase::thresholdRange(const Params &params) const
{
    const std::optional<Params> p = support::resolvedOrNone(*this, params);
    if (!p)
        return {0.0, 1.1, suggestedThreshold()};
    return compression::ncdThresholdRange(*p, suggestedThreshold());
}

bool NcdDetectorBase::allPairs(const Params &params) const
{
    const std::optional<Params> p = support::resolvedOrNone(*this, params);
    if (!p)
        return true;
    const compression::NcdOptions options = compression::ncdOptions(*p);
    return options.pruning == compression::Pruning::None || options.maxDistance >= 1.0;
}

QString NcdDetectorBase::plan(const Params &params) const
{
    const std::optional<Params> p = support::resolvedOrNone(*this, params);
    if (!p)
        return {};
    const compression::NcdOptions options = compression::ncdOptions(*p);
    if (options.pruning == compression::Pruning::None)
        return tr("Every pair is compressed together: no pruning.");
    return tr("Only pairs whose compressed sizes allow an NCD <= %1 are compared; "
              "thresholds above %1 are not evaluated.")
        .arg(options.maxDistance);
}

DetectResult NcdDetectorBase::detect(const std::vector<DetectDocument> &documents, const Params &params,
                                     JobControl &control) const
{
    const Params p = resolveOrThrow(params);
    const compression::NcdOptions options = compression::ncdOptions(p);

    QElapsedTimer timer;
    timer.start();
    control.setPhase(tr("Extracting signatures"));
    std::vector<std::string> payloads(documents.size());
    parallelFor(
        documents.size(), options.threads, control, [&](std::size_t i) { payloads[i] = payload(documents[i], p); }, 64);
    const double extractSeconds = support::seconds(timer);
    qint64 bytes = 0;
    for (const std::string &s : payloads)
        bytes += qint64(s.size());

    DetectResult result = compression::compareByNcd(documents, payloads, options, control);
    result.stats.insert(u"seconds_signatures"_s, extractSeconds);
    result.stats.insert(u"payload_bytes"_s, bytes);
    return result;
}

} // namespace nd::detect
