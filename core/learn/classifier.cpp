#include "learn/classifier.h"

#include "base/programmodule.h"
#include "learn/gaussiannaivebayes.h"
#include "learn/libraryclassifiers.h"
// The module's classes, for their kinds only: their code is the module's.
#include "learn/liblinearclassifier.h"
#include "learn/opencvclassifier.h"
#include "learn/xgboostclassifier.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QIODevice>

#include <algorithm>
#include <cmath>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::learn {

namespace {
constexpr quint32 kMagic = 0x4E444D4C; // "NDML"
constexpr quint32 kFormat = 1;
} // namespace

QString untrainableReason(const Samples &samples)
{
    const auto positives = std::count(samples.labels.begin(), samples.labels.end(), 1);
    const auto negatives = qsizetype(samples.rows()) - positives;
    if (samples.rows() == 0)
        return QCoreApplication::translate("nd::learn", "there are no training pairs");
    if (positives == 0 || negatives == 0)
        return positives == 0
            ? QCoreApplication::translate("nd::learn", "all %1 training pairs are non-duplicates").arg(samples.rows())
            : QCoreApplication::translate("nd::learn", "all %1 training pairs are duplicates").arg(samples.rows());
    return {};
}

void Classifier::train(const Samples &samples)
{
    if (const QString reason = untrainableReason(samples); !reason.isEmpty())
        throw UntrainableSamples(
            QCoreApplication::translate("nd::learn", "%1 cannot be trained: %2").arg(name(), reason).toStdString());
    const std::size_t c = samples.columns;
    m_mean.assign(c, 0.0f);
    m_scale.assign(c, 1.0f);
    const double n = double(std::max<std::size_t>(1, samples.rows()));
    std::vector<double> sum(c, 0.0), squares(c, 0.0);
    for (std::size_t r = 0; r < samples.rows(); ++r) {
        for (std::size_t j = 0; j < c; ++j) {
            sum[j] += samples.row(r)[j];
            squares[j] += double(samples.row(r)[j]) * samples.row(r)[j];
        }
    }
    for (std::size_t j = 0; j < c; ++j) {
        const double mean = sum[j] / n;
        const double sd = std::sqrt(std::max(0.0, squares[j] / n - mean * mean));
        m_mean[j] = float(mean);
        m_scale[j] = sd > 1e-12 ? float(1.0 / sd) : 1.0f; // a constant column stays 0
    }
    Samples standard = samples;
    for (std::size_t r = 0; r < standard.rows(); ++r) {
        for (std::size_t j = 0; j < c; ++j) {
            float &v = standard.values[r * c + j];
            v = (v - m_mean[j]) * m_scale[j];
        }
    }
    trainStandardised(standard);
}

double Classifier::score(std::span<const float> features) const
{
    std::vector<float> x(features.begin(), features.end());
    for (std::size_t j = 0; j < x.size() && j < m_mean.size(); ++j)
        x[j] = (x[j] - m_mean[j]) * m_scale[j];
    return scoreStandardised(x);
}

QByteArray Classifier::save() const
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << kMagic << kFormat << name() << QList<float>(m_mean.begin(), m_mean.end())
        << QList<float>(m_scale.begin(), m_scale.end()) << saveModel();
    return bytes;
}

std::unique_ptr<Classifier> Classifier::load(const QByteArray &bytes)
{
    QDataStream in(bytes);
    quint32 magic = 0, format = 0;
    QString name;
    QList<float> mean, scale;
    QByteArray model;
    in >> magic >> format >> name >> mean >> scale >> model;
    if (in.status() != QDataStream::Ok || magic != kMagic || format != kFormat)
        throw std::runtime_error("not a NearDup classifier model");
    auto classifier = create(name);
    classifier->m_mean.assign(mean.begin(), mean.end());
    classifier->m_scale.assign(scale.begin(), scale.end());
    classifier->loadModel(model);
    return classifier;
}

QStringList Classifier::names()
{
    // The paper's order (II-B): linear SVM, LinearSVC, then the rest; gradient boosting last.
    QStringList list = OpenCvClassifier::kinds();
    list.insert(1, LiblinearClassifier::kind());
    // The paper's Gaussian naive Bayes before OpenCV's full-covariance normal Bayes.
    list.insert(list.indexOf(u"normal-bayes"_s), GaussianNaiveBayes::kind());
    list.push_back(XgboostClassifier::kind());
    return list;
}

std::unique_ptr<Classifier> Classifier::create(const QString &name)
{
    if (name == GaussianNaiveBayes::kind())
        return std::make_unique<GaussianNaiveBayes>();
    if (!names().contains(name))
        throw std::invalid_argument(
            u"unknown classifier \"%1\" (one of: %2)"_s.arg(name, names().join(u", "_s)).toStdString());
    return createLibraryClassifier(name);
}

std::unique_ptr<Classifier> createLibraryClassifier(const QString &kind)
{
    const auto create = reinterpret_cast<decltype(&neardup_create_library_classifier)>(
        resolveModuleSymbol(u"neardup_classifiers"_s, "neardup_create_library_classifier"));
    std::unique_ptr<Classifier> classifier(create(kind));
    if (!classifier)
        throw std::invalid_argument(u"the classifiers' module has no classifier \"%1\""_s.arg(kind).toStdString());
    return classifier;
}

QString Classifier::missingNote()
{
    return QCoreApplication::translate(
        "nd::learn::Classifier",
        "Extra trees: no Debian library provides it (OpenCV ml has random forests only; "
        "liblinear and xgboost have no extra trees), so paper 001's tenth classifier is not "
        "offered rather than imitated.");
}

QString Classifier::librarySettingsNote()
{
    return QCoreApplication::translate(
        "nd::learn::Classifier",
        "Against scikit-learn's defaults (the paper's): every classifier sees the 13 measures "
        "standardised (z-scores from the training rows; scikit-learn scales nothing by default), which "
        "changes the linear SVM, LinearSVC, k-NN, MLP and logistic regression, not the trees or naive Bayes. "
        "svm-linear: OpenCV's libsvm C-SVC, linear kernel, C = 1 (as SVC(kernel='linear')). "
        "linear-svc: liblinear L2-regularised squared hinge, dual, C = 1, tolerance 0.1 "
        "(liblinear's; LinearSVC uses 1e-4, at most 1,000 iterations). "
        "knn: k = 5, Euclidean, brute force (as KNeighborsClassifier). "
        "naive-bayes: GaussianNB (per-feature variances, var_smoothing 1e-9); normal-bayes is OpenCV's "
        "full-covariance model, not in the paper. "
        "decision-tree: OpenCV tree grown to depth 30, at least 2 rows to split, no pruning "
        "(scikit-learn: no depth limit). "
        "random-forest: 100 trees, sqrt(13) features per split, depth 30. "
        "adaboost: discrete AdaBoost of 50 stumps, no weight trimming (scikit-learn: SAMME.R / SAMME, 50 stumps). "
        "mlp: one hidden layer of 100 as MLPClassifier, but OpenCV's symmetric sigmoid "
        "(1.7159 tanh(2x/3)) instead of ReLU and RPROP batch training for at most 200 iterations instead of "
        "Adam with L2 penalty 1e-4. "
        "gradient-boosting: xgboost, 100 rounds of depth-6 trees, learning rate 0.3, L2 leaf penalty 1 "
        "(GradientBoostingClassifier: 100 rounds of depth-3 trees, learning rate 0.1, no leaf penalty). "
        "logistic-regression: L2, batch gradient descent, rate 0.1, 1,000 iterations (not in the paper).");
}

} // namespace nd::learn
