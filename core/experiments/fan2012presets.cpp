#include "experiments/presetlibrary.h"

#include "experiments/figures.h"
#include "store/collectionstore.h"
#include "store/runstore.h"

using namespace Qt::StringLiterals;

namespace nd::experiments::presetlib {

namespace {

// The paper's metric: the sources are the queries, per-query precision and
// recall macro-averaged, F of the averages (eqs. 1-3). A collection without
// identifiable sources (not made by `synth`) is scored pairwise instead; the
// figure's axis and parameters say which was used.
EvaluationProtocol paperProtocol()
{
    EvaluationProtocol protocol;
    protocol.kind = EvaluationProtocol::Kind::QueryMacro;
    protocol.queries = EvaluationProtocol::Queries::Sources;
    protocol.microWithoutSources = true;
    return protocol;
}

// 32-bit fingerprints as in the paper. Fig. 2 draws thresholds 0..31: beyond
// f/2 = 16 the detector compares every pair (the permuted tables stop at f/2),
// which a collection of a few hundred variants affords; the lexicon figures run 0..15.
// Paper 000's figures depend on how many unrelated texts surround the variants
// (its 143,798 book pieces): the figure's JSON says how many this collection has.
Figure withBackground(Figure figure, const store::Workspace &workspace, const QList<GridPoint> &points)
{
    if (points.isEmpty())
        return figure;
    const auto run = store::RunStore(workspace).run(points.first().runId);
    if (!run)
        return figure;
    qint64 background = 0, documents = 0;
    for (const store::DocumentSummary &document : store::CollectionStore(workspace).documents(run->collectionId)) {
        ++documents;
        background += document.path.startsWith(u"background/"_s) ? 1 : 0;
    }
    figure.parameters.insert(u"documents"_s, documents);
    figure.parameters.insert(u"background_pieces"_s, background);
    return figure;
}

SweepSpec paperSpec(qint64 collection, const QString &method, const GridAxis &axis, detect::Params fixed)
{
    SweepSpec s = spec(collection, {method}, {axis}, std::move(fixed));
    s.protocol = paperProtocol();
    return s;
}

// Every figure and table of the paper: a sweep of one detector, drawn as one
// family of curves per setting with the collection's background pieces noted.
Preset familyPreset(const QString &id, const QString &title, std::function<SweepSpec(qint64)> sweep,
                    Metric metric = Metric::F1)
{
    Preset p;
    p.id = id;
    p.title = title;
    p.sweep = std::move(sweep);
    p.figure = [metric, title](const store::Workspace &w, const QList<GridPoint> &points) {
        return withBackground(familyFigure(w, points, metric, title), w, points);
    };
    return p;
}

Preset fanFig2()
{
    return familyPreset(u"fan2012-fig2"_s, u"Fan & Huang 2012, Fig. 2: F vs Hamming threshold per shingle size"_s,
                        [](qint64 c) {
                            return paperSpec(c, u"simhash-shingles"_s, GridAxis{u"shingle_size"_s, {1, 2, 3, 4, 5}},
                                             {{u"bits"_s, 32}, {u"max_distance"_s, 31}});
                        });
}

// Section 4.2: "we set the features of simhash to be shingles with size 2 ... when
// the random lexicon size is set to 1" it is the shingle-size-2 simhash (Table 1's
// L = 1 row equals Fig. 2's best at k = 2), so these are the fusion detector's runs.
// Figs. 3-5 and Table 1 share their settings, so the figures reuse the table's runs.
SweepSpec lexiconSpec(qint64 c, QVariantList lexicons)
{
    return paperSpec(c, u"simhash-fusion"_s, GridAxis{u"lexicons"_s, std::move(lexicons)},
                     {{u"bits"_s, 32}, {u"max_distance"_s, 15}, {u"shingle_size"_s, 2}});
}

Preset fanLexiconFigure(int number, Metric metric, const QString &measure)
{
    return familyPreset(
        u"fan2012-fig%1"_s.arg(number),
        u"Fan & Huang 2012, Fig. %1: %2 vs Hamming threshold per lexicon count"_s.arg(number).arg(measure),
        [](qint64 c) {
            return lexiconSpec(c, {1, 4, 7, 10});
        },
        metric);
}

Preset fanTable1()
{
    Preset p =
        familyPreset(u"fan2012-table1"_s, u"Fan & Huang 2012, Table 1: best F per lexicon count"_s, [](qint64 c) {
            return lexiconSpec(c, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
        });
    p.table = true;
    return p;
}

} // namespace

QList<Preset> fan2012()
{
    return {fanFig2(), fanLexiconFigure(3, Metric::Recall, u"recall"_s),
            fanLexiconFigure(4, Metric::Precision, u"precision"_s), fanLexiconFigure(5, Metric::F1, u"F"_s),
            fanTable1()};
}

} // namespace nd::experiments::presetlib
