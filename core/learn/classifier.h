#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>
#include <span>
#include <stdexcept>
#include <vector>

namespace nd::learn {

// Row-major samples: rows x columns floats, with a 0/1 label per row.
struct Samples
{
    std::size_t columns = 0;
    std::vector<float> values;
    std::vector<int> labels;
    std::size_t rows() const { return labels.size(); }
    std::span<const float> row(std::size_t r) const { return {values.data() + r * columns, columns}; }
};

// A binary classifier of pair feature vectors (paper 001's 13 measures). Library
// defaults except where a library has no usable default (noted per classifier).
// Features are standardised (z-scores from the training set, stored with the
// model) before every library: OpenCV's MLP, SVM, k-NN and logistic regression
// need it to converge or to weigh the 13 measures' different scales; trees are
// unaffected.
// Why a set of samples cannot train a classifier, in the user's words.
class UntrainableSamples : public std::invalid_argument
{
public:
    using std::invalid_argument::invalid_argument;
};

// Empty when the samples hold both classes, else why they cannot train a classifier.
QString untrainableReason(const Samples &samples);

class Classifier
{
public:
    virtual ~Classifier() = default;
    virtual QString name() const = 0;

    // Throws UntrainableSamples when the samples hold no row or a single class:
    // no library can learn a boundary from them (OpenCV's answer is a cryptic
    // "responses must be categorical").
    void train(const Samples &samples);
    // Probability of "duplicate", or a decision value; >= decisionThreshold() is positive.
    double score(std::span<const float> features) const;
    virtual double decisionThreshold() const { return 0.5; }

    // The trained model as bytes (for the workspace), and back.
    QByteArray save() const;
    static std::unique_ptr<Classifier> load(const QByteArray &bytes); // throws std::runtime_error

    // Names in the paper's order; create() throws std::invalid_argument for others.
    static QStringList names();
    static std::unique_ptr<Classifier> create(const QString &name);
    // Why a classifier of the paper is not offered (e.g. extra trees), for help texts.
    static QString missingNote();
    // Where each classifier's settings differ from scikit-learn's defaults (the
    // paper's), for help texts, figures' JSON and the docs.
    static QString librarySettingsNote();

protected:
    // Standardised samples / row.
    virtual void trainStandardised(const Samples &samples) = 0;
    virtual double scoreStandardised(std::span<const float> features) const = 0;
    virtual QByteArray saveModel() const = 0;
    virtual void loadModel(const QByteArray &bytes) = 0;

private:
    std::vector<float> m_mean;
    std::vector<float> m_scale;
};

} // namespace nd::learn
