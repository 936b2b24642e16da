#include "learn/gaussiannaivebayes.h"

#include <QDataStream>
#include <QIODevice>
#include <QList>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>

namespace nd::learn {

void GaussianNaiveBayes::trainStandardised(const Samples &samples)
{
    const std::size_t columns = samples.columns;
    double count[2] = {0.0, 0.0};
    for (int c = 0; c < 2; ++c) {
        m_mean[c].assign(columns, 0.0);
        m_variance[c].assign(columns, 0.0);
    }
    for (std::size_t r = 0; r < samples.rows(); ++r) {
        const int c = samples.labels[r] != 0 ? 1 : 0;
        count[c] += 1.0;
        for (std::size_t j = 0; j < columns; ++j)
            m_mean[c][j] += samples.row(r)[j];
    }
    if (count[0] == 0.0 || count[1] == 0.0)
        throw std::invalid_argument("Gaussian naive Bayes needs training rows of both classes");
    for (int c = 0; c < 2; ++c)
        for (double &mean : m_mean[c])
            mean /= count[c];
    for (std::size_t r = 0; r < samples.rows(); ++r) {
        const int c = samples.labels[r] != 0 ? 1 : 0;
        for (std::size_t j = 0; j < columns; ++j) {
            const double d = samples.row(r)[j] - m_mean[c][j];
            m_variance[c][j] += d * d;
        }
    }
    // var_smoothing as scikit-learn: epsilon = 1e-9 * the largest variance of any
    // feature over all rows (the rows are standardised, so that is 1 unless every
    // column is constant).
    double largest = 0.0;
    {
        const double n = count[0] + count[1];
        for (std::size_t j = 0; j < columns; ++j) {
            const double mean = (m_mean[0][j] * count[0] + m_mean[1][j] * count[1]) / n;
            double squares = 0.0;
            for (std::size_t r = 0; r < samples.rows(); ++r) {
                const double d = samples.row(r)[j] - mean;
                squares += d * d;
            }
            largest = std::max(largest, squares / n);
        }
    }
    const double epsilon = 1e-9 * (largest > 0.0 ? largest : 1.0);
    for (int c = 0; c < 2; ++c) {
        for (double &variance : m_variance[c])
            variance = variance / count[c] + epsilon;
        m_logPrior[c] = std::log(count[c] / (count[0] + count[1]));
    }
}

double GaussianNaiveBayes::scoreStandardised(std::span<const float> features) const
{
    double logJoint[2];
    for (int c = 0; c < 2; ++c) {
        double sum = m_logPrior[c];
        for (std::size_t j = 0; j < features.size() && j < m_mean[c].size(); ++j) {
            const double d = features[j] - m_mean[c][j];
            sum -= 0.5 * std::log(2.0 * std::numbers::pi * m_variance[c][j]) + d * d / (2.0 * m_variance[c][j]);
        }
        logJoint[c] = sum;
    }
    // P(1 | x) = 1 / (1 + exp(log P(0, x) - log P(1, x))), stable for large gaps.
    const double gap = logJoint[0] - logJoint[1];
    return gap > 0 ? std::exp(-gap) / (1.0 + std::exp(-gap)) : 1.0 / (1.0 + std::exp(gap));
}

QByteArray GaussianNaiveBayes::saveModel() const
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    for (int c = 0; c < 2; ++c)
        out << m_logPrior[c] << QList<double>(m_mean[c].begin(), m_mean[c].end())
            << QList<double>(m_variance[c].begin(), m_variance[c].end());
    return bytes;
}

void GaussianNaiveBayes::loadModel(const QByteArray &bytes)
{
    QDataStream in(bytes);
    for (int c = 0; c < 2; ++c) {
        QList<double> mean, variance;
        in >> m_logPrior[c] >> mean >> variance;
        if (in.status() != QDataStream::Ok || mean.size() != variance.size())
            throw std::runtime_error("not a Gaussian naive Bayes model (a model saved before naive-bayes meant "
                                     "Gaussian naive Bayes was OpenCV's normal Bayes: train it again)");
        m_mean[c].assign(mean.begin(), mean.end());
        m_variance[c].assign(variance.begin(), variance.end());
    }
}

} // namespace nd::learn
