#pragma once

#include "learn/classifiermodel.h"

namespace nd::learn {

// Paper 001's Gaussian naive Bayes as scikit-learn's GaussianNB computes it: per
// class, a prior (its share of the training rows) and for every feature its own
// mean and variance (features independent given the class), each variance plus
// 1e-9 times the largest feature variance (var_smoothing). OpenCV's
// NormalBayesClassifier, offered as "normal-bayes", fits one full covariance
// matrix per class instead. The score is P(duplicate | x).
class GaussianNaiveBayes final : public Classifier
{
public:
    static QString kind() { return QStringLiteral("naive-bayes"); }
    QString name() const override { return kind(); }

    ND_CLASSIFIER_MODEL()

private:
    // Per class (0, 1): log prior, then means and variances of every column.
    double m_logPrior[2] = {0.0, 0.0};
    std::vector<double> m_mean[2];
    std::vector<double> m_variance[2];
};

} // namespace nd::learn
