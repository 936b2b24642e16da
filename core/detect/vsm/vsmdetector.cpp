#include "detect/vsm/vsmdetector.h"

#include "detect/detectsupport.h"
#include "features/vectorspace.h"

using namespace Qt::StringLiterals;

namespace nd::detect {

namespace {

// Both methods: the measures differ, not the description.
constexpr const char *kDescription =
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "TF-IDF vectors over the keywords kept by correlation-based selection, compared "
                      "with one of paper 001's measures (Chhajed et al.); only pairs sharing a kept "
                      "keyword are compared.");

const MethodInfo kSimilarityInfo{"vsm", QT_TRANSLATE_NOOP("nd::detect::Detector", "Vector space similarity"),
                                 kDescription, ScoreKind::Similarity, "core/detect/vsm"};

const MethodInfo kDistanceInfo{"vsm-distance", QT_TRANSLATE_NOOP("nd::detect::Detector", "Vector space distance"),
                               kDescription, ScoreKind::Distance, "core/detect/vsm"};

} // namespace

VsmDetector::VsmDetector(ScoreKind kind)
    : Detector(kind == ScoreKind::Distance ? kDistanceInfo : kSimilarityInfo)
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

QList<ParamDescriptor> VsmDetector::parameters() const
{
    using T = ParamDescriptor::Type;
    QStringList choices;
    for (features::Measure m : measures())
        choices << features::measureName(m);
    const QString paper = u"001 Chhajed et al."_s;
    return {
        {u"measure"_s,
         tr("Measure"),
         T::Choice,
         choices.first(),
         {},
         {},
         choices,
         tr("Jaccard is on the sets of terms, Bray-Curtis and Hamming as SciPy, Minkowski with "
            "p = 3. Pairs sharing no kept keyword are not compared, whatever the measure."),
         paper},
        {u"keyword_threshold"_s,
         tr("Keyword threshold"),
         T::Double,
         0.0,
         0.0,
         0.65,
         {},
         tr("Keep the terms whose association row has at least this cosine to the semantic "
            "centroid; 0 keeps all."),
         paper},
    };
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
    std::vector<QStringList> tokens;
    tokens.reserve(documents.size());
    for (const DetectDocument &d : documents)
        tokens.push_back(d.tokens);
    control.setPhase(tr("Keyword selection"));
    const features::VectorSpace space(tokens, p.value(u"keyword_threshold"_s).toDouble(), control);
    const double selectSeconds = support::seconds(timer);

    timer.restart();
    control.setPhase(tr("Inverted index"));
    const auto candidates = space.candidates(control);
    control.setPhase(tr("Measures"));
    DetectResult result;
    result.pairs.resize(candidates.size());
    const auto &kept = space.kept();
    parallelFor(
        candidates.size(), control,
        [&](std::size_t c) {
            const auto [x, y] = candidates[c];
            const double score =
                features::measureValue(measure, space.vectors()[x], space.vectors()[y], space.dimension());
            result.pairs[c] = support::orderedPair(documents[kept[x]].id, documents[kept[y]].id, score);
        },
        4096);
    support::sortPairs(result.pairs);
    result.stats = QJsonObject{
        {u"documents"_s, qint64(documents.size())},
        {u"vocabulary"_s, qint64(space.vocabularySize())},
        {u"keywords"_s, qint64(space.dimension())},
        {u"dropped_documents"_s, qint64(documents.size() - kept.size())},
        {u"candidates"_s, qint64(candidates.size())},
        {u"seconds_keywords"_s, selectSeconds},
        {u"seconds_compare"_s, support::seconds(timer)},
    };
    return result;
}

} // namespace nd::detect
