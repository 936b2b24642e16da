#pragma once

#include "learn/classifier.h"

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
    static QStringList kinds();

    QString name() const override { return m_kind; }
    double decisionThreshold() const override;

protected:
    void trainStandardised(const Samples &samples) override;
    double scoreStandardised(std::span<const float> features) const override;
    QByteArray saveModel() const override;
    void loadModel(const QByteArray &bytes) override;

private:
    struct Impl;
    QString m_kind;
    std::unique_ptr<Impl> d;
};

} // namespace nd::learn
