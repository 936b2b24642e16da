#include "experiments/presets.h"

#include "experiments/figures.h"

using namespace Qt::StringLiterals;

namespace nd::experiments {

namespace {

SweepSpec spec(qint64 collection, QStringList methods, QList<GridAxis> axes, detect::Params fixed = {})
{
    SweepSpec s;
    s.collectionId = collection;
    s.methods = std::move(methods);
    s.axes = std::move(axes);
    s.fixedParams = std::move(fixed);
    return s;
}

// Zhang et al. report their runs with pruning at tau 0.7 (Remark 4); without a
// bound every pair would be compared, so the methods figure uses that setting.
Preset zhangFig6()
{
    Preset p;
    p.id = u"zhang2010-fig6"_s;
    p.title = u"Zhang et al. 2010, Fig. 6: F1 vs tau (SigNCD, SpotSigNCD, NCD, SpotSigs)"_s;
    p.sweep = [](qint64 c) {
        SweepSpec s = spec(c, {u"signcd"_s, u"spotsigncd"_s, u"ncd"_s, u"spotsigs"_s}, {}, {});
        // The NCD methods prune; SpotSigs has its own length bound instead.
        const detect::Params ncd{{u"pruning"_s, u"P1+P2"_s}, {u"max_distance"_s, 0.9}};
        for (const QString &method : {u"signcd"_s, u"spotsigncd"_s, u"ncd"_s})
            s.methodParams.insert(method, ncd);
        return s;
    };
    p.figure = [title = p.title](const store::Workspace &w, const QList<GridPoint> &points) {
        Figure f = methodsFigure(w, points, title);
        f.xLabel = u"Similarity threshold (1 - tau for the NCD methods)"_s;
        return f;
    };
    return p;
}

Preset zhangFigs45(bool runtime)
{
    Preset p;
    p.id = runtime ? u"zhang2010-fig5"_s : u"zhang2010-fig4"_s;
    p.title = runtime ? u"Zhang et al. 2010, Fig. 5: runtime vs tau by pruning (SigNCD)"_s
                      : u"Zhang et al. 2010, Fig. 4: comparisons vs tau by pruning (SigNCD)"_s;
    p.sweep = [](qint64 c) {
        return spec(c, {u"signcd"_s},
                    {GridAxis{u"pruning"_s, {u"none"_s, u"P1"_s, u"P1+P2"_s}},
                     GridAxis{u"max_distance"_s, {0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9}}});
    };
    p.figure = [runtime, title = p.title](const store::Workspace &w, const QList<GridPoint> &points) {
        return pruningFigure(w, points, runtime, title);
    };
    return p;
}

Preset fanFig2()
{
    Preset p;
    p.id = u"fan2012-fig2"_s;
    p.title = u"Fan & Huang 2012, Fig. 2: F vs Hamming threshold per shingle size"_s;
    p.sweep = [](qint64 c) {
        return spec(c, {u"simhash-shingles"_s}, {GridAxis{u"shingle_size"_s, {1, 2, 3, 4, 5}}},
                    {{u"bits"_s, 32}, {u"max_distance"_s, 16}});
    };
    p.figure = [title = p.title](const store::Workspace &w, const QList<GridPoint> &points) {
        return familyFigure(w, points, Metric::F1, title);
    };
    return p;
}

Preset fanTable1()
{
    Preset p;
    p.id = u"fan2012-table1"_s;
    p.title = u"Fan & Huang 2012, Table 1: best F per lexicon count"_s;
    p.table = true;
    p.sweep = [](qint64 c) {
        return spec(c, {u"simhash-lexicons"_s},
                    {GridAxis{u"lexicons"_s, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}}},
                    {{u"bits"_s, 32}, {u"max_distance"_s, 16}});
    };
    p.figure = [title = p.title](const store::Workspace &w, const QList<GridPoint> &points) {
        return familyFigure(w, points, Metric::F1, title);
    };
    return p;
}

} // namespace

const QList<Preset> &presets()
{
    static const QList<Preset> list = {zhangFig6(), zhangFigs45(false), zhangFigs45(true), fanFig2(), fanTable1()};
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
