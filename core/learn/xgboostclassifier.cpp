#include "learn/xgboostclassifier.h"

#include <xgboost/c_api.h>

#include <QByteArray>
#include <QtNumeric>

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>

namespace nd::learn {

namespace {

constexpr int kRounds = 100;

void check(int status, const char *what)
{
    if (status != 0)
        throw std::runtime_error(std::string("xgboost ") + what + ": " + XGBGetLastError());
}

void setParameters(BoosterHandle booster)
{
    check(XGBoosterSetParam(booster, "objective", "binary:logistic"), "objective");
    check(XGBoosterSetParam(booster, "nthread", "1"), "nthread");
    check(XGBoosterSetParam(booster, "verbosity", "0"), "verbosity");
}

struct MatrixDeleter
{
    void operator()(void *m) const { XGDMatrixFree(m); }
};

} // namespace

XgboostClassifier::XgboostClassifier() = default;

XgboostClassifier::~XgboostClassifier()
{
    reset();
}

void XgboostClassifier::reset()
{
    if (m_booster)
        XGBoosterFree(m_booster);
    m_booster = nullptr;
}

void XgboostClassifier::trainStandardised(const Samples &samples)
{
    reset();
    DMatrixHandle handle = nullptr;
    check(XGDMatrixCreateFromMat(samples.values.data(), samples.rows(), samples.columns, qQNaN(), &handle), "matrix");
    const std::unique_ptr<void, MatrixDeleter> matrix(handle);
    std::vector<float> labels(samples.labels.begin(), samples.labels.end());
    check(XGDMatrixSetFloatInfo(handle, "label", labels.data(), labels.size()), "labels");
    check(XGBoosterCreate(&handle, 1, &m_booster), "booster");
    setParameters(m_booster);
    for (int round = 0; round < kRounds; ++round)
        check(XGBoosterUpdateOneIter(m_booster, round, handle), "training");
}

double XgboostClassifier::scoreStandardised(std::span<const float> features) const
{
    if (!m_booster)
        throw std::logic_error("gradient-boosting is not trained");
    // In-place prediction on one dense row, described by numpy's array interface.
    const std::string array = "{\"data\": [" + std::to_string(reinterpret_cast<std::uintptr_t>(features.data()))
        + ", true], \"shape\": [1, " + std::to_string(features.size()) + "], \"typestr\": \"<f4\", \"version\": 3}";
    static const char *config = "{\"type\": 0, \"training\": false, \"iteration_begin\": 0, "
                                "\"iteration_end\": 0, \"strict_shape\": false, \"missing\": NaN, \"cache_id\": 0}";
    QMutexLocker lock(&m_mutex);
    const bst_ulong *shape = nullptr;
    bst_ulong dimensions = 0;
    const float *result = nullptr;
    check(XGBoosterPredictFromDense(m_booster, array.c_str(), config, nullptr, &shape, &dimensions, &result),
          "prediction");
    return double(result[0]);
}

QByteArray XgboostClassifier::saveModel() const
{
    if (!m_booster)
        throw std::logic_error("gradient-boosting is not trained");
    QMutexLocker lock(&m_mutex);
    bst_ulong length = 0;
    const char *data = nullptr;
    check(XGBoosterSaveModelToBuffer(m_booster, "{\"format\": \"ubj\"}", &length, &data), "save");
    return QByteArray(data, qsizetype(length));
}

void XgboostClassifier::loadModel(const QByteArray &bytes)
{
    reset();
    check(XGBoosterCreate(nullptr, 0, &m_booster), "booster");
    check(XGBoosterLoadModelFromBuffer(m_booster, bytes.constData(), bst_ulong(bytes.size())), "load");
    setParameters(m_booster);
}

} // namespace nd::learn
