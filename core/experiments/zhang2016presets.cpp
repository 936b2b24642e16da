#include "experiments/presetlibrary.h"

#include "detect/spots/ncddetectorbase.h"
#include "experiments/figures.h"
#include "experiments/runtimefigures.h"
#include "experiments/subsets.h"
#include "features/compressor.h"
#include "pipeline/evaluationservice.h"
#include "store/runstore.h"
#include "store/collectionstore.h"
#include "store/workspace.h"

#include <QJsonArray>

#include <cmath>
#include <stdexcept>

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

// The tau axis of Figs. 4-7: 0.1 to 0.9.
const QVariantList kTaus{0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9};

// Table 2 and Figs. 6-7 compare the methods as the paper ran them (Sec. 5.2-5.3):
// SigNCD and SpotSigNCD with P1, NCD without pruning, one thread each, Snappy.
// SpotSigs and SL+ST at tau = g use the Jaccard threshold 1 - g, so their
// candidate bound is 1 - tau. Without `tau` the bounds are tau 0.9, which scores
// the paper's whole range 0.1..0.9 in one run per method.
detect::Params paperParams(const QString &method, double tau = 0.9)
{
    if (method == u"signcd" || method == u"spotsigncd")
        return singleThreadP1(tau);
    if (method == u"ncd")
        // "without pruning" (Sec. 5.2), with the paper's compressor (Sec. 5.1; the product's default is zstd)
        return {{u"pruning"_s, u"none"_s}, {u"threads"_s, 1}, {u"compressor"_s, u"snappy"_s}, {u"max_distance"_s, tau}};
    if (method == u"spotsigs" || method == u"slst")
        return {{u"threads"_s, 1}, {u"min_similarity"_s, std::round((1.0 - tau) * 100.0) / 100.0}};
    return {};
}

void paperMethods(SweepSpec &s)
{
    for (const QString &method : s.methods) {
        const detect::Params params = paperParams(method);
        if (!params.isEmpty())
            s.methodParams.insert(method, params);
    }
}

// A study's sweep, run as the sweep presets are (presets.cpp): every pair the
// paper compared is scored, with the overrides the preset was given.
QList<GridPoint> runPaperSweep(const store::Workspace &w, SweepSpec s, const PresetOverrides &overrides,
                               JobControl &control)
{
    s.pairLimit = 0;
    applyOverrides(s, overrides);
    return runSweep(w, s, control);
}

// The paper's names: "SigNCD w/ P1", "NCD" (no pruning), "Google's simhash" (64 bits).
QString methodName(const GridPoint &point)
{
    static const QHash<QString, QString> names{{u"signcd"_s, u"SigNCD"_s},   {u"spotsigncd"_s, u"SpotSigNCD"_s},
                                               {u"ncd"_s, u"NCD"_s},         {u"spotsigs"_s, u"SpotSigs"_s},
                                               {u"simhash"_s, u"simhash"_s}, {u"slst"_s, u"SL+ST"_s}};
    QString name = names.value(point.method, point.method);
    const QString pruning = point.params.value(u"pruning"_s).toString();
    if (!pruning.isEmpty() && pruning != u"none"_s)
        name += u" w/ "_s + pruning;
    if (point.params.contains(u"bits"_s))
        name += u" (%1 bits)"_s.arg(point.params.value(u"bits"_s).toInt());
    return name;
}

// The methods of Figs. 6 and 7, in the paper's legend order.
const QStringList kFigureMethods{u"ncd"_s, u"spotsigs"_s, u"slst"_s, u"spotsigncd"_s, u"signcd"_s};

// Where a run's score stands on the tau axis of Figs. 6-7: NCD distances as
// they are, Jaccard similarities as 1 - J (Sec. 5.3.3).
double tauOf(const GridPoint &point, double threshold)
{
    return detect::Registry::instance().scoreKind(point.method) == ScoreKind::Distance ? threshold : 1.0 - threshold;
}

// F1 of one run at tau 0.1, 0.2, .. 0.9, as the paper plots its F1 figures,
// with the best of these points marked.
Series f1AtTaus(const ProtocolEvaluation &evaluation, const GridPoint &point, const QString &name)
{
    Series series{name, {}, {}};
    for (const QVariant &tau : kTaus) {
        const double x = tau.toDouble();
        const double f1 = evaluation.at(tauOf(point, x)).f1;
        series.x.append(x);
        series.y.append(f1);
        if (std::isnan(series.markY) || f1 > series.markY) {
            series.markX = x;
            series.markY = f1;
        }
    }
    return series;
}

// The F1 figures (Figs. 2, 6 and 8): one curve of F1 at tau 0.1 .. 0.9 per run,
// named by `name`, the y axis saying how F1 was scored.
Figure f1AtTausFigure(const store::Workspace &w, const QList<GridPoint> &points, const QString &title,
                      const QString &xLabel, const PointName &name)
{
    Figure f;
    f.title = title;
    f.xLabel = xLabel;
    f.yLabel = u"F1"_s;
    for (const GridPoint &point : points) {
        const ProtocolEvaluation evaluation = evaluatePoint(w, point);
        f.yLabel = evaluation.label(u"F1"_s);
        f.series.append(f1AtTaus(evaluation, point, name(point)));
    }
    return f;
}

// Fig. 6: F1 at tau 0.1, 0.2, .. 0.9 per method, as the paper plots it; each
// method's one run scores that whole range (see paperParams), and its best of
// these points is marked.
Preset zhangFig6()
{
    Preset p;
    p.id = u"zhang2016-fig6"_s;
    p.title = u"Zhang et al. 2016, Fig. 6: F1 vs tau (NCD, SpotSigs, SL+ST, SpotSigNCD w/ P1, SigNCD w/ P1)"_s;
    p.sweep = [](qint64 c) {
        SweepSpec s = spec(c, kFigureMethods, {}, {});
        paperMethods(s);
        return s;
    };
    p.figure = [title = p.title](const store::Workspace &w, const QList<GridPoint> &points) {
        return f1AtTausFigure(w, points, title, u"tau (NCD; 1 - Jaccard threshold for SpotSigs and SL+ST)"_s,
                              methodName);
    };
    return p;
}

// Fig. 7: each method's run time at each tau, one run per point on one thread
// (Sec. 5.1), as the paper times it (preprocessing included); detection alone
// beside it. NCD has no pruning, so its time should not move with tau; its
// runs show how much timings move on their own.
Preset zhangFig7()
{
    Preset p;
    p.id = u"zhang2016-fig7"_s;
    p.title = u"Zhang et al. 2016, Fig. 7: runtime vs tau (NCD, SpotSigs, SL+ST, SpotSigNCD w/ P1, SigNCD w/ P1)"_s;
    p.study = [title = p.title](const store::Workspace &w, qint64 c, JobControl &control,
                                const PresetOverrides &overrides) {
        Figure f;
        f.title = title;
        f.xLabel = u"tau (NCD; 1 - Jaccard threshold for SpotSigs and SL+ST)"_s;
        f.yLabel = u"Run time (s)"_s;
        f.logY = true;
        QJsonArray runs;
        for (const QString &method : kFigureMethods) {
            Series whole{methodName(GridPoint{method, {}, paperParams(method), {}}), {}, {}};
            Series detection{whole.name + u" (detection)"_s, {}, {}};
            for (const QVariant &tau : kTaus) {
                const SweepSpec s = spec(c, {method}, {}, paperParams(method, tau.toDouble()));
                for (const GridPoint &point : runPaperSweep(w, s, overrides, control)) {
                    const double withPreprocessing = runSeconds(w, point.runId, Timing::WithPreprocessing);
                    const double detect = runSeconds(w, point.runId, Timing::Detection);
                    whole.x.append(tau.toDouble());
                    whole.y.append(withPreprocessing);
                    detection.x.append(tau.toDouble());
                    detection.y.append(detect);
                    runs.append(QJsonObject{{u"method"_s, whole.name},
                                            {u"tau"_s, tau.toDouble()},
                                            {u"run"_s, point.runId},
                                            {u"reused"_s, point.reused},
                                            {u"seconds"_s, withPreprocessing},
                                            {u"seconds_detection"_s, detect}});
                }
            }
            f.series.append(whole);
            f.series.append(detection);
        }
        f.parameters = QJsonObject{{u"runs"_s, runs}, {u"timing"_s, timingLabel(Timing::WithPreprocessing)}};
        return f;
    };
    return p;
}

// Fig. 1: NCD of the first n bytes of a document with themselves, under NCD
// (the text itself) and SigNCD (the signature of those n bytes), Snappy. The
// paper does not name its document, and its x axis passes the 15 KB where it
// sees NCD skewed, which few whole texts of a collection reach (goldset-dev's
// longest is 16 KB: the Gold Set's 47 KB a page are mostly HTML). So the
// document is the collection's texts joined in id order up to kFig1Bytes.
constexpr std::size_t kFig1Bytes = 256 * 1024;

Preset zhangFig1()
{
    Preset p;
    p.id = u"zhang2016-fig1"_s;
    p.title = u"Zhang et al. 2016, Fig. 1: NCD of the first n bytes of two identical documents (NCD, SigNCD)"_s;
    p.study = [title = p.title](const store::Workspace &w, qint64 c, JobControl &control,
                                const PresetOverrides &overrides) {
        detect::Params given{{u"compressor"_s, u"snappy"_s}};
        for (auto it = overrides.params.begin(); it != overrides.params.end(); ++it) {
            if (it.key() != u"compressor" && it.key() != u"signcd.compressor")
                throw std::invalid_argument(
                    u"zhang2016-fig1 takes only the compressor as a parameter, not \"%1\"."_s.arg(it.key())
                        .toStdString());
            given.insert(u"compressor"_s, it.value());
        }
        const auto *sigNcd =
            dynamic_cast<const detect::NcdDetectorBase *>(detect::Registry::instance().find(u"signcd"));
        QString error;
        const detect::Params resolved = sigNcd->resolve(given, &error);
        if (!error.isEmpty())
            throw std::invalid_argument(error.toStdString());
        const features::Compressor compressor =
            *features::compressorFromName(resolved.value(u"compressor"_s).toString());
        if (overrides.preprocessing)
            throw std::invalid_argument("zhang2016-fig1 compresses the stored texts: no preprocessing applies.");
        std::string whole;
        qint64 joined = 0;
        qint64 longest = 0;
        for (const auto &[id, text] : store::CollectionStore(w).documentTexts(c)) {
            const QByteArray bytes = text.toUtf8();
            longest = std::max(longest, qint64(bytes.size()));
            if (whole.size() < kFig1Bytes) {
                whole.append(bytes.constData(), std::size_t(bytes.size())).push_back('\n');
                ++joined;
            }
        }
        if (whole.empty())
            throw std::invalid_argument("The collection has no text.");
        const auto selfNcd = [compressor](const std::string &x) {
            const std::size_t cx = features::compressedSize(compressor, x);
            return detect::compression::normalizedCompressionDistance(cx, cx,
                                                                      features::compressedSize(compressor, x, x));
        };
        Figure f;
        f.title = title;
        f.xLabel = u"First n bytes of the document (KB)"_s;
        f.yLabel = u"NCD of the two identical prefixes"_s;
        Series ncd{u"NCD"_s, {}, {}};
        Series signature{u"SigNCD"_s, {}, {}};
        constexpr std::size_t kStep = 1024;
        for (std::size_t n = kStep; n <= std::min(whole.size(), kFig1Bytes); n += kStep) {
            throwIfCancelled(control);
            const std::string prefix = whole.substr(0, n);
            ncd.x.append(double(n) / 1024.0);
            ncd.y.append(selfNcd(prefix));
            detect::DetectDocument cut;
            cut.text = QString::fromUtf8(prefix);
            signature.x.append(double(n) / 1024.0);
            signature.y.append(selfNcd(sigNcd->payload(cut, resolved)));
        }
        f.series = {signature, ncd};
        f.parameters = QJsonObject{{u"texts_joined"_s, joined},
                                   {u"document_bytes"_s, qint64(whole.size())},
                                   {u"longest_text_bytes"_s, longest},
                                   {u"compressor"_s, resolved.value(u"compressor"_s).toString()},
                                   {u"step_bytes"_s, qint64(kStep)}};
        return f;
    };
    return p;
}

// Table 1: SpotSigs under the paper's seven settings, F1 at the Jaccard
// threshold 0.3 the paper keeps (and the best F1 beside it).
Preset zhangTable1()
{
    Preset p;
    p.id = u"zhang2016-table1"_s;
    p.title = u"Zhang et al. 2016, Table 1: SpotSigs under seven settings (F1 at tau 0.3)"_s;
    p.study = [title = p.title](const store::Workspace &w, qint64 c, JobControl &control,
                                const PresetOverrides &overrides) {
        struct Setting
        {
            int distance, chain;
            double minIdf, maxIdf;
            int minSpotsigs;
            double paperF1;
        };
        static const Setting kSettings[] = {{1, 1, 0.2, 0.85, 4, 0.83}, {2, 2, 0.2, 0.85, 4, 0.76},
                                            {2, 3, 0.2, 0.85, 4, 0.73}, {1, 1, 0.4, 1.0, 4, 0.76},
                                            {1, 1, 0.5, 1.0, 4, 0.55},  {1, 1, 0.2, 0.85, 20, 0.78},
                                            {2, 3, 0.5, 1.0, 20, 0.59}};
        QList<GridPoint> points;
        QJsonArray settings;
        int number = 0;
        for (const Setting &setting : kSettings) {
            const SweepSpec s = spec(c, {u"spotsigs"_s}, {},
                                     {{u"spot_distance"_s, setting.distance},
                                      {u"chain_length"_s, setting.chain},
                                      {u"min_idf"_s, setting.minIdf},
                                      {u"max_idf"_s, setting.maxIdf},
                                      {u"min_spotsigs"_s, setting.minSpotsigs}});
            points += runPaperSweep(w, s, overrides, control);
            settings.append(QJsonObject{{u"setting"_s, ++number},
                                        {u"d"_s, setting.distance},
                                        {u"chain"_s, setting.chain},
                                        {u"min_idf"_s, setting.minIdf},
                                        {u"max_idf"_s, setting.maxIdf},
                                        {u"min_spotsigs"_s, setting.minSpotsigs},
                                        {u"paper_f1"_s, setting.paperF1}});
        }
        const PointName name = [&points](const GridPoint &point) {
            for (int i = 0; i < points.size(); ++i) {
                if (points[i].runId == point.runId)
                    return u"Setting %1"_s.arg(i + 1);
            }
            return point.method;
        };
        Figure f = summaryBarsFigure(w, points, name, false, 0.3, title);
        f.xLabel = u"SpotSigs setting (d, chain, min_idf, max_idf, min_spotsigs as in the paper's Table 1)"_s;
        f.parameters.insert(u"settings"_s, settings);
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
                    {GridAxis{u"pruning"_s, {u"none"_s, u"P1"_s, u"P1+P2"_s}}, GridAxis{u"max_distance"_s, kTaus}},
                    {{u"skip_matched"_s, true}, {u"threads"_s, 1}});
    };
    p.figure = [runtime, title = p.title](const store::Workspace &w, const QList<GridPoint> &points) {
        return pruningFigure(w, points, runtime, title);
    };
    return p;
}

Preset zhangTable2()
{
    Preset p;
    p.id = u"zhang2016-table2"_s;
    p.title = u"Zhang et al. 2016, Table 2: P, R, max F1 and runtime per method"_s;
    p.table = true;
    p.sweep = [](qint64 c) {
        SweepSpec s = spec(c, {u"signcd"_s, u"spotsigncd"_s, u"ncd"_s, u"spotsigs"_s, u"simhash"_s, u"slst"_s}, {});
        paperMethods(s); // the same runs as Fig. 6
        s.methodParams.insert(u"simhash"_s, {{u"bits"_s, 64}});
        return s;
    };
    p.figure = [title = p.title](const store::Workspace &w, const QList<GridPoint> &points) {
        return summaryBarsFigure(w, points, methodName, true, qQNaN(), title, Timing::WithPreprocessing);
    };
    return p;
}

// Figs. 2 and 8 (F1 at tau 0.1 .. 0.9 as Fig. 6, one curve per signature variant) and Figs. 3
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
            axes.append(GridAxis{u"max_distance"_s, kTaus});
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
        return f1AtTausFigure(w, points, title, u"NCD threshold tau"_s, name);
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
            const SweepSpec s = spec(subset, {u"signcd"_s}, {GridAxis{u"max_distance"_s, taus}}, singleThreadP1());
            for (const GridPoint &point : runPaperSweep(w, s, overrides, control))
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

// The paper's data for a figure, and how much of its own collection's truth a
// run had: a chart on part of the Gold Set says which part (its truth clusters
// beside the collection's name and size, which the caller adds).
void recordData(Figure &figure, const store::Workspace &w, qint64 collection, const QString &paperData)
{
    figure.parameters.insert(u"paper_data"_s, paperData);
    const eval::GroundTruth truth = pipeline::loadGroundTruth(w, collection);
    if (truth.hasClusters())
        figure.parameters.insert(u"truth_clusters"_s, truth.clusterCount());
}

Preset ranOn(Preset p, const QString &paperData)
{
    if (p.isStudy()) {
        p.study = [study = p.study, paperData](const store::Workspace &w, qint64 c, JobControl &control,
                                               const PresetOverrides &overrides) {
            Figure f = study(w, c, control, overrides);
            recordData(f, w, c, paperData);
            return f;
        };
    } else {
        p.figure = [figure = p.figure, paperData](const store::Workspace &w, const QList<GridPoint> &points) {
            Figure f = figure(w, points);
            if (!points.isEmpty())
                if (const auto run = store::RunStore(w).run(points.first().runId))
                    recordData(f, w, run->collectionId, paperData);
            return f;
        };
    }
    return p;
}

} // namespace

QList<Preset> zhang2016()
{
    const QString goldSet = u"the whole Gold Set: 2,160 pages in 68 clusters (Sec. 5.1)"_s;
    const QString chinese = u"Chinese Finance News: 43,000 documents (Sec. 5.4.3)"_s;
    const QString unnamed = u"not named by the paper"_s;
    return {ranOn(zhangFig1(), unnamed),
            ranOn(zhangTable1(), goldSet),
            ranOn(zhangVariants(2, false, u"spot set"_s, kSpotSets), goldSet),
            ranOn(zhangVariants(3, true, u"spot set"_s, kSpotSets), goldSet),
            ranOn(zhangFigs45(false), goldSet),
            ranOn(zhangFigs45(true), goldSet),
            ranOn(zhangFig6(), goldSet),
            ranOn(zhangFig7(), goldSet),
            ranOn(zhangTable2(), goldSet),
            ranOn(zhangVariants(8, false, u"signature length"_s, kLengths), goldSet),
            ranOn(zhangVariants(9, true, u"signature length"_s, kLengths), goldSet),
            ranOn(zhangFig10(), unnamed),
            ranOn(zhangFig11(), chinese),
            ranOn(zhangFig12(), chinese)};
}

} // namespace nd::experiments::presetlib
