#include "experiments/presetlibrary.h"

#include "experiments/classifierstudy.h"

#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::experiments::presetlib {

namespace {

void refuseOverrides(const PresetOverrides &overrides)
{
    if (!overrides.isEmpty())
        throw std::invalid_argument("the classifier studies run no detector: --param and the preprocessing options "
                                    "do not apply (see neardup-cli train for their own options)");
}

} // namespace

// Paper 001's experiments are not grids of detector runs: Fig. 7 cross-validates
// trained classifiers and Fig. 3 counts kept keywords, so both are studies.
QList<Preset> chhajed2017()
{
    Preset fig7;
    fig7.id = u"chhajed2017-fig7"_s;
    fig7.title = u"Chhajed et al. 2017, Fig. 7 / Tables VI-IX: F1 of every classifier vs keyword threshold "
                 "(5-fold CV)"_s;
    fig7.study = [](const store::Workspace &workspace, qint64 collection, JobControl &control,
                    const PresetOverrides &overrides) {
        refuseOverrides(overrides);
        const ClassifierStudyOptions options;
        return classifierStudyFigure(runClassifierStudy(workspace, collection, options, control), options, collection);
    };
    Preset fig3;
    fig3.id = u"chhajed2017-fig3"_s;
    fig3.title = u"Chhajed et al. 2017, Fig. 3 / Table III: vocabulary size vs keyword threshold"_s;
    fig3.study = [](const store::Workspace &workspace, qint64 collection, JobControl &control,
                    const PresetOverrides &overrides) {
        refuseOverrides(overrides);
        return vocabularyFigure(workspace, collection, ClassifierStudyOptions().thresholds, control);
    };
    return {fig7, fig3};
}

} // namespace nd::experiments::presetlib
