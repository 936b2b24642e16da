#include "learn/opencvclassifier.h"

#include <opencv2/core.hpp>
#include <opencv2/ml.hpp>

#include <climits>
#include <stdexcept>

using namespace Qt::StringLiterals;
namespace ml = cv::ml;

namespace nd::learn {

struct OpenCvClassifier::Impl
{
    cv::Ptr<ml::StatModel> model;
    bool flip = false; // raw outputs whose sign OpenCV orients by class order
};

namespace {

cv::Ptr<ml::StatModel> makeModel(const QString &kind)
{
    // Defaults follow scikit-learn's (the paper's) where OpenCV's differ in substance.
    if (kind == u"svm-linear") {
        auto svm = ml::SVM::create();
        svm->setType(ml::SVM::C_SVC);
        svm->setKernel(ml::SVM::LINEAR);
        svm->setC(1.0);
        svm->setTermCriteria({cv::TermCriteria::MAX_ITER + cv::TermCriteria::EPS, 100000, 1e-3});
        return svm;
    }
    if (kind == u"knn") {
        auto knn = ml::KNearest::create();
        knn->setDefaultK(5);
        knn->setIsClassifier(true);
        knn->setAlgorithmType(ml::KNearest::BRUTE_FORCE); // OpenCV 4.6 KDTREE mode gave wrong neighbours
        return knn;
    }
    if (kind == u"normal-bayes")
        return ml::NormalBayesClassifier::create();
    if (kind == u"decision-tree" || kind == u"random-forest" || kind == u"adaboost") {
        cv::Ptr<ml::DTrees> trees;
        if (kind == u"random-forest") {
            auto forest = ml::RTrees::create();
            forest->setActiveVarCount(0);                                    // sqrt(13) per split, as sklearn
            forest->setTermCriteria({cv::TermCriteria::MAX_ITER, 100, 0.0}); // 100 trees
            trees = forest;
        } else if (kind == u"adaboost") {
            auto boost = ml::Boost::create();
            boost->setBoostType(ml::Boost::DISCRETE);
            boost->setWeakCount(50);       // sklearn's n_estimators
            boost->setWeightTrimRate(0.0); // sklearn does not trim
            trees = boost;
        } else {
            trees = ml::DTrees::create();
        }
        // OpenCV prunes by 10-fold CV and caps depth by default; sklearn grows full trees.
        trees->setMaxDepth(kind == u"adaboost" ? 1 : 30);
        trees->setMinSampleCount(2);
        trees->setCVFolds(0);
        trees->setUseSurrogates(false);
        trees->setRegressionAccuracy(0.0f);
        return trees;
    }
    if (kind == u"mlp") {
        auto mlp = ml::ANN_MLP::create();
        mlp->setTermCriteria({cv::TermCriteria::MAX_ITER + cv::TermCriteria::EPS, 200, 1e-4});
        return mlp;
    }
    if (kind == u"logistic-regression") {
        auto lr = ml::LogisticRegression::create();
        lr->setRegularization(ml::LogisticRegression::REG_L2); // sklearn: L2, C = 1
        lr->setLearningRate(0.1); // OpenCV's 0.001 does not converge in its 1000 iterations
        lr->setIterations(1000);
        lr->setTrainMethod(ml::LogisticRegression::BATCH);
        return lr;
    }
    throw std::invalid_argument("unknown OpenCV classifier");
}

} // namespace

OpenCvClassifier::OpenCvClassifier(const QString &kind)
    : m_kind(kind)
    , d(std::make_unique<Impl>())
{
    d->model = makeModel(kind);
}

OpenCvClassifier::~OpenCvClassifier() = default;

double OpenCvClassifier::decisionThreshold() const
{
    return m_kind == u"svm-linear" || m_kind == u"mlp" ? 0.0 : 0.5;
}

void OpenCvClassifier::trainStandardised(const Samples &samples)
{
    const int rows = int(samples.rows());
    const int cols = int(samples.columns);
    cv::Mat x(rows, cols, CV_32F);
    std::copy(samples.values.begin(), samples.values.end(), x.ptr<float>());
    cv::Mat labels(rows, 1, CV_32S);
    for (int r = 0; r < rows; ++r)
        labels.at<int>(r) = samples.labels[std::size_t(r)];
    cv::Mat responses = labels;
    if (m_kind == u"knn" || m_kind == u"logistic-regression") {
        labels.convertTo(responses, CV_32F);
    } else if (m_kind == u"mlp") {
        responses = cv::Mat(rows, 2, CV_32F, cv::Scalar(-1.0f)); // one-hot in SIGMOID_SYM's range
        for (int r = 0; r < rows; ++r)
            responses.at<float>(r, samples.labels[std::size_t(r)] ? 1 : 0) = 1.0f;
    }
    if (auto mlp = d->model.dynamicCast<ml::ANN_MLP>()) {
        // sklearn: one hidden layer of 100. The activation must be set after the
        // layers: OpenCV sizes its scaling from them, and gives NaN outputs otherwise.
        mlp->setLayerSizes(cv::Mat_<int>({1, 3}, {cols, 100, 2}));
        mlp->setActivationFunction(ml::ANN_MLP::SIGMOID_SYM);
    }
    if (!d->model->train(ml::TrainData::create(x, ml::ROW_SAMPLE, responses)))
        throw std::runtime_error("OpenCV could not train the classifier");
    // Raw outputs (SVM, boosting) have a sign that depends on OpenCV's class order:
    // orient them so that larger means "duplicate", checked on the training set.
    d->flip = false;
    double positive = 0, negative = 0;
    int np = 0, nn = 0;
    for (int r = 0; r < rows && (np < 500 || nn < 500); ++r) {
        const double s = scoreStandardised(samples.row(std::size_t(r)));
        (samples.labels[std::size_t(r)] ? positive : negative) += s;
        (samples.labels[std::size_t(r)] ? np : nn) += 1;
    }
    d->flip = np > 0 && nn > 0 && positive / np < negative / nn;
}

double OpenCvClassifier::scoreStandardised(std::span<const float> features) const
{
    cv::Mat x(1, int(features.size()), CV_32F, const_cast<float *>(features.data()));
    double s = 0.0;
    if (m_kind == u"knn") {
        cv::Mat results, neighbours;
        d->model.dynamicCast<ml::KNearest>()->findNearest(x, 5, results, neighbours);
        s = cv::mean(neighbours)[0]; // fraction of the 5 neighbours that are duplicates
    } else if (m_kind == u"normal-bayes") {
        cv::Mat out, probs;
        d->model.dynamicCast<ml::NormalBayesClassifier>()->predictProb(x, out, probs);
        const double p0 = probs.at<float>(0, 0), p1 = probs.at<float>(0, 1);
        s = p0 + p1 > 0 ? p1 / (p0 + p1) : double(out.at<int>(0));
    } else if (m_kind == u"random-forest") {
        cv::Mat votes;
        d->model.dynamicCast<ml::RTrees>()->getVotes(x, votes, 0);
        double total = 0, yes = 0;
        for (int c = 0; c < votes.cols; ++c) {
            total += votes.at<int>(1, c);
            if (votes.at<int>(0, c) == 1)
                yes += votes.at<int>(1, c);
        }
        s = total > 0 ? yes / total : 0.0;
    } else if (m_kind == u"mlp") {
        cv::Mat out;
        d->model->predict(x, out);
        s = out.at<float>(0, 1) - out.at<float>(0, 0);
    } else if (m_kind == u"adaboost") {
        // OpenCV 4.6's Boost returned the class (0/1), not the vote sum, even with
        // RAW_OUTPUT in our tests, so the score is the predicted class.
        s = d->model->predict(x);
    } else if (m_kind == u"svm-linear" || m_kind == u"logistic-regression") {
        cv::Mat out;
        d->model->predict(x, out, ml::StatModel::RAW_OUTPUT);
        s = out.type() == CV_32S ? double(out.at<int>(0)) : double(out.at<float>(0));
    } else {
        s = d->model->predict(x); // decision tree: the leaf's class, 0 or 1
    }
    return d->flip ? 2.0 * decisionThreshold() - s : s;
}

QByteArray OpenCvClassifier::saveModel() const
{
    cv::FileStorage fs(".yml", cv::FileStorage::WRITE | cv::FileStorage::MEMORY);
    fs << "model"
       << "{";
    d->model->write(fs);
    fs << "}";
    fs << "flip" << int(d->flip);
    const std::string text = fs.releaseAndGetString();
    return QByteArray(text.data(), qsizetype(text.size()));
}

void OpenCvClassifier::loadModel(const QByteArray &bytes)
{
    cv::FileStorage fs(bytes.toStdString(), cv::FileStorage::READ | cv::FileStorage::MEMORY);
    d->model->read(fs["model"]);
    d->flip = int(fs["flip"]) != 0;
    if (!d->model->isTrained())
        throw std::runtime_error("damaged OpenCV model");
}

} // namespace nd::learn
