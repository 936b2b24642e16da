#include "experiments/presets.h"

#include "experiments/presetlibrary.h"

#include <QJsonArray>

#include <algorithm>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::experiments {

namespace presetlib {

SweepSpec spec(qint64 collection, QStringList methods, QList<GridAxis> axes, detect::Params fixed)
{
    SweepSpec s;
    s.collectionId = collection;
    s.methods = std::move(methods);
    s.axes = std::move(axes);
    s.fixedParams = std::move(fixed);
    // The papers compared whole texts: a reproduction does not take the main
    // content some methods compare by default.
    s.preprocessing.mainContentOnly = false;
    return s;
}

} // namespace presetlib

QJsonObject PresetOverrides::toJson() const
{
    QJsonObject json{{u"params"_s, QJsonObject::fromVariantMap(params)}};
    if (preprocessing)
        json.insert(u"preprocessing"_s, preprocessing->key());
    if (allowAllPairs)
        json.insert(u"allow_all_pairs"_s, true);
    return json;
}

void applyOverrides(SweepSpec &spec, const PresetOverrides &overrides)
{
    if (overrides.preprocessing)
        spec.preprocessing = *overrides.preprocessing;
    if (overrides.allowAllPairs)
        spec.pairLimit = 0;
    for (auto it = overrides.params.cbegin(); it != overrides.params.cend(); ++it) {
        const qsizetype dot = it.key().indexOf(u'.');
        const QString method = dot > 0 ? it.key().left(dot) : QString();
        const QString key = dot > 0 ? it.key().mid(dot + 1) : it.key();
        for (const GridAxis &axis : std::as_const(spec.axes))
            if (axis.parameter == key)
                throw std::invalid_argument(
                    u"the preset varies %1 on its grid; run `neardup-cli sweep` to choose its values"_s.arg(key)
                        .toStdString());
        bool applied = false;
        for (const QString &name : std::as_const(spec.methods)) {
            if (!method.isEmpty() && method != name)
                continue;
            const detect::Detector *detector = detect::Registry::instance().find(name);
            if (!detector)
                continue;
            const auto descriptors = detector->parameters();
            if (std::none_of(descriptors.cbegin(), descriptors.cend(),
                             [&key](const detect::ParamDescriptor &d) { return d.name == key; }))
                continue;
            spec.methodParams[name].insert(key, it.value());
            applied = true;
        }
        if (!applied)
            throw std::invalid_argument(
                u"no method of the preset (%1) has the parameter %2"_s.arg(spec.methods.join(u", "_s), it.key())
                    .toStdString());
    }
}

QJsonObject sweepSetupToJson(const SweepSpec &spec)
{
    QJsonObject perMethod;
    QJsonObject mainContent; // per method: explicit, or the method's default
    for (const QString &method : spec.methods) {
        if (const detect::Detector *detector = detect::Registry::instance().find(method))
            mainContent.insert(method, detector->resolvePreprocessing(spec.preprocessing).comparesMainContent());
        detect::Params params = spec.fixedParams;
        const detect::Params own = spec.methodParams.value(method);
        for (auto it = own.cbegin(); it != own.cend(); ++it)
            params.insert(it.key(), it.value());
        perMethod.insert(method, QJsonObject::fromVariantMap(params));
    }
    QJsonObject axes;
    for (const GridAxis &axis : spec.axes)
        axes.insert(axis.parameter, QJsonArray::fromVariantList(axis.values));
    return QJsonObject{{u"methods"_s, QJsonArray::fromStringList(spec.methods)},
                       {u"parameters"_s, perMethod},
                       {u"axes"_s, axes},
                       {u"preprocessing"_s,
                        QJsonObject{{u"normalize"_s, spec.preprocessing.normalize},
                                    {u"remove_stopwords"_s, spec.preprocessing.removeStopwords},
                                    {u"stem"_s, spec.preprocessing.stem ? spec.preprocessing.stemLanguage : u""_s},
                                    {u"main_content"_s, mainContent}}}};
}

namespace {

// A preset is a paper's experiment, run as the paper ran it: every pair its
// methods compare is scored, without the bound that keeps an everyday run from
// going quadratic by surprise (a preset's cost is the paper's, and known).
QList<Preset> unbounded(QList<Preset> list)
{
    for (Preset &preset : list) {
        if (!preset.sweep)
            continue;
        preset.sweep = [sweep = preset.sweep](qint64 collectionId) {
            SweepSpec spec = sweep(collectionId);
            spec.pairLimit = 0;
            return spec;
        };
    }
    return list;
}

} // namespace

const QList<Preset> &presets()
{
    static const QList<Preset> list =
        unbounded(presetlib::fan2012() + presetlib::chhajed2017() + presetlib::zhang2016() + presetlib::ye2008());
    return list;
}

const QList<BenchmarkFigure> &benchmarkFigures()
{
    // Latency under load is a property of the machine and the service process, so
    // these are made by bench/serve/serve-bench.sh with a real load generator (wrk)
    // against `neardup-cli serve`, not inside a preset run.
    static const QList<BenchmarkFigure> list{
        {u"yu-fig1"_s, u"Yu, Hu & Zhang, Fig. 1: service latency vs request rate (10 M fingerprints)"_s,
         u"DURATION=8 STEPS=fig1 bench/serve/serve-bench.sh BUILD docs/figures"_s},
        {u"yu-fig2"_s, u"Yu, Hu & Zhang, Fig. 2: service latency vs stored fingerprints (up to 10 M)"_s,
         u"DURATION=8 STEPS=fig2 bench/serve/serve-bench.sh BUILD docs/figures"_s},
    };
    return list;
}

const BenchmarkFigure *findBenchmarkFigure(const QString &id)
{
    for (const BenchmarkFigure &figure : benchmarkFigures())
        if (figure.id == id)
            return &figure;
    return nullptr;
}

const Preset *findPreset(const QString &id)
{
    for (const Preset &preset : presets())
        if (preset.id == id || preset.title == id)
            return &preset;
    return nullptr;
}

} // namespace nd::experiments
