#include "experiments/presetlibrary.h"

#include "experiments/figures.h"
#include "experiments/runtimefigures.h"
#include "experiments/subsets.h"
#include "store/collectionstore.h"
#include "store/workspace.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace nd::experiments::presetlib {

namespace {

// The paper times single-threaded programs (Sec. 5.1) and runs SigNCD with P1
// (Sec. 5.3.2); its tau for the comparisons is 0.7 (Remark 4, Fig. 10).
detect::Params singleThreadP1(const QVariant &tau = {})
{
    detect::Params p{{u"pruning"_s, u"P1"_s}, {u"threads"_s, 1}};
    if (tau.isValid())
        p.insert(u"max_distance"_s, tau);
    return p;
}

// Table 2 and Fig. 6 compare the methods as the paper ran them (Sec. 5.2-5.3):
// SigNCD and SpotSigNCD with P1, NCD without pruning, one thread each. tau 0.9
// scores the paper's whole range 0.1..0.9 in one run per method.
void paperMethods(SweepSpec &s)
{
    s.methodParams.insert(u"signcd"_s, singleThreadP1(0.9));
    s.methodParams.insert(u"spotsigncd"_s, singleThreadP1(0.9));
    // "without pruning" (Sec. 5.2), with the paper's compressor (Sec. 5.1; the product's default is zstd)
    s.methodParams.insert(u"ncd"_s, {{u"pruning"_s, u"none"_s}, {u"threads"_s, 1}, {u"compressor"_s, u"snappy"_s}});
    s.methodParams.insert(u"spotsigs"_s, {{u"threads"_s, 1}, {u"min_similarity"_s, 0.1}});
}

// Fig. 6 draws F1 against tau; SpotSigs at tau = g uses the Jaccard threshold
// 1 - g (Sec. 5.3.3), which is 1 minus the common similarity axis of methodsFigure.
Preset zhangFig6()
{
    Preset p;
    p.id = u"zhang2016-fig6"_s;
    p.title = u"Zhang et al. 2016, Fig. 6: F1 vs tau (SigNCD w/ P1, SpotSigNCD w/ P1, NCD, SpotSigs)"_s;
    p.sweep = [](qint64 c) {
        SweepSpec s = spec(c, {u"signcd"_s, u"spotsigncd"_s, u"ncd"_s, u"spotsigs"_s}, {}, {});
        paperMethods(s);
        return s;
    };
    p.figure = [title = p.title](const store::Workspace &w, const QList<GridPoint> &points) {
        Figure f = methodsFigure(w, points, title);
        for (Series &series : f.series) {
            Series tau{series.name, {}, {}};
            for (qsizetype i = series.x.size(); i-- > 0;) {
                const double x = 1.0 - series.x[i];
                if (x >= 0.1 - 1e-9 && x <= 0.9 + 1e-9) {
                    tau.x.append(x);
                    tau.y.append(series.y[i]);
                }
            }
            tau.markX = 1.0 - series.markX;
            tau.markY = series.markY;
            series = tau;
        }
        f.xLabel = u"tau (NCD; 1 - Jaccard threshold for SpotSigs)"_s;
        return f;
    };
    return p;
}

Preset zhangFigs45(bool runtime)
{
    Preset p;
    p.id = runtime ? u"zhang2016-fig5"_s : u"zhang2016-fig4"_s;
    p.title = runtime ? u"Zhang et al. 2016, Fig. 5: runtime vs tau by pruning (SigNCD, Algorithm 1)"_s
                      : u"Zhang et al. 2016, Fig. 4: comparisons vs tau by pruning (SigNCD, Algorithm 1)"_s;
    // Algorithm 1 as written (matched documents join `checked` and are skipped),
    // on one thread, tau 0.1..0.9 as the paper's axes.
    p.sweep = [](qint64 c) {
        return spec(c, {u"signcd"_s},
                    {GridAxis{u"pruning"_s, {u"none"_s, u"P1"_s, u"P1+P2"_s}},
                     GridAxis{u"max_distance"_s, {0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9}}},
                    {{u"skip_matched"_s, true}, {u"threads"_s, 1}});
    };
    p.figure = [runtime, title = p.title](const store::Workspace &w, const QList<GridPoint> &points) {
        return pruningFigure(w, points, runtime, title);
    };
    return p;
}

// The paper's names: "SigNCD w/ P1", "NCD" (no pruning), "Google's simhash" (64 bits).
QString methodName(const GridPoint &point)
{
    static const QHash<QString, QString> names{{u"signcd"_s, u"SigNCD"_s},
                                               {u"spotsigncd"_s, u"SpotSigNCD"_s},
                                               {u"ncd"_s, u"NCD"_s},
                                               {u"spotsigs"_s, u"SpotSigs"_s},
                                               {u"simhash"_s, u"simhash"_s}};
    QString name = names.value(point.method, point.method);
    const QString pruning = point.params.value(u"pruning"_s).toString();
    if (!pruning.isEmpty() && pruning != u"none"_s)
        name += u" w/ "_s + pruning;
    if (point.params.contains(u"bits"_s))
        name += u" (%1 bits)"_s.arg(point.params.value(u"bits"_s).toInt());
    return name;
}

Preset zhangTable2()
{
    Preset p;
    p.id = u"zhang2016-table2"_s;
    p.title = u"Zhang et al. 2016, Table 2: P, R, max F1 and runtime per method"_s;
    p.table = true;
    p.sweep = [](qint64 c) {
        SweepSpec s = spec(c, {u"signcd"_s, u"spotsigncd"_s, u"ncd"_s, u"spotsigs"_s, u"simhash"_s}, {});
        paperMethods(s); // the same runs as Fig. 6
        s.methodParams.insert(u"simhash"_s, {{u"bits"_s, 64}});
        return s;
    };
    p.figure = [title = p.title](const store::Workspace &w, const QList<GridPoint> &points) {
        return summaryBarsFigure(w, points, methodName, true, qQNaN(), title, Timing::WithPreprocessing);
    };
    return p;
}

// Figs. 2 and 8 (F1 against tau, one curve per signature variant) and Figs. 3
// and 9 (detection time against the pruning bound tau, one curve per variant).
struct Variants
{
    QString parameter;
    QVariantList values;
    std::function<QString(const QString &)> label;
};

Preset zhangVariants(int number, bool runtime, const QString &what, const Variants &variants)
{
    Preset p;
    p.id = u"zhang2016-fig%1"_s.arg(number);
    p.title = runtime ? u"Zhang et al. 2016, Fig. %1: runtime vs tau per %2 (SigNCD w/ P1)"_s.arg(number).arg(what)
                      : u"Zhang et al. 2016, Fig. %1: F1 vs tau per %2 (SigNCD w/ P1)"_s.arg(number).arg(what);
    p.sweep = [variants, runtime](qint64 c) {
        QList<GridAxis> axes{GridAxis{variants.parameter, variants.values}};
        if (runtime)
            axes.append(GridAxis{u"max_distance"_s, {0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9}});
        // One run per variant at tau 0.9 gives the F1 curve up to 0.9; the
        // runtime grid reuses those runs for its last column.
        return spec(c, {u"signcd"_s}, axes, singleThreadP1(runtime ? QVariant() : QVariant(0.9)));
    };
    const PointName name = [variants](const GridPoint &point) {
        return variants.label(point.params.value(variants.parameter).toString());
    };
    p.figure = [runtime, name, title = p.title](const store::Workspace &w, const QList<GridPoint> &points) {
        if (runtime) {
            Figure f = runtimeFigure(w, points, u"max_distance"_s, name, title, Timing::WithPreprocessing);
            f.xLabel = u"Pruning bound tau (NCD)"_s;
            return f;
        }
        Figure f = familyFigure(w, points, Metric::F1, title);
        for (int i = 0; i < f.series.size() && i < points.size(); ++i)
            f.series[i].name = name(points[i]);
        f.xLabel = u"NCD threshold tau"_s;
        return f;
    };
    return p;
}

const Variants kLengths{
    u"window"_s, {u"1L"_s, u"1R"_s, u"2"_s, u"4"_s, u"6"_s}, [](const QString &window) { return u"Sig-"_s + window; }};
const Variants kSpotSets{u"spots"_s,
                         {u"comma"_s, u"comma+fullstop"_s, u"semicolon"_s, u"comma+semicolon"_s, u"all"_s},
                         [](const QString &spots) { return u"spots: "_s + spots; }};

Preset zhangFig10()
{
    Preset p;
    p.id = u"zhang2016-fig10"_s;
    p.title = u"Zhang et al. 2016, Fig. 10: F1 and runtime per compressor (SigNCD w/ P1, tau 0.7)"_s;
    p.table = true;
    p.sweep = [](qint64 c) {
        return spec(c, {u"signcd"_s},
                    {GridAxis{u"compressor"_s, {u"snappy"_s, u"lz4"_s, u"zlib"_s, u"zstd"_s, u"bzip2"_s, u"xz"_s}}},
                    singleThreadP1(0.7));
    };
    p.figure = [title = p.title](const store::Workspace &w, const QList<GridPoint> &points) {
        Figure f = summaryBarsFigure(
            w, points, [](const GridPoint &point) { return point.params.value(u"compressor"_s).toString(); }, false,
            0.7, title, Timing::WithPreprocessing);
        f.xLabel = u"Compressor (run time incl. preprocessing; detection time)"_s;
        return f;
    };
    return p;
}

// Fig. 11 runs on nested random subsets (12.5 % .. 100 %, seed 1), so it is a
// study: a sweep has one collection.
Preset zhangFig11()
{
    Preset p;
    p.id = u"zhang2016-fig11"_s;
    p.title = u"Zhang et al. 2016, Fig. 11: normalised root of runtime vs collection size (SigNCD w/ P1)"_s;
    p.study = [title = p.title](const store::Workspace &w, qint64 c, JobControl &control,
                                const PresetOverrides &overrides) {
        const quint32 seed = 1;
        const QVariantList taus{0.5, 0.6, 0.7};
        QList<SizedRun> runs;
        QJsonArray collections;
        for (int eighth = 1; eighth <= 8; ++eighth) {
            const double fraction = eighth / 8.0;
            // The whole collection is itself the 100 % point: no copy needed.
            const qint64 subset = eighth == 8 ? c : makeSubsetCollection(w, c, fraction, seed, control);
            const qint64 documents = store::CollectionStore(w).collection(subset)->documentCount;
            collections.append(
                QJsonObject{{u"fraction"_s, fraction}, {u"collection"_s, subset}, {u"documents"_s, documents}});
            SweepSpec s = spec(subset, {u"signcd"_s}, {GridAxis{u"max_distance"_s, taus}}, singleThreadP1());
            applyOverrides(s, overrides);
            for (const GridPoint &point : runSweep(w, s, control))
                runs.append({documents, point});
        }
        Figure f = scalingFigure(
            w, runs,
            [](const GridPoint &point) { return u"tau = %1"_s.arg(point.params.value(u"max_distance"_s).toDouble()); },
            title);
        f.parameters = QJsonObject{{u"seed"_s, qint64(seed)}, {u"subsets"_s, collections}};
        return f;
    };
    return p;
}

Preset zhangFig12()
{
    Preset p;
    p.id = u"zhang2016-fig12"_s;
    p.title = u"Zhang et al. 2016, Fig. 12: runtime vs threads (SigNCD w/ P1, tau 0.7)"_s;
    p.sweep = [](qint64 c) {
        return spec(c, {u"signcd"_s}, {GridAxis{u"threads"_s, {1, 2, 4, 8}}},
                    {{u"pruning"_s, u"P1"_s}, {u"max_distance"_s, 0.7}});
    };
    p.figure = [title = p.title](const store::Workspace &w, const QList<GridPoint> &points) {
        Figure f = runtimeFigure(
            w, points, u"threads"_s,
            [](const GridPoint &point) {
                return u"%1, tau = %2"_s.arg(methodName(point)).arg(point.params.value(u"max_distance"_s).toDouble());
            },
            title);
        f.xLabel = u"Threads"_s;
        return f;
    };
    return p;
}

} // namespace

QList<Preset> zhang2016()
{
    return {zhangVariants(2, false, u"spot set"_s, kSpotSets),
            zhangVariants(3, true, u"spot set"_s, kSpotSets),
            zhangFigs45(false),
            zhangFigs45(true),
            zhangFig6(),
            zhangTable2(),
            zhangVariants(8, false, u"signature length"_s, kLengths),
            zhangVariants(9, true, u"signature length"_s, kLengths),
            zhangFig10(),
            zhangFig11(),
            zhangFig12()};
}

} // namespace nd::experiments::presetlib
