#pragma once

#include "learn/classifiermodel.h"

#include <QMutex>

#include <memory>

namespace nd::learn {

// Paper 001's gradient boosting through xgboost's C API (libxgboost): objective
// binary:logistic and the library's tree defaults (eta 0.3, depth 6), 100 boosting
// rounds as in xgboost's scikit-learn wrapper (XGBClassifier), one thread so runs
// stay reproducible and lean. The score is the predicted probability of
// "duplicate"; 0.5 is the decision.
class XgboostClassifier final : public Classifier
{
public:
    static QString kind() { return QStringLiteral("gradient-boosting"); }

    QString name() const override { return kind(); }

    ND_CLASSIFIER_MODEL()

private:
    struct BoosterDeleter
    {
        void operator()(void *booster) const;
    };
    void createBooster(void *const *matrices, int count);

    std::unique_ptr<void, BoosterDeleter> m_booster; // BoosterHandle
    // xgboost returns predictions in a buffer it owns until the next call on the
    // booster, so scoring is serialised.
    mutable QMutex m_mutex;
};

} // namespace nd::learn
