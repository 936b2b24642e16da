#include "experiments/presetlibrary.h"

#include "experiments/classifierstudy.h"
#include "experiments/keywordtables.h"
#include "learn/holdout.h"
#include "pipeline/evaluationservice.h"
#include "pipeline/runservice.h"

#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::experiments::presetlib {

namespace {

double numberParam(const detect::Params &params, const QString &key, double fallback)
{
    if (!params.contains(key))
        return fallback;
    bool ok = false;
    const double value = params.value(key).toString().toDouble(&ok);
    if (!ok)
        throw std::invalid_argument(u"--param %1 needs a number"_s.arg(key).toStdString());
    return value;
}

// The classifier studies run no detector, so of the overrides only their own
// settings apply: protocol=holdout|cv, held_out_fraction, split_seed,
// training_pairs=all|sampled (and top for the keyword tables).
ClassifierStudyOptions studyOptions(const PresetOverrides &overrides, ClassifierStudyOptions options,
                                    const QStringList &extraKeys = {})
{
    if (overrides.preprocessing)
        throw std::invalid_argument("the classifier studies run no detector: the preprocessing options do not apply");
    static const QStringList keys{u"protocol"_s, u"held_out_fraction"_s, u"split_seed"_s, u"training_pairs"_s};
    for (auto it = overrides.params.cbegin(); it != overrides.params.cend(); ++it) {
        if (!keys.contains(it.key()) && !extraKeys.contains(it.key()))
            throw std::invalid_argument(u"the classifier studies take --param %1 only, not \"%2\""_s
                                            .arg((keys + extraKeys).join(u", "_s), it.key())
                                            .toStdString());
    }
    const detect::Params &params = overrides.params;
    if (params.contains(u"protocol"_s))
        options.protocol = ClassifierStudyOptions::parseProtocol(params.value(u"protocol"_s).toString());
    options.heldOutFraction = numberParam(params, u"held_out_fraction"_s, options.heldOutFraction);
    options.splitSeed = quint64(numberParam(params, u"split_seed"_s, double(options.splitSeed)));
    if (params.contains(u"training_pairs"_s)) {
        const QString pairs = params.value(u"training_pairs"_s).toString();
        if (pairs != u"all" && pairs != u"sampled")
            throw std::invalid_argument("--param training_pairs takes all or sampled");
        options.sampleTrainingPairs = pairs == u"sampled";
    }
    return options;
}

Preset classifierStudyPreset(const QString &id, const QString &title, ClassifierStudyOptions defaults)
{
    Preset preset;
    preset.id = id;
    preset.title = title;
    preset.study = [defaults](const store::Workspace &workspace, qint64 collection, JobControl &control,
                              const PresetOverrides &overrides) {
        const ClassifierStudyOptions options = studyOptions(overrides, defaults);
        return classifierStudyFigure(runClassifierStudy(workspace, collection, options, control), options, collection);
    };
    return preset;
}

} // namespace

// Paper 001's experiments are not grids of detector runs: Fig. 7 trains and tests
// classifiers, Fig. 3 counts kept keywords and Tables I-II list the selection's
// top words, so all are studies.
QList<Preset> chhajed2017()
{
    ClassifierStudyOptions holdout;
    holdout.protocol = ClassifierStudyOptions::Protocol::Holdout;
    const Preset fig7 = classifierStudyPreset(
        u"chhajed2017-fig7"_s,
        u"Chhajed et al. 2017, Fig. 7 / Tables VI-IX: F1 of every classifier vs keyword threshold "
        "(5-fold CV of sampled pairs; --param protocol=holdout for the paper's)"_s,
        ClassifierStudyOptions());
    const Preset fig7Holdout = classifierStudyPreset(
        u"chhajed2017-fig7-holdout"_s,
        u"Chhajed et al. 2017, Fig. 7 / Tables VI-IX as the paper: trained on half of the documents, every pair "
        "of the other half scored"_s,
        holdout);
    Preset fig3;
    fig3.id = u"chhajed2017-fig3"_s;
    fig3.title = u"Chhajed et al. 2017, Fig. 3 / Table III: vocabulary size vs keyword threshold"_s;
    fig3.study = [](const store::Workspace &workspace, qint64 collection, JobControl &control,
                    const PresetOverrides &overrides) {
        if (!overrides.isEmpty())
            throw std::invalid_argument("the vocabulary study takes no --param or preprocessing options");
        return vocabularyFigure(workspace, collection, ClassifierStudyOptions().thresholds, control);
    };
    Preset tables;
    tables.id = u"chhajed2017-tables1-2"_s;
    tables.title = u"Chhajed et al. 2017, Tables I and II: top words by centroid average and by cosine to the "
                   "semantic centroid (every document; --param protocol=holdout: the training documents)"_s;
    tables.study = [](const store::Workspace &workspace, qint64 collection, JobControl &control,
                      const PresetOverrides &overrides) {
        const ClassifierStudyOptions options = studyOptions(overrides, ClassifierStudyOptions(), {u"top"_s});
        const int top = int(numberParam(overrides.params, u"top"_s, 10));
        const auto documents = pipeline::prepareDocuments(workspace, collection, {}, control);
        std::vector<qint64> ids;
        std::vector<QStringList> tokens;
        for (const text::PreparedDocument &d : documents) {
            ids.push_back(d.id);
            tokens.push_back(d.tokens);
        }
        std::vector<QStringList> chosen = tokens;
        if (options.protocol == ClassifierStudyOptions::Protocol::Holdout) {
            const eval::GroundTruth truth = pipeline::loadGroundTruth(workspace, collection, options.truth);
            chosen.clear();
            for (std::size_t d : learn::splitDocuments(ids, truth, options.heldOutFraction, options.splitSeed).training)
                chosen.push_back(tokens[d]);
        }
        Figure figure = keywordTablesFigure(keywordTables(chosen, top, control));
        QJsonObject parameters = figure.parameters;
        parameters.insert(u"protocol"_s, ClassifierStudyOptions::protocolName(options.protocol));
        if (options.protocol == ClassifierStudyOptions::Protocol::Holdout) {
            parameters.insert(u"held_out_fraction"_s, options.heldOutFraction);
            parameters.insert(u"split_seed"_s, QString::number(options.splitSeed));
        }
        parameters.insert(u"top"_s, top);
        figure.parameters = parameters;
        return figure;
    };
    return {fig7, fig7Holdout, fig3, tables};
}

} // namespace nd::experiments::presetlib
