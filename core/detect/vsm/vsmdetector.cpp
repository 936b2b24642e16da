#include "detect/vsm/vsmdetector.h"

#include "detect/vsm/candidatescoring.h"
#include "features/vectorspace.h"

using namespace Qt::StringLiterals;

namespace nd::detect {

VsmDetector::VsmDetector(ScoreKind kind)
    : Detector(kind == ScoreKind::Distance ? distanceInfo : similarityInfo)
    , m_kind(kind)
{ }

std::vector<features::Measure> VsmDetector::measures() const
{
    std::vector<features::Measure> result;
    for (std::size_t i = 0; i < features::kMeasureCount; ++i) {
        const auto m = features::Measure(i);
        if (features::isDistance(m) == (m_kind == ScoreKind::Distance))
            result.push_back(m);
    }
    return result;
}

ThresholdRange VsmDetector::thresholdRange(const Params &params) const
{
    const QString measure = params.value(u"measure"_s).toString();
    // Vectors are L2-normalised, which bounds most measures; the suggested points
    // are starting values for the slider, not the paper's (it trains classifiers).
    if (measure == u"pearson"_s)
        return {-1.0, 1.0, 0.5};
    if (m_kind == ScoreKind::Similarity)
        return {0.0, 1.0, 0.5};
    if (measure == u"euclidean"_s || measure == u"minkowski"_s)
        return {0.0, 1.5, 0.8};
    if (measure == u"manhattan"_s || measure == u"canberra"_s)
        return {0.0, 100.0, 5.0};
    if (measure == u"hamming"_s)
        return {0.0, 1.0, 0.01};
    return {0.0, 1.0, 0.4}; // bray-curtis, chebyshev
}

DetectResult VsmDetector::detect(const std::vector<DetectDocument> &documents, const Params &params,
                                 JobControl &control) const
{
    const Params p = resolveOrThrow(params);
    const auto measure = features::Measure(features::measureNames().indexOf(p.value(u"measure"_s).toString()));
    QElapsedTimer timer;
    timer.start();
    control.setPhase(tr("Keyword selection"));
    const features::VectorSpace space(support::tokenLists(documents), p.value(u"keyword_threshold"_s).toDouble(),
                                      control);
    const double selectSeconds = support::seconds(timer);

    timer.restart();
    control.setPhase(tr("Inverted index"));
    const auto score = [&](quint32 x, quint32 y) {
        return features::measureValue(measure, space.vectors()[x], space.vectors()[y], space.dimension());
    };
    const auto candidates = space.candidates(control, support::secondsPerScore(space.kept().size(), score));
    control.setPhase(tr("Measures"));
    const auto &kept = space.kept();
    DetectResult result;
    result.pairs = support::scoreCandidates(documents, kept, candidates, control, score);
    result.stats = support::vectorSpaceStats(space, documents.size(), candidates.size());
    result.stats.insert(u"documents"_s, qint64(documents.size()));
    result.stats.insert(u"vocabulary"_s, qint64(space.vocabularySize()));
    result.stats.insert(u"seconds_keywords"_s, selectSeconds);
    result.stats.insert(u"seconds_compare"_s, support::seconds(timer));
    return result;
}

} // namespace nd::detect
