#pragma once

#include "experiments/figure.h"
#include "experiments/sweep.h"

#include <functional>

namespace nd::store { class Workspace; }

namespace nd::experiments {

// One figure or table of a paper, applicable to any collection: the grid to run
// and how to draw what it gives.
struct Preset
{
    QString id;       // short name for the CLI, e.g. "zhang2010-fig6"
    QString title;    // e.g. "Zhang et al. 2010, Fig. 6: F1 vs tau (SigNCD, SpotSigNCD, NCD, SpotSigs)"
    std::function<SweepSpec(qint64 collectionId)> sweep;
    std::function<Figure(const store::Workspace &, const QList<GridPoint> &)> figure;
    bool table = false; // the paper shows a best-F table (bestFTable) for it
};

const QList<Preset> &presets();
const Preset *findPreset(const QString &id);

} // namespace nd::experiments
