#pragma once

#include "experiments/figure.h"
#include "experiments/sweep.h"

#include "jobs/jobcontrol.h"

#include <QJsonObject>

#include <functional>
#include <optional>

namespace nd::store {
class Workspace;
}

namespace nd::experiments {

// Settings a user changes in a preset without editing it (neardup-cli preset
// --param, --no-stopwords, --stopwords, ...). A "key" parameter applies to every
// method of the preset that has it, "method.key" to that method only.
struct PresetOverrides
{
    detect::Params params;
    std::optional<text::PreprocessOptions> preprocessing;
    // Lifts the bound on the pairs each run may score (SweepSpec::pairLimit 0).
    bool allowAllPairs = false;
    bool isEmpty() const { return params.isEmpty() && !preprocessing && !allowAllPairs; }
    QJsonObject toJson() const;
};

// Applies the overrides to a preset's sweep. Throws std::invalid_argument for a
// parameter that no method of the sweep has, or one the sweep varies on an axis.
void applyOverrides(SweepSpec &spec, const PresetOverrides &overrides);

// What a sweep runs, as a figure's JSON records it: methods, fixed and
// per-method parameters, axes and preprocessing.
QJsonObject sweepSetupToJson(const SweepSpec &spec);

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
    // and honours cancel through control) and returns its figure; a study applies
    // the overrides to every sweep it runs, or throws std::invalid_argument when it
    // has no use for them.
    std::function<Figure(const store::Workspace &, qint64 collectionId, JobControl &, const PresetOverrides &)> study;
    bool isStudy() const { return bool(study); }
};

const QList<Preset> &presets();
const Preset *findPreset(const QString &id);

// A figure of a paper that is measured by a benchmark program rather than by runs
// on a collection (paper 002's latencies of the resident service): listed beside
// the presets with the command that makes it.
struct BenchmarkFigure
{
    QString id;
    QString title;
    QString command; // from the source folder, BUILD being the build folder
};

const QList<BenchmarkFigure> &benchmarkFigures();
const BenchmarkFigure *findBenchmarkFigure(const QString &id);

} // namespace nd::experiments
