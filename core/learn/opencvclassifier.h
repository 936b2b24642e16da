#pragma once

#include "learn/classifiermodel.h"

#include <memory>

namespace nd::learn {

// Paper 001's classifiers that OpenCV's ml module (libopencv-ml-dev) provides:
// linear SVM, k-NN (k = 5), normal Bayes (one full-covariance Gaussian per class; the
// paper's Gaussian naive Bayes is GaussianNaiveBayes), decision tree, random forest, AdaBoost (discrete, on
// stumps), multi-layer perceptron and logistic regression. Models serialise through
// cv::FileStorage in memory.
class OpenCvClassifier final : public Classifier
{
public:
    explicit OpenCvClassifier(const QString &kind);
    ~OpenCvClassifier() override;
    static QStringList kinds()
    {
        return {QStringLiteral("svm-linear"),    QStringLiteral("knn"),
                QStringLiteral("normal-bayes"),  QStringLiteral("decision-tree"),
                QStringLiteral("random-forest"), QStringLiteral("adaboost"),
                QStringLiteral("mlp"),           QStringLiteral("logistic-regression")};
    }

    QString name() const override { return m_kind; }
    double decisionThreshold() const override;

    ND_CLASSIFIER_MODEL()

private:
    struct Impl;
    QString m_kind;
    std::unique_ptr<Impl> d;
};

} // namespace nd::learn
