#include "experiments/presetlibrary.h"

#include "experiments/figures.h"

using namespace Qt::StringLiterals;

namespace nd::experiments::presetlib {

namespace {

// Zhang et al. report their runs with pruning at tau 0.7 (Remark 4); without a
// bound every pair would be compared, so the methods figure uses that setting.
Preset zhangFig6()
{
    Preset p;
    p.id = u"zhang2016-fig6"_s;
    p.title = u"Zhang et al. 2016, Fig. 6: F1 vs tau (SigNCD, SpotSigNCD, NCD, SpotSigs)"_s;
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
    p.id = runtime ? u"zhang2016-fig5"_s : u"zhang2016-fig4"_s;
    p.title = runtime ? u"Zhang et al. 2016, Fig. 5: runtime vs tau by pruning (SigNCD)"_s
                      : u"Zhang et al. 2016, Fig. 4: comparisons vs tau by pruning (SigNCD)"_s;
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

} // namespace

QList<Preset> zhang2016()
{
    return {zhangFig6(), zhangFigs45(false), zhangFigs45(true)};
}

} // namespace nd::experiments::presetlib
