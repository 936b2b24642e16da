#pragma once

#include "experiments/figure.h"
#include "jobs/jobcontrol.h"
#include "learn/crossvalidation.h"
#include "learn/pairdataset.h"
#include "pipeline/evaluationservice.h"

#include <QList>
#include <QStringList>

namespace nd::store {
class Workspace;
}

namespace nd::experiments {

// Paper 001's classifier experiment (Tables VI-IX, Fig. 7): for each keyword
// threshold, every classifier's P/R/F1 with its training time, under one of two
// protocols:
//  - CrossValidation: the pair set of the whole collection (positives and sampled
//    negatives), k-fold cross-validated over pairs, so pairs of one document are in
//    training and test folds and keywords are chosen on every document;
//  - Holdout (the paper's): documents split once into training and held-out ones
//    by whole clusters (learn::splitDocuments), keywords and idf from the training
//    documents, every training pair (or a sample, trainingPairs) to train on and
//    every pair of the held-out documents scored.
struct ClassifierStudyOptions
{
    enum class Protocol { CrossValidation, Holdout };
    Protocol protocol = Protocol::CrossValidation;
    double heldOutFraction = 0.5;     // Holdout: of the documents, whole clusters
    quint64 splitSeed = 1;            // Holdout: the shuffle of the clusters
    bool sampleTrainingPairs = false; // Holdout: pairs (sampled as `pairs` says) instead of every training pair

    // The paper's range (Fig. 3, Fig. 7, Tables VI-IX): 0 to 0.65 by 0.05.
    QList<double> thresholds = paperThresholds();
    QStringList classifiers; // empty: every classifier offered
    int folds = 5;
    learn::PairSetOptions pairs = leanPairs(); // negatives per positive, positives cap, seed
    pipeline::TruthSource truth;

    // The defaults of the study presets: 3 negatives per positive and at most 1,500
    // positive pairs (6,000 rows), so ten classifiers x seven thresholds x five
    // folds stay within minutes on a small machine.
    static learn::PairSetOptions leanPairs();
    static QList<double> paperThresholds();             // 0, 0.05, ..., 0.65
    static QString protocolName(Protocol protocol);     // "cv", "holdout"
    static Protocol parseProtocol(const QString &name); // throws std::invalid_argument
    QJsonObject toJson() const;
};

struct ClassifierStudyRow
{
    double threshold = 0;
    std::size_t vocabulary = 0; // terms before keyword selection
    std::size_t keywords = 0;   // kept at the threshold
    std::size_t pairs = 0;      // rows of the training set
    // Holdout only: documents on each side, test pairs scored, test documents
    // without a training keyword and their positive pairs (counted as missed).
    std::size_t trainingDocuments = 0, testDocuments = 0, testPairs = 0, droppedTestDocuments = 0;
    qint64 missedPositives = 0;
    learn::CrossValidation result;
    // Why nothing could be trained at this threshold (e.g. no document keeps a
    // keyword, so there is no pair); P, R and F1 are then NaN and the point is
    // left out of the figure rather than ending the study.
    QString untrainable;
};

// Reports progress per (threshold, classifier) step and honours cancel (throws Cancelled).
QList<ClassifierStudyRow> runClassifierStudy(const store::Workspace &workspace, qint64 collectionId,
                                             const ClassifierStudyOptions &options, JobControl &control);

// Paper 001 Table IX: per classifier, the largest keyword threshold whose F1 is
// still "good", i.e. at least target - tolerance (the paper: around 0.8 +- 0.02),
// with that F1; threshold NaN when no threshold reaches it. Classifiers in the
// order of the rows.
struct GoodThreshold
{
    QString classifier;
    double threshold = qQNaN();
    double f1 = qQNaN();
};
QList<GoodThreshold> largestGoodThresholds(const QList<ClassifierStudyRow> &rows, double target = 0.8,
                                           double tolerance = 0.02);

// F1 of every classifier against the keyword threshold (paper 001 Fig. 7); the
// parameters carry the options, every row's P/R/F1, the training times and
// Table IX (largestGoodThresholds) as "table_ix".
Figure classifierStudyFigure(const QList<ClassifierStudyRow> &rows, const ClassifierStudyOptions &options,
                             qint64 collectionId);

// Kept keywords (vocabulary size) against the keyword threshold (paper 001 Table III, Fig. 3).
Figure vocabularyFigure(const store::Workspace &workspace, qint64 collectionId, const QList<double> &thresholds,
                        JobControl &control);

} // namespace nd::experiments
