#pragma once

#include "experiments/figure.h"
#include "experiments/sweep.h"

#include "jobs/jobcontrol.h"

#include <functional>

namespace nd::store {
class Workspace;
}

namespace nd::experiments {

// One figure or table of a paper, applicable to any collection: the grid to run
// and how to draw what it gives. A preset whose experiment is not a grid of
// detector runs (e.g. cross-validated classifiers) gives `study` instead of
// `sweep` and `figure`.
struct Preset
{
    QString id;    // short name for the CLI, e.g. "zhang2016-fig6"
    QString title; // e.g. "Zhang et al. 2016, Fig. 6: F1 vs tau (SigNCD, SpotSigNCD, NCD, SpotSigs)"
    std::function<SweepSpec(qint64 collectionId)> sweep;
    std::function<Figure(const store::Workspace &, const QList<GridPoint> &)> figure;
    bool table = false; // the paper shows a best-F table (bestFTable) for it

    // Runs the whole experiment on a collection (worker thread; reports progress
    // and honours cancel through control) and returns its figure.
    std::function<Figure(const store::Workspace &, qint64 collectionId, JobControl &)> study;
    bool isStudy() const { return bool(study); }
};

const QList<Preset> &presets();
const Preset *findPreset(const QString &id);

} // namespace nd::experiments
