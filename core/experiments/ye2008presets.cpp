#include "experiments/presetlibrary.h"

#include "experiments/figures.h"
#include "experiments/sizegroupfigures.h"
#include "store/runstore.h"

#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::experiments::presetlib {

namespace {

// Paper 004 samples shingles whose hash mod n = r and judges the result against
// the run that keeps every shingle. Mod sampling with n = 1 keeps every shingle,
// so one axis over n holds the reference and the sampled runs, and every figure
// of the paper reuses the same cached runs. Paper 004 averages the n trials
// r = 0 .. n-1 and reports them nearly equal; a grid is a cartesian product and
// r must stay below n, so these presets take r = 0, and their "-avg" twins run
// every trial (a study of one sweep per n) for the figures to average.
//
// The paper's shingling (§4.2-4.3): 10-word shingles, MD5 fingerprints, the
// words as they are (no stopword removal, no stemming). Every shingle counts
// (max_posting 0): a pair's resemblance then depends on its two documents only,
// which lets paperScope stand for detection within each size group.
SweepSpec paperSpec(qint64 collection, QList<GridAxis> axes, detect::Params fixed, const PresetOverrides &overrides)
{
    fixed.insert(u"shingle_size"_s, 10);
    fixed.insert(u"hash_bits"_s, u"128"_s);
    fixed.insert(u"max_posting"_s, 0);
    SweepSpec s = spec(collection, {u"shingling"_s}, std::move(axes), std::move(fixed));
    s.preprocessing.removeStopwords = false;
    s.preprocessing.stem = false;
    applyOverrides(s, overrides);
    return s;
}

SweepSpec samplingSweep(qint64 collection, QVariantList moduli, const PresetOverrides &overrides = {})
{
    return paperSpec(collection, {GridAxis{u"sample_modulus"_s, std::move(moduli)}},
                     {{u"sampling"_s, u"mod"_s}, {u"sample_remainder"_s, 0}}, overrides);
}

// Exact duplicates removed and pairs kept inside size groups (paper 004 §4.2, §5).
AgreementScope scopeOf(const store::Workspace &workspace, const QList<GridPoint> &points)
{
    if (points.isEmpty())
        return {};
    const std::optional<store::RunInfo> run = store::RunStore(workspace).run(points.first().runId);
    return run ? paperScope(workspace, run->collectionId) : AgreementScope{};
}

// Every trial r = 0 .. n-1 of each ratio 1/n, as paper 004 averages them: the
// reference, then one sweep over the remainders per n (runs cached as ever).
QList<GridPoint> allTrials(const store::Workspace &workspace, qint64 collection, const QList<int> &moduli,
                           JobControl &control, const PresetOverrides &overrides)
{
    QList<GridPoint> points = runSweep(workspace, samplingSweep(collection, {1}, overrides), control);
    for (const int n : moduli) {
        QVariantList remainders;
        for (int r = 0; r < n; ++r)
            remainders.append(r);
        points += runSweep(workspace,
                           paperSpec(collection, {GridAxis{u"sample_remainder"_s, remainders}},
                                     {{u"sampling"_s, u"mod"_s}, {u"sample_modulus"_s, n}}, overrides),
                           control);
    }
    return points;
}

Preset averaged(const Preset &single, const QList<int> &moduli)
{
    Preset p;
    p.id = single.id + u"-avg"_s;
    p.title = single.title + u", all n trials averaged"_s;
    p.study = [moduli, figure = single.figure](const store::Workspace &w, qint64 c, JobControl &control,
                                               const PresetOverrides &overrides) {
        Figure f = figure(w, allTrials(w, c, moduli, control, overrides));
        f.title += u", trials averaged"_s;
        return f;
    };
    return p;
}

Preset groupCurves(const QString &id, const QString &figure, int modulus, Metric metric)
{
    Preset p;
    p.id = id;
    p.title = u"Ye, Wen & Ma 2008, %1: %2 per size group vs threshold (sampling 1/%3)"_s
                  .arg(figure, metric == Metric::Recall ? u"recall"_s : u"precision"_s)
                  .arg(modulus);
    p.sweep = [modulus](qint64 c) { return samplingSweep(c, {1, modulus}); };
    // The chart's own title is shorter than the preset's so it fits above the plot.
    const QString title = u"Ye et al. 2008 %1: %2 by size group, sampling 1/%3"_s
                              .arg(figure, metric == Metric::Recall ? u"recall"_s : u"precision"_s)
                              .arg(modulus);
    p.figure = [modulus, metric, title](const store::Workspace &w, const QList<GridPoint> &points) {
        return sizeGroupFigure(w, points, modulus, metric, title, scopeOf(w, points));
    };
    return p;
}

// Fig. 4 picks from 1/2 .. 1/16 and §6 adds 1/32; the paper's examples use the
// thresholds 0.6 (§6) and 0.85 (§1).
Preset adaptiveSampling()
{
    Preset p;
    p.id = u"ye2008-fig4"_s;
    p.title = u"Ye, Wen & Ma 2008, Fig. 4: shingles processed vs precision requirement (adaptive sampling)"_s;
    p.sweep = [](qint64 c) { return samplingSweep(c, {1, 2, 4, 8, 16, 32}); };
    p.figure = [](const store::Workspace &w, const QList<GridPoint> &points) {
        return samplingPlanFigure(w, points, {0.6, 0.85},
                                  u"Ye et al. 2008 Fig. 4: shingles processed by adaptive sampling"_s,
                                  scopeOf(w, points));
    };
    return p;
}

// Fig. 1 and Table 3 describe the collection after exact duplicates are removed.
Preset documentSizes()
{
    Preset p;
    p.id = u"ye2008-fig1"_s;
    p.title = u"Ye, Wen & Ma 2008, Fig. 1: document size against rank (exact duplicates removed)"_s;
    p.study = [title = p.title](const store::Workspace &w, qint64 c, JobControl &, const PresetOverrides &overrides) {
        if (!overrides.isEmpty())
            throw std::invalid_argument("ye2008-fig1 counts words and takes no parameters");
        return documentSizeFigure(w, c, paperScope(w, c), u"Ye et al. 2008 Fig. 1: document size by rank"_s);
    };
    return p;
}

Preset groupTable()
{
    Preset p;
    p.id = u"ye2008-table3"_s;
    p.title = u"Ye, Wen & Ma 2008, Table 3: documents and shingles per size group (exact duplicates removed)"_s;
    p.study = [](const store::Workspace &w, qint64 c, JobControl &, const PresetOverrides &overrides) {
        SweepSpec s = paperSpec(c, {}, {}, overrides);
        const int shingleSize = s.methodParams.value(u"shingling"_s)
                                    .value(u"shingle_size"_s, s.fixedParams.value(u"shingle_size"_s))
                                    .toInt();
        return sizeGroupTableFigure(w, c, paperScope(w, c), shingleSize,
                                    u"Ye et al. 2008 Table 3: documents and shingles per size group"_s);
    };
    return p;
}

} // namespace

QList<Preset> ye2008()
{
    const Preset fig2 = groupCurves(u"ye2008-fig2"_s, u"Fig. 2a"_s, 4, Metric::Precision);
    const Preset fig2b = groupCurves(u"ye2008-fig2b"_s, u"Fig. 2b"_s, 16, Metric::Precision);
    const Preset fig3 = groupCurves(u"ye2008-fig3"_s, u"Fig. 3"_s, 16, Metric::Recall);
    const Preset fig4 = adaptiveSampling();
    return {documentSizes(),
            groupTable(),
            fig2,
            fig2b,
            fig3,
            fig4,
            averaged(fig2, {4}),
            averaged(fig2b, {16}),
            averaged(fig3, {16}),
            averaged(fig4, {2, 4, 8, 16, 32})};
}

} // namespace nd::experiments::presetlib
