#pragma once

#include "experiments/sweep.h"

#include <QList>
#include <QString>

namespace nd::store {
class Workspace;
}

namespace nd::experiments {

// k-fold cross-validation over whole clusters, to choose a method's default
// parameters so that they carry over to pages they were not chosen on: the
// clusters of the collection's truth are dealt into k folds (a seeded shuffle);
// for each fold, the grid point, the text compared (whole or main content) and
// the threshold of the best F1 on the pairs inside the other k - 1 folds are
// chosen, and F1 is measured at that choice on the pairs inside the held-out
// fold. Pairs across folds count in neither.
struct CrossValidationSpec
{
    SweepSpec sweep;               // one method, its grid, fixed parameters and preprocessing
    bool chooseMainContent = true; // try whole text and main content; false: sweep.preprocessing only
    int folds = 5;
    quint32 seed = 1;
};

struct CrossValidationFold
{
    int clusters = 0;          // held out
    qint64 positives = 0;      // positive pairs inside the held-out fold
    QString chosen;            // the setting chosen on the other folds (pointLabel + text)
    double threshold = 0.0;    // chosen with it
    double trainF1 = 0.0;      // best F1 on the other folds
    double heldOutF1 = 0.0;    // F1 on the held-out fold at the chosen setting and threshold
    double heldOutMaxF1 = 0.0; // best F1 on the held-out fold at the chosen setting, any threshold
};

struct CrossValidationSetting
{
    GridPoint point;
    bool mainContent = false;
    QString label;
};

struct CrossValidationResult
{
    QString method;
    QList<CrossValidationSetting> settings; // every grid point, whole text first
    QList<CrossValidationFold> folds;
    double meanF1 = 0.0;   // of heldOutF1
    double spreadF1 = 0.0; // sample standard deviation of heldOutF1
    double meanMaxF1 = 0.0;
    double spreadMaxF1 = 0.0;
    // The best F1 on the whole collection, the figure a grid search reports.
    QString bestOnAllSetting;
    double bestOnAllF1 = 0.0;
    double bestOnAllThreshold = 0.0;
    // The setting the folds chose most often (ties: the higher mean held-out
    // F1): the one to make the default.
    QString recommended;
    int recommendedFolds = 0;
};

// Runs the grid (reusing stored runs, as runSweep does) and cross-validates it.
// Needs cluster truth on the collection; throws std::invalid_argument otherwise
// or when there are fewer clusters than folds.
CrossValidationResult crossValidate(const store::Workspace &workspace, const CrossValidationSpec &spec,
                                    JobControl &control);

} // namespace nd::experiments
