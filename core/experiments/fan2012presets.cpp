#include "experiments/presetlibrary.h"

#include "experiments/figures.h"

using namespace Qt::StringLiterals;

namespace nd::experiments::presetlib {

namespace {

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

QList<Preset> fan2012()
{
    return {fanFig2(), fanTable1()};
}

} // namespace nd::experiments::presetlib
