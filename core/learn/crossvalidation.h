#pragma once

#include "jobs/jobcontrol.h"
#include "learn/classifier.h"

#include <memory>

namespace nd::learn {

struct CrossValidation
{
    QString classifier;
    double precision = 0, recall = 0, f1 = 0; // pooled over the folds' test parts
    double trainSeconds = 0;                  // mean time to train one fold
    qint64 truePositives = 0, falsePositives = 0, falseNegatives = 0;
};

// P/R/F1 from a confusion count (0 where undefined).
CrossValidation metrics(qint64 truePositives, qint64 falsePositives, qint64 falseNegatives);

// Trains the classifier on train and scores every row of test at its decision
// threshold (paper 001's protocol: training documents, then the held-out ones);
// trainSeconds is the one training's time. The trained model is handed back
// through trained when asked.
CrossValidation trainAndTest(const QString &classifier, const Samples &train, const Samples &test, JobControl &control,
                             std::unique_ptr<Classifier> *trained = nullptr);

// k-fold cross-validation: rows shuffled (seeded) and dealt round-robin into folds;
// each fold is scored by a classifier trained on the others, at its decision threshold.
CrossValidation crossValidate(const QString &classifier, const Samples &samples, int folds, quint64 seed,
                              JobControl &control);

} // namespace nd::learn
