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

void XgboostClassifier::BoosterDeleter::operator()(void *booster) const
{
    XGBoosterFree(booster);
}

// A new booster over `count` training matrices (none to load a model) in place of
// the previous one; owned before its status is checked, so a failure leaks nothing.
void XgboostClassifier::createBooster(void *const *matrices, int count)
{
    BoosterHandle booster = nullptr;
    const int status = XGBoosterCreate(matrices, bst_ulong(count), &booster);
    m_booster.reset(booster);
    check(status, "booster");
}

void XgboostClassifier::trainStandardised(const Samples &samples)
{
    m_booster.reset();
    DMatrixHandle handle = nullptr;
    check(XGDMatrixCreateFromMat(samples.values.data(), samples.rows(), samples.columns, qQNaN(), &handle), "matrix");
    const std::unique_ptr<void, MatrixDeleter> matrix(handle);
    std::vector<float> labels(samples.labels.begin(), samples.labels.end());
    check(XGDMatrixSetFloatInfo(handle, "label", labels.data(), labels.size()), "labels");
    createBooster(&handle, 1);
    setParameters(m_booster.get());
    for (int round = 0; round < kRounds; ++round)
        check(XGBoosterUpdateOneIter(m_booster.get(), round, handle), "training");
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
    check(XGBoosterPredictFromDense(m_booster.get(), array.c_str(), config, nullptr, &shape, &dimensions, &result),
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
    check(XGBoosterSaveModelToBuffer(m_booster.get(), "{\"format\": \"ubj\"}", &length, &data), "save");
    return QByteArray(data, qsizetype(length));
}

void XgboostClassifier::loadModel(const QByteArray &bytes)
{
    createBooster(nullptr, 0);
    check(XGBoosterLoadModelFromBuffer(m_booster.get(), bytes.constData(), bst_ulong(bytes.size())), "load");
    setParameters(m_booster.get());
}

} // namespace nd::learn
