#include "detect/vsm/learneddetector.h"

#include "detect/vsm/candidatescoring.h"
#include "features/vectorspace.h"
#include "learn/classifier.h"
#include "learn/modellibrary.h"
#include "learn/pairdataset.h"

#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::detect {

QString LearnedDetector::description() const
{
    return Detector::description() + u' ' + learn::Classifier::missingNote() + u' '
        + learn::Classifier::librarySettingsNote();
}

ThresholdRange LearnedDetector::thresholdRange(const Params &params) const
{
    // Probabilities lie in [0, 1] with 0.5 the decision; decision values (SVM,
    // AdaBoost, MLP) are centred on 0.
    try {
        if (const auto stored = learn::ModelLibrary::instance().model(params.value(u"model"_s).toLongLong())) {
            const double t = learn::Classifier::create(stored->classifier)->decisionThreshold();
            return t == 0.0 ? ThresholdRange{-2.0, 2.0, 0.0} : ThresholdRange{0.0, 1.0, 0.5};
        }
    } catch (const std::exception &) {
        // No workspace model store (e.g. an old file): fall through to the default.
    }
    return {0.0, 1.0, 0.5};
}

DetectResult LearnedDetector::detect(const std::vector<DetectDocument> &documents, const Params &params,
                                     JobControl &control) const
{
    const Params p = resolveOrThrow(params);
    const qint64 id = p.value(u"model"_s).toLongLong();
    const auto stored = learn::ModelLibrary::instance().model(id);
    if (!stored)
        throw std::invalid_argument(tr("There is no trained model %1 in this workspace.").arg(id).toStdString());
    const auto classifier = learn::Classifier::load(stored->bytes);

    QElapsedTimer timer;
    timer.start();
    control.setPhase(tr("Keyword selection"));
    const features::VectorSpace space(support::tokenLists(documents), stored->keywordThreshold, control);
    const auto score = [&](quint32 x, quint32 y) {
        std::vector<float> features;
        features.reserve(features::kMeasureCount);
        learn::appendFeatures(space, x, y, features);
        return classifier->score(features);
    };
    const auto candidates = space.candidates(control, support::secondsPerScore(space.kept().size(), score));
    const double prepareSeconds = support::seconds(timer);

    timer.restart();
    control.setPhase(tr("Classifying pairs"));
    const auto &kept = space.kept();
    DetectResult result;
    result.pairs = support::scoreCandidates(documents, kept, candidates, control, score);
    result.stats = support::vectorSpaceStats(space, documents.size(), candidates.size());
    result.stats.insert(u"model"_s, id);
    result.stats.insert(u"classifier"_s, stored->classifier);
    result.stats.insert(u"keyword_threshold"_s, stored->keywordThreshold);
    result.stats.insert(u"decision_threshold"_s, classifier->decisionThreshold());
    result.stats.insert(u"seconds_prepare"_s, prepareSeconds);
    result.stats.insert(u"seconds_classify"_s, support::seconds(timer));
    return result;
}

} // namespace nd::detect
