#include "experiments/presets.h"

#include "experiments/presetlibrary.h"

namespace nd::experiments {

namespace presetlib {

SweepSpec spec(qint64 collection, QStringList methods, QList<GridAxis> axes, detect::Params fixed)
{
    SweepSpec s;
    s.collectionId = collection;
    s.methods = std::move(methods);
    s.axes = std::move(axes);
    s.fixedParams = std::move(fixed);
    return s;
}

} // namespace presetlib

const QList<Preset> &presets()
{
    static const QList<Preset> list =
        presetlib::fan2012() + presetlib::chhajed2017() + presetlib::zhang2016() + presetlib::ye2008();
    return list;
}

const Preset *findPreset(const QString &id)
{
    for (const Preset &preset : presets())
        if (preset.id == id || preset.title == id)
            return &preset;
    return nullptr;
}

} // namespace nd::experiments
